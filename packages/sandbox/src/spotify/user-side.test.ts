import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { simulator } from './index';
import { errorSchema, oauthErrorSchema, pagingSchema, playlistItemSchema, playlistSchema } from './schemas/spotify-wire';
import {
  followedArtistsSchema,
  meSchema,
  myPlaylistsSchema,
  recentlyPlayedSchema,
  savedAlbumsSchema,
  savedTracksSchema,
  snapshotSchema,
  userTokenSchema,
} from './schemas/spotify-user-wire';

const ALL_SCOPES = 'user-read-private user-read-email playlist-read-private playlist-modify-public playlist-modify-private user-library-read user-follow-read user-read-recently-played';

let p: StartedPlatform;
let oauth: OAuthTestClient;
let user: SandboxUser;
beforeAll(async () => {
  p = await startPlatform('spotify', simulator, testCatalog());
  oauth = await startOAuthTestClient();
  user = p.sandbox.users[0] as SandboxUser;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

const creds = () => ({ id: p.sandbox.credentials.spotify.client_id ?? '', secret: p.sandbox.credentials.spotify.client_secret ?? '' });

function authorizeUrl(params: Record<string, string> = {}): URL {
  const url = new URL('/authorize', p.sandbox.urls.spotify.accounts);
  const all = { client_id: creds().id, response_type: 'code', redirect_uri: oauth.callbackUrl, scope: ALL_SCOPES, state: 'st-123', ...params };
  for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
  return url;
}

async function token(form: Record<string, string>, basic = true): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (basic) headers.authorization = `Basic ${Buffer.from(`${creds().id}:${creds().secret}`).toString('base64')}`;
  const res = await fetch(`${p.sandbox.urls.spotify.accounts}/api/token`, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
  return { status: res.status, body: await res.json() };
}

async function codeFor(params: Record<string, string> = {}): Promise<string> {
  const outcome = await oauth.authorize(authorizeUrl(params));
  if (!outcome.redirected) throw new Error(`no redirect: ${outcome.status}`);
  expect(outcome.query.state).toBe('st-123');
  return outcome.query.code ?? '';
}

async function link(scope = ALL_SCOPES) {
  const code = await codeFor({ scope });
  const res = await token({ grant_type: 'authorization_code', code, redirect_uri: oauth.callbackUrl });
  expect(res.status).toBe(200);
  return userTokenSchema.parse(res.body);
}

async function api(path: string, auth: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(path.startsWith('http') ? path : `${p.sandbox.urls.spotify.api}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${auth}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return { status: res.status, body: await res.json() };
}

/** Follows `next` to the end, returning every page's body. */
async function allPages(first: string, auth: string, next: (body: unknown) => string | null): Promise<unknown[]> {
  const pages: unknown[] = [];
  for (let url: string | null = first; url; ) {
    const res = await api(url, auth);
    expect(res.status).toBe(200);
    pages.push(res.body);
    url = next(res.body);
  }
  return pages;
}

describe('Spotify user side: linking and library', () => {
  it('links through a redirect-following client, reads every library list and writes a playlist in 100-URI batches', async () => {
    const t = await link();
    expect(t.refresh_token).toBeDefined();
    expect(t.scope.split(' ').sort()).toEqual(ALL_SCOPES.split(' ').sort());
    const account = user.accounts.spotify;
    if (!account) throw new Error('listener1 has Spotify');

    const me = meSchema.parse((await api('/v1/me', t.access_token)).body);
    expect([me.id, me.email, me.product, me.country, me.display_name]).toEqual([account.id, user.email, account.plan, user.country, user.displayName]);

    // `next` names /v1/users/{id}/playlists, closed to development-mode apps: page by offset.
    const firstPage = myPlaylistsSchema.parse((await api('/v1/me/playlists?limit=5', t.access_token)).body);
    expect(firstPage.next).toContain(`/v1/users/${account.id}/playlists?offset=5`);
    expect((await api(firstPage.next ?? '', t.access_token)).status).toBe(403);
    const listed = [];
    for (let offset = 0; offset < firstPage.total; offset += 5) {
      listed.push(...myPlaylistsSchema.parse((await api(`/v1/me/playlists?limit=5&offset=${offset}`, t.access_token)).body).items);
    }
    const expected = account.playlistIds.map((id) => p.sandbox.catalog.index.playlist(id));
    // The followed playlist standing for a Spotify-owned one comes as null.
    const spotifyOwned = expected.findIndex((x) => !x?.ownerUserId);
    expect(spotifyOwned).toBeGreaterThan(-1);
    expect(listed[spotifyOwned]).toBeNull();
    expect(listed.map((x) => x?.id ?? null)).toEqual(expected.map((x, i) => (i === spotifyOwned ? null : x?.platformId)));
    expect(listed.map((x) => x?.items.total ?? null)).toEqual(expected.map((x, i) => (i === spotifyOwned ? null : x?.recordingIds.length)));
    expect(listed[0]?.owner.id).toBe(account.id);

    const albums = (await allPages('/v1/me/albums?limit=7', t.access_token, (b) => savedAlbumsSchema.parse(b).next)).flatMap((b) => savedAlbumsSchema.parse(b).items);
    expect(albums.map((a) => a.album.id)).toEqual(account.savedAlbums.map((s) => p.sandbox.catalog.index.album(s.albumId)?.platforms.spotify?.id));

    const liked = (await allPages('/v1/me/tracks?limit=50', t.access_token, (b) => savedTracksSchema.parse(b).next)).flatMap((b) => savedTracksSchema.parse(b).items);
    expect(liked.map((x) => x.track.id)).toEqual(account.savedTracks.map((s) => p.sandbox.catalog.index.recording(s.recordingId)?.platforms.spotify?.id));

    const artists = (await allPages('/v1/me/following?type=artist&limit=4', t.access_token, (b) => followedArtistsSchema.parse(b).artists.next)).flatMap(
      (b) => followedArtistsSchema.parse(b).artists.items,
    );
    expect(artists.map((a) => a.id)).toEqual(account.followedArtistIds.map((id) => p.sandbox.catalog.index.artist(id)?.platformIds.spotify));

    const plays = (await allPages('/v1/me/player/recently-played?limit=50', t.access_token, (b) => recentlyPlayedSchema.parse(b).next)).flatMap(
      (b) => recentlyPlayedSchema.parse(b).items,
    );
    expect(plays.map((x) => x.track.id)).toEqual(account.history.map((h) => p.sandbox.catalog.index.recording(h.recordingId)?.platforms.spotify?.id));

    const created = await api('/v1/me/playlists', t.access_token, { method: 'POST', json: { name: 'Converted', public: false, description: 'from Deezer' } });
    expect(created.status).toBe(201);
    const playlist = playlistSchema.parse(created.body);
    expect([playlist.name, playlist.public, playlist.owner.id, playlist.items.total]).toEqual(['Converted', false, account.id, 0]);

    const uris = p.sandbox.catalog.recordings.flatMap((r) => (r.platforms.spotify ? [`spotify:track:${r.platforms.spotify.id}`] : [])).slice(0, 230);
    const snapshots = new Set<string>();
    for (let i = 0; i < uris.length; i += 100) {
      const added = await api(`/v1/playlists/${playlist.id}/items`, t.access_token, { method: 'POST', json: { uris: uris.slice(i, i + 100) } });
      expect(added.status).toBe(201);
      snapshots.add(snapshotSchema.parse(added.body).snapshot_id);
    }
    expect(snapshots.size).toBe(3);

    const items = (await allPages(`/v1/playlists/${playlist.id}/items?limit=100`, t.access_token, (b) => pagingSchema(playlistItemSchema).parse(b).next)).flatMap(
      (b) => pagingSchema(playlistItemSchema).parse(b).items,
    );
    expect(items.map((i) => i.item.uri)).toEqual(uris);
    const mine = myPlaylistsSchema.parse((await api('/v1/me/playlists?limit=1', t.access_token)).body);
    expect([mine.items[0]?.id, mine.items[0]?.items.total, mine.total]).toEqual([playlist.id, 230, account.playlistIds.length]);
  });

  it('answers refused consent, an unknown client and a bad redirect URI the way Spotify does', async () => {
    const denied = await oauth.authorize(authorizeUrl({ sandbox_deny: '1' }));
    expect(denied).toEqual({ redirected: true, method: 'GET', query: { error: 'access_denied', state: 'st-123' } });
    const unknown = await oauth.authorize(authorizeUrl({ client_id: '0'.repeat(32) }));
    expect(unknown.redirected === false && unknown.status).toBe(400);
    expect(unknown.redirected === false && unknown.body).toContain('INVALID_CLIENT: Invalid client');
    const localhost = await oauth.authorize(authorizeUrl({ redirect_uri: 'http://localhost:9/callback' }));
    expect(localhost.redirected === false && localhost.body).toContain('Invalid redirect URI');
    const scope = await oauth.authorize(authorizeUrl({ scope: 'user-read-email delete-everything' }));
    expect(scope.redirected && scope.query.error).toBe('invalid_scope');
  });

  it('takes a code once, within ten minutes, with the same redirect URI', async () => {
    const code = await codeFor();
    const form = { grant_type: 'authorization_code', code, redirect_uri: oauth.callbackUrl };
    expect((await token(form)).status).toBe(200);
    const again = await token(form);
    expect([again.status, oauthErrorSchema.parse(again.body).error]).toEqual([400, 'invalid_grant']);
    const late = await codeFor();
    p.setNow(Date.parse('2026-11-23T12:10:00Z'));
    try {
      const expired = await token({ ...form, code: late });
      expect(oauthErrorSchema.parse(expired.body)).toEqual({ error: 'invalid_grant', error_description: 'Authorization code expired' });
    } finally {
      p.setNow(Date.parse('2026-11-23T12:00:00Z'));
    }
    const other = await codeFor();
    const mismatch = await token({ ...form, code: other, redirect_uri: `${oauth.callbackUrl}/elsewhere` });
    expect(oauthErrorSchema.parse(mismatch.body)).toEqual({ error: 'invalid_grant', error_description: 'Invalid redirect URI' });
    const garbage = await token({ ...form, code: 'AQnot-a-code' });
    expect(oauthErrorSchema.parse(garbage.body).error).toBe('invalid_grant');
  });

  it('checks the PKCE verifier (S256 only) and rotates refresh tokens of PKCE clients', async () => {
    const verifier = 'pkce-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const plain = await oauth.authorize(authorizeUrl({ code_challenge: verifier, code_challenge_method: 'plain' }));
    expect(plain.redirected && plain.query.error).toBe('invalid_request');
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const bad = await token({ grant_type: 'authorization_code', code: await codeFor(pkce), redirect_uri: oauth.callbackUrl, client_id: creds().id, code_verifier: `${verifier}x` }, false);
    expect(oauthErrorSchema.parse(bad.body)).toEqual({ error: 'invalid_grant', error_description: 'code_verifier was incorrect' });
    const good = await token({ grant_type: 'authorization_code', code: await codeFor(pkce), redirect_uri: oauth.callbackUrl, client_id: creds().id, code_verifier: verifier }, false);
    const first = userTokenSchema.parse(good.body);
    const refreshed = userTokenSchema.parse((await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '', client_id: creds().id }, false)).body);
    expect(refreshed.refresh_token).toBeDefined();
    expect(refreshed.refresh_token).not.toBe(first.refresh_token);
  });

  it('reports an expired token, refreshes it, and refuses a revoked grant', async () => {
    const t = await link();
    const admin = (action: string) => fetch(`${p.sandbox.catalogUrl}/__users/${user.email}/${action}?platform=spotify`, { method: 'POST' });
    expect((await admin('expire-tokens')).status).toBe(200);
    const expired = await api('/v1/me', t.access_token);
    expect([expired.status, errorSchema.parse(expired.body).error.message]).toEqual([401, 'The access token expired']);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' });
    const next = userTokenSchema.parse(refreshed.body);
    // A confidential client keeps its refresh token.
    expect(next.refresh_token).toBeUndefined();
    expect((await api('/v1/me', next.access_token)).status).toBe(200);

    expect((await admin('revoke')).status).toBe(200);
    const revoked = await api('/v1/me', next.access_token);
    expect([revoked.status, errorSchema.parse(revoked.body).error.message]).toEqual([401, 'Invalid access token']);
    const refused = await token({ grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' });
    expect([refused.status, oauthErrorSchema.parse(refused.body)]).toEqual([400, { error: 'invalid_grant', error_description: 'Refresh token revoked' }]);
  });

  it('enforces scopes, ownership and the 100-URI limit, and keeps client tokens off /v1/me', async () => {
    const t = await link('playlist-modify-public');
    const me = meSchema.parse((await api('/v1/me', t.access_token)).body);
    expect([me.email, me.product, me.country]).toEqual([undefined, undefined, undefined]);
    const albums = await api('/v1/me/albums', t.access_token);
    expect([albums.status, errorSchema.parse(albums.body).error.message]).toEqual([403, 'Insufficient client scope']);
    const privateOne = await api('/v1/me/playlists', t.access_token, { method: 'POST', json: { name: 'Hidden', public: false } });
    expect(privateOne.status).toBe(403);
    // Without playlist-read-private the user's private playlists are left out.
    const visible = myPlaylistsSchema.parse((await api('/v1/me/playlists?limit=50', t.access_token)).body);
    expect(visible.items.every((x) => x === null || x.public !== false)).toBe(true);

    const created = playlistSchema.parse((await api('/v1/me/playlists', t.access_token, { method: 'POST', json: { name: 'Open' } })).body);
    const uri = `spotify:track:${p.sandbox.catalog.recordings.find((r) => r.platforms.spotify)?.platforms.spotify?.id}`;
    const tooMany = await api(`/v1/playlists/${created.id}/items`, t.access_token, { method: 'POST', json: { uris: Array.from({ length: 101 }, () => uri) } });
    expect([tooMany.status, errorSchema.parse(tooMany.body).error.message]).toEqual([400, 'You can add a maximum of 100 tracks per request.']);
    const badUri = await api(`/v1/playlists/${created.id}/items`, t.access_token, { method: 'POST', json: { uris: ['spotify:track:nope'] } });
    expect(badUri.status).toBe(400);
    const followed = p.sandbox.catalog.playlists.find((x) => x.platform === 'spotify' && !x.ownerUserId);
    const foreign = await api(`/v1/playlists/${followed?.platformId}/items`, t.access_token, { method: 'POST', json: { uris: [uri] } });
    expect(foreign.status).toBe(403);

    const app = await token({ grant_type: 'client_credentials' });
    const appToken = (app.body as { access_token: string }).access_token;
    expect((await api('/v1/me', appToken)).status).toBe(401);
    expect((await api(`/v1/playlists/${created.id}`, t.access_token)).status).toBe(200);
  });
});

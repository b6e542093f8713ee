import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { simulator } from './index';
import { createdSchema, favouriteTrackSchema, followedArtistSchema, historyTrackSchema, savedAlbumSchema, tokenJsonSchema, userPlaylistSchema, userSchema } from './schemas/deezer-user-wire';
import { errorSchema, listSchema, playlistSchema, playlistTrackSchema } from './schemas/deezer-wire';
import { z } from 'zod';

const ALL_PERMS = 'basic_access,email,offline_access,manage_library,listening_history';

let p: StartedPlatform;
let oauth: OAuthTestClient;
let user: SandboxUser;
beforeAll(async () => {
  p = await startPlatform('deezer', simulator, testCatalog());
  oauth = await startOAuthTestClient();
  user = p.sandbox.users[0] as SandboxUser;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

const app = () => ({ id: p.sandbox.credentials.deezer.app_id ?? '', secret: p.sandbox.credentials.deezer.secret ?? '' });

function authUrl(params: Record<string, string> = {}): URL {
  const url = new URL('/oauth/auth.php', p.sandbox.urls.deezer.connect);
  for (const [k, v] of Object.entries({ app_id: app().id, redirect_uri: oauth.callbackUrl, perms: ALL_PERMS, state: 'AbCdEfGhIj', ...params })) url.searchParams.set(k, v);
  return url;
}

async function exchange(code: string, output?: 'json'): Promise<string> {
  const url = new URL('/oauth/access_token.php', p.sandbox.urls.deezer.connect);
  for (const [k, v] of Object.entries({ app_id: app().id, secret: app().secret, code, ...(output ? { output } : {}) })) url.searchParams.set(k, v);
  return (await fetch(url)).text();
}

async function link(perms = ALL_PERMS): Promise<string> {
  const outcome = await oauth.authorize(authUrl({ perms }));
  if (!outcome.redirected) throw new Error(`no redirect: ${outcome.status}`);
  expect(outcome.query.state).toBe('AbCdEfGhIj');
  return tokenJsonSchema.parse(JSON.parse(await exchange(outcome.query.code ?? '', 'json'))).access_token;
}

async function call(path: string, token: string | null, method = 'GET'): Promise<unknown> {
  const url = new URL(path.startsWith('http') ? path : `${p.sandbox.urls.deezer.api}${path}`);
  if (token) url.searchParams.set('access_token', token);
  const res = await fetch(url, { method });
  expect(res.status).toBe(200);
  return res.json();
}

async function all<T extends z.ZodType>(path: string, token: string, item: T, extra: z.ZodRawShape = {}): Promise<z.infer<T>[]> {
  const out: z.infer<T>[] = [];
  for (let next: string | undefined = path; next; ) {
    const page = listSchema(item, extra).parse(await call(next, token));
    out.push(...page.data);
    next = page.next;
  }
  return out;
}

describe('Deezer user side', () => {
  it('links through connect.deezer.com, reads every list and adds a playlist it can read back', async () => {
    const token = await link();
    const account = user.accounts.deezer;
    if (!account) throw new Error('listener1 has Deezer');
    const me = userSchema.parse(await call('/user/me', token));
    expect([String(me.id), me.email, me.name]).toEqual([account.id, user.email, account.username]);

    // Deezer's user lists carry a checksum of the whole list on every page.
    const listChecksum = { checksum: z.string().regex(/^[0-9a-f]{32}$/) };
    const playlists = await all('/user/me/playlists?limit=4', token, userPlaylistSchema, listChecksum);
    expect(playlists.map((x) => String(x.id))).toEqual(account.playlistIds.map((id) => p.sandbox.catalog.index.playlist(id)?.platformId));
    expect(String(playlists[0]?.creator.id)).toBe(account.id);
    const albums = await all('/user/me/albums', token, savedAlbumSchema, listChecksum);
    expect(albums.map((a) => a.release_date)).toEqual(account.savedAlbums.map((s) => p.sandbox.catalog.index.album(s.albumId)?.releaseDate));
    expect(albums.map((a) => String(a.id))).toEqual(account.savedAlbums.map((s) => p.sandbox.catalog.index.album(s.albumId)?.platforms.deezer?.id));
    const artists = await all('/2.0/user/me/artists?limit=5', token, followedArtistSchema, listChecksum);
    expect(artists.map((a) => String(a.id))).toEqual(account.followedArtistIds.map((id) => p.sandbox.catalog.index.artist(id)?.platformIds.deezer));
    const history = await all('/user/me/history', token, historyTrackSchema);
    expect(history.map((t) => String(t.id))).toEqual(account.history.map((h) => p.sandbox.catalog.index.recording(h.recordingId)?.platforms.deezer?.id));
    const favourites = await all('/user/me/tracks', token, favouriteTrackSchema, listChecksum);
    expect(favourites).toHaveLength(account.savedTracks.length);

    const created = createdSchema.parse(await call('/user/me/playlists?title=From%20Spotify', token, 'POST'));
    const songs = p.sandbox.catalog.recordings.flatMap((r) => (r.platforms.deezer ? [r.platforms.deezer.id] : [])).slice(0, 120);
    for (let i = 0; i < songs.length; i += 50) {
      expect(await call(`/playlist/${created.id}/tracks?songs=${songs.slice(i, i + 50).join(',')}`, token, 'POST')).toBe(true);
    }
    const read = await all(`/playlist/${created.id}/tracks?limit=50`, token, playlistTrackSchema, { checksum: z.string().regex(/^[0-9a-f]{32}$/) });
    expect(read.map((t) => String(t.id))).toEqual(songs);
    const full = playlistSchema.parse(await call(`/playlist/${created.id}`, null));
    expect([full.title, full.nb_tracks, String(full.creator.id)]).toEqual(['From Spotify', 120, account.id]);
    const mine = listSchema(userPlaylistSchema, listChecksum).parse(await call('/user/me/playlists?limit=1', token));
    expect([mine.data[0]?.id, mine.data[0]?.nb_tracks, mine.total]).toEqual([created.id, 120, account.playlistIds.length]);
    // A GET with request_method=POST writes too, as Deezer allows.
    expect(await call(`/playlist/${created.id}/tracks?songs=${songs[0]}&request_method=POST`, token)).toBe(true);
  });

  it('answers the token in both forms, with expires=0 for offline_access', async () => {
    const online = await oauth.authorize(authUrl({ perms: 'basic_access' }));
    const text = await exchange(online.redirected ? (online.query.code ?? '') : '');
    expect(text).toMatch(/^access_token=[A-Za-z0-9]+&expires=3600$/);
    const offline = await oauth.authorize(authUrl());
    expect(await exchange(offline.redirected ? (offline.query.code ?? '') : '')).toMatch(/&expires=0$/);
  });

  it('refuses consent, bad and reused codes, and a wrong app the Deezer way', async () => {
    expect(await oauth.authorize(authUrl({ sandbox_deny: '1' }))).toEqual({ redirected: true, method: 'GET', query: { error_reason: 'user_denied', state: 'AbCdEfGhIj' } });
    const wrongApp = await oauth.authorize(authUrl({ app_id: '1' }));
    expect(wrongApp.redirected).toBe(false);
    const noDeezer = p.sandbox.users.find((u) => !u.accounts.deezer);
    expect(await oauth.authorize(authUrl({ sandbox_user: noDeezer?.email ?? '' }))).toEqual({ redirected: true, method: 'GET', query: { error_reason: 'user_denied', state: 'AbCdEfGhIj' } });
    const ok = await oauth.authorize(authUrl());
    const code = ok.redirected ? (ok.query.code ?? '') : '';
    expect(await exchange(code)).toMatch(/^access_token=/);
    expect(await exchange(code)).toBe('wrong code');
    expect(await exchange('frnothing')).toBe('wrong code');
    const late = await oauth.authorize(authUrl());
    p.setNow(TEST_NOW + 600_000);
    try {
      expect(await exchange(late.redirected ? (late.query.code ?? '') : '')).toBe('wrong code');
    } finally {
      p.setNow(TEST_NOW);
    }
  });

  it('reports missing, expired and revoked tokens and missing perms as 200 error bodies', async () => {
    expect(errorSchema.parse(await call('/user/me', null)).error.code).toBe(200);
    expect(errorSchema.parse(await call('/user/me', 'frbogus')).error).toEqual({ type: 'OAuthException', message: 'Invalid OAuth access token.', code: 300 });
    const basic = await link('basic_access');
    const me = userSchema.parse(await call('/user/me', basic));
    expect(me.email).toBeUndefined();
    expect(errorSchema.parse(await call('/user/me/history', basic)).error.code).toBe(200);
    expect(errorSchema.parse(await call('/user/me/playlists?title=x', basic, 'POST')).error.code).toBe(200);
    // An hour later the token without offline_access is dead; Deezer has no refresh.
    p.setNow(TEST_NOW + 3_600_000);
    try {
      expect(errorSchema.parse(await call('/user/me', basic)).error.code).toBe(300);
    } finally {
      p.setNow(TEST_NOW);
    }
    const forever = await link();
    const admin = await fetch(`${p.sandbox.catalogUrl}/__users/${user.email}/revoke?platform=deezer`, { method: 'POST' });
    expect(admin.status).toBe(200);
    expect(errorSchema.parse(await call('/user/me', forever)).error.code).toBe(300);
  });

  it("refuses adding to someone else's playlist and unknown songs", async () => {
    const token = await link();
    const foreign = p.sandbox.catalog.playlists.find((x) => x.platform === 'deezer' && !x.ownerUserId);
    const song = p.sandbox.catalog.recordings.find((r) => r.platforms.deezer)?.platforms.deezer?.id;
    expect(errorSchema.parse(await call(`/playlist/${foreign?.platformId}/tracks?songs=${song}`, token, 'POST')).error.code).toBe(200);
    const created = createdSchema.parse(await call('/user/me/playlists?title=Mine', token, 'POST'));
    expect(errorSchema.parse(await call(`/playlist/${created.id}/tracks?songs=1`, token, 'POST')).error.code).toBe(800);
    expect(errorSchema.parse(await call(`/playlist/${created.id}/tracks`, token, 'POST')).error.code).toBe(501);
  });
});

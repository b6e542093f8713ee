import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount, SandboxUser } from '../catalog/model';
import { TEST_NOW, testCatalog } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import {
  libraryAlbumSchema,
  libraryArtistSchema,
  libraryPageSchema,
  libraryPlaylistSchema,
  librarySongSchema,
  recentTracksSchema,
  storefrontSchema,
} from './apple-library-schemas';
import { startAppleTestClient, type AppleTestClient } from './apple-test-client';
import { dataSchema, errorSchema } from './apple-wire-schemas';
import { MAX_TRACKS_PER_REQUEST } from './library-write-handlers';
import { MUSICKIT_AUTHORIZE_PATH } from './musickit-authorize';

const catalog = testCatalog();
let apple: AppleTestClient;
let browser: OAuthTestClient;

/** Follows the redirects from an authorisation URL to the app's callback and returns its query. */
async function follow(url: string): Promise<Record<string, string>> {
  const outcome = await browser.authorize(url);
  if (!outcome.redirected) throw new Error(`no redirect to the callback: ${outcome.status} ${outcome.body}`);
  return outcome.query;
}
let developerToken: string;

beforeAll(async () => {
  apple = await startAppleTestClient(catalog);
  browser = await startOAuthTestClient();
  developerToken = await apple.mint();
});
afterAll(async () => {
  await browser.close();
  await apple.started.sandbox.close();
});

function authorizeUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ developer_token: developerToken, redirect_uri: browser.callbackUrl, state: 'st-1', ...params });
  return `${apple.started.sandbox.urls.applemusic.api}${MUSICKIT_AUTHORIZE_PATH}?${query.toString()}`;
}

async function linkUser(params: Record<string, string> = {}): Promise<string> {
  const back = await follow(authorizeUrl(params));
  expect(back.state).toBe('st-1');
  expect(back.error).toBeUndefined();
  return back.music_user_token!;
}

async function me(mut: string | null, path: string, init: { method?: string; body?: unknown; devToken?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${init.devToken ?? developerToken}` };
  if (mut !== null) headers['music-user-token'] = mut;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apple.started.sandbox.urls.applemusic.api}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as unknown };
}

/**
 * Follows `next` from `path` to the end, checking every page with `parse`. Apple's `next` drops
 * `limit`, so a client that wants its page size puts it back, as this does.
 */
async function readAll<T>(mut: string, path: string, parse: (body: unknown) => { next?: string | undefined; data: T[] }): Promise<{ items: T[]; pages: number }> {
  const limit = new URL(path, 'http://x.invalid').searchParams.get('limit');
  const items: T[] = [];
  let next: string | undefined = path;
  let pages = 0;
  while (next) {
    const r = await me(mut, pages > 0 && limit ? `${next}&limit=${limit}` : next);
    expect(r.status, r.text).toBe(200);
    const page = parse(r.body);
    items.push(...page.data);
    next = page.next;
    pages++;
  }
  return { items, pages };
}

function appleAccount(user: SandboxUser): PlatformAccount {
  return user.accounts.applemusic!;
}

const firstUser = () => catalog.users[0]!;
const applePlaylistsOf = (account: PlatformAccount) =>
  account.playlistIds.map((id) => catalog.playlists.find((p) => p.id === id)!).filter((p) => p.platform === 'applemusic');

describe('MusicKit authorisation page', () => {
  it('approves on a plain GET and redirects with a Music-User-Token and the state', async () => {
    const mut = await linkUser();
    expect(mut.length).toBeGreaterThan(100);
    const r = await me(mut, '/v1/me/storefront');
    expect(r.status).toBe(200);
    const storefront = dataSchema(storefrontSchema).parse(r.body).data[0]!;
    expect(storefront.id).toBe(firstUser().country.toLowerCase());
  });

  it('answers a denied consent, an unknown user, a user without Apple Music and a bad developer token on the redirect', async () => {
    const denied = await follow(authorizeUrl({ sandbox_deny: '1' }));
    expect(denied).toEqual({ error: 'user_denied', state: 'st-1' });
    expect((await follow(authorizeUrl({ sandbox_user: 'nobody@sandbox.segue.test' }))).error).toBe('unknown_user');
    const withoutApple = catalog.users.find((u) => !u.accounts.applemusic)!;
    expect((await follow(authorizeUrl({ sandbox_user: withoutApple.email }))).error).toBe('no_subscription');
    const forged = await apple.mint({ iss: 'SOMEONEELS' });
    expect((await follow(authorizeUrl({ developer_token: forged }))).error).toBe('invalid_developer_token');
  });

  it('refuses a missing redirect_uri with a 400 instead of redirecting', async () => {
    const outcome = await browser.authorize(`${apple.started.sandbox.urls.applemusic.api}${MUSICKIT_AUTHORIZE_PATH}?developer_token=${developerToken}`);
    if (outcome.redirected) throw new Error('redirected without a redirect_uri');
    expect(outcome.status).toBe(400);
    expect(errorSchema.parse(JSON.parse(outcome.body)).errors[0]!.source?.parameter).toBe('redirect_uri');
  });

  it('signs in as the user sandbox_user names', async () => {
    const second = catalog.users.find((u, i) => i > 0 && u.accounts.applemusic)!;
    const mut = await linkUser({ sandbox_user: second.email });
    const r = await me(mut, '/v1/me/library/playlists?limit=100');
    const total = libraryPageSchema(libraryPlaylistSchema).parse(r.body).meta.total;
    expect(total).toBe(applePlaylistsOf(appleAccount(second)).length);
  });
});

describe('Apple Music library reads', () => {
  let mut: string;
  beforeAll(async () => {
    mut = await linkUser();
  });

  it('lists every library playlist over pages, owned ones editable and followed ones with their catalog id', async () => {
    const expected = applePlaylistsOf(appleAccount(firstUser()));
    const { items, pages } = await readAll(mut, '/v1/me/library/playlists?limit=2', (b) => libraryPageSchema(libraryPlaylistSchema).parse(b));
    expect(pages).toBe(Math.ceil(expected.length / 2));
    expect(items.map((p) => p.attributes.name)).toEqual(expected.map((p) => p.title));
    for (const [i, playlist] of expected.entries()) {
      const item = items[i]!;
      expect(item.attributes.canEdit).toBe(playlist.ownerUserId === firstUser().id);
      expect(item.attributes.playParams.globalId).toBe(playlist.platformId.startsWith('pl.') ? playlist.platformId : undefined);
    }
  });

  it('reads a playlist of more than 100 songs as library songs with their catalog ids, 100 per page', async () => {
    const account = appleAccount(firstUser());
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await me(mut, '/v1/me/library/playlists?limit=100')).body).data;
    const playlists = applePlaylistsOf(account);
    const longest = playlists.reduce((a, b) => (b.recordingIds.length > a.recordingIds.length ? b : a));
    const libraryId = list[playlists.indexOf(longest)]!.id;
    const { items, pages } = await readAll(mut, `/v1/me/library/playlists/${libraryId}/tracks`, (b) => libraryPageSchema(librarySongSchema).parse(b));
    expect(pages).toBe(Math.ceil(longest.recordingIds.length / 100));
    const catalogIds = longest.recordingIds.map((id) => catalog.index.recording(id)!.platforms.applemusic!.id);
    expect(items.map((s) => s.attributes.playParams.catalogId)).toEqual(catalogIds);
  });

  it('lists saved albums and followed artists over pages', async () => {
    const account = appleAccount(firstUser());
    const albums = await readAll(mut, '/v1/me/library/albums?limit=7', (b) => libraryPageSchema(libraryAlbumSchema).parse(b));
    const albumNames = account.savedAlbums.map((s) => catalog.index.album(s.albumId)!.platforms.applemusic!.title);
    expect(albums.items.map((a) => a.attributes.name)).toEqual(albumNames);
    const artists = await readAll(mut, '/v1/me/library/artists?limit=5', (b) => libraryPageSchema(libraryArtistSchema).parse(b));
    expect(artists.items.map((a) => a.attributes.name)).toEqual(account.followedArtistIds.map((id) => catalog.index.artist(id)!.name));
  });

  it('lists recently played tracks as catalog songs, at most 30 per page', async () => {
    const history = appleAccount(firstUser()).history;
    const { items } = await readAll(mut, '/v1/me/recent/played/tracks?limit=30', (b) => recentTracksSchema.parse(b));
    expect(items.map((s) => s.id)).toEqual(history.map((h) => catalog.index.recording(h.recordingId)!.platforms.applemusic!.id));
    expect((await me(mut, '/v1/me/recent/played/tracks?limit=31')).status).toBe(400);
  });

  it('refuses a page of library songs past 100', async () => {
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await me(mut, '/v1/me/library/playlists')).body).data;
    const r = await me(mut, `/v1/me/library/playlists/${list[0]!.id}/tracks?limit=101`);
    expect(r.status).toBe(400);
    expect(errorSchema.parse(r.body).errors[0]!.source?.parameter).toBe('limit');
  });
});

describe('Apple Music library writes', () => {
  it('creates a playlist with tracks, adds more in batches and reads them back in order', async () => {
    const mut = await linkUser();
    const songs = catalog.recordings.filter((r) => r.platforms.applemusic).slice(0, 3 + 2 * MAX_TRACKS_PER_REQUEST + 17);
    const ids = songs.map((r) => r.platforms.applemusic!.id);
    const created = await me(mut, '/v1/me/library/playlists', {
      method: 'POST',
      body: {
        attributes: { name: 'Converted by Segue', description: 'From a link' },
        relationships: { tracks: { data: ids.slice(0, 3).map((id) => ({ id, type: 'songs' })) } },
      },
    });
    expect(created.status, created.text).toBe(201);
    const playlist = dataSchema(libraryPlaylistSchema).parse(created.body).data[0]!;
    expect(playlist.attributes).toMatchObject({ name: 'Converted by Segue', canEdit: true, isPublic: false, hasCatalog: false });
    for (let i = 3; i < ids.length; i += MAX_TRACKS_PER_REQUEST) {
      const batch = ids.slice(i, i + MAX_TRACKS_PER_REQUEST).map((id) => ({ id, type: 'songs' }));
      const added = await me(mut, `/v1/me/library/playlists/${playlist.id}/tracks`, { method: 'POST', body: { data: batch } });
      expect(added.status).toBe(204);
      expect(added.text).toBe('');
    }
    const back = await readAll(mut, `/v1/me/library/playlists/${playlist.id}/tracks`, (b) => libraryPageSchema(librarySongSchema).parse(b));
    expect(back.items.map((s) => s.attributes.playParams.catalogId)).toEqual(ids);
    // Library songs can be added by their library ids too.
    const again = await me(mut, `/v1/me/library/playlists/${playlist.id}/tracks`, {
      method: 'POST',
      body: { data: [{ id: back.items[0]!.id, type: 'library-songs' }] },
    });
    expect(again.status).toBe(204);
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await me(mut, '/v1/me/library/playlists')).body);
    expect(list.data[0]!.id).toBe(playlist.id);
    expect(list.meta.total).toBe(applePlaylistsOf(appleAccount(firstUser())).length);
    // Accounting labels the user endpoints by route, not by URL.
    const endpoints = apple.started.sandbox.stats().platforms.applemusic!.endpoints;
    expect(endpoints[`GET ${MUSICKIT_AUTHORIZE_PATH}`]).toBeGreaterThan(0);
    expect(endpoints['POST /v1/me/library/playlists/{id}/tracks']).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for the tracks of an empty playlist, as Apple does', async () => {
    const mut = await linkUser();
    const created = await me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: { name: 'Empty' } } });
    const id = dataSchema(libraryPlaylistSchema).parse(created.body).data[0]!.id;
    const r = await me(mut, `/v1/me/library/playlists/${id}/tracks`);
    expect(r.status).toBe(404);
    expect(errorSchema.parse(r.body).errors[0]!.code).toBe('40400');
  });

  it('refuses a batch that is too large, an unknown song, a bad body and a playlist the user does not own, changing nothing', async () => {
    const mut = await linkUser();
    const created = await me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: { name: 'Strict' } } });
    const id = dataSchema(libraryPlaylistSchema).parse(created.body).data[0]!.id;
    const song = catalog.recordings.find((r) => r.platforms.applemusic)!.platforms.applemusic!.id;
    const tooMany = Array.from({ length: MAX_TRACKS_PER_REQUEST + 1 }, () => ({ id: song, type: 'songs' }));
    expect((await me(mut, `/v1/me/library/playlists/${id}/tracks`, { method: 'POST', body: { data: tooMany } })).status).toBe(400);
    const unknown = await me(mut, `/v1/me/library/playlists/${id}/tracks`, {
      method: 'POST',
      body: { data: [{ id: song, type: 'songs' }, { id: '999999999999', type: 'songs' }] },
    });
    expect(unknown.status).toBe(400);
    expect(errorSchema.parse(unknown.body).errors[0]!.detail).toContain('999999999999');
    expect((await me(mut, `/v1/me/library/playlists/${id}/tracks`)).status).toBe(404);
    expect((await me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: {} } })).status).toBe(400);
    const followed = libraryPageSchema(libraryPlaylistSchema)
      .parse((await me(mut, '/v1/me/library/playlists?limit=100')).body)
      .data.find((p) => !p.attributes.canEdit)!;
    const refused = await me(mut, `/v1/me/library/playlists/${followed.id}/tracks`, { method: 'POST', body: { data: [{ id: song, type: 'songs' }] } });
    expect(refused.status).toBe(403);
    expect(errorSchema.parse(refused.body).errors[0]!.code).toBe('40015');
  });
});

describe('Apple Music user tokens', () => {
  it('answers 403 for a missing, unknown, expired or revoked Music-User-Token, and 401 for a bad developer token', async () => {
    const mut = await linkUser();
    expect((await me(null, '/v1/me/storefront')).status).toBe(403);
    expect((await me('not-a-token', '/v1/me/storefront')).status).toBe(403);
    const badDev = await me(mut, '/v1/me/storefront', { devToken: await apple.mint({ exp: Math.floor(TEST_NOW / 1000) - 10 }) });
    expect(badDev.status).toBe(401);
    expect(errorSchema.parse(badDev.body).errors[0]!.code).toBe('40100');

    const users = apple.started.sandbox.userState;
    expect(users.expireTokens(firstUser().id, 'applemusic')).toBeGreaterThan(0);
    const expired = await me(mut, '/v1/me/library/playlists');
    expect(expired.status).toBe(403);
    expect(errorSchema.parse(expired.body).errors[0]).toMatchObject({ status: '403', code: '40300' });
    // No refresh on Apple Music: the user authorises again.
    const fresh = await linkUser();
    expect((await me(fresh, '/v1/me/library/playlists')).status).toBe(200);
    users.revoke(firstUser().id, 'applemusic');
    expect((await me(fresh, '/v1/me/library/playlists')).status).toBe(403);
  });
});

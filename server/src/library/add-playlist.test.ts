import type { PlatformKey } from '@segue/core';
import { AddPlaylistResponseSchema, LibraryPlaylistsResponseSchema } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_KEY_HEADER } from '../http/authenticate';
import { createAdapter } from '../platforms';
import { listedOn } from '../../test/support/platforms/platform-sandbox';
import { startLibraryTest, type LibraryTestSetup, type TestApp } from '../../test/support/library/library-test-setup';

let t: LibraryTestSetup;
let appA: TestApp;
let appB: TestApp;
let userId: string;
const EMAIL = 'listener2@sandbox.segue.test';

beforeAll(async () => {
  t = await startLibraryTest();
  appA = await t.createApp('Adds A');
  appB = await t.createApp('Adds B');
  for (const platform of ['spotify', 'deezer', 'tidal', 'applemusic', 'ytmusic'] as const) userId = t.linking.link(appA.id, EMAIL, platform);
});

afterAll(async () => {
  await t.close();
});

const add = (platform: PlatformKey, body: unknown, options: { key?: string; prefix?: string } = {}) =>
  t.server.call(`${options.prefix ?? ''}/playlist/${platform}/add`, {
    method: 'POST',
    headers: { [PRIVATE_KEY_HEADER]: options.key ?? appA.privateKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const idsOn = (platform: PlatformKey, count: number) => listedOn(t.sandbox.catalog, platform).slice(0, count).map((r) => r.platforms[platform]?.id ?? '');

/** Requests the simulator counted for one endpoint. */
const requests = (platform: PlatformKey, label: string) => t.sandbox.stats().platforms[platform]?.endpoints[label] ?? 0;

async function libraryPlaylists(platform: PlatformKey) {
  const reply = await t.server.call(`/v1/account/${userId}/${platform}/playlists`, { headers: { [PRIVATE_KEY_HEADER]: appA.privateKey } });
  return LibraryPlaylistsResponseSchema.parse(reply.body).data;
}

describe('POST /playlist/{platform}/add', () => {
  it('Deezer: 250 tracks in batches, 201 with the link; the library lists it and the catalog reads the tracks back in order', async () => {
    const tracks = idsOn('deezer', 250);
    const addsBefore = requests('deezer', 'POST /playlist/{id}/tracks');
    const reply = await add('deezer', { user: EMAIL, title: 'Road trip', tracks });
    expect(reply.status).toBe(201);
    const link = AddPlaylistResponseSchema.parse(reply.body).data;
    const id = /^https:\/\/www\.deezer\.com\/playlist\/(\d+)$/.exec(link)?.[1] ?? '';
    expect(id).not.toBe('');
    // 50 songs a request (see DEEZER_ADD_BATCH).
    expect(requests('deezer', 'POST /playlist/{id}/tracks') - addsBefore).toBe(5);

    const listed = (await libraryPlaylists('deezer')).payload.find((p) => p.id === id);
    expect(listed).toMatchObject({ title: 'Road trip', nb_tracks: 250, url: link });

    const adapter = createAdapter('deezer', {
      baseUrls: t.urls.deezer,
      credentials: t.sandbox.credentials.deezer as never,
      http: t.layer.client('deezer', 'catalog'),
    });
    const read = await adapter.getPlaylist(id);
    expect(read.tracks.map((track) => track.id)).toEqual(tracks);
  });

  it.each([
    ['spotify', 150, 'POST /v1/playlists/{id}/items', 2],
    // TIDAL takes 50 items an add since its API 1.10.26 (June 2026).
    ['tidal', 120, 'POST /v2/playlists/{id}/relationships/items', 3],
    ['applemusic', 150, 'POST /v1/me/library/playlists/{id}/tracks', 1],
    // The YouTube Data API adds one video a call (50 quota units each).
    ['ytmusic', 150, 'POST /youtube/v3/playlistItems', 150],
  ] as const)('%s: %i tracks, added in the platform batch size, listed with their count', async (platform, count, label, batches) => {
    const before = requests(platform, label);
    const reply = await add(platform, { user: EMAIL, title: `Mix ${platform}`, tracks: idsOn(platform, count) });
    expect(reply.status).toBe(201);
    const link = AddPlaylistResponseSchema.parse(reply.body).data;
    expect(requests(platform, label) - before).toBe(batches);
    const listed = (await libraryPlaylists(platform)).payload.find((p) => p.url === link);
    expect(listed).toMatchObject({ title: `Mix ${platform}`, nb_tracks: count });
  });

  it('is also served under /v1, and takes numeric ids as JSON numbers where the platform uses integers', async () => {
    const tracks = idsOn('deezer', 3).map(Number);
    const reply = await add('deezer', { user: EMAIL, title: 'Numbers', tracks }, { prefix: '/v1' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: 201, data: expect.stringMatching(/^https:\/\/www\.deezer\.com\/playlist\//) });
  });

  it('a well-formed id the catalog does not have (once created a playlist and stopped part way): 400 naming it, nothing created', async () => {
    const revision = t.sandbox.userState.revision();
    const tracks = [...idsOn('deezer', 150), '999999999999'];
    const reply = await add('deezer', { user: EMAIL, title: 'Half', tracks });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining('1 of 151 track ids are not on Deezer: "999999999999" (nothing was created)') });
    expect(t.sandbox.userState.revision()).toBe(revision);
  });

  it('10,000 unknown ids: a short 400 with their count and the first ten, not every id', async () => {
    const tracks = Array.from({ length: 10_000 }, (_, n) => String(900_000_000 + n));
    const reply = await add('applemusic', { user: EMAIL, title: 'Ten thousand ghosts', tracks });
    expect(reply.status).toBe(400);
    const first = tracks.slice(0, 10).map((id) => JSON.stringify(id)).join(', ');
    expect(reply.body.message).toBe(`10000 of 10000 track ids are not on Apple Music: ${first} and 9990 more (nothing was created)`);
    expect(JSON.stringify(reply.body).length).toBeLessThan(1_000);
  });
});

/** Well-formed ids of no track, one per platform. */
const MISSING: Record<PlatformKey, string[]> = {
  spotify: ['0000000000000000000000', 'zzzzzzzzzzzzzzzzzzzzzz'],
  deezer: ['999999999999', '999999999998'],
  tidal: ['999999999', '999999998'],
  applemusic: ['999999999', '999999998'],
  ytmusic: ['zzzzzzzzzzz', 'yyyyyyyyyyy'],
};

describe('every id is checked against the platform first', () => {
  it.each(Object.keys(MISSING) as PlatformKey[])('%s: unknown ids among known ones give 400 naming each, and the user state is untouched', async (platform) => {
    const revision = t.sandbox.userState.revision();
    const [first, second] = MISSING[platform];
    const tracks = [first, ...idsOn(platform, 3), second];
    const reply = await add(platform, { user: EMAIL, title: 'Ghosts', tracks });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('EBADREQUEST');
    expect(reply.body.message).toContain(`2 of 5 track ids are not on`);
    expect(reply.body.message).toContain(`${JSON.stringify(first)}, ${JSON.stringify(second)}`);
    expect(t.sandbox.userState.revision()).toBe(revision);
  });

  it('Spotify reads 50 ids a request, YouTube Music 50, Apple Music 300, TIDAL 20', async () => {
    const count = { spotify: 120, ytmusic: 60, applemusic: 150, tidal: 45 } as const;
    const label = { spotify: 'GET /v1/tracks', ytmusic: 'GET /youtube/v3/videos', applemusic: 'GET /v1/catalog/{sf}/songs', tidal: 'GET /v2/tracks' } as const;
    const calls = { spotify: 3, ytmusic: 2, applemusic: 1, tidal: 3 } as const;
    for (const platform of ['spotify', 'ytmusic', 'applemusic', 'tidal'] as const) {
      const before = requests(platform, label[platform]);
      // One unknown id at the end: every batch is read, and nothing is written (YouTube's daily quota is spent by earlier tests).
      const reply = await add(platform, { user: EMAIL, title: 'Counted', tracks: [...idsOn(platform, count[platform] - 1), MISSING[platform][0]] });
      expect(reply.status).toBe(400);
      expect(requests(platform, label[platform]) - before).toBe(calls[platform]);
    }
  });
});

describe('user, fields and Idempotency-Key', () => {
  it("takes the user's Segue id as well as the e-mail; an unknown id is named as an id", async () => {
    const reply = await add('spotify', { user: userId, title: 'By id', tracks: idsOn('spotify', 2) });
    expect(reply.status).toBe(201);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await add('spotify', { user: unknown, title: 'By id', tracks: idsOn('spotify', 2) });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(`no user with the id ${unknown}`);
    const byMail = await add('spotify', { user: 'nobody@sandbox.segue.test', title: 'X', tracks: idsOn('spotify', 1) });
    expect(byMail.body.message).toContain('no user with the e-mail nobody@sandbox.segue.test');
  });

  it('a misspelt field is refused by name', async () => {
    const reply = await add('spotify', { user: EMAIL, title: 'Typo', tracks: idsOn('spotify', 1), track: ['x'] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('"track"');
  });

  const keyed = (key: string, body: unknown) =>
    t.server.call('/v1/playlist/spotify/add', {
      method: 'POST',
      headers: { [PRIVATE_KEY_HEADER]: appA.privateKey, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  const creates = () => requests('spotify', 'POST /v1/me/playlists');

  it('a retry with the same key answers the first playlist; another body with it is 422', async () => {
    const body = { user: EMAIL, title: 'Once', tracks: idsOn('spotify', 3) };
    const before = creates();
    const first = await keyed('retry-1', body);
    const again = await keyed('retry-1', { ...body, user: userId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toBe(first.body.data);
    expect(creates() - before).toBe(1);
    const other = await keyed('retry-1', { ...body, title: 'Twice' });
    expect(other.status).toBe(422);
    expect(other.body.message).toContain('already used with another request body');
    expect(creates() - before).toBe(1);
  });

  it('concurrent duplicates create one playlist; the others answer it or say it is still running', async () => {
    const body = { user: EMAIL, title: 'Race', tracks: idsOn('spotify', 3) };
    const before = creates();
    const replies = await Promise.all(Array.from({ length: 5 }, () => keyed('race-1', body)));
    expect(creates() - before).toBe(1);
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data)).size).toBe(1);
    for (const r of replies.filter((r) => r.status !== 201)) expect(r.status).toBe(409);
    const settled = await keyed('race-1', body);
    expect(settled.body.data).toBe(created[0]?.body.data);
  });

  it('a request refused before creating frees its key: the corrected retry runs', async () => {
    const bad = await keyed('fix-1', { user: EMAIL, title: 'Fix', tracks: MISSING.spotify });
    expect(bad.status).toBe(400);
    const fixed = await keyed('fix-1', { user: EMAIL, title: 'Fix', tracks: idsOn('spotify', 1) });
    expect(fixed.status).toBe(201);
  });

  it('a malformed key is 400', async () => {
    const reply = await keyed(' spaced key ', { user: EMAIL, title: 'K', tracks: idsOn('spotify', 1) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Idempotency-Key');
  });
});

describe('refused before anything is created', () => {
  const creates = () => requests('spotify', 'POST /v1/me/playlists') + requests('deezer', 'POST /user/me/playlists');

  it('one bad id among good ones: 400 naming it and the expected format', async () => {
    const before = creates();
    const tracks = [...idsOn('spotify', 5), 'not-a-spotify-id'];
    const reply = await add('spotify', { user: EMAIL, title: 'Bad', tracks });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'EBADREQUEST' });
    expect(reply.body.message).toContain('1 of 6 track ids are not spotify track ids: "not-a-spotify-id"');
    expect(reply.body.message).toContain('a base62 id of 22 characters');
    expect(creates()).toBe(before);
  });

  it('mixed formats: Spotify ids sent to Deezer are named', async () => {
    const before = creates();
    const spotifyIds = idsOn('spotify', 2);
    const reply = await add('deezer', { user: EMAIL, title: 'Mixed', tracks: [...idsOn('deezer', 3), ...spotifyIds] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(`2 of 5 track ids are not deezer track ids: ${spotifyIds.map((id) => JSON.stringify(id)).join(', ')}`);
    expect(reply.body.message).toContain('a positive integer');
    expect(creates()).toBe(before);
  });

  it.each([
    ['no tracks', { user: EMAIL, title: 'Empty', tracks: [] }, 'at least one track'],
    ['too many tracks', { user: EMAIL, title: 'Huge', tracks: Array.from({ length: 10_001 }, (_, i) => String(i + 1)) }, 'more than 10000'],
    ['no title', { user: EMAIL, tracks: ['1'] }, 'title is required'],
    ['a blank title', { user: EMAIL, title: '  ', tracks: ['1'] }, 'title is required'],
    ['no user', { title: 'Who', tracks: ['1'] }, 'e-mail'],
  ])('%s: 400', async (_case, body, text) => {
    const reply = await add('deezer', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining(text) });
  });

  it("a user unknown to the app, and another app's key for this user: 404", async () => {
    const unknown = await add('deezer', { user: 'nobody@sandbox.segue.test', title: 'X', tracks: idsOn('deezer', 1) });
    expect(unknown.status).toBe(404);
    const otherApp = await add('deezer', { user: EMAIL, title: 'X', tracks: idsOn('deezer', 1) }, { key: appB.privateKey });
    expect(otherApp.status).toBe(404);
    expect(otherApp.body).toMatchObject({ error: 'ENOTFOUND' });
  });
});

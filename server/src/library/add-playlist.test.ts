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
    expect(requests('deezer', 'POST /playlist/{id}/tracks') - addsBefore).toBe(3);

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
    ['tidal', 45, 'POST /v2/playlists/{id}/relationships/items', 3],
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

  it('a failure part way says which tracks were added', async () => {
    // A well-formed id the catalog does not have, in the second batch of 100.
    const tracks = [...idsOn('deezer', 150), '999999999999'];
    const reply = await add('deezer', { user: EMAIL, title: 'Half', tracks });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({
      error: 'ENOTFOUND',
      message: expect.stringMatching(/^the playlist https:\/\/www\.deezer\.com\/playlist\/\d+ was created but the first 100 track\(s\) were added/),
    });
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

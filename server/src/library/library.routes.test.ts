import type { PlatformKey } from '@segue/core';
import {
  HistoryResponseSchema,
  LibraryAlbumsResponseSchema,
  LibraryArtistsResponseSchema,
  LibraryPlaylistsResponseSchema,
} from '@segue/core/schemas';
import { groundTruth, type GroundTruthAccount } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_KEY_HEADER } from '../http/authenticate';
import { startLibraryTest, type LibraryTestSetup, type TestApp } from '../../test/support/library/library-test-setup';

let t: LibraryTestSetup;
let appA: TestApp;
let appB: TestApp;
/** listener1, linked on the four platforms in app A. */
let userId: string;
const EMAIL = 'listener1@sandbox.segue.test';

beforeAll(async () => {
  t = await startLibraryTest();
  appA = await t.createApp('Library A');
  appB = await t.createApp('Library B');
  for (const platform of ['spotify', 'deezer', 'tidal', 'applemusic', 'ytmusic'] as const) userId = t.linking.link(appA.id, EMAIL, platform);
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, key = appA.privateKey) => t.server.call(path, { headers: { [PRIVATE_KEY_HEADER]: key } });
const list = (platform: PlatformKey, name: string, key?: string, user = userId) => get(`/v1/account/${user}/${platform}/${name}`, key);

function truth(platform: PlatformKey, email = EMAIL): GroundTruthAccount {
  const account = groundTruth(t.sandbox.catalog).users.find((u) => u.email === email)?.accounts[platform];
  if (!account) throw new Error(`${email} has no ${platform} account`);
  return account;
}

/** Platform ids of the recordings, for those the platform carries. */
function platformIds(platform: PlatformKey, recordingIds: readonly string[]): string[] {
  return recordingIds.flatMap((id) => {
    const listing = t.sandbox.catalog.index.recording(id)?.platforms[platform];
    return listing ? [listing.id] : [];
  });
}

describe('library lists with the private key', () => {
  it.each(['spotify', 'deezer', 'tidal'] as const)('%s: every playlist, album and artist of the ground truth, in the API shapes', async (platform) => {
    const expected = truth(platform).library;
    // The comparison means something only when the library has some of each.
    expect(Math.min(expected.playlists.length, expected.saved_albums.length, expected.followed_artists.length)).toBeGreaterThan(0);
    const playlists = await list(platform, 'playlists');
    expect(playlists.status).toBe(200);
    const page = LibraryPlaylistsResponseSchema.parse(playlists.body);
    expect(page.message).toMatch(/playlists fetched/);
    // Playlists the platform lists only as null (Spotify-owned ones) cannot be read.
    const readable = expected.playlists.filter((id) => !expected.hidden_playlists.includes(id));
    expect(page.data.payload.map((p) => p.id).sort()).toEqual([...readable].sort());
    expect(page.data.total).toBe(readable.length);

    const albums = LibraryAlbumsResponseSchema.parse((await list(platform, 'albums')).body);
    expect(albums.data.payload.map((a) => a.id)).toEqual(expected.saved_albums);

    const artists = LibraryArtistsResponseSchema.parse((await list(platform, 'artists')).body);
    expect(artists.data.payload.map((a) => a.id).sort()).toEqual([...expected.followed_artists].sort());
  });

  it.each(['spotify', 'deezer', 'applemusic'] as const)('%s: the whole listening history, most recent first', async (platform) => {
    const reply = await list(platform, 'history/tracks');
    expect(reply.status).toBe(200);
    const history = HistoryResponseSchema.parse(reply.body);
    expect(history.data.length).toBeGreaterThan(0);
    expect(history.data.map((track) => track.id)).toEqual(platformIds(platform, truth(platform).library.history));
  });

  it('apple music: library playlists (with their track counts), albums and artists under library ids', async () => {
    const expected = truth('applemusic').library;
    const playlists = LibraryPlaylistsResponseSchema.parse((await list('applemusic', 'playlists')).body);
    expect(playlists.data.total).toBe(expected.playlists.length);
    const catalogPlaylists = expected.playlists.map((id) => t.sandbox.catalog.playlists.find((p) => p.platform === 'applemusic' && p.platformId === id));
    expect(playlists.data.payload.map((p) => p.title).sort()).toEqual(catalogPlaylists.map((p) => p?.title).sort());
    expect(playlists.data.payload.map((p) => p.nb_tracks).sort()).toEqual(catalogPlaylists.map((p) => p?.recordingIds.length).sort());
    expect(playlists.data.payload.every((p) => p.id.startsWith('p.') && p.url.startsWith('https://music.apple.com/library/playlist/'))).toBe(true);

    const albums = LibraryAlbumsResponseSchema.parse((await list('applemusic', 'albums')).body);
    expect(albums.data.payload).toHaveLength(expected.saved_albums.length);
    const artists = LibraryArtistsResponseSchema.parse((await list('applemusic', 'artists')).body);
    expect(artists.data.payload).toHaveLength(expected.followed_artists.length);
  });

  it("YouTube Music (YouTube Data API): the channel's own playlists and the liked list, subscriptions as artists; no albums or history", async () => {
    const user = t.sandbox.users.find((u) => u.email === EMAIL)!;
    const owned = user.accounts.ytmusic!.playlistIds.map((id) => t.sandbox.catalog.index.playlist(id)!).filter((p) => p.ownerUserId === user.id);
    // The Data API lists only playlists the user's channel owns, not ones they saved.
    expect(owned.length).toBeGreaterThan(0);
    const playlists = LibraryPlaylistsResponseSchema.parse((await list('ytmusic', 'playlists')).body);
    expect(playlists.data.payload.map((p) => p.id)).toEqual(['LL', ...owned.map((p) => p.platformId)]);
    expect(playlists.data.total).toBe(owned.length + 1);
    // The liked list's count is YouTube's, deleted and privated videos included (the simulator keeps two).
    const liked = user.accounts.ytmusic!.savedTracks.length;
    expect(playlists.data.payload[0]).toMatchObject({ title: 'Liked Music', nb_tracks: liked >= 3 ? liked + 2 : liked });
    expect(playlists.data.payload.slice(1).map((p) => [p.title, p.nb_tracks])).toEqual(owned.map((p) => [p.title, p.recordingIds.length]));
    for (const name of ['albums', 'history/tracks']) {
      const reply = await list('ytmusic', name);
      expect([reply.status, reply.body]).toMatchObject([400, { error: 'ENOTSUPPORTED', message: expect.stringContaining('YouTube Data API v3, which offers no') }]);
    }
    const artists = LibraryArtistsResponseSchema.parse((await list('ytmusic', 'artists')).body);
    expect(artists.data.total).toBe(artists.data.payload.length);
  });

  it('TIDAL has no listening history: ENOTSUPPORTED with a message', async () => {
    const reply = await list('tidal', 'history/tracks');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'ENOTSUPPORTED', message: expect.stringMatching(/TIDAL.*history/) });
  });

});

describe('who may read what', () => {
  it("another app's private key does not see the user: 404", async () => {
    const reply = await list('spotify', 'playlists', appB.privateKey);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ error: 'ENOTFOUND' });
  });

  it('a user who has not linked the platform: 404 naming it', async () => {
    const other = t.linking.link(appA.id, 'listener2@sandbox.segue.test', 'spotify');
    const reply = await list('deezer', 'albums', appA.privateKey, other);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ error: 'ENOTFOUND', message: expect.stringContaining('has not linked deezer') });
  });

  it('the public key, an unknown platform and a malformed user id are refused', async () => {
    expect((await list('spotify', 'playlists', appA.publicKey)).status).toBe(401);
    const unknown = await get(`/v1/account/${userId}/napster/playlists`);
    expect(unknown.body).toMatchObject({ error: 'EINVALIDPLATFORM', status: 400 });
    const malformed = await get('/v1/account/listener1/spotify/playlists');
    expect(malformed.body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining('UUID') });
  });
});

describe('platform tokens', () => {
  it('an expired Spotify token is refreshed and the read goes through', async () => {
    const sandboxUser = t.sandbox.users.find((u) => u.email === EMAIL);
    expect(t.sandbox.userState.expireTokens(sandboxUser?.id ?? '', 'spotify')).toBeGreaterThan(0);
    const before = t.linking.refreshes();
    const reply = await list('spotify', 'artists');
    expect(reply.status).toBe(200);
    expect(t.linking.refreshes()).toBe(before + 1);
  });

  it('a revoked grant is reported as such: 403, link again', async () => {
    const email = 'listener4@sandbox.segue.test';
    const revokedUser = t.linking.link(appA.id, email, 'tidal');
    const sandboxUser = t.sandbox.users.find((u) => u.email === email);
    t.sandbox.userState.revoke(sandboxUser?.id ?? '', 'tidal');
    const reply = await list('tidal', 'playlists', appA.privateKey, revokedUser);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: 'EFORBIDDEN', message: expect.stringContaining('link tidal again') });
  });

  it('a permission the user did not grant is reported, not a 500', async () => {
    const email = 'listener5@sandbox.segue.test';
    const limited = t.linking.link(appA.id, email, 'deezer', ['basic_access', 'offline_access']);
    const reply = await list('deezer', 'history/tracks', appA.privateKey, limited);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: 'EFORBIDDEN', message: expect.stringContaining('permission') });
  });
});

describe('platform trouble', () => {
  it.each(['spotify', 'deezer', 'tidal', 'applemusic', 'ytmusic'] as const)('%s: a platform that keeps failing is 503, one that keeps throttling 429', async (platform) => {
    // YouTube Music libraries live on the Data API host and have no albums.
    const name = platform === 'ytmusic' ? 'playlists' : 'albums';
    const servers = platform === 'ytmusic' ? { servers: ['data'] } : {};
    try {
      t.sandbox.setFaults(platform, { errorRate: 1, ...servers });
      const failing = await list(platform, name);
      expect(failing.status).toBe(503);
      expect(failing.body).toMatchObject({ error: 'EPLATFORMUNAVAILABLE' });
      t.sandbox.setFaults(platform, { rateLimitedRate: 1, ...servers });
      const throttled = await list(platform, name);
      expect(throttled.status).toBe(429);
      expect(throttled.body).toMatchObject({ error: 'ERATELIMITED' });
    } finally {
      t.sandbox.setFaults(platform, {});
    }
  });
});

/**
 * YouTube Music playlist edits against the sandbox's YouTube Data API simulator through the real
 * HTTP layer: the version (the etag of the first page of items) as `playlistEntries` reports it,
 * for the liked list too, moving with a reorder the playlist resource's etag does not show;
 * `playlistItems.delete` of the one item named; `playlistItems.update` to the position wanted;
 * and plans that one request cannot carry refused before anything is sent.
 */
import { createYtMusicSimulator, generateCatalog, launchSimulators, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { entryRefs } from '../../../test/support/platforms/entry-refs';
import { createYtMusicLibrary } from './library';

const catalog = generateCatalog(7, { recordings: 300 });
const user = catalog.users.find((u) => (u.accounts.ytmusic?.savedTracks.length ?? 0) >= 1)!;
const songs = catalog.recordings.filter((r) => r.platforms.ytmusic && !r.decoyOf);
const LABELS = ['GET /youtube/v3/playlistItems', 'GET /youtube/v3/playlists', 'DELETE /youtube/v3/playlistItems', 'PUT /youtube/v3/playlistItems'];

let sandbox: Sandbox;
let layer: HttpLayer;
let library: ReturnType<typeof createYtMusicLibrary>;
beforeAll(async () => {
  sandbox = await launchSimulators({ ytmusic: createYtMusicSimulator({ youtubeDailyQuota: 1_000_000 }) }, { catalog });
  layer = createTestHttpLayer('ytmusic');
  const grant = sandbox.userState.createGrant('ytmusic', user.id, 'sandbox-google-client', ['https://www.googleapis.com/auth/youtube']);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const userToken = { get: () => Promise.resolve(accessToken), invalidate: () => undefined };
  library = createYtMusicLibrary({ baseUrls: { api: sandbox.urls.ytmusic.api!, data: sandbox.urls.ytmusic.data! }, http: layer.client('ytmusic', 'test'), userToken });
});
afterAll(async () => {
  await layer.close();
  await sandbox.close();
});

/** A new playlist of the user's with `size` songs; requests counted from now on. */
function start(size: number) {
  const playlist = sandbox.userState.createPlaylist('ytmusic', user.id, { title: `Mirror ${size}`, public: false });
  sandbox.userState.addTracks(playlist, songs.slice(0, size).map((r) => r.id));
  const count = (label: string) => sandbox.stats().platforms.ytmusic.endpoints[label] ?? 0;
  const base = new Map(LABELS.map((label) => [label, count(label)]));
  const requests = (label: string) => count(label) - (base.get(label) ?? 0);
  const read = async () => (await library.playlistEntries(playlist.platformId)).entries;
  const current = async () => entryRefs(await read());
  const itemIds = async () => (await read()).map((e) => e.entryId);
  return { playlist, requests, current, itemIds };
}

describe('YouTube Music playlist version', () => {
  it('is the checksum playlistEntries reports, from one 1-unit list call, and moves with a reorder past the first item', async () => {
    const { playlist, requests } = start(5);
    const id = playlist.platformId;
    const first = await library.playlistVersion(id);
    expect(first).toMatch(/^[\w-]{27}$/);
    expect([requests('GET /youtube/v3/playlistItems'), requests('GET /youtube/v3/playlists')]).toEqual([1, 0]);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(first);
    expect(await library.playlistVersion(id)).toBe(first);
    const listed = async () => (await library.playlists()).items.find((p) => p.id === id)!.checksum;
    const resourceEtag = await listed();
    sandbox.userState.editPlaylist('ytmusic', id, [{ op: 'move', from: 3, to: 4 }]);
    const moved = await library.playlistVersion(id);
    expect(moved).not.toBe(first);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(moved);
    // What the playlist resource's own etag would have missed.
    expect(await listed()).toBe(resourceEtag);
    await library.addToPlaylist(id, [songs[40]!.platforms.ytmusic!.id]);
    const added = await library.playlistVersion(id);
    expect(added).not.toBe(moved);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(added);
  });

  it('versions the liked list as well, which moves when a song is liked', async () => {
    const likes = (await library.likedListId!())!;
    const first = await library.playlistVersion(likes);
    expect(first).not.toBe('');
    expect((await library.playlistEntries(likes)).playlist.checksum).toBe(first);
    const liked = new Set(user.accounts.ytmusic!.savedTracks.map((s) => s.recordingId));
    await library.saveTracks([songs.find((r) => !liked.has(r.id))!.platforms.ytmusic!.id]);
    const after = await library.playlistVersion(likes);
    expect(after).not.toBe(first);
    expect((await library.playlistEntries(likes)).playlist.checksum).toBe(after);
  });
});

describe('YouTube Music playlist removals', () => {
  it('deletes the one item named by its id, a repeated song\'s other copy staying', async () => {
    const { playlist, requests, current, itemIds } = start(3);
    sandbox.userState.editPlaylist('ytmusic', playlist.platformId, [{ op: 'duplicate', position: 0, to: 3 }]);
    const refs = await current();
    const before = await itemIds();
    expect(refs[3]!.trackId).toBe(refs[0]!.trackId);
    expect(library.removesEveryOccurrence).toBe(false);
    await library.removeFromPlaylist(playlist.platformId, [refs[0]!]);
    expect(await itemIds()).toEqual(before.slice(1));
    expect(requests('DELETE /youtube/v3/playlistItems')).toBe(1);
  });
});

describe('YouTube Music playlist moves', () => {
  it('puts the entry at `to` (forward, backward, to the end) with one playlistItems.update each', async () => {
    const { playlist, requests, current, itemIds } = start(5);
    const [a, b, c, d, e] = await itemIds();
    await library.movePlaylistEntry(playlist.platformId, await current(), 0, 2);
    expect(await itemIds()).toEqual([b, c, a, d, e]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 4, 1);
    expect(await itemIds()).toEqual([b, e, c, a, d]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 1, 4);
    expect(await itemIds()).toEqual([b, c, a, d, e]);
    expect(requests('PUT /youtube/v3/playlistItems')).toBe(3);
  });
});

describe('YouTube Music playlist edit limits', () => {
  it('throws before sending a removal of two entries, an entry without its item id, or a move outside the list', async () => {
    const { playlist, requests, current } = start(3);
    expect(library.writeLimits.removeFromPlaylist).toEqual({ batch: 1, units: 50 });
    expect(library.writeLimits.movePlaylistEntry).toEqual({ batch: 1, units: 50 });
    const refs = await current();
    await expect(library.removeFromPlaylist(playlist.platformId, refs.slice(0, 2))).rejects.toThrow(RangeError);
    await expect(library.removeFromPlaylist(playlist.platformId, [{ trackId: refs[0]!.trackId, position: 0 }])).rejects.toThrow(TypeError);
    await expect(library.movePlaylistEntry(playlist.platformId, refs, 3, 0)).rejects.toThrow(RangeError);
    expect(requests('DELETE /youtube/v3/playlistItems') + requests('PUT /youtube/v3/playlistItems')).toBe(0);
    expect(playlist.recordingIds).toHaveLength(3);
  });
});

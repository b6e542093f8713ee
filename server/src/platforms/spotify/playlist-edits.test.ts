/**
 * Spotify playlist edits against the sandbox's Spotify simulator through the real HTTP layer:
 * the version (`snapshot_id`) as `playlistEntries` reports it, removals by URI (every occurrence,
 * episodes by their own URI), moves of one entry forward, backward and to the end, and plans
 * too large for one request refused before anything is sent.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { entryRefs } from '../../../test/support/platforms/entry-refs';
import { createSpotifyLibrary } from './library';

const catalog = generateCatalog(11, { recordings: 300 });
const SCOPES = ['playlist-read-private', 'playlist-modify-public', 'playlist-modify-private'];
const songs = catalog.recordings.filter((r) => r.platforms.spotify && !r.decoyOf);
const spotifyId = (recordingId: string) => catalog.index.recording(recordingId)!.platforms.spotify!.id;

let sandbox: Sandbox;
let layer: HttpLayer;
let library: ReturnType<typeof createSpotifyLibrary>;
beforeAll(async () => {
  sandbox = await launchSimulators({ spotify: platforms.spotify }, { catalog });
  layer = createTestHttpLayer('spotify', { maxRetries: 3 });
  const user = sandbox.users.find((u) => u.accounts.spotify)!;
  const grant = sandbox.userState.createGrant('spotify', user.id, 'sandbox-client', SCOPES);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  library = createSpotifyLibrary({
    baseUrls: { api: sandbox.urls.spotify.api!, accounts: sandbox.urls.spotify.accounts! },
    http: layer.client('spotify', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
  });
});
afterAll(async () => {
  await layer.close();
  await sandbox.close();
});

/** A new private playlist of the user's with `size` songs; requests counted from now on. */
function start(size: number) {
  const user = sandbox.users.find((u) => u.accounts.spotify)!;
  const playlist = sandbox.userState.createPlaylist('spotify', user.id, { title: `Mirror ${size}`, public: false });
  sandbox.userState.addTracks(playlist, songs.slice(0, size).map((r) => r.id));
  const count = (label: string) => sandbox.stats().platforms.spotify.endpoints[label] ?? 0;
  const base = new Map<string, number>();
  const requests = (label: string) => count(label) - (base.get(label) ?? 0);
  for (const label of ['GET /v1/playlists/{id}', 'GET /v1/playlists/{id}/items', 'DELETE /v1/playlists/{id}/items', 'PUT /v1/playlists/{id}/items']) base.set(label, count(label));
  const ids = async () => (await library.playlistEntries(playlist.platformId)).entries.map((e) => e.track.id);
  return { sandbox, library, playlist, requests, ids };
}

describe('Spotify playlist version', () => {
  it('is the snapshot_id playlistEntries reports, the same while nothing changes and new after any change, a reorder further down too', async () => {
    const { sandbox: s, library, playlist, requests } = start(6);
    const id = playlist.platformId;
    const first = await library.playlistVersion(id);
    expect(first).not.toBe('');
    // One short read: the playlist object, never its items.
    expect([requests('GET /v1/playlists/{id}'), requests('GET /v1/playlists/{id}/items')]).toEqual([1, 0]);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(first);
    expect(await library.playlistVersion(id)).toBe(first);
    s.userState.editPlaylist('spotify', id, [{ op: 'move', from: 4, to: 5 }]);
    const moved = await library.playlistVersion(id);
    expect(moved).not.toBe(first);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(moved);
    await library.addToPlaylist(id, [songs[10]!.platforms.spotify!.id]);
    const added = await library.playlistVersion(id);
    expect(added).not.toBe(moved);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(added);
  });
});

describe('Spotify playlist removals', () => {
  it('takes every occurrence of each track named, in one DELETE /items, episodes by their episode URI', async () => {
    const { sandbox: s, library, playlist, requests, ids } = start(4);
    playlist.oddEntries = [{ at: 2, entry: { kind: 'episode', id: '', title: 'Episode 7', artist: 'Host', album: 'A Show', durationMs: 1_200_000 } }];
    s.userState.editPlaylist('spotify', playlist.platformId, [{ op: 'duplicate', position: 0, to: 5 }]);
    const { entries } = await library.playlistEntries(playlist.platformId);
    const [a, b, episode, c, d] = entryRefs(entries);
    expect(entries.map((e) => e.kind)).toEqual(['track', 'track', 'episode', 'track', 'track', 'track']);
    expect(entries[5]!.track.id).toBe(a!.trackId);
    expect(library.removesEveryOccurrence).toBe(true);
    await library.removeFromPlaylist(playlist.platformId, [a!, episode!]);
    expect(await ids()).toEqual([b!.trackId, c!.trackId, d!.trackId]);
    expect(requests('DELETE /v1/playlists/{id}/items')).toBe(1);
    expect(playlist.recordingIds.map(spotifyId)).toEqual([b!.trackId, c!.trackId, d!.trackId]);
  });
});

describe('Spotify playlist moves', () => {
  it('puts the entry at `to`: forward, backward and to the end, one PUT /items each', async () => {
    const { library, playlist, requests, ids } = start(6);
    const before = await ids();
    const current = async () => entryRefs((await library.playlistEntries(playlist.platformId)).entries);
    const [a, b, c, d, e, f] = before;
    await library.movePlaylistEntry(playlist.platformId, await current(), 1, 3);
    expect(await ids()).toEqual([a, c, d, b, e, f]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 4, 0);
    expect(await ids()).toEqual([e, a, c, d, b, f]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 0, 5);
    expect(await ids()).toEqual([a, c, d, b, f, e]);
    expect(requests('PUT /v1/playlists/{id}/items')).toBe(3);
    // A move to where it stands sends nothing.
    await library.movePlaylistEntry(playlist.platformId, await current(), 2, 2);
    expect(requests('PUT /v1/playlists/{id}/items')).toBe(3);
  });
});

describe('Spotify playlist edit limits', () => {
  it('throws before sending a removal of more than 100 entries or a move outside the list', async () => {
    const { library, playlist, requests } = start(3);
    expect(library.writeLimits.removeFromPlaylist).toEqual({ batch: 100, units: 1 });
    expect(library.writeLimits.movePlaylistEntry).toEqual({ batch: 1, units: 1 });
    const many = songs.slice(0, 101).map((r, position) => ({ trackId: r.platforms.spotify!.id, position }));
    await expect(library.removeFromPlaylist(playlist.platformId, many)).rejects.toThrow(RangeError);
    const current = entryRefs((await library.playlistEntries(playlist.platformId)).entries);
    await expect(library.movePlaylistEntry(playlist.platformId, current, 0, 3)).rejects.toThrow(RangeError);
    await expect(library.movePlaylistEntry(playlist.platformId, current, -1, 0)).rejects.toThrow(RangeError);
    expect(requests('DELETE /v1/playlists/{id}/items') + requests('PUT /v1/playlists/{id}/items')).toBe(0);
    expect(playlist.recordingIds).toHaveLength(3);
  });
});

/**
 * TIDAL playlist edits against the sandbox's TIDAL simulator through the real HTTP layer: the
 * version (`lastModifiedAt`) as `playlistEntries` reports it, removals of the entries named by
 * `itemId` (one copy of a repeated track alone, a video as a video), moves before the entry it
 * must stand before or, to the end, of the entries after it, and plans that one request cannot
 * carry refused before anything is sent.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { entryRefs } from '../../../test/support/platforms/entry-refs';
import { createTidalLibrary } from './library';

const catalog = generateCatalog(7, { recordings: 300 });
const user = catalog.users.find((u) => u.accounts.tidal)!;
const songs = catalog.recordings.filter((r) => r.platforms.tidal && !r.decoyOf);
const LABELS = ['GET /v2/playlists/{id}', 'GET /v2/playlists/{id}/relationships/items', 'DELETE /v2/playlists/{id}/relationships/items', 'PATCH /v2/playlists/{id}/relationships/items'];
// TIDAL's marker is a time in whole seconds: each change here happens a few seconds after the last.
let clock = Date.parse('2026-05-01T12:00:00Z');
const later = () => (clock += 5_000);

let sandbox: Sandbox;
let layer: HttpLayer;
let library: ReturnType<typeof createTidalLibrary>;
beforeAll(async () => {
  sandbox = await launchSimulators({ tidal: platforms.tidal }, { catalog, now: () => clock });
  layer = createTestHttpLayer('tidal', { maxRetries: 2 });
  const grant = sandbox.userState.createGrant('tidal', user.id, sandbox.credentials.tidal.client_id!, ['user.read', 'playlists.read', 'playlists.write']);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const urls = sandbox.urls.tidal;
  library = createTidalLibrary({
    baseUrls: { api: urls.api!, auth: urls.auth!, login: urls.login! },
    http: layer.client('tidal', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
  });
});
afterAll(async () => {
  await layer.close();
  await sandbox.close();
});

/** A new playlist of the user's with `size` songs; requests counted from now on. */
function start(size: number) {
  const playlist = sandbox.userState.createPlaylist('tidal', user.id, { title: `Mirror ${size}`, public: false });
  sandbox.userState.addTracks(playlist, songs.slice(0, size).map((r) => r.id));
  const count = (label: string) => sandbox.stats().platforms.tidal?.endpoints[label] ?? 0;
  const base = new Map(LABELS.map((label) => [label, count(label)]));
  const requests = (label: string) => count(label) - (base.get(label) ?? 0);
  const read = async () => (await library.playlistEntries(playlist.platformId)).entries;
  const current = async () => entryRefs(await read());
  const itemIds = async () => (await read()).map((e) => e.entryId);
  return { playlist, requests, read, current, itemIds };
}

describe('TIDAL playlist version', () => {
  it('is the lastModifiedAt playlistEntries reports, the same while nothing changes and new after a reorder or an add', async () => {
    const { playlist, requests } = start(5);
    const id = playlist.platformId;
    later();
    const first = await library.playlistVersion(id);
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect([requests('GET /v2/playlists/{id}'), requests('GET /v2/playlists/{id}/relationships/items')]).toEqual([1, 0]);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(first);
    expect(await library.playlistVersion(id)).toBe(first);
    later();
    sandbox.userState.editPlaylist('tidal', id, [{ op: 'move', from: 3, to: 4 }]);
    const moved = await library.playlistVersion(id);
    expect(moved).not.toBe(first);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(moved);
    later();
    await library.addToPlaylist(id, [songs[30]!.platforms.tidal!.id]);
    const added = await library.playlistVersion(id);
    expect(added).not.toBe(moved);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(added);
  });
});

describe('TIDAL playlist removals', () => {
  it('takes only the entries named by itemId (one copy of a repeated track), a video as a video, in one DELETE', async () => {
    const { playlist, requests, read, current, itemIds } = start(3);
    playlist.oddEntries = [{ at: 1, entry: { kind: 'episode', id: '', title: 'Live session', artist: 'Someone', album: '', durationMs: 300_000 } }];
    sandbox.userState.editPlaylist('tidal', playlist.platformId, [{ op: 'duplicate', position: 0, to: 3 }]);
    const refs = await current();
    const before = await itemIds();
    expect((await read()).map((e) => e.kind)).toEqual(['track', 'episode', 'track', 'track', 'track']);
    expect(refs[3]!.trackId).toBe(refs[0]!.trackId);
    expect(library.removesEveryOccurrence).toBe(false);
    await library.removeFromPlaylist(playlist.platformId, [refs[3]!, refs[1]!]);
    expect(await itemIds()).toEqual([before[0], before[2], before[4]]);
    expect(requests('DELETE /v2/playlists/{id}/relationships/items')).toBe(1);
  });
});

describe('TIDAL playlist moves', () => {
  it('puts the entry at `to`: forward and backward before the entry it must precede, to the end by moving the entries after it', async () => {
    const { playlist, requests, current, itemIds } = start(6);
    const [a, b, c, d, e, f] = await itemIds();
    await library.movePlaylistEntry(playlist.platformId, await current(), 1, 3);
    expect(await itemIds()).toEqual([a, c, d, b, e, f]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 4, 0);
    expect(await itemIds()).toEqual([e, a, c, d, b, f]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 2, 5);
    expect(await itemIds()).toEqual([e, a, d, b, f, c]);
    expect(requests('PATCH /v2/playlists/{id}/relationships/items')).toBe(3);
  });

  it('cannot move an entry to the end past more than 20 others in one request: unsupported, nothing sent', async () => {
    const { playlist, requests, current, itemIds } = start(23);
    const before = await itemIds();
    const error = await library.movePlaylistEntry(playlist.platformId, await current(), 1, 22).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('unsupported');
    await library.movePlaylistEntry(playlist.platformId, await current(), 2, 22);
    expect(await itemIds()).toEqual([...before.slice(0, 2), ...before.slice(3), before[2]]);
    expect(requests('PATCH /v2/playlists/{id}/relationships/items')).toBe(1);
  });
});

describe('TIDAL playlist edit limits', () => {
  it('throws before sending a removal of more than 50 entries, an entry without its itemId, or a move outside the list', async () => {
    const { playlist, requests, current } = start(3);
    expect(library.writeLimits.removeFromPlaylist).toEqual({ batch: 50, units: 1 });
    const refs = await current();
    const many = Array.from({ length: 51 }, (_, i) => ({ ...refs[0]!, position: i }));
    await expect(library.removeFromPlaylist(playlist.platformId, many)).rejects.toThrow(RangeError);
    await expect(library.removeFromPlaylist(playlist.platformId, [{ trackId: refs[0]!.trackId, position: 0 }])).rejects.toThrow(TypeError);
    await expect(library.movePlaylistEntry(playlist.platformId, refs, 0, 3)).rejects.toThrow(RangeError);
    expect(requests('DELETE /v2/playlists/{id}/relationships/items') + requests('PATCH /v2/playlists/{id}/relationships/items')).toBe(0);
    expect(playlist.recordingIds).toHaveLength(3);
  });
});

/**
 * Deezer playlist edits against the sandbox's Deezer simulator through the real HTTP layer: the
 * version (the playlist's `checksum`) as `playlistEntries` reports it, removals that take every
 * occurrence of a song (and need `delete_library`), moves sent as the whole new order, and plans
 * too large for one request refused before anything is sent.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { entryRefs } from '../../../test/support/platforms/entry-refs';
import { createDeezerLibrary } from './library';

const catalog = generateCatalog(13, { recordings: 300 });
const songs = catalog.recordings.filter((r) => r.platforms.deezer && !r.decoyOf);
const deezerId = (recordingId: string) => catalog.index.recording(recordingId)!.platforms.deezer!.id;
const LABELS = ['GET /playlist/{id}', 'GET /playlist/{id}/tracks', 'DELETE /playlist/{id}/tracks', 'POST /playlist/{id}/tracks'];

let sandbox: Sandbox;
let layer: HttpLayer;
beforeAll(async () => {
  sandbox = await launchSimulators({ deezer: platforms.deezer }, { catalog });
  layer = createTestHttpLayer('deezer', { maxRetries: 3 });
});
afterAll(async () => {
  await layer.close();
  await sandbox.close();
});

/** The library of a user granted `perms`, with `size` songs in a new playlist of theirs; requests counted from now on. */
function start(size: number, perms = ['basic_access', 'offline_access', 'manage_library', 'delete_library']) {
  const user = sandbox.users.find((u) => u.accounts.deezer)!;
  const grant = sandbox.userState.createGrant('deezer', user.id, 'sandbox-app', perms);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 0, refresh: false });
  const library = createDeezerLibrary({
    baseUrls: { api: sandbox.urls.deezer.api!, connect: sandbox.urls.deezer.connect! },
    http: layer.client('deezer', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
  });
  const playlist = sandbox.userState.createPlaylist('deezer', user.id, { title: `Mirror ${size}` });
  sandbox.userState.addTracks(playlist, songs.slice(0, size).map((r) => r.id));
  const count = (label: string) => sandbox.stats().platforms.deezer.endpoints[label] ?? 0;
  const base = new Map(LABELS.map((label) => [label, count(label)]));
  const requests = (label: string) => count(label) - (base.get(label) ?? 0);
  const ids = async () => (await library.playlistEntries(playlist.platformId)).entries.map((e) => e.track.id);
  const current = async () => entryRefs((await library.playlistEntries(playlist.platformId)).entries);
  return { library, playlist, requests, ids, current };
}

describe('Deezer playlist version', () => {
  it('is the checksum playlistEntries reports, the same while nothing changes and new after a reorder or an add', async () => {
    const { library, playlist, requests } = start(5);
    const id = playlist.platformId;
    const first = await library.playlistVersion(id);
    expect(first).not.toBe('');
    expect([requests('GET /playlist/{id}'), requests('GET /playlist/{id}/tracks')]).toEqual([1, 0]);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(first);
    expect(await library.playlistVersion(id)).toBe(first);
    sandbox.userState.editPlaylist('deezer', id, [{ op: 'move', from: 3, to: 4 }]);
    const moved = await library.playlistVersion(id);
    expect(moved).not.toBe(first);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(moved);
    await library.addToPlaylist(id, [songs[20]!.platforms.deezer!.id]);
    const added = await library.playlistVersion(id);
    expect(added).not.toBe(moved);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(added);
  });
});

describe('Deezer playlist removals', () => {
  it('takes every occurrence of each song named, in one DELETE /playlist/{id}/tracks', async () => {
    const { library, playlist, requests, ids, current } = start(4);
    sandbox.userState.editPlaylist('deezer', playlist.platformId, [{ op: 'duplicate', position: 1, to: 4 }]);
    const [a, b, c, d, again] = await current();
    expect(again!.trackId).toBe(b!.trackId);
    expect(library.removesEveryOccurrence).toBe(true);
    await library.removeFromPlaylist(playlist.platformId, [b!, d!]);
    expect(await ids()).toEqual([a!.trackId, c!.trackId]);
    expect(playlist.recordingIds.map(deezerId)).toEqual([a!.trackId, c!.trackId]);
    expect(requests('DELETE /playlist/{id}/tracks')).toBe(1);
  });

  it('fails without delete_library as Deezer answers it (an OAuthException in a 200 body), removing nothing', async () => {
    const { library, playlist, current } = start(2, ['basic_access', 'offline_access', 'manage_library']);
    const error = await library.removeFromPlaylist(playlist.platformId, (await current()).slice(0, 1)).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('unsupported');
    expect(playlist.recordingIds).toHaveLength(2);
  });
});

describe('Deezer playlist moves', () => {
  it('puts the entry at `to` (forward, backward, to the end), sending the whole new order in one request', async () => {
    const { library, playlist, requests, ids, current } = start(5);
    const [a, b, c, d, e] = await ids();
    await library.movePlaylistEntry(playlist.platformId, await current(), 0, 2);
    expect(await ids()).toEqual([b, c, a, d, e]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 3, 1);
    expect(await ids()).toEqual([b, d, c, a, e]);
    await library.movePlaylistEntry(playlist.platformId, await current(), 0, 4);
    expect(await ids()).toEqual([d, c, a, e, b]);
    expect(requests('POST /playlist/{id}/tracks')).toBe(3);
  });

  it('keeps a repeated song\'s copies where they are when another entry moves', async () => {
    const { library, playlist, ids, current } = start(3);
    sandbox.userState.editPlaylist('deezer', playlist.platformId, [{ op: 'duplicate', position: 0, to: 2 }]);
    const [a, b, again, c] = await ids();
    expect(again).toBe(a);
    await library.movePlaylistEntry(playlist.platformId, await current(), 3, 0);
    expect(await ids()).toEqual([c, a, b, a]);
  });
});

describe('Deezer playlist edit limits', () => {
  it('throws before sending a removal of more than 50 songs or a move outside the list', async () => {
    const { library, playlist, requests, current } = start(3);
    expect(library.writeLimits.removeFromPlaylist).toEqual({ batch: 50, units: 1 });
    const many = songs.slice(0, 51).map((r, position) => ({ trackId: r.platforms.deezer!.id, position }));
    await expect(library.removeFromPlaylist(playlist.platformId, many)).rejects.toThrow(RangeError);
    await expect(library.movePlaylistEntry(playlist.platformId, await current(), 3, 0)).rejects.toThrow(RangeError);
    expect(requests('DELETE /playlist/{id}/tracks') + requests('POST /playlist/{id}/tracks')).toBe(0);
    expect(playlist.recordingIds).toHaveLength(3);
  });
});

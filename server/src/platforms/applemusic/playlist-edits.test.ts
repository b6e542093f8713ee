/**
 * Apple Music playlist edits against the sandbox's Apple Music simulator through the real HTTP
 * layer: the version (`lastModifiedDate`) as `playlistEntries` reports it, moving with any change
 * of the playlist; removals and moves, which Apple's API does not offer, refused as unsupported
 * without a request.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { entryRefs } from '../../../test/support/platforms/entry-refs';
import { appleDeveloperToken } from './auth';
import { createAppleMusicLibrary } from './library';

const catalog = generateCatalog(7, { recordings: 300 });
const user = catalog.users.find((u) => u.accounts.applemusic)!;
const songs = catalog.recordings.filter((r) => r.platforms.applemusic && !r.decoyOf);
// Apple's marker is a time in whole seconds: each change here happens a few seconds after the last.
let clock = Date.parse('2026-05-01T12:00:00Z');
const later = () => (clock += 5_000);

let sandbox: Sandbox;
let layer: HttpLayer;
let library: ReturnType<typeof createAppleMusicLibrary>;
beforeAll(async () => {
  sandbox = await launchSimulators({ applemusic: platforms.applemusic }, { catalog, now: () => clock });
  layer = createTestHttpLayer('applemusic', { maxRetries: 2 });
  const grant = sandbox.userState.createGrant('applemusic', user.id, 'sandbox-musickit', []);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 0, refresh: false });
  const c = sandbox.credentials.applemusic;
  library = createAppleMusicLibrary({
    baseUrls: { api: sandbox.urls.applemusic.api! },
    http: layer.client('applemusic', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
    appToken: appleDeveloperToken({ team_id: c.team_id!, key_id: c.key_id!, private_key: c.private_key! }),
  });
});
afterAll(async () => {
  await layer.close();
  await sandbox.close();
});

/** Every request the simulator has answered so far. */
const answered = () => Object.values(sandbox.stats().platforms.applemusic?.endpoints ?? {}).reduce((sum, n) => sum + n, 0);

function start(size: number) {
  const playlist = sandbox.userState.createPlaylist('applemusic', user.id, { title: `Mirror ${size}`, public: false });
  sandbox.userState.addTracks(playlist, songs.slice(0, size).map((r) => r.id));
  return playlist;
}

describe('Apple Music playlist version', () => {
  it('is the lastModifiedDate playlistEntries reports, from one request, the same while nothing changes and new after a reorder or an add', async () => {
    const playlist = start(4);
    const id = playlist.platformId;
    later();
    const before = answered();
    const first = await library.playlistVersion(id);
    expect(answered() - before).toBe(1);
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(first);
    expect(await library.playlistVersion(id)).toBe(first);
    later();
    // The listener reorders it in the Music app.
    sandbox.userState.editPlaylist('applemusic', id, [{ op: 'move', from: 2, to: 3 }]);
    const moved = await library.playlistVersion(id);
    expect(moved).not.toBe(first);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(moved);
    later();
    await library.addToPlaylist(id, [songs[30]!.platforms.applemusic!.id]);
    const added = await library.playlistVersion(id);
    expect(added).not.toBe(moved);
    expect((await library.playlistEntries(id)).playlist.checksum).toBe(added);
  });

  it('says not_found for a playlist the library does not hold', async () => {
    const error = await library.playlistVersion('p.AAAAAAAAAAAAAA').catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('not_found');
  });
});

describe('Apple Music playlist removals and moves', () => {
  it('are unsupported: no limits, and refused without a request, the playlist as it was', async () => {
    const playlist = start(3);
    expect(library.writeLimits.removeFromPlaylist).toBeNull();
    expect(library.writeLimits.movePlaylistEntry).toBeNull();
    const current = entryRefs((await library.playlistEntries(playlist.platformId)).entries);
    const before = answered();
    const removal = await library.removeFromPlaylist(playlist.platformId, current.slice(0, 1)).catch((e: unknown) => e);
    const move = await library.movePlaylistEntry(playlist.platformId, current, 0, 2).catch((e: unknown) => e);
    expect([removal, move].map((e) => isPlatformError(e) && e.code)).toEqual(['unsupported', 'unsupported']);
    expect(answered()).toBe(before);
    expect(playlist.recordingIds).toEqual(songs.slice(0, 3).map((r) => r.id));
  });
});

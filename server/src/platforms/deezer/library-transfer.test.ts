/**
 * The Deezer library's transfer reads and writes against the sandbox's Deezer simulator:
 * favourites and playlists to the end, tracks blocked in the listener's country kept as
 * unplayable, favourites one id a request, repeated and unknown ids, playlist appends within
 * the batch, and the code-4 quota body waited out.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { createDeezerLibrary } from './library';

const catalog = generateCatalog(13, { recordings: 300 });
let sandbox: Sandbox | undefined;
let layer: HttpLayer | undefined;
afterEach(async () => {
  await layer?.close();
  await sandbox?.close();
});

async function start(perms = ['basic_access', 'offline_access', 'manage_library']) {
  sandbox = await launchSimulators({ deezer: platforms.deezer }, { catalog });
  layer = createTestHttpLayer('deezer', { maxRetries: 3 });
  const user = sandbox.users.find((u) => (u.accounts.deezer?.savedTracks.length ?? 0) > 0 && u.accounts.deezer!.playlistIds.length > 0)!;
  const grant = sandbox.userState.createGrant('deezer', user.id, 'sandbox-app', perms);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 0, refresh: false });
  const library = createDeezerLibrary({
    baseUrls: { api: sandbox.urls.deezer.api!, connect: sandbox.urls.deezer.connect! },
    http: layer.client('deezer', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
  });
  const requests = (label: string) => sandbox!.stats().platforms.deezer.endpoints[label] ?? 0;
  return { user, account: user.accounts.deezer!, library, requests, sandbox };
}

const onDeezer = () => catalog.recordings.filter((r) => r.platforms.deezer && !r.decoyOf);
const deezerId = (recordingId: string) => catalog.index.recording(recordingId)!.platforms.deezer!.id;

describe('Deezer library transfer on the simulator', () => {
  it('reads every favourite track to the end, newest first', async () => {
    const { user, account, library, sandbox: s } = await start();
    s.userState.saveTracks('deezer', user.id, onDeezer().slice(0, 230).map((r) => r.id));
    const liked = await library.likedTracks();
    expect(liked.map((e) => e.track.id)).toEqual(account.savedTracks.map((t) => deezerId(t.recordingId)));
    expect(liked.every((e) => e.kind === 'track' && e.addedAt !== undefined)).toBe(true);
  });

  it('keeps a playlist\'s tracks blocked in the listener\'s country, unplayable, and lists no odd entries', async () => {
    const { user, account, library } = await start();
    const playlist = catalog.playlists.find((p) => p.platform === 'deezer' && account.playlistIds.includes(p.id) && p.recordingIds.length > 100)!;
    const blocked = catalog.index.recording(playlist.recordingIds[101]!)!;
    blocked.platforms.deezer!.blockedIn = [user.country];
    playlist.oddEntries = [{ at: 0, entry: { kind: 'local', id: '', title: 'Upload', artist: 'Me', album: 'Home', durationMs: 60_000 } }];
    try {
      const { playlist: read, entries } = await library.playlistEntries(playlist.platformId);
      expect(read.id).toBe(playlist.platformId);
      expect(entries.map((e) => e.track.id)).toEqual(playlist.recordingIds.map(deezerId));
      expect(entries[101]?.playable).toBe(false);
      expect(entries.every((e) => e.kind === 'track')).toBe(true);
    } finally {
      delete playlist.oddEntries;
      delete blocked.platforms.deezer!.blockedIn;
    }
  });

  it('adds favourites one id a request; a repeated one adds nothing; an unknown one is refused as not_found', async () => {
    const { account, library, requests } = await start();
    const saved = new Set(account.savedTracks.map((t) => t.recordingId));
    const track = onDeezer().find((r) => !saved.has(r.id))!;
    expect(await library.saveTracks([track.platforms.deezer!.id])).toEqual([]);
    expect(await library.saveTracks([track.platforms.deezer!.id])).toEqual([]);
    expect(account.savedTracks.filter((t) => t.recordingId === track.id)).toHaveLength(1);
    expect(account.savedTracks[0]?.recordingId).toBe(track.id);
    expect(await library.saveTracks(['1'])).toEqual([{ id: '1', reason: 'not_found' }]);
    const album = catalog.albums.find((a) => a.platforms.deezer && !account.savedAlbums.some((s) => s.albumId === a.id))!;
    expect(await library.saveAlbums([album.platforms.deezer!.id])).toEqual([]);
    expect(account.savedAlbums[0]?.albumId).toBe(album.id);
    const artist = catalog.artists.find((a) => a.platformIds.deezer && !account.followedArtistIds.includes(a.id))!;
    expect(await library.followArtists([artist.platformIds.deezer!])).toEqual([]);
    expect(account.followedArtistIds[0]).toBe(artist.id);
    expect([requests('POST /user/me/tracks'), requests('POST /user/me/albums'), requests('POST /user/me/artists')]).toEqual([3, 1, 1]);
  });

  it('appends up to 50 songs in one request and throws before sending more', async () => {
    const { user, library, requests, sandbox: s } = await start();
    const playlist = s.userState.createPlaylist('deezer', user.id, { title: 'Moved' });
    const songs = onDeezer().slice(0, 51).map((r) => r.platforms.deezer!.id);
    expect(library.writeLimits.addToPlaylist).toEqual({ batch: 50, units: 1 });
    await expect(library.addToPlaylist(playlist.platformId, songs)).rejects.toThrow(RangeError);
    await expect(library.saveTracks(songs.slice(0, 2))).rejects.toThrow(RangeError);
    expect(requests('POST /playlist/{id}/tracks') + requests('POST /user/me/tracks')).toBe(0);
    expect(await library.addToPlaylist(playlist.platformId, ['x1', ...songs.slice(0, 49)])).toEqual([{ id: 'x1', reason: 'not_found' }]);
    expect(playlist.recordingIds.map(deezerId)).toEqual(songs.slice(0, 49));
    expect(requests('POST /playlist/{id}/tracks')).toBe(1);
    const error = await library.addToPlaylist(playlist.platformId, ['1']).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('not_found');
  });

  it('refuses writes without manage_library', async () => {
    const { library } = await start(['basic_access', 'offline_access']);
    const error = await library.saveTracks([onDeezer()[0]!.platforms.deezer!.id]).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('unsupported');
  });

  it('waits out the code-4 quota body and sends each favourite once', async () => {
    const { account, library, requests, sandbox: s } = await start();
    const saved = new Set(account.savedTracks.map((t) => t.recordingId));
    const fresh = onDeezer().filter((r) => !saved.has(r.id)).slice(0, 2);
    // One request per 30 ms: the second of two back to back is answered "Quota limit exceeded".
    s.setFaults('deezer', { rateLimit: { requests: 1, windowMs: 30 } });
    for (const r of fresh) expect(await library.saveTracks([r.platforms.deezer!.id])).toEqual([]);
    s.setFaults('deezer', null);
    const throttled = s.stats().platforms.deezer.faults.rateLimited;
    expect(throttled).toBeGreaterThan(0);
    expect(requests('POST /user/me/tracks') - throttled).toBe(2);
    expect(account.savedTracks.slice(0, 2).map((t) => t.recordingId)).toEqual(fresh.map((r) => r.id).reverse());
  });
});

describe('Deezer library sizes', () => {
  it('counts favourite tracks, albums and artists from a page of one each', async () => {
    const { account, library, requests } = await start();
    expect(await library.sizes!()).toEqual({ liked: account.savedTracks.length, albums: account.savedAlbums.length, artists: account.followedArtistIds.length });
    expect([requests('GET /user/me/tracks'), requests('GET /user/me/albums'), requests('GET /user/me/artists')]).toEqual([1, 1, 1]);
  });
});

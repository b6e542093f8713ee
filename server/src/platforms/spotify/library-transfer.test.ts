/**
 * The Spotify library's transfer reads and writes against the sandbox's Spotify simulator:
 * liked songs and playlist entries to the end, local files, episodes and region-blocked tracks
 * kept, one request a write within its limit, repeated and unknown ids, and 429s waited out.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { createSpotifyLibrary } from './library';

const catalog = generateCatalog(11, { recordings: 300 });
let sandbox: Sandbox | undefined;
let layer: HttpLayer | undefined;
afterEach(async () => {
  await layer?.close();
  await sandbox?.close();
});

const SCOPES = ['user-library-read', 'user-library-modify', 'playlist-read-private', 'playlist-modify-public', 'playlist-modify-private'];

async function start(scopes = SCOPES) {
  sandbox = await launchSimulators({ spotify: platforms.spotify }, { catalog });
  layer = createTestHttpLayer('spotify', { maxRetries: 3 });
  const user = sandbox.users.find((u) => (u.accounts.spotify?.savedTracks.length ?? 0) > 0 && u.accounts.spotify!.playlistIds.length > 0)!;
  const grant = sandbox.userState.createGrant('spotify', user.id, 'sandbox-client', scopes);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const library = createSpotifyLibrary({
    baseUrls: { api: sandbox.urls.spotify.api!, accounts: sandbox.urls.spotify.accounts! },
    http: layer.client('spotify', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
  });
  const requests = (label: string) => sandbox!.stats().platforms.spotify.endpoints[label] ?? 0;
  return { user, account: user.accounts.spotify!, library, requests, sandbox };
}

const spotifyIds = (kind: 'recordings' | 'albums') =>
  kind === 'recordings' ? catalog.recordings.flatMap((r) => (r.platforms.spotify && !r.decoyOf ? [r] : [])) : catalog.albums.filter((a) => a.platforms.spotify);

describe('Spotify library transfer on the simulator', () => {
  it('reads every liked song, pages of 50 to the end, newest first', async () => {
    const { account, library, requests, sandbox: s } = await start();
    const extra = spotifyIds('recordings').slice(0, 120).map((r) => r.id);
    s.userState.saveTracks('spotify', s.users.find((u) => u.accounts.spotify === account)!.id, extra);
    const liked = await library.likedTracks();
    expect(liked.map((e) => e.track.id)).toEqual(account.savedTracks.map((t) => catalog.index.recording(t.recordingId)!.platforms.spotify!.id));
    expect(requests('GET /v1/me/tracks')).toBe(Math.ceil(account.savedTracks.length / 50));
  });

  it('keeps local files, episodes and tracks blocked in the listener\'s country in their places', async () => {
    const { user, account, library } = await start();
    const playlist = catalog.playlists.find((p) => p.platform === 'spotify' && account.playlistIds.includes(p.id) && p.recordingIds.length >= 60)!;
    const blocked = catalog.index.recording(playlist.recordingIds[1]!)!;
    blocked.platforms.spotify!.blockedIn = [user.country];
    playlist.oddEntries = [
      { at: 0, entry: { kind: 'local', id: '', title: 'Demo Take', artist: 'Me', album: 'Garage', durationMs: 128_000 } },
      { at: 55, entry: { kind: 'episode', id: '', title: 'Episode 12', artist: 'Host', album: 'A Show', durationMs: 1_800_000 } },
    ];
    try {
      const { playlist: read, entries } = await library.playlistEntries(playlist.platformId);
      expect(entries).toHaveLength(playlist.recordingIds.length + 2);
      expect(read.nb_tracks).toBe(entries.length);
      expect(entries[0]).toMatchObject({ kind: 'local', playable: true, track: { id: '', title: 'Demo Take', artists: ['Me'], album: 'Garage', durationMs: 128_000 } });
      expect(entries[55]).toMatchObject({ kind: 'episode', track: { title: 'Episode 12', album: 'A Show' } });
      const tracks = entries.filter((e) => e.kind === 'track');
      expect(tracks.map((e) => e.track.id)).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.spotify!.id));
      expect(tracks.map((e) => e.playable)).toEqual(playlist.recordingIds.map((id) => id !== blocked.id));
    } finally {
      delete playlist.oddEntries;
      delete blocked.platforms.spotify!.blockedIn;
    }
  });

  it('saves tracks and albums and follows artists in one PUT /me/library each; a repeated save adds nothing', async () => {
    const { account, library, requests } = await start();
    const saved = new Set(account.savedTracks.map((t) => t.recordingId));
    const tracks = spotifyIds('recordings').filter((r) => !saved.has(r.id)).slice(0, 40).map((r) => r.platforms.spotify!.id);
    const before = account.savedTracks.length;
    expect(await library.saveTracks(tracks)).toEqual([]);
    expect(await library.saveTracks(tracks.slice(0, 3))).toEqual([]);
    expect(account.savedTracks.length).toBe(before + 40);
    const album = spotifyIds('albums').find((a) => !account.savedAlbums.some((s) => s.albumId === a.id))!;
    expect(await library.saveAlbums([album.platforms.spotify!.id])).toEqual([]);
    expect(account.savedAlbums[0]?.albumId).toBe(album.id);
    const artist = catalog.artists.find((a) => a.platformIds.spotify && !account.followedArtistIds.includes(a.id))!;
    expect(await library.followArtists([artist.platformIds.spotify!])).toEqual([]);
    expect(account.followedArtistIds[0]).toBe(artist.id);
    expect(requests('PUT /v1/me/library')).toBe(4);
  });

  it('throws before sending more than a request takes', async () => {
    const { library, requests } = await start();
    const ids = spotifyIds('recordings').slice(0, 101).map((r) => r.platforms.spotify!.id);
    expect(library.writeLimits.saveTracks).toEqual({ batch: 40, units: 1 });
    await expect(library.saveTracks(ids.slice(0, 41))).rejects.toThrow(RangeError);
    await expect(library.addToPlaylist('0000000000000000000000', ids)).rejects.toThrow(RangeError);
    expect(requests('PUT /v1/me/library') + requests('POST /v1/playlists/{id}/items')).toBe(0);
  });

  it('refuses malformed ids without sending them and fails a request naming an id of nothing as not_found', async () => {
    const { account, library } = await start();
    const known = spotifyIds('recordings')[200]!.platforms.spotify!.id;
    expect(await library.saveTracks(['not-an-id', known])).toEqual([{ id: 'not-an-id', reason: 'not_found' }]);
    const error = await library.saveTracks(['0000000000000000000000', known]).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('not_found');
    expect(account.savedTracks.filter((t) => catalog.index.recording(t.recordingId)!.platforms.spotify!.id === known)).toHaveLength(1);
  });

  it('appends to a playlist of the user\'s in one request', async () => {
    const { user, library, sandbox: s } = await start();
    const playlist = s.userState.createPlaylist('spotify', user.id, { title: 'Moved', public: false });
    const ids = spotifyIds('recordings').slice(0, 100).map((r) => r.platforms.spotify!.id);
    expect(await library.addToPlaylist(playlist.platformId, ids)).toEqual([]);
    const { entries } = await library.playlistEntries(playlist.platformId);
    expect(entries.map((e) => e.track.id)).toEqual(ids);
  });

  it('waits out 429s (Retry-After) and still sends the write once', async () => {
    const { account, library, requests, sandbox: s } = await start();
    const saved = new Set(account.savedTracks.map((t) => t.recordingId));
    const id = spotifyIds('recordings').find((r) => !saved.has(r.id))!;
    // One request per 30 ms: the second of two back to back is answered 429 until the window turns.
    s.setFaults('spotify', { rateLimit: { requests: 1, windowMs: 30 } });
    await library.saveTracks([id.platforms.spotify!.id]);
    expect(await library.saveTracks([id.platforms.spotify!.id])).toEqual([]);
    s.setFaults('spotify', null);
    expect(account.savedTracks[0]?.recordingId).toBe(id.id);
    const refused = s.stats().platforms.spotify.faults.rateLimited;
    expect(refused).toBeGreaterThan(0);
    expect(account.savedTracks.filter((t) => t.recordingId === id.id)).toHaveLength(1);
    // Counted requests include the ones refused with 429: two writes reached the simulator.
    expect(requests('PUT /v1/me/library') - refused).toBe(2);
  });
});

describe('Spotify library sizes', () => {
  it('counts liked songs, saved albums and followed artists from a page of one each', async () => {
    const { account, library, requests } = await start([...SCOPES, 'user-follow-read']);
    expect(await library.sizes!()).toEqual({ liked: account.savedTracks.length, albums: account.savedAlbums.length, artists: account.followedArtistIds.length });
    expect([requests('GET /v1/me/tracks'), requests('GET /v1/me/albums'), requests('GET /v1/me/following')]).toEqual([1, 1, 1]);
  });

  it('leaves out a size the grant may not read (followed artists without user-follow-read)', async () => {
    const { account, library } = await start();
    expect(await library.sizes!()).toEqual({ liked: account.savedTracks.length, albums: account.savedAlbums.length });
  });
});

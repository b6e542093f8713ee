/**
 * The TIDAL library's transfer reads and writes against the sandbox's TIDAL simulator: liked
 * tracks over cursor pages with their dates, a playlist with a video item and a region-blocked
 * track kept, one request per write with skipped items as refusals, and a 429 with Retry-After.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { createTidalLibrary } from './library';

const catalog = generateCatalog(7, { recordings: 300 });
const user = catalog.users.find((u) => u.country !== 'US' && u.accounts.tidal)!;
const account = user.accounts.tidal!;
const playlist = catalog.playlists.find((p) => p.platform === 'tidal' && p.ownerUserId === user.id && p.recordingIds.length >= 3)!;
// The playlist's second track will not stream in the listener's country; a video sits after the first track.
const blocked = catalog.index.recording(playlist.recordingIds[1]!)!;
blocked.platforms.tidal!.blockedIn = [user.country];
playlist.oddEntries = [{ at: 1, entry: { kind: 'episode', id: '', title: 'Live session', artist: 'Someone', album: '', durationMs: 300_000 } }];
const trackIds = (n: number) =>
  catalog.recordings.flatMap((r) => (r.platforms.tidal && !account.savedTracks.some((s) => s.recordingId === r.id) ? [r.platforms.tidal.id] : [])).slice(0, n);

let sandbox: Sandbox | undefined;
let layer: HttpLayer | undefined;
afterEach(async () => {
  await layer?.close();
  await sandbox?.close();
});

async function start() {
  sandbox = await launchSimulators({ tidal: platforms.tidal }, { catalog });
  layer = createTestHttpLayer('tidal', { maxRetries: 2 });
  const scopes = ['user.read', 'collection.read', 'collection.write', 'playlists.read', 'playlists.write'];
  const grant = sandbox.userState.createGrant('tidal', user.id, sandbox.credentials.tidal.client_id!, scopes);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const urls = sandbox.urls.tidal;
  const library = createTidalLibrary({
    baseUrls: { api: urls.api!, auth: urls.auth!, login: urls.login! },
    http: layer.client('tidal', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
  });
  const sb = sandbox;
  const requests = (label: string) => sb.stats().platforms.tidal?.endpoints[label] ?? 0;
  return { sandbox: sb, library, requests };
}

describe('TIDAL library transfers on the simulator', () => {
  it('reads every page of liked tracks, newest first, with when each was added', async () => {
    const { library, requests } = await start();
    const liked = await library.likedTracks();
    expect(liked.map((e) => e.track.id)).toEqual(account.savedTracks.map((s) => catalog.index.recording(s.recordingId)!.platforms.tidal!.id));
    expect(liked.map((e) => e.addedAt)).toEqual(account.savedTracks.map((s) => s.addedAt));
    expect(requests('GET /v2/userCollectionTracks/{id}/relationships/items')).toBe(Math.ceil(account.savedTracks.length / 20));
    expect(liked.every((e) => e.kind === 'track' && e.track.album !== '' && e.track.artists.length > 0)).toBe(true);
    // Only the region-blocked track (liked too) is listed unplayable.
    const blockedId = blocked.platforms.tidal!.id;
    expect(liked.filter((e) => !e.playable).map((e) => e.track.id)).toEqual(liked.some((e) => e.track.id === blockedId) ? [blockedId] : []);
  });

  it('reads a playlist with every item: the video as an episode, the blocked track unplayable, item ids kept', async () => {
    const { library } = await start();
    const { playlist: read, entries } = await library.playlistEntries(playlist.platformId);
    expect(read).toMatchObject({ id: playlist.platformId, title: playlist.title, nb_tracks: playlist.recordingIds.length + 1 });
    expect(entries.map((e) => e.kind).slice(0, 3)).toEqual(['track', 'episode', 'track']);
    expect(entries[1]).toMatchObject({ playable: true, track: { title: 'Live session', durationMs: 300_000 } });
    expect(entries[2]).toMatchObject({ playable: false, track: { id: blocked.platforms.tidal!.id } });
    expect(entries.every((e) => e.entryId && e.addedAt)).toBe(true);
    expect(new Set(entries.map((e) => e.entryId)).size).toBe(entries.length);
  });

  it('saves tracks, albums and artists in one request each; a repeated save adds nothing, an unknown id is refused', async () => {
    const { library, requests } = await start();
    const [a, b] = trackIds(2) as [string, string];
    expect(await library.saveTracks([a, '1'])).toEqual([{ id: '1', reason: 'not_found' }]);
    expect(await library.saveTracks([b, a])).toEqual([]);
    expect(requests('POST /v2/userCollectionTracks/{id}/relationships/items')).toBe(2);
    const saved = account.savedTracks.map((s) => catalog.index.recording(s.recordingId)!.platforms.tidal!.id);
    expect(saved.slice(0, 2)).toEqual([b, a]);
    expect(saved.filter((id) => id === a)).toHaveLength(1);
    const album = catalog.albums.find((al) => al.platforms.tidal && !account.savedAlbums.some((s) => s.albumId === al.id))!;
    expect(await library.saveAlbums([album.platforms.tidal!.id])).toEqual([]);
    expect(account.savedAlbums[0]!.albumId).toBe(album.id);
    const artist = catalog.artists.find((ar) => ar.platformIds.tidal && !account.followedArtistIds.includes(ar.id))!;
    expect(await library.followArtists([artist.platformIds.tidal!, artist.platformIds.tidal!])).toEqual([]);
    expect(account.followedArtistIds[0]).toBe(artist.id);
  });

  it('appends to a playlist in one request (a repeated track twice), refusing the unknown id only; more than a batch throws before sending', async () => {
    const { library, requests } = await start();
    const created = await library.createPlaylist({ title: 'Transfer', trackIds: trackIds(1) });
    expect(await library.addToPlaylist(created.id, [...trackIds(3).slice(1), '1'])).toEqual([{ id: '1', reason: 'not_found' }]);
    const { entries } = await library.playlistEntries(created.id);
    expect(entries.map((e) => e.track.id)).toEqual(trackIds(3));
    // A track the source playlist lists twice is sent twice: the copy holds it twice too.
    const [first] = trackIds(1);
    expect(await library.addToPlaylist(created.id, [first!, first!])).toEqual([]);
    expect((await library.playlistEntries(created.id)).entries.map((e) => e.track.id)).toEqual([...trackIds(3), first, first]);
    const before = requests('POST /v2/playlists/{id}/relationships/items');
    await expect(library.addToPlaylist(created.id, trackIds(library.writeLimits.addToPlaylist.batch + 1))).rejects.toThrow(RangeError);
    await expect(library.saveTracks(trackIds(library.writeLimits.saveTracks!.batch + 1))).rejects.toThrow(RangeError);
    expect(requests('POST /v2/playlists/{id}/relationships/items')).toBe(before);
  });

  it('ends in rate_limited with the Retry-After TIDAL sends when every attempt is refused with 429', async () => {
    const { sandbox, library } = await start();
    sandbox.setFaults('tidal', { rateLimitedRate: 1 });
    const error = await library.saveTracks(trackIds(1)).catch((e: unknown) => e);
    expect(error instanceof PlatformError && [error.code, error.retryAfterMs]).toEqual(['rate_limited', 1000]);
    expect(sandbox.stats().platforms.tidal!.faults.rateLimited).toBeGreaterThan(1);
  });
});


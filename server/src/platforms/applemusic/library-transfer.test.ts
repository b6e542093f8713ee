/**
 * The Apple Music library's transfer reads and writes against the sandbox's Apple Music
 * simulator: every page of the library's songs, uploads and unplayable songs kept, one request
 * per write, Apple's silence about ids it ignores, and a 429 without Retry-After.
 */
import { generateCatalog, launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../errors/platform-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { appleDeveloperToken } from './auth';
import { createAppleMusicLibrary } from './library';

const catalog = generateCatalog(7, { recordings: 300 });
// A listener outside the US (the catalog's region blocks nothing), with one song their storefront will not play.
const user = catalog.users.find((u) => u.country !== 'US' && u.accounts.applemusic)!;
const account = user.accounts.applemusic!;
// The catalog blocks a few listings in some countries of its own: none of those here, so the one set below is the only one.
for (const recording of catalog.recordings) delete recording.platforms.applemusic?.blockedIn;
const blocked = catalog.index.recording(account.savedTracks[0]!.recordingId)!;
blocked.platforms.applemusic!.blockedIn = [user.country];
const playlist = catalog.playlists.find((p) => p.platform === 'applemusic' && p.ownerUserId === user.id && p.recordingIds.length >= 3)!;
playlist.oddEntries = [{ at: 2, entry: { kind: 'local', id: '', title: 'Demo', artist: 'Me', album: 'Tapes', durationMs: 100_000 } }];
const songIds = (n: number) =>
  catalog.recordings.flatMap((r) => (r.platforms.applemusic && !account.savedTracks.some((s) => s.recordingId === r.id) ? [r.platforms.applemusic.id] : [])).slice(0, n);

let sandbox: Sandbox | undefined;
let layer: HttpLayer | undefined;
afterEach(async () => {
  await layer?.close();
  await sandbox?.close();
});

async function start() {
  sandbox = await launchSimulators({ applemusic: platforms.applemusic }, { catalog });
  layer = createTestHttpLayer('applemusic', { maxRetries: 2 });
  const grant = sandbox.userState.createGrant('applemusic', user.id, 'sandbox-musickit', []);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const c = sandbox.credentials.applemusic;
  const library = createAppleMusicLibrary({
    baseUrls: { api: sandbox.urls.applemusic.api! },
    http: layer.client('applemusic', 'test'),
    userToken: { get: () => Promise.resolve(accessToken), invalidate: () => undefined },
    appToken: appleDeveloperToken({ team_id: c.team_id!, key_id: c.key_id!, private_key: c.private_key! }),
  });
  const sb = sandbox;
  const requests = (label: string) => sb.stats().platforms.applemusic?.endpoints[label] ?? 0;
  return { sandbox: sb, library, requests };
}

describe('Apple Music library transfers on the simulator', () => {
  it('reads every library song over pages, keeping the unplayable one', async () => {
    const { sandbox, library, requests } = await start();
    // More than one page of 100.
    sandbox.userState.saveTracks('applemusic', user.id, songIds(120).map((id) => catalog.index.recordingByPlatformId('applemusic', id)!.id));
    const liked = await library.likedTracks();
    // The unplayable song comes without playParams, so without its catalog id: kept, by its tags.
    const expected = account.savedTracks.map((s) => (s.recordingId === blocked.id ? '' : catalog.index.recording(s.recordingId)!.platforms.applemusic!.id));
    expect(liked.map((e) => e.track.id)).toEqual(expected);
    expect(requests('GET /v1/me/library/songs')).toBe(Math.ceil(account.savedTracks.length / 100));
    const unplayable = liked.filter((e) => !e.playable);
    expect(unplayable).toHaveLength(1);
    expect(unplayable[0]).toMatchObject({ kind: 'track', track: { title: blocked.platforms.applemusic!.title, durationMs: blocked.platforms.applemusic!.durationMs } });
  });

  it('reads a library playlist with every entry, the upload as a local entry where it stands', async () => {
    const { library } = await start();
    const { items } = await library.playlists();
    const target = items.find((p) => p.title === playlist.title)!;
    const { playlist: read, entries } = await library.playlistEntries(target.id);
    expect(read).toMatchObject({ id: target.id, title: playlist.title, nb_tracks: playlist.recordingIds.length + 1 });
    expect(entries).toHaveLength(playlist.recordingIds.length + 1);
    expect(entries[2]).toMatchObject({ kind: 'local', playable: true, track: { id: '', title: 'Demo', artists: ['Me'], album: 'Tapes', durationMs: 100_000 } });
    expect(entries.filter((e) => e.kind === 'track').map((e) => e.track.id)).toEqual(
      playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.applemusic!.id),
    );
  });

  it('saves songs and albums in one request each; a repeated save adds nothing and an unknown id is ignored, as Apple documents', async () => {
    const { library, requests } = await start();
    const [a, b] = songIds(2) as [string, string];
    expect(await library.saveTracks([a, '999999999999'])).toEqual([]);
    expect(await library.saveTracks([a, b])).toEqual([]);
    expect(requests('POST /v1/me/library')).toBe(2);
    const saved = account.savedTracks.map((s) => catalog.index.recording(s.recordingId)!.platforms.applemusic!.id);
    expect(saved.slice(0, 2)).toEqual([b, a]);
    expect(saved.filter((id) => id === a)).toHaveLength(1);
    const album = catalog.albums.find((al) => al.platforms.applemusic && !account.savedAlbums.some((s) => s.albumId === al.id))!;
    expect(await library.saveAlbums([album.platforms.applemusic!.id])).toEqual([]);
    expect(account.savedAlbums[0]!.albumId).toBe(album.id);
  });

  it('refuses more than a batch before sending, and cannot follow artists', async () => {
    const { library, requests } = await start();
    expect(library.writeLimits.followArtists).toBeNull();
    const tooMany = songIds(library.writeLimits.saveTracks!.batch + 1);
    await expect(library.saveTracks(tooMany)).rejects.toThrow(RangeError);
    await expect(library.addToPlaylist('p.x', songIds(library.writeLimits.addToPlaylist.batch + 1))).rejects.toThrow(RangeError);
    expect(requests('POST /v1/me/library') + requests('POST /v1/me/library/playlists/{id}/tracks')).toBe(0);
    const follow = await library.followArtists(['1']).catch((e: unknown) => e);
    expect(follow instanceof PlatformError && follow.code).toBe('unsupported');
  });

  it('appends to a playlist in one request; an unknown song fails the whole request', async () => {
    const { library } = await start();
    const created = await library.createPlaylist({ title: 'Transfer', trackIds: songIds(1) });
    const more = songIds(4).slice(1);
    expect(await library.addToPlaylist(created.id, more)).toEqual([]);
    const { entries } = await library.playlistEntries(created.id);
    expect(entries.map((e) => e.track.id)).toEqual(songIds(4));
    const failure = await library.addToPlaylist(created.id, ['999999999999']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlatformError);
    expect((await library.playlistEntries(created.id)).entries).toHaveLength(4);
  });

  it('ends a save in rate_limited when Apple keeps answering 429 without Retry-After', async () => {
    const { sandbox, library } = await start();
    sandbox.setFaults('applemusic', { rateLimitedRate: 1 });
    const error = await library.saveTracks(songIds(1)).catch((e: unknown) => e);
    expect(error instanceof PlatformError && error.code).toBe('rate_limited');
  });
});

describe('Apple Music library sizes', () => {
  it('counts library songs, albums and artists from meta.total of a page of one each', async () => {
    const { library, requests } = await start();
    const { savedTracks, savedAlbums, followedArtistIds } = account;
    expect(await library.sizes!()).toEqual({ liked: savedTracks.length, albums: savedAlbums.length, artists: followedArtistIds.length });
    expect([requests('GET /v1/me/library/songs'), requests('GET /v1/me/library/albums'), requests('GET /v1/me/library/artists')]).toEqual([1, 1, 1]);
  });
});

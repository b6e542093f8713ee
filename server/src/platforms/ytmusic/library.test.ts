/**
 * The YouTube Music library against the sandbox's YouTube Data API simulator: reads that keep
 * every entry (deleted and private placeholders, non-music videos, region-blocked songs), the
 * one-id writes with their refusals, and a daily quota running out.
 */
import { createYtMusicSimulator, generateCatalog, launchSimulators, type Sandbox } from '@segue/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error';
import { translateError } from '../../errors/to-app-error';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { isPlatformError } from '../../errors/platform-error';
import { createYtMusicLibrary } from './library';

const EPISODE = { kind: 'episode' as const, id: 'ep1sodeVid0', title: 'Tour vlog, day 3', artist: 'Road Crew', album: '', durationMs: 612_000 };
let sandbox: Sandbox | undefined;
let layer: HttpLayer | undefined;
afterEach(async () => {
  await layer?.close();
  await sandbox?.close();
});

async function start(dailyQuota?: number) {
  const catalog = generateCatalog(7, { recordings: 300 });
  const user = catalog.users.find((u) => (u.accounts.ytmusic?.savedTracks.length ?? 0) >= 3 && u.country !== 'US')!;
  const songs = catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic] : []));
  // A song blocked where the listener lives, and a playlist holding a vlog.
  songs[1]!.blockedIn = [user.country];
  const playlist = catalog.playlists.find((pl) => pl.platform === 'ytmusic' && !pl.ownerUserId && pl.recordingIds.length >= 3)!;
  playlist.recordingIds.splice(0, 0, catalog.recordings.find((r) => r.platforms.ytmusic === songs[1])!.id);
  playlist.oddEntries = [{ at: 2, entry: EPISODE }];
  sandbox = await launchSimulators({ ytmusic: createYtMusicSimulator(dailyQuota === undefined ? {} : { youtubeDailyQuota: dailyQuota }) }, { catalog });
  layer = createTestHttpLayer('ytmusic');
  const grant = sandbox.userState.createGrant('ytmusic', user.id, 'sandbox-google-client', ['https://www.googleapis.com/auth/youtube']);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const userToken = { get: () => Promise.resolve(accessToken), invalidate: () => undefined };
  const baseUrls = { api: sandbox.urls.ytmusic.api!, data: sandbox.urls.ytmusic.data! };
  const library = createYtMusicLibrary({ baseUrls, http: layer.client('ytmusic', 'test'), userToken });
  const endpoints = () => sandbox!.stats().platforms.ytmusic.endpoints;
  return { catalog, user, songs, playlist, library, endpoints };
}

const videoOf = (catalog: ReturnType<typeof generateCatalog>, recordingId: string) => catalog.index.recording(recordingId)!.platforms.ytmusic!.id;

describe('YouTube Music library reads on the Data API simulator', () => {
  it('likedTracks pages to the end and keeps the deleted and private placeholders as unplayable', async () => {
    const { catalog, user, songs, library, endpoints } = await start();
    const account = user.accounts.ytmusic!;
    // More than one page of 50.
    sandbox!.userState.saveTracks('ytmusic', user.id, catalog.recordings.filter((r) => r.platforms.ytmusic).slice(0, 60).map((r) => r.id));
    const liked = await library.likedTracks();
    expect(liked.length).toBe(account.savedTracks.length + 2);
    expect(endpoints()['GET /youtube/v3/playlistItems']).toBe(Math.ceil(liked.length / 50));
    expect(liked.filter((e) => !e.playable).map((e) => [liked.indexOf(e), e.track.title])).toEqual([
      [1, 'Deleted video'],
      [3, 'Private video'],
      ...(liked.some((e) => e.track.id === songs[1]!.id) ? [[liked.findIndex((e) => e.track.id === songs[1]!.id), songs[1]!.title]] : []),
    ]);
    const playable = liked.filter((e) => e.track.title !== 'Deleted video' && e.track.title !== 'Private video');
    expect(playable.map((e) => e.track.id)).toEqual(account.savedTracks.map((s) => videoOf(catalog, s.recordingId)));
    expect(playable.every((e) => e.kind === 'track' && e.track.durationMs > 0 && e.entryId && e.addedAt)).toBe(true);
    expect(new Set(liked.map((e) => e.entryId)).size).toBe(liked.length);
  });

  it('playlistEntries keeps a non-music video as an episode and a song blocked in the listener\'s country as unplayable', async () => {
    const { catalog, songs, playlist, library } = await start();
    const { playlist: read, entries } = await library.playlistEntries(playlist.platformId);
    expect(read).toMatchObject({ id: playlist.platformId, title: playlist.title, nb_tracks: playlist.recordingIds.length + 1 });
    const ids = playlist.recordingIds.map((id) => videoOf(catalog, id));
    expect(entries.map((e) => e.track.id)).toEqual([ids[0], ids[1], EPISODE.id, ...ids.slice(2)]);
    expect(entries[0]).toMatchObject({ kind: 'track', playable: false, track: { title: songs[1]!.title } });
    expect(entries[2]).toMatchObject({ kind: 'episode', playable: true, track: { title: EPISODE.title, artists: [EPISODE.artist], durationMs: EPISODE.durationMs } });
    expect(entries.filter((e) => !e.playable).length).toBe(1);
    const missing = await library.playlistEntries('PLnotAPlaylist000').catch((e: unknown) => e);
    expect(isPlatformError(missing) && missing.code).toBe('not_found');
  });
});

describe('YouTube Music library writes on the Data API simulator', () => {
  it('saveTracks likes one video a request; a repeat adds nothing; an unknown video is refused as not_found', async () => {
    const { catalog, user, library, endpoints } = await start();
    const saved = new Set(user.accounts.ytmusic!.savedTracks.map((t) => t.recordingId));
    const fresh = videoOf(catalog, catalog.recordings.find((r) => r.platforms.ytmusic && !saved.has(r.id))!.id);
    const before = (await library.likedTracks()).length;
    expect(await library.saveTracks([fresh])).toEqual([]);
    expect(await library.saveTracks([fresh])).toEqual([]);
    const after = await library.likedTracks();
    expect([after.length, after[0]!.track.id]).toEqual([before + 1, fresh]);
    expect(await library.saveTracks(['zzzzzzzzzzz'])).toEqual([{ id: 'zzzzzzzzzzz', reason: 'not_found' }]);
    expect(endpoints()['POST /youtube/v3/videos/rate']).toBe(3);
    await expect(library.saveTracks([fresh, fresh])).rejects.toThrow(RangeError);
    expect(await library.saveTracks([])).toEqual([]);
    expect(endpoints()['POST /youtube/v3/videos/rate']).toBe(3);
  });

  it('followArtists subscribes to the channel once (subscriptionDuplicate is success) and artists() lists it', async () => {
    const { catalog, user, library, endpoints } = await start();
    const followed = new Set(user.accounts.ytmusic!.followedArtistIds);
    const artist = catalog.artists.find((a) => a.platformIds.ytmusic && !followed.has(a.id))!;
    const channelId = artist.platformIds.ytmusic!;
    expect(await library.followArtists([channelId])).toEqual([]);
    expect(await library.followArtists([channelId])).toEqual([]);
    const artists = await library.artists();
    expect(artists.filter((a) => a.id === channelId)).toEqual([{ id: channelId, name: artist.name, url: `https://music.youtube.com/channel/${channelId}`, cover: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\//) as string }]);
    expect(artists.length).toBe(followed.size + 1);
    expect(await library.followArtists(['UCnobodyXXXXXXXXXXXXXXXX'])).toEqual([{ id: 'UCnobodyXXXXXXXXXXXXXXXX', reason: 'not_found' }]);
    await expect(library.followArtists([channelId, channelId])).rejects.toThrow(RangeError);
    expect(endpoints()['POST /youtube/v3/subscriptions']).toBe(3);
    await expect(library.saveAlbums(['MPREb_x'])).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('addToPlaylist appends one video a request and refuses an unknown one; a missing playlist fails the request', async () => {
    const { catalog, library, endpoints } = await start();
    const videos = catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic.id] : [])).slice(0, 2);
    const created = await library.createPlaylist({ title: 'Moved', trackIds: [] });
    expect(await library.addToPlaylist(created.id, [videos[0]!])).toEqual([]);
    expect(await library.addToPlaylist(created.id, [videos[1]!])).toEqual([]);
    expect(await library.addToPlaylist(created.id, ['zzzzzzzzzzz'])).toEqual([{ id: 'zzzzzzzzzzz', reason: 'not_found' }]);
    expect((await library.playlistEntries(created.id)).entries.map((e) => e.track.id)).toEqual(videos);
    const missing = await library.addToPlaylist('PLnope', [videos[0]!]).catch((e: unknown) => e);
    expect(isPlatformError(missing) && missing.code).toBe('not_found');
    await expect(library.addToPlaylist(created.id, videos)).rejects.toThrow(RangeError);
    expect(endpoints()['POST /youtube/v3/playlistItems']).toBe(4);
    expect(library.writeLimits).toEqual({
      saveTracks: { batch: 1, units: 50 },
      saveAlbums: null,
      followArtists: { batch: 1, units: 50 },
      addToPlaylist: { batch: 1, units: 50 },
      createPlaylist: { batch: 1, units: 50 },
      removeFromPlaylist: { batch: 1, units: 50 },
      movePlaylistEntry: { batch: 1, units: 50 },
    });
  });

  it('a spent daily quota fails the write as rate_limited until midnight Pacific Time', async () => {
    // 120 units: two likes (100) fit, the third does not.
    const { catalog, library } = await start(120);
    const videos = catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic.id] : [])).slice(0, 3);
    expect(await library.saveTracks([videos[0]!])).toEqual([]);
    expect(await library.saveTracks([videos[1]!])).toEqual([]);
    const error = await library.saveTracks([videos[2]!]).catch((e: unknown) => e);
    expect(isPlatformError(error) && [error.code, error.status]).toEqual(['rate_limited', 403]);
    expect(isPlatformError(error) && error.retryAfterMs).toBeGreaterThan(0);
    expect(isPlatformError(error) && error.publicMessage).toMatch(/daily YouTube Data API quota is spent; it resets at midnight Pacific Time/);
  });

  it('a quota spent part way stops a playlist write with ERATELIMITED, the reset time and Retry-After', async () => {
    // 200 units: the playlist (50) and three videos (150), then the fourth is refused.
    const { catalog, library } = await start(200);
    const videos = catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic.id] : [])).slice(0, 5);
    const error = await library.createPlaylist({ title: 'Quota', trackIds: videos }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlaylistWriteError);
    expect((error as PlaylistWriteError).added).toEqual(videos.slice(0, 3));
    const cause = (error as PlaylistWriteError).cause;
    expect(isPlatformError(cause) && [cause.code, cause.status]).toEqual(['rate_limited', 403]);
    const api = translateError(error, { library: { platform: 'ytmusic', what: 'playlist' } }) ?? error;
    expect(isAppError(api) && api.code).toBe('ERATELIMITED');
    expect(isAppError(api) && api.message).toMatch(/first 3 track\(s\) were added.*daily YouTube Data API quota is spent; it resets at midnight Pacific Time/);
    expect(Number(isAppError(api) ? api.headers['Retry-After'] : 0)).toBeGreaterThan(0);
  });
});

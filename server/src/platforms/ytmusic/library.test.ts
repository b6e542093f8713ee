/**
 * The YouTube Music library against the sandbox's YouTube Data API simulator: the liked list's
 * placeholders for deleted and private videos, and a daily quota running out part way through a
 * playlist write.
 */
import { createYtMusicSimulator, generateCatalog, launchSimulators, type Sandbox } from '@segue/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error';
import { translateError } from '../../errors/to-app-error';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { HttpLayer } from '../http/http-layer';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import { isPlatformError } from '../../errors/platform-error';
import { createDataApiClient } from './data-api';
import { createYtMusicLibrary } from './library';

const catalog = generateCatalog(7, { recordings: 300 });
let sandbox: Sandbox | undefined;
let layer: HttpLayer | undefined;
afterEach(async () => {
  await layer?.close();
  await sandbox?.close();
});

async function start(dailyQuota?: number) {
  sandbox = await launchSimulators({ ytmusic: createYtMusicSimulator(dailyQuota === undefined ? {} : { youtubeDailyQuota: dailyQuota }) }, { catalog });
  layer = createTestHttpLayer('ytmusic');
  const user = sandbox.users.find((u) => (u.accounts.ytmusic?.savedTracks.length ?? 0) >= 3)!;
  const grant = sandbox.userState.createGrant('ytmusic', user.id, 'sandbox-google-client', ['https://www.googleapis.com/auth/youtube']);
  const { accessToken } = sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false });
  const userToken = { get: () => Promise.resolve(accessToken), invalidate: () => undefined };
  const http = layer.client('ytmusic', 'test');
  const baseUrls = { api: sandbox.urls.ytmusic.api!, data: sandbox.urls.ytmusic.data! };
  return { user, library: createYtMusicLibrary({ baseUrls, http, userToken }), api: createDataApiClient({ baseUrl: baseUrls.data, http, userToken }) };
}

describe('YouTube Music library on the Data API simulator', () => {
  it('reads the liked list without its deleted and private placeholders', async () => {
    const { user, api } = await start();
    const entries = await api.playlistItems('LL');
    expect(entries.map((e) => e.videoId)).toEqual(user.accounts.ytmusic!.savedTracks.map((s) => catalog.index.recording(s.recordingId)!.platforms.ytmusic!.id));
    expect(entries.some((e) => e.title === 'Deleted video' || e.title === 'Private video')).toBe(false);
  });

  it('a quota spent part way stops the write with ERATELIMITED, the reset time and Retry-After', async () => {
    // 200 units: the playlist (50) and three videos (150), then the fourth is refused.
    const { library } = await start(200);
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

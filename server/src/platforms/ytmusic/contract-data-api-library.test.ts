/**
 * The YouTube Music library (YouTube Data API v3) fed with real recorded bodies
 * (packages/recorded/data/youtube) through the real HTTP layer: every mapped field is read back
 * from the payload itself.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import { UserAuthorizationError } from '../../errors/user-authorization-error';
import { isPlatformError } from '../../errors/platform-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { coverOf } from '../../../test/support/platforms/ytmusic-contract';
import { createDataApiClient } from './data-api';
import { createYtMusicLibrary } from './library';

interface Thumb { url: string; width?: number }
interface PlaylistBody { id: string; etag: string; snippet: { title: string; channelTitle: string; thumbnails: Record<string, Thumb> }; status?: { privacyStatus: string }; contentDetails?: { itemCount: number } }
interface ItemBody { snippet: { title: string; position: number; resourceId: { videoId: string } } }
interface ListBody<T> { items: T[]; nextPageToken?: string }

const body = <T>(file: string) => recording('youtube', file).body as T;
const tokens = { get: () => Promise.resolve('ya29.recorded'), invalidate: () => undefined };

let platform: RecordedPlatform | undefined;

async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('ytmusic', routes);
  return createYtMusicLibrary({ baseUrls: { api: platform.url, data: platform.url }, http: platform.http, userToken: tokens });
}

function expectPlaylist(mapped: unknown, real: PlaylistBody) {
  expect(mapped).toEqual({
    id: real.id,
    title: real.snippet.title,
    public: real.status?.privacyStatus === 'public',
    collaborative: false,
    nb_tracks: real.contentDetails?.itemCount ?? 0,
    url: `https://music.youtube.com/playlist?list=${real.id}`,
    cover: coverOf(Object.values(real.snippet.thumbnails)),
    checksum: real.etag,
    owner: real.snippet.channelTitle,
  });
}

describe('YouTube Music library on recorded YouTube Data API bodies', () => {
  it('reads every page of mine=true playlists (pageToken, maxResults 50); an empty likes id adds no liked list', async () => {
    const page1 = body<ListBody<PlaylistBody>>('playlists-page-1.json');
    const page2 = body<ListBody<PlaylistBody>>('playlists-page-2.json');
    const library = await libraryOn([
      route(recording('youtube', 'channels-statistics-content-details.json')),
      route(recording('youtube', 'playlists-page-2.json'), { query: { pageToken: page1.nextPageToken! } }),
      route(recording('youtube', 'playlists-page-1.json')),
    ]);
    const { total, items } = await library.playlists();
    const real = [...page1.items, ...page2.items];
    expect(total).toBe(real.length);
    real.forEach((playlist, i) => expectPlaylist(items[i], playlist));
    const lists = platform!.requests.filter((r) => r.path === '/youtube/v3/playlists');
    expect(lists.map((r) => [r.query.get('mine'), r.query.get('maxResults'), r.query.get('pageToken')])).toEqual([['true', '50', null], ['true', '50', page1.nextPageToken]]);
    expect(lists[0]!.query.get('part')!.split(',')).toEqual(expect.arrayContaining(['snippet', 'contentDetails']));
    expect(lists[0]!.headers.authorization).toBe('Bearer ya29.recorded');
    expect(platform!.requests.some((r) => r.path === '/youtube/v3/playlistItems')).toBe(false);
    expect(platform!.unmatched).toEqual([]);
  });

  it('maps privacy and item counts where the playlists carry status and contentDetails', async () => {
    for (const file of ['playlists-status-content-details.json', 'playlists-mine.json', 'playlists-single.json']) {
      const library = await libraryOn([route(recording('youtube', 'channels-statistics-content-details.json')), route(recording('youtube', file))]);
      const real = body<ListBody<PlaylistBody>>(file).items;
      const { items } = await library.playlists();
      expect(items.length, file).toBe(real.length);
      real.forEach((playlist, i) => expectPlaylist(items[i], playlist));
      await platform!.close();
      platform = undefined;
    }
  });

  it('a Google account without a channel has no playlists (channels.list answers no items)', async () => {
    const withChannel = body<Record<string, unknown>>('channels-snippet.json');
    // Documented variant of the recorded list: the same envelope with no channel in it.
    const library = await libraryOn([{ endpoint: 'GET /youtube/v3/channels', body: { ...withChannel, pageInfo: { totalResults: 0, resultsPerPage: 5 }, items: [] } }]);
    expect(await library.playlists()).toEqual({ total: 0, items: [] });
    expect(platform!.requests.map((r) => r.path)).toEqual(['/youtube/v3/channels']);
  });

  it('creates a private playlist, then inserts each video on its own', async () => {
    const created = body<{ id: string }>('playlists-insert.json');
    const library = await libraryOn([route(recording('youtube', 'playlists-insert.json')), route(recording('youtube', 'playlist-items-insert.json'))]);
    const seen: unknown[] = [];
    const playlist = await library.createPlaylist({ title: 'Test playlist', description: '', trackIds: ['2sjqTHE0zok', 'dQw4w9WgXcQ'], onCreated: (p) => Promise.resolve(void seen.push(p)) });
    expect(playlist).toEqual({ id: created.id, url: `https://music.youtube.com/playlist?list=${created.id}` });
    expect(seen).toEqual([playlist]);
    const [insert, ...adds] = platform!.requests;
    expect([insert!.method, insert!.path, insert!.query.get('part')]).toEqual(['POST', '/youtube/v3/playlists', 'snippet,status']);
    expect(JSON.parse(insert!.body)).toEqual({ snippet: { title: 'Test playlist', description: '' }, status: { privacyStatus: 'private' } });
    expect(adds.map((r) => JSON.parse(r.body))).toEqual(
      ['2sjqTHE0zok', 'dQw4w9WgXcQ'].map((videoId) => ({ snippet: { playlistId: created.id, resourceId: { kind: 'youtube#video', videoId } } })),
    );
  });

  it('a 401 while adding (recorded authError) stops the write and says how far it got', async () => {
    const created = body<{ id: string }>('playlists-insert.json');
    const library = await libraryOn([route(recording('youtube', 'playlists-insert.json')), route(recording('youtube', 'error-401-auth.json'))]);
    const error = await library.createPlaylist({ title: 't', trackIds: ['2sjqTHE0zok'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlaylistWriteError);
    expect((error as PlaylistWriteError).playlist?.id).toBe(created.id);
    expect((error as PlaylistWriteError).added).toEqual([]);
    expect((error as PlaylistWriteError).cause).toBeInstanceOf(UserAuthorizationError);
  });

  it('recorded 403 and 400 error bodies become platform errors', async () => {
    let library = await libraryOn([route(recording('youtube', 'error-403-permission.json'))]);
    const denied = await library.playlists().catch((e: unknown) => e);
    expect(isPlatformError(denied) && [denied.code, denied.status]).toEqual(['unsupported', 403]);
    await platform!.close();
    library = await libraryOn([route(recording('youtube', 'channels-statistics-content-details.json')), route(recording('youtube', 'error-400-key-invalid.json'))]);
    const invalid = await library.playlists().catch((e: unknown) => e);
    expect(isPlatformError(invalid) && [invalid.code, invalid.status]).toEqual(['bad_response', 400]);
    expect((invalid as Error).message).toContain(body<{ error: { message: string } }>('error-400-key-invalid.json').error.message);
  });

  it('recorded 500 and 503 bodies are retried, then unavailable', async () => {
    for (const file of ['error-500-internal.json', 'error-503-backend.json']) {
      const library = await libraryOn([route(recording('youtube', file), { endpoint: 'GET /youtube/v3/channels' })]);
      const error = await library.playlists().catch((e: unknown) => e);
      expect(isPlatformError(error) && error.code, file).toBe('unavailable');
      expect(platform!.requests.length, file).toBeGreaterThan(1);
      await platform!.close();
      platform = undefined;
    }
  });

  it('albums and history are ENOTSUPPORTED with the reason', async () => {
    const library = await libraryOn([]);
    for (const read of [library.albums, library.history]) {
      const error = await read().catch((e: unknown) => e);
      expect(isPlatformError(error) && error.code).toBe('unsupported');
      expect(isPlatformError(error) && error.publicMessage).toMatch(/YouTube Data API v3, which offers no (saved albums|listening history) for YouTube Music/);
    }
    expect(platform!.requests).toEqual([]);
  });
});

describe('playlist items on recorded bodies', () => {
  it('reads every page in order, video ids from resourceId', async () => {
    const page1 = body<ListBody<ItemBody>>('playlist-items-page-1.json');
    const page2 = body<ListBody<ItemBody>>('playlist-items-page-2.json');
    platform = await startRecordedPlatform('ytmusic', [
      route(recording('youtube', 'playlist-items-page-2.json'), { query: { pageToken: page1.nextPageToken! } }),
      route(recording('youtube', 'playlist-items-page-1.json')),
    ]);
    const api = createDataApiClient({ baseUrl: platform.url, http: platform.http, userToken: tokens });
    const entries = await api.playlistItems('PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw');
    expect(entries.map((e) => [e.snippet?.resourceId?.videoId, e.snippet?.title, e.snippet?.position])).toEqual(
      [...page1.items, ...page2.items].map((item) => [item.snippet.resourceId.videoId, item.snippet.title, item.snippet.position]),
    );
    expect(platform.requests.map((r) => r.query.get('playlistId'))).toEqual(['PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw', 'PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw']);
  });

  it('reads the one-page, filtered and multi-id lists', async () => {
    for (const file of ['playlist-items-short-list.json', 'playlist-items-filter-video.json', 'playlist-items-multi.json']) {
      platform = await startRecordedPlatform('ytmusic', [route(recording('youtube', file))]);
      const api = createDataApiClient({ baseUrl: platform.url, http: platform.http, userToken: tokens });
      const real = body<ListBody<ItemBody>>(file).items;
      expect((await api.playlistItems('PL')).map((e) => e.snippet?.resourceId?.videoId), file).toEqual(real.map((item) => item.snippet.resourceId.videoId));
      await platform.close();
      platform = undefined;
    }
  });
});

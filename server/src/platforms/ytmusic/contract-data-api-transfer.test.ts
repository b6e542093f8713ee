/**
 * What a library transfer reads and writes on YouTube Music, fed with real recorded Data API
 * bodies (packages/recorded/data/youtube) through the real HTTP layer. Where no public project
 * recorded a body (`videos.rate` answers 204 without one; the error bodies of a repeated
 * subscription, an unknown channel and an unknown video), the documented body is used, with its
 * page. The spent quota is recorded (error-403-quota-exceeded.json).
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { videoSchema, type DataPlaylistItem } from './data-api-schemas';
import { createDataApiClient } from './data-api';
import { createYtMusicLibrary } from './library';
import { toLibraryEntry } from './library-entry';

interface Thumb { url: string; width?: number }
interface ItemBody { id: string; snippet: { title: string; publishedAt: string; resourceId: { videoId: string } } }
interface SubscriptionBody { snippet: { title: string; resourceId: { channelId: string }; thumbnails: Record<string, Thumb> } }
interface ListBody<T> { items: T[]; nextPageToken?: string }

const body = <T>(file: string) => recording('youtube', file).body as T;
const tokens = { get: () => Promise.resolve('ya29.recorded'), invalidate: () => undefined };

/** Google's error envelope as https://developers.google.com/youtube/v3/docs/errors documents each reason. */
const documentedError = (code: number, domain: string, reason: string, message: string) => ({ error: { code, message, errors: [{ message, domain, reason }] } });
// https://developers.google.com/youtube/v3/docs/subscriptions/insert#errors
const subscriptionDuplicate = documentedError(400, 'youtube.subscription', 'subscriptionDuplicate', 'The subscription that you are trying to create already exists.');
const publisherNotFound = documentedError(404, 'youtube.subscription', 'publisherNotFound', "The resource identified by the request's snippet.resourceId property cannot be found.");
// https://developers.google.com/youtube/v3/docs/videos/rate#errors
const videoNotFound = documentedError(404, 'youtube.video', 'videoNotFound', 'The video that you are trying to rate cannot be found.');

let platform: RecordedPlatform | undefined;
async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('ytmusic', routes);
  return createYtMusicLibrary({ baseUrls: { api: platform.url, data: platform.url }, http: platform.http, userToken: tokens });
}

describe('YouTube Music transfer reads on recorded bodies', () => {
  it('likedTracks reads the liked list the channel names through playlistItems, every page, videos looked up', async () => {
    const channels = body<ListBody<{ contentDetails: { relatedPlaylists: Record<string, string> } }>>('channels-statistics-content-details.json');
    // Documented variant of the recorded channel: for the signed-in listener, relatedPlaylists.likes
    // names the liked list (https://developers.google.com/youtube/v3/docs/channels#contentDetails.relatedPlaylists.likes),
    // which is `LL` (https://developers.google.com/youtube/v3/docs/playlistItems/list reads it by that id).
    const [mine, ...others] = channels.items;
    const withLikes = { ...channels, items: [{ ...mine!, contentDetails: { ...mine!.contentDetails, relatedPlaylists: { ...mine!.contentDetails.relatedPlaylists, likes: 'LL' } } }, ...others] };
    const page1 = body<ListBody<ItemBody>>('playlist-items-page-1.json');
    const page2 = body<ListBody<ItemBody>>('playlist-items-page-2.json');
    const video = body<ListBody<{ id: string }>>('videos-snippet-content-details-status.json');
    const library = await libraryOn([
      { endpoint: 'GET /youtube/v3/channels', body: withLikes },
      route(recording('youtube', 'playlist-items-page-2.json'), { query: { playlistId: 'LL', pageToken: page1.nextPageToken! } }),
      route(recording('youtube', 'playlist-items-page-1.json'), { query: { playlistId: 'LL' } }),
      route(recording('youtube', 'videos-snippet-content-details-status.json')),
    ]);
    const liked = await library.likedTracks();
    const real = [...page1.items, ...page2.items];
    expect(liked.map((e) => [e.entryId, e.addedAt, e.track.id, e.track.title, e.playable])).toEqual(
      real.map((item) => [item.id, item.snippet.publishedAt, item.snippet.resourceId.videoId, item.snippet.title, video.items.some((v) => v.id === item.snippet.resourceId.videoId)]),
    );
    const items = platform!.requests.filter((r) => r.path === '/youtube/v3/playlistItems');
    expect(items.map((r) => [r.query.get('playlistId'), r.query.get('maxResults'), r.query.get('pageToken')])).toEqual([['LL', '50', null], ['LL', '50', page1.nextPageToken]]);
    expect(platform!.requests.filter((r) => r.path === '/youtube/v3/channels').map((r) => r.query.get('mine'))).toEqual(['true']);
    expect(platform!.unmatched).toEqual([]);
  });

  it('likedTracks is empty, asking nothing more, when the channel names no liked list (recorded likes "")', async () => {
    const channels = body<ListBody<{ contentDetails: { relatedPlaylists: { likes: string } } }>>('channels-statistics-content-details.json');
    expect(channels.items[0]!.contentDetails.relatedPlaylists.likes).toBe('');
    const library = await libraryOn([route(recording('youtube', 'channels-statistics-content-details.json'))]);
    expect(await library.likedTracks()).toEqual([]);
    expect(platform!.requests.map((r) => r.path)).toEqual(['/youtube/v3/channels']);
  });

  it('a spent quota while reading the liked list (recorded) is the quota error, not retried', async () => {
    const channels = body<ListBody<{ contentDetails: { relatedPlaylists: Record<string, string> } }>>('channels-statistics-content-details.json');
    const [mine] = channels.items;
    // The same documented variant as above: the signed-in listener's liked list is LL.
    const withLikes = { ...channels, items: [{ ...mine!, contentDetails: { ...mine!.contentDetails, relatedPlaylists: { ...mine!.contentDetails.relatedPlaylists, likes: 'LL' } } }] };
    const library = await libraryOn([{ endpoint: 'GET /youtube/v3/channels', body: withLikes }, route(recording('youtube', 'error-403-quota-exceeded.json'))]);
    const spent = await library.likedTracks().catch((e: unknown) => e);
    expect(isPlatformError(spent) && [spent.code, spent.status]).toEqual(['rate_limited', 403]);
    expect(platform!.requests.filter((r) => r.path === '/youtube/v3/playlistItems')).toHaveLength(1);
  });

  it('a list that is gone (recorded playlistNotFound) is not_found', async () => {
    platform = await startRecordedPlatform('ytmusic', [route(recording('youtube', 'error-404-playlist-not-found.json'))]);
    const api = createDataApiClient({ baseUrl: platform.url, http: platform.http, userToken: tokens });
    const gone = await api.playlistItems('LL').catch((e: unknown) => e);
    expect(isPlatformError(gone) && [gone.code, gone.status]).toEqual(['not_found', 404]);
  });

  it('playlistEntries reads every page, asks videos.list for all their ids, and keeps the entries it cannot find as unplayable', async () => {
    const page1 = body<ListBody<ItemBody>>('playlist-items-page-1.json');
    const page2 = body<ListBody<ItemBody>>('playlist-items-page-2.json');
    const video = body<ListBody<{ id: string }>>('videos-snippet-content-details-status.json');
    const library = await libraryOn([
      route(recording('youtube', 'channels-statistics-content-details.json')),
      route(recording('youtube', 'playlist-items-page-2.json'), { query: { pageToken: page1.nextPageToken! } }),
      route(recording('youtube', 'playlist-items-page-1.json')),
      route(recording('youtube', 'videos-snippet-content-details-status.json')),
      route(recording('youtube', 'playlists-single.json')),
    ]);
    const { playlist, entries } = await library.playlistEntries('PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw');
    const real = [...page1.items, ...page2.items];
    expect(entries.map((e) => [e.entryId, e.addedAt, e.track.id, e.track.title, e.playable])).toEqual(
      real.map((item) => [item.id, item.snippet.publishedAt, item.snippet.resourceId.videoId, item.snippet.title, video.items.some((v) => v.id === item.snippet.resourceId.videoId)]),
    );
    expect(playlist).toMatchObject({ id: body<ListBody<{ id: string }>>('playlists-single.json').items[0]!.id, nb_tracks: real.length });
    const asked = platform!.requests.filter((r) => r.path === '/youtube/v3/videos');
    expect(asked.map((r) => [r.query.get('part'), r.query.get('id')])).toEqual([['snippet,contentDetails,status', real.map((i) => i.snippet.resourceId.videoId).join(',')]]);
    expect(platform!.unmatched).toEqual([]);
  });

  it('reads category, duration, channel and region restriction from the recorded video', () => {
    const item = body<ListBody<DataPlaylistItem>>('playlist-items-short-list.json').items[0]!;
    const raw = body<ListBody<unknown>>('videos-snippet-content-details-status.json').items[0]!;
    const video = videoSchema.parse(raw);
    const real = raw as { snippet: { title: string; channelTitle: string; categoryId: string; thumbnails: { standard: Thumb } }; contentDetails: { duration: string } };
    expect(real.snippet.categoryId).not.toBe('10');
    expect(real.contentDetails.duration).toBe('PT21M7S');
    // Video frames come in fixed sizes: the 640 × 480 \`standard\` one is the cover size (docs/platforms.md, "Covers").
    expect(real.snippet.thumbnails.standard.width).toBe(640);
    expect(toLibraryEntry(item, video, 'US')).toMatchObject({
      kind: 'episode',
      playable: true,
      track: { title: real.snippet.title, artists: [real.snippet.channelTitle], durationMs: (21 * 60 + 7) * 1000, cover: real.snippet.thumbnails.standard.url, isVideo: true },
    });
    // Documented variants (https://developers.google.com/youtube/v3/docs/videos#contentDetails.regionRestriction).
    const restricted = (regionRestriction: object) => videoSchema.parse({ ...video, contentDetails: { ...video.contentDetails, regionRestriction } });
    expect(toLibraryEntry(item, restricted({ blocked: ['US'] }), 'US')?.playable).toBe(false);
    expect(toLibraryEntry(item, restricted({ blocked: ['US'] }), 'DE')?.playable).toBe(true);
    expect(toLibraryEntry(item, restricted({ allowed: ['DE'] }), 'US')?.playable).toBe(false);
    expect(toLibraryEntry(item, undefined, 'US')).toMatchObject({ kind: 'track', playable: false, track: { title: item.snippet!.title } });
  });

  it('artists() reads every page of subscriptions.list?mine=true', async () => {
    const page1 = body<ListBody<SubscriptionBody>>('subscriptions-mine-page-1.json');
    const page2 = body<ListBody<SubscriptionBody>>('subscriptions-mine-page-2.json');
    const library = await libraryOn([
      route(recording('youtube', 'subscriptions-mine-page-2.json'), { query: { pageToken: page1.nextPageToken! } }),
      route(recording('youtube', 'subscriptions-mine-page-1.json')),
    ]);
    const artists = await library.artists();
    expect(artists).toEqual(
      [...page1.items, ...page2.items].map((s) => ({
        id: s.snippet.resourceId.channelId,
        name: s.snippet.title,
        url: `https://music.youtube.com/channel/${s.snippet.resourceId.channelId}`,
        // The largest channel picture, asked at the cover size by its size option (`/s800-…` → `/s640-…`).
        cover: s.snippet.thumbnails.high!.url.replace(/\/s800-/, '/s640-'),
      })),
    );
    expect(platform!.requests.map((r) => [r.query.get('mine'), r.query.get('maxResults'), r.query.get('pageToken')])).toEqual([['true', '50', null], ['true', '50', page1.nextPageToken]]);
  });
});

describe('YouTube Music transfer writes on recorded and documented bodies', () => {
  it('saveTracks: videos.rate?rating=like without a body (204); an unknown video is refused; a spent quota fails the request', async () => {
    let library = await libraryOn([{ endpoint: 'POST /youtube/v3/videos/rate', status: 204, body: '' }]);
    expect(await library.saveTracks(['D-lhorsDlUQ'])).toEqual([]);
    const [rate] = platform!.requests;
    expect([rate!.method, rate!.query.get('id'), rate!.query.get('rating'), rate!.body]).toEqual(['POST', 'D-lhorsDlUQ', 'like', '']);
    await platform!.close();
    library = await libraryOn([{ endpoint: 'POST /youtube/v3/videos/rate', status: 404, body: videoNotFound }]);
    expect(await library.saveTracks(['zzzzzzzzzzz'])).toEqual([{ id: 'zzzzzzzzzzz', reason: 'not_found' }]);
    await platform!.close();
    // Google answers a spent quota the same way on every method (recorded on playlistItems.list).
    library = await libraryOn([route(recording('youtube', 'error-403-quota-exceeded.json'), { endpoint: 'POST /youtube/v3/videos/rate' })]);
    const spent = await library.saveTracks(['D-lhorsDlUQ']).catch((e: unknown) => e);
    expect(isPlatformError(spent) && [spent.code, spent.status]).toEqual(['rate_limited', 403]);
    expect(isPlatformError(spent) && spent.publicMessage).toMatch(/daily YouTube Data API quota is spent; it resets at midnight Pacific Time/);
    // Not retried: the quota comes back at midnight Pacific Time, not in seconds.
    expect(platform!.requests.length).toBe(1);
  });

  it('followArtists: subscriptions.insert (recorded answer); subscriptionDuplicate is success; publisherNotFound is refused', async () => {
    const inserted = body<{ snippet: { resourceId: { channelId: string } } }>('subscriptions-insert.json');
    const channelId = inserted.snippet.resourceId.channelId;
    let library = await libraryOn([route(recording('youtube', 'subscriptions-insert.json'))]);
    expect(await library.followArtists([channelId])).toEqual([]);
    const [insert] = platform!.requests;
    expect([insert!.method, insert!.query.get('part'), JSON.parse(insert!.body)]).toEqual(['POST', 'snippet', { snippet: { resourceId: { kind: 'youtube#channel', channelId } } }]);
    await platform!.close();
    library = await libraryOn([{ endpoint: 'POST /youtube/v3/subscriptions', status: 400, body: subscriptionDuplicate }]);
    expect(await library.followArtists([channelId])).toEqual([]);
    await platform!.close();
    library = await libraryOn([{ endpoint: 'POST /youtube/v3/subscriptions', status: 404, body: publisherNotFound }]);
    expect(await library.followArtists(['UCnobody'])).toEqual([{ id: 'UCnobody', reason: 'not_found' }]);
  });

  it('addToPlaylist: one playlistItems.insert (recorded answer); more ids than the batch throw before sending', async () => {
    const library = await libraryOn([route(recording('youtube', 'playlist-items-insert.json'))]);
    expect(await library.addToPlaylist('PLx', ['2sjqTHE0zok'])).toEqual([]);
    expect(JSON.parse(platform!.requests[0]!.body)).toEqual({ snippet: { playlistId: 'PLx', resourceId: { kind: 'youtube#video', videoId: '2sjqTHE0zok' } } });
    await expect(library.addToPlaylist('PLx', ['2sjqTHE0zok', 'dQw4w9WgXcQ'])).rejects.toThrow(RangeError);
    await expect(library.saveTracks(['a', 'b'])).rejects.toThrow(RangeError);
    expect(platform!.requests.length).toBe(1);
  });
});

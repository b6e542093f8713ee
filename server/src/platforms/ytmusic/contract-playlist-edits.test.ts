/**
 * YouTube Music playlist edits on real recorded Data API bodies: the version read as the recorded
 * `playlistItems.list` page's etag, equal to the checksum `playlistEntries` reports from the same
 * pages; `playlistItems.delete` by item id (204 without a body, as documented) and
 * `playlistItems.update` with the snippet the reference requires, answered with a recorded item.
 */
import { recording } from '@segue/recorded';
import { afterEach, describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { createYtMusicLibrary } from './library';

interface ListBody { etag: string; nextPageToken?: string; items: Array<{ id: string; snippet: { playlistId: string; resourceId: { videoId: string } } }> }

const body = (file: string) => recording('youtube', file).body as ListBody;
const tokens = { get: () => Promise.resolve('ya29.recorded'), invalidate: () => undefined };

let platform: RecordedPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('ytmusic', routes);
  return createYtMusicLibrary({ baseUrls: { api: platform.url, data: platform.url }, http: platform.http, userToken: tokens });
}

describe('YouTube Music playlist edits on recorded bodies', () => {
  it('reads the version as the etag of the first recorded page of items (asked as playlistEntries asks it), equal to the checksum it reports', async () => {
    const page1 = body('playlist-items-page-1.json');
    const id = page1.items[0]!.snippet.playlistId;
    const library = await libraryOn([
      route(recording('youtube', 'channels-statistics-content-details.json')),
      route(recording('youtube', 'playlist-items-page-2.json'), { query: { pageToken: page1.nextPageToken! } }),
      route(recording('youtube', 'playlist-items-page-1.json')),
      route(recording('youtube', 'videos-snippet-content-details-status.json')),
      route(recording('youtube', 'playlists-single.json')),
    ]);
    const version = await library.playlistVersion(id);
    expect(version).toBe(page1.etag);
    const [read] = platform!.requests;
    expect([read!.method, read!.path, read!.query.get('playlistId'), read!.query.get('maxResults')]).toEqual(['GET', '/youtube/v3/playlistItems', id, '50']);
    const { playlist } = await library.playlistEntries(id);
    expect(playlist.checksum).toBe(version);
    // The first page asked again, with the same parts: the etags compare.
    const first = platform!.requests.filter((r) => r.path === '/youtube/v3/playlistItems' && !r.query.has('pageToken'));
    expect(first.map((r) => r.query.get('part'))).toEqual([read!.query.get('part'), read!.query.get('part')]);
  });

  it('deletes one item by its id and moves one with the playlist, video and position in its snippet', async () => {
    const inserted = recording('youtube', 'playlist-items-insert.json');
    const item = inserted.body as ListBody['items'][number];
    const library = await libraryOn([
      { endpoint: 'DELETE /youtube/v3/playlistItems', status: 204, body: '' },
      route(inserted, { endpoint: 'PUT /youtube/v3/playlistItems' }),
    ]);
    const entry = { trackId: item.snippet.resourceId.videoId, entryId: item.id, position: 0 };
    await library.removeFromPlaylist(item.snippet.playlistId, [entry]);
    await library.movePlaylistEntry(item.snippet.playlistId, [entry, { trackId: 'x', entryId: 'y', position: 1 }], 0, 1);
    const [removal, move] = platform!.requests;
    expect([removal!.method, removal!.query.get('id')]).toEqual(['DELETE', item.id]);
    expect([move!.method, move!.query.get('part')]).toEqual(['PUT', 'snippet']);
    expect(JSON.parse(move!.body)).toEqual({ id: item.id, snippet: { playlistId: item.snippet.playlistId, resourceId: { kind: 'youtube#video', videoId: item.snippet.resourceId.videoId }, position: 1 } });
    expect(platform!.unmatched).toEqual([]);
  });
});

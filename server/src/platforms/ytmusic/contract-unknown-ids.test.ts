/**
 * The check add-playlist makes before creating anything, on real recorded videos.list answers:
 * the YouTube Data API leaves an id of no video out of `items`
 * (https://developers.google.com/youtube/v3/docs/videos/list).
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { createYtMusicLibrary } from './library';

const tokens = { get: () => Promise.resolve('ya29.recorded'), invalidate: () => undefined };

describe('YouTube Music unknown video ids on recorded videos.list answers', () => {
  it.each(['videos-by-ids-two.json', 'videos-by-id-one.json'])('reports the ids asked that the items of %s leave out', async (file) => {
    const recorded = recording('youtube', file);
    const returned = (recorded.body as { items: { id: string }[] }).items.map((item) => item.id);
    const asked = ['aaaaaaaaaaa', ...returned, 'bbbbbbbbbbb'];
    const platform = await startRecordedPlatform('ytmusic', [route(recorded)]);
    const library = createYtMusicLibrary({ baseUrls: { api: platform.url, data: platform.url }, http: platform.http, userToken: tokens });
    expect(await library.unknownTracks(asked)).toEqual(asked.filter((id) => !returned.includes(id)));
    expect(platform.requests.map((r) => [r.path, r.query.get('id'), r.query.get('part')])).toEqual([['/youtube/v3/videos', asked.join(','), 'id']]);
  });
});

/**
 * The check add-playlist makes before creating anything, on a real recorded `songs?ids=` answer:
 * Apple Music leaves an id it does not know out of `data`
 * (https://developer.apple.com/documentation/applemusicapi/get-multiple-catalog-songs-by-id).
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { apple, bodyOf, recordedApple, type Json } from '../../../test/support/platforms/applemusic-contract';

describe('Apple Music unknown song ids on recorded responses', () => {
  it("reports the ids asked that the recorded data leaves out, in the user's storefront", async () => {
    const storefront = bodyOf('mixd-me-storefront.json').data[0].id as string;
    const returned = (bodyOf('mixd-songs-by-ids.json').data as Json[]).map((song) => song.id as string);
    const asked = [...returned, '1000000001', '1000000002'];
    const { library, platform } = await recordedApple([route(apple('mixd-me-storefront.json')), route(apple('mixd-songs-by-ids.json'))]);
    expect(await library.unknownTracks(asked)).toEqual(asked.filter((id) => !returned.includes(id)));
    const lookup = platform.requests.find((r) => r.path.endsWith('/songs'))!;
    expect([lookup.path, lookup.query.get('ids')]).toEqual([`/v1/catalog/${storefront}/songs`, asked.join(',')]);
  });
});

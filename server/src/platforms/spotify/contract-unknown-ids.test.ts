/**
 * The check add-playlist makes before creating anything, on a real recorded multi-get: Spotify's
 * `GET /v1/tracks?ids=` answers `null` in the place of an id it does not know
 * (https://developer.spotify.com/documentation/web-api/reference/get-several-tracks).
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { bodyOf, recordedLibrary, spotify, type Body } from '../../../test/support/platforms/spotify-contract';

describe('Spotify unknown track ids on recorded responses', () => {
  it('reports the id whose place in the recorded list is null, asking all ids in one call', async () => {
    const tracks = bodyOf('tracks-by-ids-with-null.json').tracks as (Body | null)[];
    // The recording does not name the id it was asked for in the null's place: any id stands there.
    const asked = tracks.map((track, i) => track?.id ?? `unknownTrack${i}`);
    const { platform, library } = await recordedLibrary([route(spotify('tracks-by-ids-with-null.json'))]);
    expect(await library.unknownTracks(asked)).toEqual(asked.filter((_, i) => tracks[i] === null));
    expect(platform.requests.map((r) => [r.path, r.query.get('ids')])).toEqual([['/v1/tracks', asked.join(',')]]);
  });

  it.each(['tracks-by-ids-two.json', 'tracks-by-ids-2015.json'])('reports none when every place of %s holds a track', async (file) => {
    const asked = (bodyOf(file).tracks as Body[]).map((track) => track.id as string);
    const { library } = await recordedLibrary([route(spotify(file))]);
    expect(await library.unknownTracks(asked)).toEqual([]);
  });
});

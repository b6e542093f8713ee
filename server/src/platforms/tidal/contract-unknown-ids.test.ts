/**
 * The check add-playlist makes before creating anything: `GET /v2/tracks?filter[id]=` answers a
 * JSON:API collection of the tracks TIDAL knows
 * (https://tidal-music.github.io/tidal-api-reference/#/tracks/get_tracks). No public project has
 * recorded a `/v2/tracks` collection, so the recorded `/v2/albums?filter[id]=` collection (the same
 * top-level document: `data` an array of resources, `links.self`, `included`) stands in for it;
 * only the ids of `data` are read.
 */
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { doc, tidal } from '../../../test/support/platforms/tidal-contract';
import { createTidalLibrary } from './library';

describe('TIDAL unknown track ids on a recorded collection', () => {
  it('reports the ids asked that the collection data leaves out, in one filter[id] call', async () => {
    const file = 'albums-by-id-single.json';
    const returned = (doc(file).data as { id: string }[]).map((resource) => resource.id);
    const asked = [...returned, '999999991', '999999992'];
    const platform = await startRecordedPlatform('tidal', [route(tidal(file), { endpoint: 'GET /v2/tracks' })]);
    const library = createTidalLibrary({
      baseUrls: { api: platform.url, auth: platform.url, login: platform.url },
      http: platform.http,
      userToken: { get: async () => 'tidal-user-token', invalidate: () => undefined },
    });
    expect(await library.unknownTracks(asked)).toEqual(asked.filter((id) => !returned.includes(id)));
    expect(platform.requests.map((r) => r.query.get('filter[id]'))).toEqual([asked.join(',')]);
  });
});

import { describe, expect, it } from 'vitest';
import { route, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { coverFile, doc, find, image640, isoMs, sharingUrl, startTidal, tidal, type JsonApiResource } from '../../../test/support/platforms/tidal-contract';

let platform: RecordedPlatform | undefined;

/**
 * The recorded searches are of the form before `GET /searchResults?filter[query]=` (2026-08):
 * the query as the id of `/searchResults/{id}/relationships/{kind}`. An API without the filter
 * form answers it 404, and the adapter asks the older form.
 */
const noFilterForm: RecordedRoute = { endpoint: 'GET /v2/searchResults', status: 404, body: { errors: [{ status: '404', code: 'NOT_FOUND' }] } };

const ids = (file: string) => (doc(file).data as JsonApiResource[]).map((r) => r.id);

describe('TIDAL search, on recorded responses', () => {
  it('tracks: keeps the relevance order of the identifiers and reads the hits in full by id', async () => {
    const body = doc('search-tracks-relationship.json');
    // `/tracks?filter[id]=` lists the same track resources the search included.
    const byId: RecordedRoute = { endpoint: 'GET /v2/tracks', body: { data: body.included, links: { self: '/tracks' } } };
    const started = await startTidal([noFilterForm, route(tidal('search-tracks-relationship.json')), byId]);
    platform = started.platform;
    const found = await started.adapter.searchTracks({ title: 'Do Not Disturb', artists: ['Drake'] });
    expect(found.map((t) => t.id)).toEqual(ids('search-tracks-relationship.json'));
    for (const track of found) {
      const resource = find(body, 'tracks', track.id)!;
      expect(track).toMatchObject({
        title: resource.attributes!.title,
        isrc: String(resource.attributes!.isrc).toUpperCase(),
        durationMs: isoMs(resource.attributes!.duration),
        explicit: resource.attributes!.explicit,
        url: sharingUrl(resource),
      });
    }
    const search = platform.requests.find((r) => r.path.includes('/relationships/tracks'))!;
    expect(decodeURIComponent(search.path)).toBe('/v2/searchResults/Do Not Disturb Drake/relationships/tracks');
    expect(platform.requests.find((r) => r.path === '/v2/tracks')!.query.get('filter[id]')).toBe(ids('search-tracks-relationship.json').join(','));
  });

  it('tracks: an empty result is no candidates, and nothing more is asked', async () => {
    const started = await startTidal([noFilterForm, route(tidal('search-tracks-relationship-empty.json'))]);
    platform = started.platform;
    await expect(started.adapter.searchTracks({ title: 'Do Not Disturb', artists: ['Drake'] })).resolves.toEqual([]);
    expect(platform.requests.filter((r) => r.path === '/v2/tracks')).toEqual([]);
    expect(platform.unmatched).toEqual([]);
  });

  it('albums: covers from imageLinks; albums named without artists are read again by id', async () => {
    const body = doc('search-albums-relationship.json');
    const again: RecordedRoute = { endpoint: 'GET /v2/albums', body: { data: [], links: { self: '/albums' } } };
    const started = await startTidal([noFilterForm, route(tidal('search-albums-relationship.json')), again]);
    platform = started.platform;
    const found = await started.adapter.searchAlbums({ title: 'For All The Dogs', artists: ['Drake'] });
    expect(found.map((a) => a.id)).toEqual(ids('search-albums-relationship.json').slice(0, 10));
    for (const album of found) {
      const resource = find(body, 'albums', album.id)!;
      expect(album).toMatchObject({
        title: resource.attributes!.title,
        upc: resource.attributes!.barcodeId,
        releaseDate: resource.attributes!.releaseDate,
        totalTracks: resource.attributes!.numberOfItems,
        cover: image640(body, resource, 'coverArt'),
        url: sharingUrl(resource),
      });
    }
    const reread = platform.requests.find((r) => r.path === '/v2/albums')!;
    expect(reread.query.get('filter[id]')!.split(',')).toEqual(found.map((a) => a.id));
    expect(reread.query.get('include')).toBe('artists,coverArt');
  });

  it('artists: in the order of the identifiers, not of included (which is by id), with their pictures', async () => {
    const body = doc('search-artists-relationship.json');
    const started = await startTidal([noFilterForm, route(tidal('search-artists-relationship.json'))]);
    platform = started.platform;
    const found = await started.adapter.searchArtists('J. Cole');
    expect(found.map((a) => a.id)).toEqual(ids('search-artists-relationship.json').slice(0, 10));
    for (const artist of found) {
      const resource = find(body, 'artists', artist.id)!;
      // Older artist resources carried `imageLinks` (750, 480, 320, 160 px): 750, the smallest above 640.
      const image = coverFile((resource.attributes!.imageLinks ?? []) as Array<{ href: string; meta: { width: number; height: number } }>);
      expect(artist).toMatchObject({ name: resource.attributes!.name, url: sharingUrl(resource), image });
    }
  });
});

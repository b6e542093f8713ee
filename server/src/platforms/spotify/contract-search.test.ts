/**
 * Search, ISRC and UPC lookups and relinking on real recorded Spotify responses. Where a quirk is
 * known only from reports (a UPC search answering `"items":[null]`, `is_playable: false` in a
 * market), the recorded body is varied in the test the way the report shows, never in the data.
 */
import { recordingsOf } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { findAlbum } from '../../matching/find-album';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { apiRequests, bodyOf, expectAlbum, expectTrack, recordedAdapter, spotify, type Body } from '../../../test/support/platforms/spotify-contract';

let platform: RecordedPlatform | undefined;

const searches = recordingsOf('spotify', 'GET /v1/search');
const ofType = (key: 'tracks' | 'albums' | 'artists') => searches.filter((r) => key in (r.body as object)).map((r) => [r.file, r] as const);

describe('Spotify search on recorded responses', () => {
  it.each(ofType('tracks'))('maps the track hits of %s', async (_file, recorded) => {
    const items = (recorded.body as Body).tracks.items.filter(Boolean);
    const env = await recordedAdapter([route(recorded)]);
    platform = env.platform;
    const found = await env.adapter.searchTracks({ title: 'x', artists: ['y'] });
    expect(found.map((t) => t.id)).toEqual(items.map((t: Body) => t.id));
    items.forEach((raw: Body, i: number) => expectTrack(found[i], raw));
    const request = apiRequests(platform)[0]!;
    expect(request.query.get('type')).toBe('track');
    expect(request.query.get('market')).toBe('US');
  });

  it('gives every track hit its album position (track_number, disc_number)', async () => {
    const items = bodyOf('search-tracks-java.json').tracks.items as Body[];
    const env = await recordedAdapter([route(spotify('search-tracks-java.json'))]);
    platform = env.platform;
    const found = await env.adapter.searchTracks({ title: 'x', artists: ['y'] });
    expect(found.map((t) => [t.trackNumber, t.discNumber])).toEqual(items.map((t) => [t.track_number, t.disc_number]));
    expect(found.every((t) => t.trackNumber! >= 1 && t.discNumber! >= 1)).toBe(true);
  });

  it.each(ofType('albums'))('maps the album hits of %s', async (_file, recorded) => {
    const items = (recorded.body as Body).albums.items.filter(Boolean);
    const env = await recordedAdapter([route(recorded)]);
    platform = env.platform;
    const found = await env.adapter.searchAlbums({ title: 'x', artists: ['y'] });
    expect(found).toHaveLength(items.length);
    items.forEach((raw: Body, i: number) => expectAlbum(found[i], raw));
  });

  it.each(ofType('artists'))('maps the artist hits of %s', async (_file, recorded) => {
    const items = (recorded.body as Body).artists.items.filter(Boolean);
    const env = await recordedAdapter([route(recorded)]);
    platform = env.platform;
    const found = await env.adapter.searchArtists('x');
    expect(found.map((a) => [a.id, a.name, a.url])).toEqual(items.map((a: Body) => [a.id, a.name, a.external_urls.spotify]));
  });

  it.each(recordingsOf('spotify', 'GET /v1/tracks').map((r) => [r.file, r] as const))(
    'reads every track object of the multi-get %s as a single track',
    async (_file, recorded) => {
      for (const raw of (recorded.body as Body).tracks.filter(Boolean)) {
        const env = await recordedAdapter([{ endpoint: 'GET /v1/tracks/{id}', body: raw }]);
        expectTrack(await env.adapter.getTrack(raw.id), raw);
        await env.platform.close();
      }
    },
  );

  it('looks an ISRC up by search and keeps only the hits that carry it', async () => {
    const body = bodyOf('search-tracks-test.json');
    const isrc = body.tracks.items[0].external_ids.isrc.toUpperCase();
    const env = await recordedAdapter([route(spotify('search-tracks-test.json'))]);
    platform = env.platform;
    const found = await env.adapter.lookupIsrcs([isrc]);
    expect(found.get(isrc)?.map((t) => t.id)).toEqual(
      body.tracks.items.filter((t: Body) => t.external_ids.isrc.toUpperCase() === isrc).map((t: Body) => t.id),
    );
    expect(apiRequests(platform)[0]?.query.get('q')).toBe(`isrc:${isrc}`);
  });

  it('does not offer tracks unplayable in the market while a playable one exists', async () => {
    const body = bodyOf('search-tracks-test.json');
    const [first, ...rest] = body.tracks.items;
    const marked = { tracks: { ...body.tracks, items: [{ ...first, is_playable: false, restrictions: { reason: 'market' } }, ...rest.map((t: Body) => ({ ...t, is_playable: true }))] } };
    const env = await recordedAdapter([route(spotify('search-tracks-test.json'), { body: marked })]);
    platform = env.platform;
    const found = await env.adapter.searchTracks({ title: 'x', artists: [] });
    expect(found.map((t) => t.id)).toEqual(rest.map((t: Body) => t.id));
  });

  it('keeps the id a relinked track was asked by (linked_from with only its uri)', async () => {
    const relinked = bodyOf('album-relinked-tracks.json').tracks.items.find((t: Body) => t.linked_from);
    const asked = relinked.linked_from.uri.split(':')[2];
    const env = await recordedAdapter([{ endpoint: 'GET /v1/tracks/{id}', body: relinked }]);
    platform = env.platform;
    const track = await env.adapter.getTrack(asked);
    expect(track.id).toBe(asked);
    expect(track.url).toBe(`https://open.spotify.com/track/${asked}`);
    expect(track.title).toBe(relinked.name);
    expect(track.durationMs).toBe(relinked.duration_ms);
  });
});

describe('Spotify UPC lookup on recorded responses', () => {
  const hit = bodyOf('search-album-upc-hit.json');
  const upcRoutes = (miss: Body = bodyOf('search-album-upc-miss.json')) => [
    route(spotify('search-album-upc-miss.json'), { query: { q: 'upc:602475093060' }, body: miss }),
    route(spotify('search-album-upc-hit.json'), { query: { q: 'upc:00602475093060' } }),
    route(spotify('search-tracks-none.json'), { query: { type: 'album' }, body: { albums: { ...hit.albums, items: [], total: 0 } } }),
  ];

  it('finds an album the 12-digit UPC misses by its GTIN-14 form, carrying the UPC searched for', async () => {
    const env = await recordedAdapter(upcRoutes());
    platform = env.platform;
    const found = await env.adapter.searchAlbums({ title: 'Die With A Smile', artists: [], upc: '602475093060' });
    expectAlbum(found[0], hit.albums.items[0]);
    expect(found[0]?.upc).toBe('602475093060');
    expect(apiRequests(platform).map((r) => r.query.get('q'))).toEqual(['upc:602475093060', 'upc:00602475093060']);
  });

  it('reads "items":[null] as no album and falls back to a text search (spotify/web-api#1547)', async () => {
    const miss = bodyOf('search-album-upc-miss.json');
    const nulls = { albums: { ...miss.albums, items: [null], total: 1 } };
    const routes = [
      route(spotify('search-album-upc-miss.json'), { query: { q: 'upc:12345678901' }, body: nulls }),
      route(spotify('search-album-upc-miss.json'), { query: { q: 'upc:00012345678901' }, body: nulls }),
      route(spotify('search-album-upc-hit.json')),
    ];
    const env = await recordedAdapter(routes);
    platform = env.platform;
    const album = hit.albums.items[0];
    const found = await findAlbum(env.adapter, {
      platform: 'deezer', id: '1', title: album.name, artists: album.artists.map((a: Body) => a.name),
      releaseDate: '', cover: '', url: '', upc: '12345678901', totalTracks: album.total_tracks,
    });
    expect('entity' in found && found.entity.id).toBe(album.id);
    expect(apiRequests(platform).map((r) => r.query.get('q'))).toEqual(['upc:12345678901', 'upc:00012345678901', expect.stringMatching(/^album:/)]);
  });
});

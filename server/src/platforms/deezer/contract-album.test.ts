/**
 * Real recorded album bodies through the Deezer adapter: `/album/{id}` with its first tracks
 * inline, `/album/{id}/tracks` rows (which carry the ISRC), a page past the end, `/album/upc:{upc}`.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import type { PlatformAlbum } from '../types';
import { createDeezerAdapter } from './adapter';
import { answersOf, atCoverSize, expectTrackFrom, type Body } from '../../../test/support/platforms/deezer-contract';

let platform: RecordedPlatform | undefined;

async function adapterOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('deezer', routes);
  return createDeezerAdapter({ baseUrls: { api: platform.url }, http: platform.http });
}

function expectAlbumFrom(album: PlatformAlbum, body: Body) {
  const credited = [...new Set((body.contributors as Body[] | undefined)?.map((c) => c.name as string) ?? [])];
  expect(album).toMatchObject({
    platform: 'deezer',
    id: String(body.id),
    title: body.title,
    artists: credited.length > 0 ? credited : [body.artist.name],
    releaseDate: body.release_date,
    cover: atCoverSize(body.cover_xl),
    url: body.link,
    upc: body.upc,
    totalTracks: body.nb_tracks,
  });
}

describe('Deezer /album/{id}, recorded', () => {
  it.each(answersOf('GET /album/{id}').map((r) => [r.file, r] as const))('maps %s and its inline tracks', async (_file, rec) => {
    const body = rec.body as Body;
    // The inline list holds every track of these albums; a further page, if asked for, is empty.
    const adapter = await adapterOn([route(rec), { endpoint: 'GET /album/{id}/tracks', body: { data: [], total: body.nb_tracks } }]);
    const album = await adapter.getAlbum(String(body.id));
    expectAlbumFrom(album, body);
    const rows = body.tracks.data as Body[];
    expect(album.tracks.map((t) => t.id)).toEqual(rows.map((r) => String(r.id)));
    rows.forEach((row, i) => expectTrackFrom(album.tracks[i], row, body));
  });
});

describe('Deezer album positions, recorded', () => {
  it('reads the list endpoint for positions when the inline rows have none, and not otherwise', async () => {
    const album = recording('deezer', 'album-302127-2025.json').body as Body;
    const list = recording('deezer', 'album-tracks-302127-2025.json').body as Body;
    const adapter = await adapterOn([
      { endpoint: 'GET /album/{id}/tracks', body: list },
      { endpoint: 'GET /album/{id}', body: album },
    ]);
    const plain = await adapter.getAlbum(String(album.id));
    expect(plain.tracks.every((t) => t.trackNumber === undefined)).toBe(true);
    expect(platform!.requests.map((r) => r.path)).toEqual([`/album/${album.id}`]);

    const placed = await adapter.getAlbum(String(album.id), { positions: true });
    const rows = list.data as Body[];
    expect(placed.tracks.map((t) => [t.id, t.trackNumber, t.discNumber])).toEqual(rows.map((r) => [String(r.id), r.track_position, r.disk_number]));
    expect(platform!.requests.map((r) => r.path)).toEqual([`/album/${album.id}`, `/album/${album.id}`, `/album/${album.id}/tracks`]);
  });
});

describe('Deezer /album/{id}/tracks, recorded', () => {
  it.each(answersOf('GET /album/{id}/tracks').filter((r) => (r.body as Body).data.length > 0).map((r) => [r.file, r] as const))(
    'keeps the ISRC of every row of %s (no per-track read)',
    async (_file, rec) => {
      const page = rec.body as Body;
      const rows = page.data as Body[];
      const album = recording('deezer', 'album-302127-2019.json').body as Body;
      // The album as a minimal object without inline tracks: the adapter reads the list itself.
      const minimal = { ...album, tracks: undefined, nb_tracks: rows.length };
      const adapter = await adapterOn([
        { endpoint: 'GET /album/{id}/tracks', body: page },
        { endpoint: 'GET /album/{id}', body: minimal },
      ]);
      const read = await adapter.getAlbum(String(album.id));
      expect(read.tracks).toHaveLength(rows.length);
      rows.forEach((row, i) => {
        expect(row.isrc).toBeTruthy();
        expectTrackFrom(read.tracks[i], row, album);
      });
      expect(platform!.requests.filter((r) => r.path.startsWith('/track/'))).toEqual([]);
    },
  );

  it('stops at the recorded page past the end (empty data, prev, no next)', async () => {
    const album = recording('deezer', 'album-302127-2019.json').body as Body;
    const first = recording('deezer', 'album-tracks-302127-2019.json').body as Body;
    const past = recording('deezer', 'album-tracks-302127-past-end.json').body as Body;
    // The album claims one track more than the list holds: the adapter asks from index 14 and gets the empty page.
    const adapter = await adapterOn([
      { endpoint: 'GET /album/{id}/tracks', query: { index: '14' }, body: past },
      { endpoint: 'GET /album/{id}/tracks', body: first },
      { endpoint: 'GET /album/{id}', body: { ...album, tracks: undefined, nb_tracks: 15 } },
    ]);
    const read = await adapter.getAlbum(String(album.id));
    expect(read.tracks).toHaveLength(first.data.length);
    expect(platform!.requests.filter((r) => r.path.endsWith('/tracks'))).toHaveLength(2);
  });
});

describe('Deezer /album/upc:{upc}, recorded', () => {
  const rec = recording('deezer', 'album-upc-196589221285.json');
  const body = rec.body as Body;

  it('answers an album search by barcode with the album itself', async () => {
    const adapter = await adapterOn([route(rec)]);
    const [album, ...rest] = await adapter.searchAlbums({ title: body.title, artists: [body.artist.name], upc: body.upc });
    expect(rest).toEqual([]);
    expectAlbumFrom(album!, body);
    expect(platform!.requests.map((r) => r.path)).toEqual([`/album/upc:${body.upc}`]);
  });

  it('falls back to a text search when Deezer has no album with that barcode', async () => {
    const search = recording('deezer', 'search-album.json');
    const adapter = await adapterOn([route(recording('deezer', 'track-not-found.json'), { endpoint: 'GET /album/upc:{upc}' }), route(search)]);
    const albums = await adapter.searchAlbums({ title: 'Discovery', artists: ['Daft Punk'], upc: '000000000000' });
    expect(albums.map((a) => a.id)).toEqual((search.body as Body).data.map((a: Body) => String(a.id)));
  });
});

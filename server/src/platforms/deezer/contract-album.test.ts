/**
 * Real recorded album bodies through the Deezer adapter: `/album/{id}` (whose inline rows carry no
 * ISRC, position or date), `/album/{id}/tracks` rows (which do, but name no album), a page past the
 * end, `/album/upc:{upc}`.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { toApiTrack } from '../to-api-track';
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
  it.each(answersOf('GET /album/{id}').map((r) => [r.file, r] as const))('maps %s', async (_file, rec) => {
    const body = rec.body as Body;
    // The tracks come from `/album/{id}/tracks`, not recorded beside every album: answered empty here.
    const adapter = await adapterOn([route(rec), { endpoint: 'GET /album/{id}/tracks', body: { data: [], total: 0 } }]);
    const album = await adapter.getAlbum(String(body.id));
    expectAlbumFrom(album, body);
  });
});

/** Each recorded album object with the recorded `/album/{id}/tracks` page of the same album and years. */
const albumWithList = [
  ['album-302127-2019.json', 'album-tracks-302127-2019.json'],
  ['album-302127-edeezer.json', 'album-tracks-302127-2019.json'],
  ['album-302127-2025.json', 'album-tracks-302127-2025.json'],
  ['album-326060237.json', 'album-tracks-326060237.json'],
] as const;

describe('Deezer album tracks, recorded', () => {
  it.each(albumWithList)('%s with %s: every track carries its ISRC, position and the album\'s date and cover', async (albumFile, listFile) => {
    const album = recording('deezer', albumFile).body as Body;
    const list = recording('deezer', listFile).body as Body;
    const adapter = await adapterOn([route(recording('deezer', listFile)), route(recording('deezer', albumFile))]);
    const read = await adapter.getAlbum(String(album.id));
    const rows = list.data as Body[];
    // The list holds the tracks the album object lists inline, in its order.
    expect(rows.map((r) => r.id)).toEqual((album.tracks.data as Body[]).map((r) => r.id));
    expect(read.tracks.map((t) => [t.id, t.isrc, t.trackNumber, t.discNumber])).toEqual(
      rows.map((r) => [String(r.id), String(r.isrc).toUpperCase(), r.track_position, r.disk_number]),
    );
    for (const track of read.tracks) {
      expect(track).toMatchObject({ album: album.title, albumId: String(album.id), releaseDate: album.release_date, cover: atCoverSize(album.cover_xl) });
      expect(toApiTrack(track).released).toBe(album.release_date);
    }
    rows.forEach((row, i) => expectTrackFrom(read.tracks[i], row, album));
    // Two requests, whether or not positions are asked for, and no per-track read.
    expect(platform!.requests.map((r) => r.path).sort()).toEqual([`/album/${album.id}`, `/album/${album.id}/tracks`]);
    await adapter.getAlbum(String(album.id), { positions: true });
    expect(platform!.requests).toHaveLength(4);
  });

  it("reports an unknown album as not found, whatever its track list answers", async () => {
    const missing = recording('deezer', 'album-not-found-http-404.json');
    const refused = recording('deezer', 'error-parameter.json');
    const adapter = await adapterOn([route(missing), route(refused, { endpoint: 'GET /album/{id}/tracks' })]);
    await expect(adapter.getAlbum('0')).rejects.toMatchObject({ code: 'not_found' });
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

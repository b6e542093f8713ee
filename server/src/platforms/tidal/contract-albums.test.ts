import { describe, expect, it } from 'vitest';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import {
  artistNames,
  doc,
  find,
  image640,
  isoMs,
  related,
  sharingUrl,
  startTidal,
  tidal,
  type JsonApiDocument,
  type JsonApiResource,
} from '../../../test/support/platforms/tidal-contract';

let platform: RecordedPlatform | undefined;

const ALBUM_FILES = [
  'albums-by-id-single.json',
  'albums-by-id-single-2025-07.json',
  'albums-by-id-46-tracks.json',
  'albums-by-id-se.json',
  'albums-by-id-image-links.json',
];

const first = (document: JsonApiDocument) => (document.data as JsonApiResource[])[0]!;

/** The item pages that follow the 46-track album's first page, by cursor. */
const itemPages = () => [
  route(tidal('album-items-page-2.json'), { query: { 'page[cursor]': '3nI1Esi' } }),
  route(tidal('album-items-page-3-last.json'), { query: { 'page[cursor]': '3nI1F0y' } }),
];

/** An album item's place on it, as TIDAL's `meta` gives it. */
const placeOf = (ref: object) => (ref as { meta?: { trackNumber?: number; volumeNumber?: number } }).meta;

describe('TIDAL albums, on recorded responses', () => {
  it.each(ALBUM_FILES)('%s: the album and its first-page tracks as the body has them', async (file) => {
    const body = doc(file);
    const album = first(body);
    const started = await startTidal([route(tidal(file), { query: { 'filter[id]': album.id } }), ...itemPages()]);
    platform = started.platform;
    const { adapter } = started;
    const read = await adapter.getAlbum(album.id);
    const cover = image640(body, album, 'coverArt');
    expect(read).toMatchObject({
      id: album.id,
      title: album.attributes!.title,
      artists: artistNames(body, album),
      releaseDate: album.attributes!.releaseDate,
      upc: album.attributes!.barcodeId,
      totalTracks: album.attributes!.numberOfItems,
      url: sharingUrl(album),
      cover,
    });
    expect(read.artists.length).toBeGreaterThan(0);
    const items = related(album, 'items').filter((ref) => ref.type === 'tracks');
    for (const [i, ref] of items.entries()) {
      const track = find(body, 'tracks', ref.id)!;
      expect(read.tracks[i]).toMatchObject({
        id: ref.id,
        isrc: String(track.attributes!.isrc).toUpperCase(),
        durationMs: isoMs(track.attributes!.duration),
        explicit: track.attributes!.explicit,
        artists: artistNames(body, track),
        album: album.attributes!.title,
        albumId: album.id,
        cover,
        url: sharingUrl(track),
      });
      // The item's meta places the track on the album (the track resource itself does not).
      const meta = placeOf(ref);
      expect([read.tracks[i]!.trackNumber, read.tracks[i]!.discNumber]).toEqual([meta?.trackNumber, meta?.volumeNumber]);
      expect(read.tracks[i]!.trackNumber).toBeGreaterThanOrEqual(1);
    }
    expect(platform.unmatched).toEqual([]);
  });

  it('follows links.next through every item page and keeps the album cover on later pages', async () => {
    const body = doc('albums-by-id-46-tracks.json');
    const album = first(body);
    const later = [doc('album-items-page-2.json'), doc('album-items-page-3-last.json')];
    const started = await startTidal([route(tidal('albums-by-id-46-tracks.json')), ...itemPages()]);
    platform = started.platform;
    const { adapter } = started;
    const read = await adapter.getAlbum(album.id);
    expect(read.tracks).toHaveLength(46);
    const cover = image640(body, album, 'coverArt');
    expect(new Set(read.tracks.map((t) => t.cover))).toEqual(new Set([cover]));
    for (const page of later) {
      for (const ref of page.data as JsonApiResource[]) {
        const track = find(page, 'tracks', ref.id)!;
        expect(read.tracks.find((t) => t.id === ref.id)).toMatchObject({
          title: track.attributes!.version ? `${String(track.attributes!.title)} (${String(track.attributes!.version)})` : track.attributes!.title,
          isrc: String(track.attributes!.isrc).toUpperCase(),
          artists: artistNames(page, track),
          album: album.attributes!.title,
          releaseDate: album.attributes!.releaseDate,
          trackNumber: placeOf(ref)!.trackNumber,
          discNumber: placeOf(ref)!.volumeNumber,
        });
      }
    }
    // The relative `next` links were followed under /v2, with the recorded cursors.
    expect(platform.requests.map((r) => r.query.get('page[cursor]')).filter(Boolean)).toEqual(['3nI1Esi', '3nI1F0y']);
    expect(platform.unmatched).toEqual([]);
  });

  it('finds an album by barcode with its real artists, not a blank credit', async () => {
    const body = doc('albums-by-id-single.json');
    const album = first(body);
    const started = await startTidal([route(tidal('albums-by-id-single.json'), { query: {} })]);
    platform = started.platform;
    const { adapter } = started;
    const found = await adapter.searchAlbums({ title: 'x', artists: [], upc: '602475093060' });
    expect(found[0]).toMatchObject({ id: album.id, upc: album.attributes!.barcodeId, artists: artistNames(body, album) });
    expect(found[0]!.artists.length).toBeGreaterThan(1);
    expect(found[0]!.cover).toBe(image640(body, album, 'coverArt'));
    const barcodes = started.platform.requests[1]!.query.get('filter[barcodeId]')!.split(',');
    expect(barcodes).toContain('00602475093060');
  });
});

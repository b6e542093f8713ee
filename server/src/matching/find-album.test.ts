import { describe, expect, it } from 'vitest';
import type { PlatformAdapter, PlatformAlbum, PlatformAlbumWithTracks, PlatformTrack } from '../platforms/types';
import { findAlbum } from './find-album';
import { catalogCapabilities } from '../../test/support/conversion/catalog-capabilities';

const capabilities = (isrc: boolean) => catalogCapabilities(isrc ? 25 : undefined);

const isrcs = (from: number, count: number) => Array.from({ length: count }, (_, i) => `USXXX2400${String(from + i).padStart(3, '0')}`);

function album(id: string, title: string, trackIsrcs: string[], fields: Partial<PlatformAlbum> = {}): PlatformAlbumWithTracks {
  const tracks = trackIsrcs.map(
    (isrc, i): PlatformTrack => ({
      platform: 'deezer',
      id: `${id}-t${i}`,
      title: `Song ${i}`,
      artists: ['Ana Vale'],
      album: title,
      albumId: id,
      durationMs: 200_000,
      isrc,
      explicit: false,
      releaseDate: '2011-05-04',
      cover: '',
      preview: '',
      url: `https://www.deezer.com/track/${id}${i}`,
    }),
  );
  return { platform: 'deezer', id, title, artists: ['Ana Vale'], releaseDate: '2011-05-04', cover: '', url: `https://www.deezer.com/album/${id}`, totalTracks: tracks.length, tracks, ...fields };
}

/** A target platform holding `albums`; text search answers every album sharing a word with the query, as loose searches do. */
function target(albums: PlatformAlbumWithTracks[], options: { isrc?: boolean; upc?: boolean } = {}): PlatformAdapter & { reads: number } {
  const bare = ({ tracks: _tracks, ...rest }: PlatformAlbumWithTracks): PlatformAlbum => rest;
  const none = () => Promise.reject(new Error('not used'));
  const adapter = {
    platform: 'deezer' as const,
    region: '',
    capabilities: capabilities(options.isrc ?? true),
    reads: 0,
    getTrack: none,
    getArtist: none,
    getPlaylist: none,
    searchTracks: none,
    searchArtists: none,
    async getAlbum(id: string) {
      adapter.reads++;
      const found = albums.find((a) => a.id === id);
      if (!found) throw new Error(`no album ${id}`);
      return found;
    },
    async searchAlbums(query: { title: string; upc?: string }) {
      if (query.upc) return options.upc === false ? [] : albums.filter((a) => a.upc === query.upc).map(bare);
      const words = query.title.toLowerCase().split(/\s+/);
      return albums.filter((a) => words.some((w) => a.title.toLowerCase().includes(w))).map(bare);
    },
    async lookupIsrcs(wanted: readonly string[]) {
      const hits = new Map<string, PlatformTrack[]>();
      for (const a of albums) for (const t of a.tracks) if (t.isrc && wanted.includes(t.isrc)) hits.set(t.isrc, [...(hits.get(t.isrc) ?? []), t]);
      return hits;
    },
  };
  return adapter;
}

function source(title: string, trackIsrcs: string[], fields: Partial<PlatformAlbum> = {}): PlatformAlbum {
  const { tracks: _tracks, ...rest } = album('src', title, trackIsrcs, { platform: 'spotify', ...fields });
  return { ...rest, platform: 'spotify', isrcs: trackIsrcs };
}

const standard = isrcs(0, 10);
const deluxe = [...standard, ...isrcs(10, 4)];

describe('findAlbum', () => {
  it('takes the album with the same UPC whatever its title', async () => {
    const found = await findAlbum(target([album('a', 'Other Name', standard, { upc: '602475093060' })]), source('Northern Lights', standard, { upc: '00602475093060' }));
    expect(found).toMatchObject({ entity: { id: 'a' }, method: 'isrc', confidence: 1, edition: 'same' });
  });

  it('says `upc` when the barcode lookup found the album', async () => {
    const found = await findAlbum(target([album('a', 'Other Name', standard, { upc: '602475093060' })]), source('Northern Lights', standard, { upc: '602475093060' }));
    expect(found).toMatchObject({ entity: { id: 'a' }, method: 'upc', confidence: 1, edition: 'same' });
  });

  it('reads the candidates when search gives no track counts nor ISRC lookup (YouTube Music), telling a single from the album named after it', async () => {
    const counts = { totalTracks: undefined };
    const platform = target([album('lp', 'Secret City', isrcs(0, 9), counts), album('sgl', 'Secret City', isrcs(4, 1), counts)], { isrc: false });
    expect(await findAlbum(platform, source('Secret City - Single', isrcs(4, 1)))).toMatchObject({ entity: { id: 'sgl' }, edition: 'same' });
    expect(await findAlbum(platform, source('Secret City', isrcs(0, 9)))).toMatchObject({ entity: { id: 'lp' }, edition: 'same' });
    expect(platform.reads).toBe(4);
  });

  it('without a UPC, prefers the standard edition over a deluxe with bonus tracks', async () => {
    const platform = target([album('dlx', 'Northern Lights (Deluxe Edition)', deluxe), album('std', 'Northern Lights', standard)]);
    expect(await findAlbum(platform, source('Northern Lights', standard))).toMatchObject({ entity: { id: 'std' }, edition: 'same' });
  });

  it('finds the deluxe edition for a deluxe source, by ISRCs when the titles do not say', async () => {
    const platform = target([album('std', 'Northern Lights', standard), album('dlx', 'Northern Lights', deluxe)]);
    expect(await findAlbum(platform, source('Northern Lights', deluxe))).toMatchObject({ entity: { id: 'dlx' }, method: 'isrc', edition: 'same' });
  });

  it('falls back to the closest edition and says so when the same one is not there', async () => {
    const platform = target([album('std', 'Northern Lights', standard)]);
    expect(await findAlbum(platform, source('Northern Lights (Deluxe Edition)', deluxe))).toMatchObject({ entity: { id: 'std' }, edition: 'other' });
  });

  it('keeps an album the target carries only part of (fewer tracks) as the same edition', async () => {
    const platform = target([album('part', 'Northern Lights', standard.slice(0, 6))]);
    expect(await findAlbum(platform, source('Northern Lights', standard))).toMatchObject({ entity: { id: 'part' }, edition: 'same' });
  });

  it('tells a remaster from the original by its edition words', async () => {
    const platform = target([album('orig', 'Northern Lights', standard), album('rm', 'Northern Lights (2011 Remastered)', isrcs(50, 10))]);
    expect(await findAlbum(platform, source('Northern Lights - 2011 Remaster', isrcs(50, 10)))).toMatchObject({ entity: { id: 'rm' }, edition: 'same' });
    expect(await findAlbum(platform, source('Northern Lights', standard))).toMatchObject({ entity: { id: 'orig' }, edition: 'same' });
  });

  it('matches an Apple Music " - Single" title to the plain one, and back, without ISRCs or UPC', async () => {
    const noIsrc = { isrc: false, upc: false };
    const single = isrcs(80, 2);
    expect(await findAlbum(target([album('s', 'Summer Rain', single)], noIsrc), source('Summer Rain - Single', single))).toMatchObject({ entity: { id: 's' } });
    expect(await findAlbum(target([album('s', 'Summer Rain - Single', single)], noIsrc), source('Summer Rain', single))).toMatchObject({ entity: { id: 's' } });
  });

  it('finds a retitled release through its tracks ISRCs when no title matches', async () => {
    const platform = target([album('jp', '北の光', standard)]);
    expect(await findAlbum(platform, source('Northern Lights', standard))).toMatchObject({ entity: { id: 'jp' }, method: 'isrc', edition: 'same' });
  });

  it('answers why when nothing is the same album', async () => {
    const platform = target([album('x', 'Northern Songs', isrcs(90, 10), { artists: ['Someone Else'] })]);
    expect(await findAlbum(platform, source('Northern Lights', standard))).toMatchObject({ reason: expect.any(String) });
  });
});

import { scoreCandidate, VERIFIED_THRESHOLD } from '@segue/core';
import type { PlatformAdapter, PlatformAlbum } from '../platforms/types';
import type { Found } from './match-entity';

/** Track counts further apart than this are different editions (a deluxe, a single, an EP). */
function countsDiffer(a: number | undefined, b: number | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return Math.abs(a - b) > Math.max(1, Math.round(0.2 * Math.max(a, b)));
}

/** Platforms write one barcode as UPC-A, EAN-13 or GTIN-14: the same digits behind leading zeros. */
function sameBarcode(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.replace(/^0+/, '') === b.replace(/^0+/, '');
}

/**
 * The album on the target: by UPC where the target can look one up, else by title and artists
 * scored with the track matcher (an album title compared as a title, its artists as credits)
 * and a track-count check.
 */
export async function findAlbum(adapter: PlatformAdapter, source: PlatformAlbum): Promise<Found<'album'>> {
  if (source.upc !== undefined) {
    const byUpc = (await adapter.searchAlbums({ title: source.title, artists: source.artists, upc: source.upc })).filter(
      (album) => sameBarcode(album.upc, source.upc),
    );
    if (byUpc[0]) return { entity: byUpc[0], method: 'isrc', confidence: 1 };
  }
  const candidates = await adapter.searchAlbums({ title: source.title, artists: source.artists });
  const info = { title: source.title, artists: source.artists, album: source.title };
  let top: { album: PlatformAlbum; score: number } | undefined;
  const sameUpc = candidates.find((album) => sameBarcode(album.upc, source.upc));
  if (sameUpc) return { entity: sameUpc, method: 'isrc', confidence: 1 };
  for (const album of candidates) {
    if (countsDiffer(source.totalTracks, album.totalTracks)) continue;
    const { score } = scoreCandidate(info, { title: album.title, artists: album.artists, album: album.title });
    if (top === undefined || score > top.score) top = { album, score };
  }
  if (top && top.score >= VERIFIED_THRESHOLD) return { entity: top.album, method: 'search', confidence: top.score };
  return {
    reason: candidates.length === 0 ? 'album not found' : 'no album with the same title, artists and track count',
    ...(top ? { confidence: top.score } : {}),
  };
}

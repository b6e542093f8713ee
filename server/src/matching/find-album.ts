import { scoreCandidate, VERIFIED_THRESHOLD } from '@segue/core';
import type { PlatformAdapter, PlatformAlbum } from '../platforms/types';
import { albumTitle } from './album-edition';
import type { Found } from './match-entity';

/** Track counts further apart than this are different editions (a deluxe with bonus tracks, say). */
function countsDiffer(a: number | undefined, b: number | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return Math.abs(a - b) > Math.max(1, Math.round(0.2 * Math.max(a, b)));
}

/** Platforms write one barcode as UPC-A, EAN-13 or GTIN-14: the same digits behind leading zeros. */
function sameBarcode(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.replace(/^0+/, '') === b.replace(/^0+/, '');
}

const yearOf = (album: PlatformAlbum) => album.releaseDate.slice(0, 4);

/** Candidates whose ISRC sets are compared (one album read each) when the text leaves a doubt. */
const ISRC_READS = 3;
/** Source ISRCs looked up on the target when text search finds no album of that name. */
const ISRC_PROBES = 5;

interface Candidate {
  album: PlatformAlbum;
  /** Title (without edition words) and artists, scored by the track matcher. */
  score: number;
  sameEdition: boolean;
  /** Share of the source's ISRCs on this album, when both sides' tracks were read. */
  overlap?: number;
}

/** Same release first: shared ISRCs, then the same edition words, the closest track count, the same year, the text score. */
function rank(source: PlatformAlbum, a: Candidate, b: Candidate): number {
  return (
    (b.overlap ?? 0) - (a.overlap ?? 0) ||
    Number(b.sameEdition) - Number(a.sameEdition) ||
    Math.abs((a.album.totalTracks ?? 0) - (source.totalTracks ?? 0)) - Math.abs((b.album.totalTracks ?? 0) - (source.totalTracks ?? 0)) ||
    Number(yearOf(b.album) === yearOf(source)) - Number(yearOf(a.album) === yearOf(source)) ||
    b.score - a.score
  );
}

/**
 * Same edition: the same edition words and, where both track lists were read, no more than a
 * stray track the source lacks (bonus tracks make another edition; tracks one platform does not
 * carry do not); without track lists, a close track count.
 */
function isSameEdition(source: PlatformAlbum, album: PlatformAlbum, isrcs?: Set<string>): boolean {
  if (albumTitle(source.title).edition !== albumTitle(album.title).edition) return false;
  if (isrcs === undefined || isrcs.size === 0 || !source.isrcs?.length) return !countsDiffer(source.totalTracks, album.totalTracks);
  const known = new Set(source.isrcs);
  const extra = [...isrcs].filter((isrc) => !known.has(isrc)).length;
  return extra <= Math.max(1, Math.floor(0.1 * isrcs.size));
}

async function searchByText(adapter: PlatformAdapter, source: PlatformAlbum): Promise<Candidate[]> {
  const name = albumTitle(source.title);
  const info = { title: name.base, artists: source.artists, album: name.base };
  const score = (found: PlatformAlbum[]): Candidate[] =>
    found.map((album) => {
      const base = albumTitle(album.title).base;
      const { score } = scoreCandidate(info, { title: base, artists: album.artists, album: base });
      return { album, score, sameEdition: isSameEdition(source, album) };
    });
  // The name every edition shares finds them all; the full title is tried when it finds none.
  let found = score(await adapter.searchAlbums({ title: name.base, artists: source.artists }));
  if (!found.some((c) => c.score >= VERIFIED_THRESHOLD) && name.base !== source.title) {
    found = [...found, ...score(await adapter.searchAlbums({ title: source.title, artists: source.artists }))];
  }
  return found;
}

async function isrcsOf(adapter: PlatformAdapter, id: string): Promise<{ album: PlatformAlbum; isrcs: Set<string> }> {
  const { tracks, ...album } = await adapter.getAlbum(id);
  return { album: { ...album, totalTracks: album.totalTracks ?? tracks.length }, isrcs: new Set(tracks.flatMap((t) => (t.isrc ? [t.isrc] : []))) };
}

/** The album most of the source's probed ISRCs sit on, for titles text search cannot connect. */
async function findByIsrcs(adapter: PlatformAdapter, source: PlatformAlbum): Promise<Candidate | undefined> {
  const probes = (source.isrcs ?? []).slice(0, ISRC_PROBES);
  if (probes.length === 0 || adapter.capabilities.isrcLookup === null) return undefined;
  const hits = await adapter.lookupIsrcs(probes);
  const votes = new Map<string, number>();
  for (const tracks of hits.values()) for (const id of new Set(tracks.flatMap((t) => (t.albumId ? [t.albumId] : [])))) votes.set(id, (votes.get(id) ?? 0) + 1);
  const [id, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (id === undefined || count === undefined || count * 2 <= probes.length) return undefined;
  const { album, isrcs } = await isrcsOf(adapter, id);
  const overlap = source.isrcs!.filter((isrc) => isrcs.has(isrc)).length / source.isrcs!.length;
  return { album, score: overlap, sameEdition: isSameEdition(source, album, isrcs), overlap };
}

/**
 * The album on the target. A barcode names the very release, so UPC first. Else text search on
 * the name all editions share, kept where title and artists score as the same release; among
 * those the same edition is preferred (deluxe and standard are different albums), by shared
 * ISRCs where both sides have them, then edition words, track count and year; the closest
 * edition is the fallback and the match says `edition: "other"`. When no title matches (a
 * translated or retitled release), the source tracks' ISRCs point to the album they sit on.
 */
export async function findAlbum(adapter: PlatformAdapter, source: PlatformAlbum): Promise<Found<'album'>> {
  if (source.upc !== undefined) {
    const byUpc = (await adapter.searchAlbums({ title: source.title, artists: source.artists, upc: source.upc })).filter((album) =>
      sameBarcode(album.upc, source.upc),
    );
    if (byUpc[0]) return { entity: byUpc[0], method: 'upc', confidence: 1, edition: 'same' };
  }
  const candidates = await searchByText(adapter, source);
  const sameUpc = candidates.find((c) => sameBarcode(c.album.upc, source.upc));
  if (sameUpc) return { entity: sameUpc.album, method: 'upc', confidence: 1, edition: 'same' };
  let plausible = candidates.filter((c) => c.score >= VERIFIED_THRESHOLD);
  const sourceIsrcs = source.isrcs ?? [];
  const doubt = plausible.length > 1 || plausible.some((c) => !c.sameEdition);
  // A search answer without track counts (YouTube Music's) cannot tell a single from the album
  // named after it: their track lists can.
  const countsUnknown = source.totalTracks !== undefined && plausible.length > 1 && plausible.some((c) => c.album.totalTracks === undefined);
  if (doubt && ((sourceIsrcs.length > 0 && adapter.capabilities.isrcLookup !== null) || countsUnknown)) {
    // Several editions, or one that differs: the ISRC sets tell which holds the same recordings.
    const read = plausible.sort((a, b) => rank(source, a, b)).slice(0, ISRC_READS);
    plausible = await Promise.all(
      read.map(async (c) => {
        const { album, isrcs } = await isrcsOf(adapter, c.album.id);
        const overlap = isrcs.size === 0 ? undefined : sourceIsrcs.filter((isrc) => isrcs.has(isrc)).length / sourceIsrcs.length;
        return { ...c, album: { ...c.album, totalTracks: album.totalTracks }, sameEdition: isSameEdition(source, album, isrcs), ...(overlap === undefined ? {} : { overlap }) };
      }),
    );
  }
  const top = plausible.sort((a, b) => rank(source, a, b))[0] ?? (await findByIsrcs(adapter, source));
  if (top) {
    const method = top.overlap !== undefined && top.overlap >= 0.5 ? 'isrc' : 'search';
    return { entity: top.album, method, confidence: Math.min(1, Math.max(top.score, top.overlap ?? 0)), edition: top.sameEdition ? 'same' : 'other' };
  }
  const best = candidates.sort((a, b) => b.score - a.score)[0];
  return {
    reason: candidates.length === 0 ? 'album not found' : 'no album with the same title and artists',
    ...(best ? { confidence: best.score } : {}),
  };
}

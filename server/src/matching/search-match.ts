import { findBestMatch, normalizeTitle, platformName, type PlatformKey } from '@segue/core';
import type { OmittedTrackCode } from '@segue/core/schemas';
import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import { releaseMismatch } from './release-guard';
import { closest, NON_LATIN_RE, searchCandidates } from './search-candidates';
import { trackInfo } from './track-outcome';

export type SearchDecision =
  /** `review`: the best candidate is probably the track but the evidence could not settle it. */
  | { found: true; track: PlatformTrack; confidence: number; band: 'verified' | 'review' }
  | { found: false; code: OmittedTrackCode; reason: string; best?: PlatformTrack; confidence?: number };

/**
 * Whether the best candidate is worth reading in full before deciding: search rows without ISRCs
 * (Deezer's older ones) hide that a remaster or re-release is another recording, and rows
 * without an album position (Deezer's search rows) leave a review the track position could
 * settle. Platforms with ISRC lookups read tracks in full with both.
 */
function needsFullRead(adapter: PlatformAdapter, source: PlatformTrack, candidate: PlatformTrack, band: 'verified' | 'review'): boolean {
  if (adapter.capabilities.isrcLookup === null) return false;
  if (source.isrc !== undefined && candidate.isrc === undefined) return true;
  return band === 'review' && source.trackNumber !== undefined && candidate.trackNumber === undefined;
}

/** One title in Latin letters, the other not: a romanised or translated title. */
const otherScript = (a: string, b: string): boolean => NON_LATIN_RE.test(a) !== NON_LATIN_RE.test(b);
/**
 * A match verified across scripts with no album position on one side (a title the romaniser read
 * as equal; the album and the artist alone leave a review): another song of the album as long
 * could pass too, so the positions are read where the platforms give them, and decide.
 */
function byAlbumAlone(source: PlatformTrack, best: PlatformTrack): boolean {
  const isrcEqual = source.isrc !== undefined && source.isrc === best.isrc;
  return !isrcEqual && otherScript(source.title, best.title) && (source.trackNumber === undefined || best.trackNumber === undefined);
}
/** As far apart as the matcher takes two lengths of one album slot (score-by-evidence.ts). */
const SLOT_GAP_MS = 3_000;

/**
 * Whether `candidate` could be the source in the same slot of the same album, as far as the
 * search rows tell: as long within `SLOT_GAP_MS`, and titled in another script, or in Latin
 * letters both on an album of the same name in another script (a translation and a
 * romanisation: "Night Sky" and "Bamhaneul" on 밤하늘).
 */
function maySharePlace(source: PlatformTrack, candidate: PlatformTrack): boolean {
  if (Math.abs(candidate.durationMs - source.durationMs) > SLOT_GAP_MS) return false;
  if (otherScript(source.title, candidate.title)) return true;
  return NON_LATIN_RE.test(source.album) && normalizeTitle(source.album).baseKey === normalizeTitle(candidate.album).baseKey;
}

type AlbumRead = Awaited<ReturnType<PlatformAdapter['getAlbum']>> | undefined;

/** The track with its track and disc number from its album's track list; undefined when the album cannot tell (or was not read). */
function positioned(track: PlatformTrack, album: AlbumRead): PlatformTrack | undefined {
  const row = album?.tracks.find((t) => t.id === track.id);
  if (row?.trackNumber === undefined) return undefined;
  return { ...track, trackNumber: row.trackNumber, ...(row.discNumber === undefined ? {} : { discNumber: row.discNumber }) };
}

/** The candidate placed on its album (`positioned`), the album read once. */
async function placeOnAlbum(adapter: PlatformAdapter, candidate: PlatformTrack, albumId: string): Promise<PlatformTrack | undefined> {
  return positioned(candidate, await adapter.getAlbum(albumId, { positions: true }).catch(() => undefined));
}

/** Places a source track on its album (see `SearchOptions.placeSource`). */
export type PlaceSource = (source: PlatformTrack) => Promise<PlatformTrack | undefined>;

/**
 * Places source tracks of one platform on their albums, reading each album once however many of
 * its tracks a playlist holds.
 */
export function sourcePlacer(adapter: () => Promise<PlatformAdapter>): PlaceSource {
  const albums = new Map<string, Promise<AlbumRead>>();
  return async (source) => {
    if (source.trackNumber !== undefined || !source.albumId) return undefined;
    let album = albums.get(source.albumId);
    if (!album) {
      const id = source.albumId;
      album = adapter().then((a) => a.getAlbum(id, { positions: true })).catch(() => undefined);
      albums.set(id, album);
    }
    return positioned(source, await album);
  };
}

export interface SearchOptions {
  /**
   * Reads the source's own album position when a review could turn on it and the source came
   * without one (YouTube Music's songs): a title in another script is then settled by the same
   * position on the same album, the way a candidate's position is read (`placeOnAlbum`).
   */
  placeSource?: PlaceSource;
}

/**
 * Text search for one track, and whether its best candidate can be returned: verified by the
 * matcher, or left in review (returned with its lower confidence and marked so), and in both
 * cases not another release where no ISRC can tell (see `releaseMismatch`).
 */
export async function searchMatch(
  adapter: PlatformAdapter,
  target: PlatformKey,
  original: PlatformTrack,
  extra: readonly PlatformTrack[],
  options: SearchOptions = {},
): Promise<SearchDecision> {
  let source = original;
  let info = trackInfo(source);
  // The target looked the source's ISRC up and found nothing: the recording is most likely not
  // there, and one query is enough to catch the few listed under another ISRC. Without an ISRC
  // to go on (YouTube Music), every query form is worth its request.
  const isrcMissed = adapter.capabilities.isrcLookup !== null && source.isrc !== undefined;
  let { match, candidates } = await searchCandidates(adapter, source, extra, { thorough: !isrcMissed });
  let best = match.best ? candidates[match.index] : undefined;
  /** Scores the candidates again (after the source or a candidate was read further). */
  const rematch = () => {
    match = findBestMatch(info, candidates.map(trackInfo));
    best = match.best ? candidates[match.index] : undefined;
  };
  /** Scores the candidates again with one of them replaced by what was read of it. */
  const rescore = (read: PlatformTrack) => {
    candidates = candidates.map((c) => (c.id === read.id ? read : c));
    rematch();
  };
  /** Gives the source its album position when it came without one and its album tells it. */
  const placeTheSource = async (): Promise<boolean> => {
    const placed = source.trackNumber === undefined && options.placeSource ? await options.placeSource(source) : undefined;
    if (placed) {
      source = placed;
      info = trackInfo(placed);
    }
    return placed !== undefined;
  };
  /** A review, or a match verified on the album alone: what the album positions could still settle. */
  const unsettled = (): boolean => best !== undefined && (match.band === 'review' || (match.band === 'verified' && byAlbumAlone(source, best)));
  if (unsettled() && (await placeTheSource())) rematch();
  if (match.band !== 'none' && best && needsFullRead(adapter, source, best, match.band)) rescore(await adapter.getTrack(best.id));
  if (unsettled() && best && source.trackNumber !== undefined && best.trackNumber === undefined && best.albumId) {
    // Search rows without an album position (YouTube Music's) leave a review that the position
    // could settle, a title in another script above all: the candidate's album, read once, has it.
    const placed = await placeOnAlbum(adapter, best, best.albumId);
    if (placed) rescore(placed);
  }
  // A title in another script a little longer or shorter than the source (past 1.5 s, within
  // 3 s: platforms round and pad one master differently) is refused while a position is
  // unknown; as the same slot of the same album it is the track. One such row is placed, and
  // the source too when it came without its position.
  const slot = match.band === 'none' ? candidates.find((c) => maySharePlace(source, c)) : undefined;
  if (slot) await placeTheSource();
  if (slot && source.trackNumber !== undefined) {
    const placed = slot.trackNumber === undefined ? (slot.albumId ? await placeOnAlbum(adapter, slot, slot.albumId) : undefined) : slot;
    if (placed) rescore(placed);
  }
  const name = platformName(target);
  if (match.band !== 'none' && best) {
    const mismatch = releaseMismatch(source, best);
    if (mismatch === null) return { found: true, track: best, confidence: match.confidence, band: match.band };
    // Another candidate may be the very release: scored again without the ones that are not.
    const kept = candidates.filter((c) => releaseMismatch(source, c) === null);
    const again = findBestMatch(info, kept.map(trackInfo));
    const other = again.best ? kept[again.index] : undefined;
    if (again.band !== 'none' && other) return { found: true, track: other, confidence: again.confidence, band: again.band };
    return { found: false, code: 'other_release', reason: `the closest match on ${name} is not the same release: ${mismatch}`, best, confidence: match.confidence };
  }
  const near = closest(info, candidates);
  if (candidates.length === 0) return { found: false, code: 'not_found', reason: `not found on ${name}` };
  return { found: false, code: 'no_match', reason: `no candidate on ${name} is the same recording`, ...(near ?? {}) };
}

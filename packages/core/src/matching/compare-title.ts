import { sameMovement } from './classical-work';
import { compareAcrossScripts, scriptsDiffer } from './cross-script';
import type { NormalizedTitle } from './normalize-title';
import { titleAfterArtist, type PreparedTrack } from './prepare-track';
import type { Romanizer } from './romanize';
import { titleSimilarity } from './title-similarity';

export interface TitleComparison {
  /** 0..1; 0 means the titles differ. */
  score: number;
  reason: string;
  /** Written in different scripts and not comparable (a translation, or Han characters alone). */
  unknown: boolean;
  /** Both are movements of a classical work, compared by catalogue number and movement. */
  classical: boolean;
}

/** A romanised title that equals, or whose consonants agree with, the other: as good as equal. */
const ROMANISED_EQUAL = 0.95;
const ROMANISED_ALIKE = 0.92;
/** As `titleSimilarity` scores a title equal apart from a bracketed part. */
const TITLE_IN_BRACKETS = 0.92;

/**
 * Whether `a` carries `b` as its bracketed second name: K-pop and J-pop releases title a song in
 * two scripts ("Gangnam Style (강남스타일)") where another platform shows one ("강남스타일").
 */
function namedInBrackets(a: NormalizedTitle, b: NormalizedTitle): boolean {
  if (a.key === a.baseKey || !a.key.startsWith(a.baseKey)) return false;
  return a.key.slice(a.baseKey.length).trim() === b.key;
}

/**
 * Compares two titles: classical movements by catalogue number and movement; otherwise the
 * normalised titles (see `titleSimilarity`), retrying without a leading "<artist> - " (YouTube);
 * titles in different scripts by their romanised forms, and as `unknown` when those cannot tell.
 */
export function compareTitle(source: PreparedTrack, candidate: PreparedTrack, romanizer: Romanizer): TitleComparison {
  if (source.work && candidate.work) {
    const { same, reason } = sameMovement(source.work, candidate.work);
    return { score: same ? 1 : 0, reason, unknown: false, classical: true };
  }
  let title = titleSimilarity(source.title, candidate.title);
  if (title.score === 0) {
    // A video titled "<artist> - <song>" by a channel not named like the artist.
    const bare = titleAfterArtist(candidate.foldedTitle, source.foldedArtists);
    const sourceBare = bare ? undefined : titleAfterArtist(source.foldedTitle, candidate.foldedArtists);
    if (bare) title = titleSimilarity(source.title, bare);
    else if (sourceBare) title = titleSimilarity(sourceBare, candidate.title);
  }
  if (title.score === 0 && (namedInBrackets(source.title, candidate.title) || namedInBrackets(candidate.title, source.title))) {
    return { score: TITLE_IN_BRACKETS, reason: 'title equal to the name in brackets', unknown: false, classical: false };
  }
  // Field by field: V8 took microseconds to spread `title` into a new object on this hot path.
  if (title.score > 0 || !scriptsDiffer(source.title.key, candidate.title.key)) return { score: title.score, reason: title.reason, unknown: false, classical: false };
  const across = compareAcrossScripts(source.title.key, candidate.title.key, romanizer);
  if (across === 'equal') return { score: ROMANISED_EQUAL, reason: 'title equal once romanised', unknown: false, classical: false };
  if (across === 'alike') return { score: ROMANISED_ALIKE, reason: 'title alike once romanised', unknown: false, classical: false };
  if (across === 'fits') return { score: ROMANISED_ALIKE, reason: 'title fits its romanised form', unknown: false, classical: false };
  return { score: 0.5, reason: 'title in another script, not comparable: decided by the other evidence', unknown: true, classical: false };
}

import { sameMovement } from './classical-work';
import { compareAcrossScripts, scriptsDiffer, scriptsOf } from './cross-script';
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
  /** Two different Latin titles of a release written in another script: maybe a translation and a romanisation. */
  renderings?: boolean;
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

/** Whether a track's artist or album is written in a script other than Latin. */
function releaseInOtherScript(track: PreparedTrack): boolean {
  return (track.albumKey !== undefined && scriptsOf(track.albumKey) !== '') || track.foldedArtists.some((artist) => scriptsOf(artist) !== '');
}

/**
 * Two different titles in Latin letters on a release whose artist or album both sides write in
 * another script: one platform may show the song's translation ("End of Summer") where another
 * shows its romanisation ("Natsu no Owari") of 夏の終わり, and neither text says which.
 */
function latinRenderings(source: PreparedTrack, candidate: PreparedTrack): boolean {
  return scriptsOf(source.title.key) === '' && scriptsOf(candidate.title.key) === '' && releaseInOtherScript(source) && releaseInOtherScript(candidate);
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
  if (title.score === 0 && latinRenderings(source, candidate)) {
    return { score: 0.5, reason: 'two Latin titles of a release in another script (translated, romanised): decided by the release evidence', unknown: true, classical: false, renderings: true };
  }
  // Field by field: V8 took microseconds to spread `title` into a new object on this hot path.
  if (title.score > 0 || !scriptsDiffer(source.title.key, candidate.title.key)) return { score: title.score, reason: title.reason, unknown: false, classical: false };
  const across = compareAcrossScripts(source.title.key, candidate.title.key, romanizer);
  if (across === 'equal') return { score: ROMANISED_EQUAL, reason: 'title equal once romanised', unknown: false, classical: false };
  if (across === 'alike') return { score: ROMANISED_ALIKE, reason: 'title alike once romanised', unknown: false, classical: false };
  if (across === 'fits') return { score: ROMANISED_ALIKE, reason: 'title fits its romanised form', unknown: false, classical: false };
  return { score: 0.5, reason: 'title in another script, not comparable: decided by the other evidence', unknown: true, classical: false };
}

import { compareArtists } from './compare-artists';
import { scriptsOf } from './cross-script';
import { albumsAgree, artistsAcrossScripts, artistInVideoTitle, guestOnOneSide, performersAgree, sharesAnyArtist } from './compare-credits';
import { compareDuration, ISRC_DURATION_MS } from './compare-duration';
import { compareTitle } from './compare-title';
import { compareVersions } from './compare-versions';
import { describeEvidence, gatherEvidence, type Evidence } from './evidence';
import { VERIFIED_THRESHOLD } from './match-thresholds';
import { artistsOf, type PreparedTrack } from './prepare-track';
import { defaultRomanizer, type Romanizer } from './romanize';
import { scoreByEvidence, TIGHT_MS } from './score-by-evidence';
import { describeTag } from './version-tag';

/**
 * Why a candidate was held just under verified; `resolveReview` looks at the release evidence to
 * lift it to verified or drop it.
 */
export type Hold =
  | 'title-similar'
  | 'edit-one-side'
  | 'artists-differ'
  | 'artists-one-way'
  | 'isrc-unchecked'
  | 'clean-explicit'
  | 'remaster'
  | 'other-mix'
  | 'guest-one-side'
  | 'other-script'
  | 'performers'
  | 'other-release';

/** The score with what `findBestMatch` needs to break ties and resolve a review. */
export interface DetailedScore {
  score: number;
  /** The score before it is clamped to 1, so bonuses still order candidates that all reach 1. */
  rank: number;
  reasons: string[];
  isrcAccepted: boolean;
  gapMs: number | undefined;
  albumEqual: boolean;
  holds: Hold[];
  evidence: Evidence | undefined;
  /** Decided by the release evidence alone (`scoreByEvidence`): title or artists not comparable across scripts. */
  byEvidence: boolean;
  /** On the same edition of the album and as long as the source, whatever else is against it. */
  fitsAlbum: boolean;
}

const WEIGHT_TITLE = 0.45;
const WEIGHT_ARTISTS = 0.25;
const WEIGHT_DURATION = 0.3;
const ALBUM_BONUS = 0.03;
const EXPLICIT_BONUS = 0.01;
const EXPLICIT_PENALTY = 0.05;
const ISRC_BONUS = 0.08;
const ISRC_DIFFERS_PENALTY = 0.02;
/** A title at least this close agrees (equal, or equal apart from a bracketed part). */
const TITLE_AGREES = 0.92;
/** An edit on one side only is the same cut only if it lasts the same. */
const EDIT_GAP_MS = 3_000;
/** Highest score a candidate reaches when one rule says "look at it": just under verified. */
export const REVIEW_CAP = VERIFIED_THRESHOLD - 0.01;
/** Artists agreeing once romanised: as good as a spelling difference. */
const ARTISTS_ROMANISED = 0.85;

function rejected(reasons: string[], gapMs: number | undefined): DetailedScore {
  // Every score has the same fields in the same order, so the hot loop stays monomorphic.
  return { score: 0, rank: 0, reasons, isrcAccepted: false, gapMs, albumEqual: false, holds: [], evidence: undefined, byEvidence: false, fitsAlbum: false };
}

/** A recording tag one album name gives its tracks that the other track has nowhere (title or album). */
function albumTagConflict(a: PreparedTrack, b: PreparedTrack): string | null {
  if (a.albumKey === undefined || b.albumKey === undefined) return null;
  for (const [x, y] of [[a, b], [b, a]] as const) {
    for (const tag of x.albumTags) {
      const kind = tag.kind;
      if (x.recording.some((t) => t.kind === kind)) continue;
      if (y.recording.some((t) => t.kind === kind) || y.albumTags.some((t) => t.kind === kind)) continue;
      return `version differs: the album "${x.track.album ?? ''}" is ${describeTag(tag)}`;
    }
  }
  return null;
}

/** ISRC years this far apart, or release years this far apart, are another release: a reissue or a re-recording. */
const YEARS_APART = 3;

/**
 * Why the candidate may be another recording of the song on another release, or null: on
 * another album that is a hits compilation, or released years apart, or under another
 * registrant's ISRC years apart, with no equal ISRC to show it is the same master. Artists sell
 * unlabelled re-recordings of their old hits on such compilations ("Greatest Hits", "Gold"),
 * as Taylor Swift re-released her first albums years later.
 */
function otherRelease(source: PreparedTrack, candidate: PreparedTrack, e: Evidence, isrcAccepted: boolean): string | null {
  if (isrcAccepted || e.album !== 'differs') return null;
  if (source.compilation || candidate.compilation) return 'on another album, a compilation: maybe a re-recording';
  if (source.year !== undefined && candidate.year !== undefined && Math.abs(source.year - candidate.year) >= YEARS_APART) {
    return `on another album released ${Math.abs(source.year - candidate.year)} years apart: maybe a re-recording`;
  }
  if (e.isrc === 'other' && e.isrcYearGap !== undefined && Math.abs(e.isrcYearGap) >= YEARS_APART) {
    return "on another album under another registrant's ISRC years apart: maybe a re-recording";
  }
  return null;
}

/** A title in a script other than Latin, on an album named in that script. */
function titledLikeAlbum(track: PreparedTrack): boolean {
  const scripts = scriptsOf(track.title.key);
  return scripts !== '' && track.albumKey !== undefined && scriptsOf(track.albumKey) === scripts;
}

/**
 * A guest `withGuest` credits that `other` does not (`guestOnOneSide`), unless `other` names only
 * its main artist (a Deezer row): a guest credited as an artist only is then unlisted there, not
 * absent. A guest the title or the album's name gives still counts.
 */
function unlistedGuest(withGuest: PreparedTrack, other: PreparedTrack): ReturnType<typeof guestOnOneSide> {
  const guest = guestOnOneSide(withGuest, other);
  return guest?.creditOnly && other.track.mainArtistOnly === true ? undefined : guest;
}

/**
 * Scores a candidate against the source. Hard rules first (each gives 0 with its reason):
 * different versions (in the titles, or an album that makes its tracks live, instrumental,
 * karaoke...), a title that differs, a duration gap past the bound (past 5 s for a music video,
 * whose extra seconds are an intro or another cut), no artist in common. Titles or artists in
 * different scripts that romanising cannot compare are decided by the release evidence alone
 * (`scoreByEvidence`). Otherwise 0.45 title + 0.25 artists + 0.30 duration, plus small album,
 * explicit and ISRC signals. A weak point (a title only similar, a radio edit on one side, an
 * ISRC equal but not confirmed by title and duration, a primary artist credited one way, a
 * guest credited on one side only, another master with another ISRC) caps the score to review
 * and is recorded in `holds` for `resolveReview`.
 */
export function scorePrepared(source: PreparedTrack, candidate: PreparedTrack, romanizer: Romanizer = defaultRomanizer): DetailedScore {
  const reasons: string[] = [];
  const holds: Hold[] = [];
  const versions = compareVersions(source, candidate);
  if (versions.differs) return rejected([versions.differs], undefined);
  const albumTag = albumTagConflict(source, candidate);
  if (albumTag) return rejected([albumTag], undefined);

  const title = compareTitle(source, candidate, romanizer);
  reasons.push(title.reason);
  if (title.score === 0) return rejected(reasons, undefined);

  const duration = compareDuration(source.durationMs, candidate.durationMs);
  reasons.push(duration.reason);
  if (duration.score === 0) return rejected(reasons, duration.gapMs);
  const gap = duration.gapMs === undefined ? undefined : Math.abs(duration.gapMs);
  if ((source.isVideo || candidate.isVideo) && gap !== undefined && gap > ISRC_DURATION_MS) {
    return rejected([...reasons, 'a music video this far off is another cut, or carries an intro'], duration.gapMs);
  }

  if (title.score < TITLE_AGREES) holds.push('title-similar');
  if (versions.editOnOneSide !== null) {
    if (gap === undefined || gap > EDIT_GAP_MS) {
      return rejected([`version differs: ${versions.editOnOneSide}`, ...reasons], duration.gapMs);
    }
    reasons.push(versions.editOnOneSide);
    holds.push('edit-one-side');
  }

  const isrcEqual = source.isrc !== undefined && source.isrc === candidate.isrc;
  const isrcAccepted = isrcEqual && gap !== undefined && gap <= ISRC_DURATION_MS && (title.score >= TITLE_AGREES || title.unknown);

  let artists = compareArtists(artistsOf(source), artistsOf(candidate));
  let artistsUnknown = false;
  if (title.classical && (artists.score === 0 || artists.oneWay) && sharesAnyArtist(source, candidate)) {
    artists = { score: 0.9, reason: 'a performer or the composer in common', oneWay: false };
  }
  if (artists.score === 0 && (source.isVideo || candidate.isVideo) && artistInVideoTitle(source, candidate)) {
    // A lyric or fan channel's upload: the channel is no artist, the title names the song's.
    artists = { score: ARTISTS_ROMANISED, reason: 'artist named in the video title', oneWay: false };
  }
  if (artists.score === 0) {
    const across = artistsAcrossScripts(source, candidate, romanizer);
    if (across === 'agree') artists = { score: ARTISTS_ROMANISED, reason: 'artist equal once romanised', oneWay: false };
    else if (across === 'unknown') artistsUnknown = true;
  }
  reasons.push(artistsUnknown ? 'artists in another script, not comparable' : artists.reason);

  // An album named after the song (a single, mostly) only repeats the title, and every single
  // has its song at track 1: with artists that cannot be compared, such an album says nothing of
  // whose recording it is (two artists' singles "سماء" are not one release).
  const titleNamedAlbums = source.albumKey === source.title.baseKey && candidate.albumKey === candidate.title.baseKey;
  const albumAgrees = artistsUnknown && titleNamedAlbums ? undefined : albumsAgree(source, candidate, romanizer);
  const evidence = gatherEvidence(source, candidate, albumAgrees);
  const albumEqual = albumAgrees === true;
  const explicitDiffers = source.explicit !== undefined && candidate.explicit !== undefined && source.explicit !== candidate.explicit;
  // A clean edit, a remaster or another mix is the same performance but usually its own master
  // with its own ISRC: unless an equal ISRC shows a platform labelled one master two ways, it may
  // not be the master the source plays.
  const otherMaster = !isrcAccepted && (explicitDiffers || versions.softConflict);
  // Classical credits vary by platform too much to tell a guest from a performer left out.
  const guest = title.classical ? undefined : (unlistedGuest(source, candidate) ?? unlistedGuest(candidate, source));
  const isrcDiffers = !isrcEqual && source.isrc !== undefined && candidate.isrc !== undefined;
  // A credit alone is often dropped by one platform (the same ISRC, the same length); with another
  // length or its own ISRC it is the guest's version.
  const guestHeld = guest !== undefined && (!guest.creditOnly || gap === undefined || gap > TIGHT_MS || isrcDiffers);
  if (title.unknown || artistsUnknown) {
    const conflicts = [
      ...(versions.editOnOneSide === null ? [] : [versions.editOnOneSide]),
      ...(otherMaster ? [explicitDiffers ? 'explicit differs' : 'another master (remaster or mix)'] : []),
      // With no title to compare, a credit on one side only counts against it too.
      ...(guest === undefined ? [] : [`guest "${guest.name}" on one side only`]),
    ];
    // The same title written in its own script on both sides ("강남스타일" for PSY and 싸이, "残酷な
    // 天使のテーゼ" for Yoko Takahashi and 高橋洋子): another artist's song of that name, as
    // long to the second, is rare enough for the title to stand for the artist.
    const nativeTitle = artistsUnknown && !title.unknown && title.score >= TITLE_AGREES && scriptsOf(source.title.key) !== '' && scriptsOf(candidate.title.key) !== '';
    return scoreByEvidence({ reasons, evidence, gapMs: duration.gapMs, isrcAccepted, albumEqual, bothUnknown: title.unknown && artistsUnknown, nativeTitle, artistsAgree: !artistsUnknown && artists.score > 0, nativeAlbum: titledLikeAlbum(source) || titledLikeAlbum(candidate), renderings: title.renderings === true, conflicts });
  }
  if (artists.score === 0) {
    if (!isrcAccepted) return rejected(reasons, duration.gapMs);
    holds.push('artists-differ');
  } else if (artists.oneWay && !isrcAccepted) {
    holds.push('artists-one-way');
    reasons.push('only one primary artist credited on the other side');
  }
  if (title.classical && artists.score > 0 && !isrcAccepted && !performersAgree(source, candidate)) {
    holds.push('performers');
    reasons.push('one name in common and other performers on each side: maybe another performance');
  }
  if (guestHeld) {
    holds.push('guest-one-side');
    reasons.push(`guest "${guest?.name ?? ''}" credited on one side only: maybe the guest's version`);
  }

  let score = WEIGHT_TITLE * title.score + WEIGHT_ARTISTS * artists.score + WEIGHT_DURATION * duration.score;
  score += versions.adjust;
  reasons.push(...versions.notes);

  if (isrcAccepted) {
    score += ISRC_BONUS;
    reasons.push('isrc equal');
  } else if (isrcEqual) {
    holds.push('isrc-unchecked');
    reasons.push(duration.gapMs === undefined ? 'isrc equal, duration unknown' : 'isrc equal but duration or title disagree');
  }
  if (isrcDiffers) {
    score -= ISRC_DIFFERS_PENALTY;
    reasons.push('isrc differs');
  }
  if (albumEqual) {
    score += ALBUM_BONUS;
    reasons.push('album equal');
  }
  if (explicitDiffers) {
    score -= EXPLICIT_PENALTY;
    reasons.push(`explicit differs: ${source.explicit ? 'explicit' : 'clean'} vs ${candidate.explicit ? 'explicit' : 'clean'}`);
  } else if (source.explicit !== undefined && candidate.explicit !== undefined) score += EXPLICIT_BONUS;
  if (otherMaster) {
    holds.push(explicitDiffers ? 'clean-explicit' : versions.mixConflict ? 'other-mix' : 'remaster');
    reasons.push(isrcDiffers ? 'isrc differs on a different master' : 'no isrc to show it is the same master');
  }
  const release = otherRelease(source, candidate, evidence, isrcAccepted);
  if (release) {
    holds.push('other-release');
    reasons.push(release);
  }
  reasons.push(...describeEvidence(evidence));
  const cap = holds.length > 0 ? REVIEW_CAP : Infinity;
  const rank = Math.max(0, Math.min(cap, score));
  return { score: Math.min(1, rank), rank, reasons, isrcAccepted, gapMs: duration.gapMs, albumEqual, holds, evidence, byEvidence: false, fitsAlbum: false };
}

import { compareArtists } from './compare-artists';
import { compareDuration, ISRC_DURATION_MS } from './compare-duration';
import { compareVersions } from './compare-versions';
import { VERIFIED_THRESHOLD } from './match-thresholds';
import { artistsOf, titleAfterArtist, type PreparedTrack } from './prepare-track';
import { titleSimilarity } from './title-similarity';

/** The score with what `findBestMatch` needs to break ties. */
export interface DetailedScore {
  score: number;
  /** The score before it is clamped to 1, so bonuses still order candidates that all reach 1. */
  rank: number;
  reasons: string[];
  isrcAccepted: boolean;
  gapMs: number | undefined;
  albumEqual: boolean;
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
const REVIEW_CAP = VERIFIED_THRESHOLD - 0.01;

function rejected(reasons: string[], gapMs: number | undefined): DetailedScore {
  return { score: 0, rank: 0, reasons, isrcAccepted: false, gapMs, albumEqual: false };
}

/**
 * Scores a candidate against the source. Hard rules first (each gives 0 with its reason):
 * different versions, a title that differs, a duration gap past the bound, no artist in common
 * (unless the ISRC, title and duration all agree: then the match is capped to review, for
 * catalogues that write the artist in another script). Then 0.45 title + 0.25 artists
 * + 0.30 duration, plus small album, explicit and ISRC signals. An equal ISRC counts only when the
 * durations are within 5 s and the titles agree; otherwise the candidate is capped to review.
 * A title that is only similar (typos), a radio edit on one side only, and a clean/explicit or
 * remaster/mono disagreement with different ISRCs are capped to review too.
 */
export function scorePrepared(source: PreparedTrack, candidate: PreparedTrack): DetailedScore {
  const reasons: string[] = [];
  const versions = compareVersions(source, candidate);
  if (versions.differs) return rejected([versions.differs], undefined);

  let title = titleSimilarity(source.title, candidate.title);
  if (title.score === 0) {
    // A video titled "<artist> - <song>" by a channel not named like the artist.
    const bare = titleAfterArtist(candidate.foldedTitle, source.foldedArtists);
    const sourceBare = bare ? undefined : titleAfterArtist(source.foldedTitle, candidate.foldedArtists);
    if (bare) title = titleSimilarity(source.title, bare);
    else if (sourceBare) title = titleSimilarity(sourceBare, candidate.title);
  }
  reasons.push(title.reason);
  if (title.score === 0) return rejected(reasons, undefined);

  const duration = compareDuration(source.durationMs, candidate.durationMs);
  reasons.push(duration.reason);
  if (duration.score === 0) return rejected(reasons, duration.gapMs);

  let cap = title.score < TITLE_AGREES ? REVIEW_CAP : Infinity;
  if (versions.editOnOneSide !== null) {
    if (duration.gapMs === undefined || Math.abs(duration.gapMs) > EDIT_GAP_MS) {
      return rejected([`version differs: ${versions.editOnOneSide}`, ...reasons], duration.gapMs);
    }
    reasons.push(versions.editOnOneSide);
    cap = REVIEW_CAP;
  }

  const isrcEqual = source.isrc !== undefined && source.isrc === candidate.isrc;
  const isrcAccepted =
    isrcEqual &&
    duration.gapMs !== undefined &&
    Math.abs(duration.gapMs) <= ISRC_DURATION_MS &&
    title.score >= TITLE_AGREES;

  const artists = compareArtists(artistsOf(source), artistsOf(candidate));
  reasons.push(artists.reason);
  if (artists.score === 0) {
    if (!isrcAccepted) return rejected(reasons, duration.gapMs);
    cap = REVIEW_CAP;
  } else if (artists.oneWay && !isrcAccepted) {
    cap = REVIEW_CAP;
    reasons.push('only one primary artist credited on the other side');
  }

  let score = WEIGHT_TITLE * title.score + WEIGHT_ARTISTS * artists.score + WEIGHT_DURATION * duration.score;
  score += versions.adjust;
  reasons.push(...versions.notes);

  if (isrcAccepted) {
    score += ISRC_BONUS;
    reasons.push('isrc equal');
  } else if (isrcEqual) {
    cap = REVIEW_CAP;
    reasons.push(duration.gapMs === undefined ? 'isrc equal, duration unknown' : 'isrc equal but duration or title disagree');
  }
  const isrcDiffers = !isrcEqual && source.isrc !== undefined && candidate.isrc !== undefined;
  if (isrcDiffers) {
    score -= ISRC_DIFFERS_PENALTY;
    reasons.push('isrc differs');
  }

  const albumEqual = source.albumKey !== undefined && source.albumKey === candidate.albumKey;
  if (albumEqual) {
    score += ALBUM_BONUS;
    reasons.push('album equal');
  }
  let explicitDiffers = false;
  if (source.explicit !== undefined && candidate.explicit !== undefined) {
    if (source.explicit === candidate.explicit) score += EXPLICIT_BONUS;
    else {
      explicitDiffers = true;
      score -= EXPLICIT_PENALTY;
      reasons.push(`explicit differs: ${source.explicit ? 'explicit' : 'clean'} vs ${candidate.explicit ? 'explicit' : 'clean'}`);
    }
  }
  // A clean edit or a remaster is the same performance but usually its own master with its own
  // ISRC: when the ISRCs differ too, it is probably not the master the source plays.
  if (isrcDiffers && (explicitDiffers || versions.softConflict)) {
    cap = Math.min(cap, REVIEW_CAP);
    reasons.push('isrc differs on a different master: review');
  }
  const rank = Math.max(0, Math.min(cap, score));
  return { score: Math.min(1, rank), rank, reasons, isrcAccepted, gapMs: duration.gapMs, albumEqual };
}

import { REVIEW_THRESHOLD, VERIFIED_THRESHOLD } from './match-thresholds';
import { prepareTrack } from './prepare-track';
import { scorePrepared, type DetailedScore } from './score-prepared';
import type { MatchBand, MatchResult, TrackInfo } from './track-info';

/** Scores closer than this are a tie (float noise of the weighted sum). */
const TIE = 1e-9;

/**
 * Whether `x` ranks above `y`: higher score (unclamped); on a tie an accepted ISRC, then the closer duration,
 * then the same album; otherwise the earlier candidate (the platform's own search rank) stays.
 */
function ranksAbove(x: DetailedScore, y: DetailedScore): boolean {
  if (Math.abs(x.rank - y.rank) > TIE) return x.rank > y.rank;
  if (x.isrcAccepted !== y.isrcAccepted) return x.isrcAccepted;
  const gx = x.gapMs === undefined ? Infinity : Math.abs(x.gapMs);
  const gy = y.gapMs === undefined ? Infinity : Math.abs(y.gapMs);
  if (gx !== gy) return gx < gy;
  return x.albumEqual && !y.albumEqual;
}

function bandOf(score: number): MatchBand {
  if (score >= VERIFIED_THRESHOLD) return 'verified';
  if (score >= REVIEW_THRESHOLD) return 'review';
  return 'none';
}

/**
 * Picks the candidate that is the same recording as `source`. `band` says how far to trust it;
 * with `none`, `best` is null and `reasons` explain why the closest candidate was refused.
 */
export function findBestMatch(source: TrackInfo, candidates: readonly TrackInfo[]): MatchResult {
  if (candidates.length === 0) {
    return { best: null, index: -1, confidence: 0, band: 'none', reasons: ['no candidates'] };
  }
  const prepared = prepareTrack(source);
  let top: DetailedScore | undefined;
  let topIndex = -1;
  candidates.forEach((candidate, i) => {
    const scored = scorePrepared(prepared, prepareTrack(candidate));
    if (top === undefined || ranksAbove(scored, top)) {
      top = scored;
      topIndex = i;
    }
  });
  if (top === undefined) return { best: null, index: -1, confidence: 0, band: 'none', reasons: ['no candidates'] };
  const band = bandOf(top.score);
  if (band === 'none') {
    return {
      best: null,
      index: -1,
      confidence: top.score,
      band,
      reasons: [`no candidate reached review; closest #${topIndex} at ${top.score.toFixed(2)}`, ...top.reasons],
    };
  }
  return { best: candidates[topIndex] ?? null, index: topIndex, confidence: top.score, band, reasons: top.reasons };
}

import { REVIEW_THRESHOLD, VERIFIED_THRESHOLD } from './match-thresholds';
import { prepareTrack } from './prepare-track';
import { refutation, resolveReview } from './resolve-review';
import { defaultRomanizer, type Romanizer } from './romanize';
import { TIGHT_MS } from './score-by-evidence';
import { REVIEW_CAP, scorePrepared, type DetailedScore } from './score-prepared';
import type { MatchBand, MatchResult, TrackInfo } from './track-info';

export interface MatchOptions {
  /**
   * Romanises folded text for comparing titles and names across scripts. The default handles
   * kana, Hangul, Cyrillic, Greek, Arabic and Hebrew; a server may pass one that also reads Han
   * characters (a dictionary too large for a browser bundle).
   */
  romanize?: Romanizer;
}

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
 * Picks the candidate that is the same recording as `source`. `band` says how far to trust it:
 * a candidate the score leaves in review is settled by the release evidence where it can be
 * (`resolveReview`), and one the score verifies is still refused when the evidence says another
 * recording (a re-recording under another registrant's ISRC). With `none`, `best` is null and
 * `reasons` explain why the closest candidate was refused.
 */
export function findBestMatch(source: TrackInfo, candidates: readonly TrackInfo[], options: MatchOptions = {}): MatchResult {
  if (candidates.length === 0) {
    return { best: null, index: -1, confidence: 0, band: 'none', reasons: ['no candidates'] };
  }
  const romanizer = options.romanize ?? defaultRomanizer;
  const prepared = prepareTrack(source);
  let top: DetailedScore | undefined;
  let topIndex = -1;
  // Tracks of the source's album as long as it, among candidates decided by the release evidence
  // alone (a translated title): two of them means the evidence cannot tell which track it is,
  // unless the top one is placed by its own position or ISRC.
  let evidenceFits = 0;
  candidates.forEach((candidate, i) => {
    const scored = scorePrepared(prepared, prepareTrack(candidate), romanizer);
    if (scored.byEvidence && scored.fitsAlbum) evidenceFits++;
    if (top === undefined || ranksAbove(scored, top)) {
      top = scored;
      topIndex = i;
    }
  });
  if (top === undefined) return { best: null, index: -1, confidence: 0, band: 'none', reasons: ['no candidates'] };
  let band = bandOf(top.score);
  let confidence = top.score;
  let reasons = top.reasons;
  // Its own album position or an accepted ISRC places the top candidate whatever else lasts as
  // long: two tracks of one edition never share a slot.
  const placed = top.isrcAccepted || top.evidence?.position === 'equal';
  if (top.byEvidence && band === 'verified' && evidenceFits > 1 && !placed) {
    ({ band, confidence, reasons } = { band: 'review', confidence: REVIEW_CAP, reasons: [...reasons, 'another track of the album lasts as long: the evidence cannot tell them apart'] });
  } else if (band === 'review') ({ band, confidence, reasons } = resolveReview(top));
  else if (band === 'verified') {
    const refuted = refutation(top, top.gapMs !== undefined && Math.abs(top.gapMs) <= TIGHT_MS);
    if (refuted) ({ band, reasons } = { band: 'none', reasons: [...reasons, `not the same recording: ${refuted}`] });
  }
  if (band === 'none') {
    return {
      best: null,
      index: -1,
      confidence: Math.min(confidence, REVIEW_THRESHOLD - 0.01),
      band,
      reasons: [`no candidate reached review; closest #${topIndex} at ${top.score.toFixed(2)}`, ...reasons],
    };
  }
  return { best: candidates[topIndex] ?? null, index: topIndex, confidence, band, reasons };
}

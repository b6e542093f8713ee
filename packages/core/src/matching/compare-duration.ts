export interface DurationComparison {
  /** 0..1; 0 means beyond the allowed gap. */
  score: number;
  /** Candidate minus source, in ms; undefined when either is unknown. */
  gapMs: number | undefined;
  reason: string;
}

/** Same recording, different platform: 1-2 s apart is common (encoder padding, rounding to seconds). */
const CLOSE_MS = 2_000;
/** The ISRC check's tolerance, and where the duration score starts to fall fast. */
export const ISRC_DURATION_MS = 5_000;
const MAX_GAP_MS = 10_000;
/** Long tracks (live sets, classical) drift more between masters: allow 2.5 % past 400 s. */
const MAX_GAP_RATIO = 0.025;
/** Score when a duration is missing: neither evidence for nor against. */
const UNKNOWN_SCORE = 0.6;

function seconds(ms: number): string {
  return `${ms >= 0 ? '+' : '-'}${(Math.abs(ms) / 1000).toFixed(1)}s`;
}

export function compareDuration(source: number | undefined, candidate: number | undefined): DurationComparison {
  if (source === undefined || candidate === undefined) {
    return { score: UNKNOWN_SCORE, gapMs: undefined, reason: 'duration unknown' };
  }
  const gapMs = candidate - source;
  const gap = Math.abs(gapMs);
  const bound = Math.max(MAX_GAP_MS, MAX_GAP_RATIO * Math.max(source, candidate));
  if (gap > bound) {
    return { score: 0, gapMs, reason: `duration ${seconds(gapMs)} beyond ${(bound / 1000).toFixed(0)}s` };
  }
  let score: number;
  if (gap <= CLOSE_MS) score = 1;
  else if (gap <= ISRC_DURATION_MS) score = 1 - (0.15 * (gap - CLOSE_MS)) / (ISRC_DURATION_MS - CLOSE_MS);
  else score = 0.85 - (0.45 * (gap - ISRC_DURATION_MS)) / (bound - ISRC_DURATION_MS);
  return { score, gapMs, reason: `duration ${seconds(gapMs)}` };
}

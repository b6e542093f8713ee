import { distance } from 'fastest-levenshtein';
import type { NormalizedTitle } from './normalize-title';

export interface Similarity {
  /** 0..1; 0 means the titles differ. */
  score: number;
  reason: string;
}

/** Below this edit-distance ratio two titles are different songs. */
const FUZZY_FLOOR = 0.85;
const NUMBER_RE = /\d+/g;

function ratio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
}

function sameNumbers(a: string, b: string): boolean {
  const na = a.match(NUMBER_RE);
  const nb = b.match(NUMBER_RE);
  if (!na || !nb) return !na && !nb;
  return na.length === nb.length && na.every((n, i) => n === nb[i]);
}

/**
 * Compares two normalised titles: equal keys score 1; equal once one side's unrecognised bracket
 * or dash part is dropped ("(I Can't Get No) Satisfaction" vs "Satisfaction") 0.92; a few typos
 * 0.6..0.9 (the scorer caps those to review). Two different extras ("Song (Part 1)" vs
 * "Song (Reprise)") and numbers that differ ("Pt. 1" / "Pt. 2") never match.
 */
export function titleSimilarity(a: NormalizedTitle, b: NormalizedTitle): Similarity {
  if (a.key === b.key) return { score: 1, reason: 'title equal' };
  if (a.key === b.baseKey || a.baseKey === b.key) {
    return { score: 0.92, reason: 'title equal apart from a bracketed part' };
  }
  if (!sameNumbers(a.key, b.key)) return { score: 0, reason: `title differs: "${a.key}" vs "${b.key}"` };
  const best = Math.max(ratio(a.key, b.key), ratio(a.key, b.baseKey), ratio(a.baseKey, b.key));
  if (best < FUZZY_FLOOR) return { score: 0, reason: `title differs: "${a.key}" vs "${b.key}"` };
  return { score: 0.6 + ((best - FUZZY_FLOOR) / (1 - FUZZY_FLOOR)) * 0.3, reason: `title similar (${best.toFixed(2)})` };
}

import type { PlatformKey } from '@segue/core';
import type { Pair } from '../src/conversion/support/disjoint-rounds';
import type { PlaylistScore } from '../src/conversion/support/score-playlist';

/** One playlist converted for one ordered pair of platforms, as the conversion bench measures it. */
export interface PairRun extends Pair {
  /** Entries of the playlist converted. */
  tracks: number;
  seconds: number;
  sourceCalls: number;
  targetCalls: number;
  faults: number;
  score?: PlaylistScore;
  /** The source's playlist of hard cases, converted after the ordinary one (clean pass only). */
  hard?: { seconds: number; score?: PlaylistScore; failure?: string };
  /** Recording ids converted correctly. */
  correctIds: Set<string>;
  failure?: string;
}

const pct = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(4));

/** A table of pair runs; with `clean`, the tracks each faulty run lost against the clean run of its pair. */
export function printPairs(title: string, runs: readonly PairRun[], clean?: Map<string, PairRun>): void {
  console.log(`\n${title}\n`);
  const lostHeader = clean ? ' | lost to faults | faults hit' : '';
  console.log(`pair                    | tracks | wall s | calls/track (target) | calls/track (both) | precision | recall | wrong | omitted | on target${lostHeader}`);
  console.log(`------------------------|-------:|-------:|---------------------:|-------------------:|----------:|-------:|------:|--------:|----------:${clean ? '|---------------:|----------:' : ''}`);
  for (const run of runs) {
    const s = run.score;
    let lostCell = '';
    if (clean) {
      const reference = clean.get(`${run.source}>${run.target}`);
      // A track the clean run found and the faulty run did not (or never accounted for).
      const lost = run.failure ? run.tracks : [...(reference?.correctIds ?? [])].filter((id) => !run.correctIds.has(id)).length + (s?.lost ?? 0);
      lostCell = ` | ${String(lost).padStart(15)} | ${String(run.faults).padStart(10)}`;
    }
    console.log(
      [
        `${run.source} → ${run.target}`.padEnd(23),
        String(run.tracks).padStart(6),
        run.seconds.toFixed(1).padStart(6),
        (run.targetCalls / run.tracks).toFixed(3).padStart(20),
        ((run.sourceCalls + run.targetCalls) / run.tracks).toFixed(3).padStart(18),
        pct(s?.precision).padStart(9),
        pct(s?.recall).padStart(6),
        String(s?.wrong.length ?? '-').padStart(5),
        String(s?.omitted ?? '-').padStart(7),
        String(s?.onTarget ?? '-').padStart(9),
      ].join(' | ') + lostCell + (run.failure ? `  FAILED: ${run.failure}` : ''),
    );
  }
  const scored = runs.filter((r) => r.score);
  const returned = scored.reduce((a, r) => a + r.score!.returned, 0);
  const correct = scored.reduce((a, r) => a + r.score!.correct, 0);
  const onTarget = scored.reduce((a, r) => a + r.score!.onTarget, 0);
  console.log(`\noverall precision ${pct(returned === 0 ? 1 : correct / returned)}, recall ${pct(correct / Math.max(onTarget, 1))}, failed tasks ${runs.length - scored.length}`);
  for (const run of runs) for (const line of run.score?.wrong.slice(0, 3) ?? []) console.log(`  wrong in ${run.source} → ${run.target}: ${line}`);
  // Tracks the target has that were left out, with the reason given (a few per pair).
  for (const run of runs) {
    const missed = [...(run.score?.missedByKind.values() ?? [])].flat();
    for (const line of missed.slice(0, 3)) console.log(`  missed in ${run.source} → ${run.target}: ${line}`);
  }
}

/**
 * Requests into each of `targets` per track converted there, over the pairs whose source lists
 * ISRCs (`isrcSources`): what remembering ISRC lookups and searches can lower.
 */
export function printCallsInto(label: string, runs: readonly PairRun[], targets: readonly PlatformKey[], isrcSources: readonly PlatformKey[]): void {
  const parts = targets.map((target) => {
    const into = runs.filter((r) => r.target === target && isrcSources.includes(r.source) && !r.failure);
    const calls = into.reduce((a, r) => a + r.targetCalls, 0);
    const tracks = into.reduce((a, r) => a + r.tracks, 0);
    return `${target} ${(calls / Math.max(tracks, 1)).toFixed(3)} (${calls} requests / ${tracks} tracks)`;
  });
  console.log(`${label}: calls per track from sources with ISRCs into ${parts.join(', ')}`);
}

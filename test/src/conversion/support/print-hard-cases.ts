/**
 * The conversion bench's hard-case tables: each pair's conversion of the source's hard-case
 * playlist, then precision and recall per kind of recording over every pair's ordinary and
 * hard-case playlists.
 */
import type { PlatformKey } from '@segue/core';
import { RECORDING_KINDS } from '@segue/sandbox';
import type { KindScore, PlaylistScore } from './score-playlist';

export interface HardCaseRun {
  source: PlatformKey;
  target: PlatformKey;
  /** The ordinary playlist's score. */
  score?: PlaylistScore;
  hard?: { seconds: number; score?: PlaylistScore; failure?: string };
}

const pct = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(4));

export function printHardCases(runs: readonly HardCaseRun[], tracks: number): void {
  console.log(`\nhard cases: each source's playlist pls-<source>-h0001, no faults\n`);
  console.log('pair                    | wall s | entries | on target | returned | correct | wrong | omitted | precision | recall');
  console.log('------------------------|-------:|--------:|----------:|---------:|--------:|------:|--------:|----------:|-------:');
  for (const run of runs) {
    const s = run.hard?.score;
    console.log(
      [
        `${run.source} → ${run.target}`.padEnd(23),
        (run.hard?.seconds ?? 0).toFixed(1).padStart(6),
        String(s?.total ?? '-').padStart(7),
        String(s?.onTarget ?? '-').padStart(9),
        String(s?.returned ?? '-').padStart(8),
        String(s?.correct ?? '-').padStart(7),
        String(s?.wrong.length ?? '-').padStart(5),
        String(s?.omitted ?? '-').padStart(7),
        pct(s?.precision).padStart(9),
        pct(s?.recall).padStart(6),
      ].join(' | ') + (run.hard?.failure ? `  FAILED: ${run.hard.failure}` : ''),
    );
  }
  // Per kind over every pair, the ordinary and the hard playlists together.
  const kinds = new Map<string, KindScore>(RECORDING_KINDS.map((k) => [k, { total: 0, onTarget: 0, returned: 0, correct: 0, wrong: 0 }]));
  for (const run of runs) {
    for (const score of [run.score, run.hard?.score]) {
      for (const [kind, k] of score?.byKind ?? []) {
        const sum = kinds.get(kind)!;
        for (const key of Object.keys(sum) as (keyof KindScore)[]) sum[key] += k[key];
      }
    }
  }
  console.log(`\nper kind of recording, every pair, the ${tracks}-track and the hard-case playlists, no faults\n`);
  console.log('kind                  | entries | on target | returned | correct | wrong | precision | recall');
  console.log('----------------------|--------:|----------:|---------:|--------:|------:|----------:|-------:');
  for (const [kind, k] of kinds) {
    if (k.total === 0) continue;
    console.log(
      [
        kind.padEnd(21),
        String(k.total).padStart(7),
        String(k.onTarget).padStart(9),
        String(k.returned).padStart(8),
        String(k.correct).padStart(7),
        String(k.wrong).padStart(5),
        pct(k.returned === 0 ? 1 : k.correct / k.returned).padStart(9),
        pct(k.onTarget === 0 ? 1 : k.correct / k.onTarget).padStart(6),
      ].join(' | '),
    );
  }
  for (const run of runs) for (const line of run.hard?.score?.wrong.slice(0, 2) ?? []) console.log(`  wrong in hard ${run.source} → ${run.target}: ${line}`);
  // A few entries of each hard kind left out though the target has them, with the reason given.
  for (const kind of RECORDING_KINDS) {
    if (kind === 'plain') continue;
    const lines = runs.flatMap((run) => (run.hard?.score?.missedByKind.get(kind) ?? []).map((line) => `${run.source} → ${run.target}: ${line}`));
    for (const line of lines.slice(0, 4)) console.log(`  missed ${kind}: ${line}`);
  }
}

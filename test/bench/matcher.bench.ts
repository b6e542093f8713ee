/**
 * `pnpm bench:matcher`: the pure matcher (`findBestMatch` from `@segue/core`) on the sandbox
 * catalog, in process and without a server: every listing of every hard case (and of every third
 * ordinary recording) against every other platform, with the candidates a conversion would score
 * there (`test/src/matching/matcher-run.ts`).
 * Prints precision and recall per kind of recording and per platform pair, `review` answers, and
 * a few wrong claims and misses per kind. Deterministic: the same seed prints the same figures.
 * BENCH_SEED (default 1), BENCH_RECORDINGS (originals, default 6,000) and BENCH_PLAIN_EVERY
 * (take every nth ordinary recording, default 3: a third of the ordinary catalog is plenty, and
 * every hard case is always taken) pick the catalog. Numbers only: nothing here asserts a figure.
 */
import { generateCatalog } from '@segue/sandbox';
import { precision, recall, runMatcher, type MatcherTally } from '../src/matching/matcher-run';

const seed = Number(process.env.BENCH_SEED ?? 1);
const recordings = process.env.BENCH_RECORDINGS ? Number(process.env.BENCH_RECORDINGS) : undefined;
const plainEvery = Number(process.env.BENCH_PLAIN_EVERY ?? 3);

const t0 = performance.now();
const catalog = generateCatalog(seed, recordings ? { recordings } : {});
const t1 = performance.now();
const run = runMatcher(catalog, { plainEvery });
const t2 = performance.now();

const f = (x: number) => x.toFixed(4);
function table(title: string, rows: [string, MatcherTally][]): void {
  console.log(`\n${title}\n`);
  console.log(`${'case'.padEnd(22)} | cases | on target | claims | correct | wrong | review (right) | precision | recall`);
  console.log(`${'-'.repeat(22)}-|------:|----------:|-------:|--------:|------:|---------------:|----------:|-------:`);
  for (const [name, t] of rows) {
    if (t.cases === 0) continue;
    console.log(
      [
        name.padEnd(22),
        String(t.cases).padStart(5),
        String(t.onTarget).padStart(9),
        String(t.claims).padStart(6),
        String(t.correct).padStart(7),
        String(t.wrong).padStart(5),
        `${t.review} (${t.reviewRight})`.padStart(14),
        f(precision(t)).padStart(9),
        f(recall(t)).padStart(6),
      ].join(' | '),
    );
  }
}

console.log(
  `matcher bench: seed ${seed}, ${catalog.recordings.length} recordings${plainEvery > 1 ? ` (one ordinary recording in ${plainEvery})` : ''}; catalog ${(t1 - t0).toFixed(0)} ms, matching ${((t2 - t1) / 1000).toFixed(1)} s`,
);
table('per kind (all pairs)', [...run.byKind]);
table('per pair (all kinds)', [...run.byPair].map(([pair, t]) => [pair.replace('>', ' → '), t]));
table('overall', [['all', run.total]]);
const hard: MatcherTally = { cases: 0, onTarget: 0, claims: 0, correct: 0, wrong: 0, review: 0, reviewRight: 0 };
for (const [kind, t] of run.byKind) if (kind !== 'plain') for (const key of Object.keys(hard) as (keyof MatcherTally)[]) hard[key] += t[key];
table('hard kinds together', [['hard', hard]]);
for (const [kind, lines] of run.wrongExamples) for (const line of lines) console.log(`  wrong (${kind}): ${line}`);
for (const [kind, lines] of run.missExamples) for (const line of lines) console.log(`  missed (${kind}): ${line}`);
for (const [kind, lines] of run.wrongReviewExamples) for (const line of lines) console.log(`  wrong review (${kind}): ${line}`);

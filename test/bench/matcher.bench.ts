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
 *
 * Then the same catalog through the server (`test/src/matching/engine-run.ts`): BENCH_SERVER_PER_KIND
 * recordings of each kind (default 60; 0 skips it), every pair, converted by the server's matching
 * engine through the real adapters and the simulators, and per kind the wrong claims of the
 * matcher alone beside those through the server.
 */
import { generateCatalog } from '@segue/sandbox';
import { precision, recall, runMatcher, type MatcherTally } from '../src/matching/matcher-run';
import { runEngine } from '../src/matching/engine-run';

const seed = Number(process.env.BENCH_SEED ?? 1);
const recordings = process.env.BENCH_RECORDINGS ? Number(process.env.BENCH_RECORDINGS) : undefined;
const plainEvery = Number(process.env.BENCH_PLAIN_EVERY ?? 3);
const serverPerKind = Number(process.env.BENCH_SERVER_PER_KIND ?? 60);

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

if (serverPerKind > 0) {
  const t3 = performance.now();
  const engine = await runEngine(catalog, { perKind: serverPerKind });
  const seconds = ((performance.now() - t3) / 1000).toFixed(1);
  table(`through the server: ${serverPerKind} recordings of each kind, every pair, the server's matching engine over the simulators (${engine.requests} platform requests, ${seconds} s)`, [...engine.byKind]);
  console.log('\nwrong claims per kind: the matcher alone (every case above) | through the server (the sample)\n');
  for (const [kind, alone] of run.byKind) {
    const served = engine.byKind.get(kind)!;
    if (alone.cases === 0 && served.cases === 0) continue;
    console.log(`${kind.padEnd(22)} | ${`${alone.wrong} of ${alone.claims}`.padStart(14)} | ${`${served.wrong} of ${served.claims}`.padStart(12)}`);
  }
}

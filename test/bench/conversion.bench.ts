/**
 * `pnpm bench:conversion`: 1,000-track playlists converted between every ordered pair of the
 * five platforms by a real server process, against the simulators run in this process with
 * 40 ms latency per platform call and each platform's rate limits; then the same on a fresh
 * server with 10% injected faults; then a cold and a cached track conversion to `all`.
 * Prints wall time, platform calls per track (the simulators' counts), precision and recall
 * against the ground truth. Numbers only: nothing here asserts a figure.
 *
 * Pairs run two at a time, in rounds that share no platform, so each pair's request counts and
 * rate limits are its own. BENCH_TRACKS (a playlist size of the catalog: 100, 300, 1000) makes
 * a quicker run.
 *
 * In the clean pass each pair also converts the source's playlist of hard cases
 * (`pls-<platform>-h0001`: romanised twins, re-recordings, videos, classical movements... each
 * beside what it must not be taken for), and precision and recall are printed per kind of
 * recording over both playlists. BENCH_HARD=0 leaves the hard cases out.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { FaultConfig, SandboxStats } from '@segue/sandbox';
import { disjointRounds, type Pair } from '../src/conversion/support/disjoint-rounds';
import { fetchTruth, type Truth } from '../src/conversion/support/ground-truth';
import { startSandboxBehindServer, type SandboxBehindServer } from '../src/conversion/support/sandbox-behind-server';
import { printHardCases } from '../src/conversion/support/print-hard-cases';
import { scorePlaylist, type PlaylistScore } from '../src/conversion/support/score-playlist';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 1000);
const HARD = process.env.BENCH_HARD !== '0';
const LATENCY_MS = 40;
const POLL_MS = 1_000;

// Each platform's limits as the platforms state or show them: Spotify a rolling 30 s window
// (https://developer.spotify.com/documentation/web-api/concepts/rate-limits), Deezer 50
// requests per 5 s answered with a quota error in a 200 body, TIDAL a token bucket (short
// windows), Apple Music bare 429s, YouTube Music (unofficial) a loose window.
const LIMITS: Record<PlatformKey, FaultConfig> = {
  spotify: { rateLimit: { requests: 300, windowMs: 30_000 } },
  deezer: { rateLimit: { requests: 50, windowMs: 5_000 } },
  tidal: { rateLimit: { requests: 40, windowMs: 2_000 } },
  applemusic: { rateLimit: { requests: 200, windowMs: 10_000 }, rateLimitedRate: 0.01 },
  ytmusic: { rateLimit: { requests: 300, windowMs: 10_000 } },
};
const FAULTS: FaultConfig = { errorRate: 0.04, rateLimitedRate: 0.03, hangRate: 0.01, malformedRate: 0.02 };

function faultsFor(withFaults: boolean): Record<PlatformKey, FaultConfig> {
  return Object.fromEntries(
    PLATFORM_KEYS.map((p) => {
      const base: FaultConfig = { latencyMs: LATENCY_MS, ...LIMITS[p] };
      if (withFaults) Object.assign(base, FAULTS, { rateLimitedRate: FAULTS.rateLimitedRate! + (LIMITS[p].rateLimitedRate ?? 0) });
      return [p, base];
    }),
  ) as Record<PlatformKey, FaultConfig>;
}

interface PairRun extends Pair {
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

const requestsOf = (stats: SandboxStats, p: PlatformKey) => stats.platforms[p].requests;
const faultsOf = (stats: SandboxStats, p: PlatformKey) => Object.values(stats.platforms[p].faults).reduce((a, b) => a + b, 0);

async function convertPlaylist(env: SandboxBehindServer, truth: Truth, pair: Pair, playlist: ReturnType<Truth['playlist']>) {
  const taskId = await env.api.startPlaylist(playlist.url, pair.target);
  const task = await env.api.waitForTask(taskId, 30 * 60_000, POLL_MS);
  const result = task.payload.platforms[pair.target];
  if (!result) throw new Error(`no ${pair.target} result`);
  return { result, score: scorePlaylist(truth, playlist, pair.source, pair.target, result) };
}

async function runHard(env: SandboxBehindServer, truth: Truth, pair: Pair): Promise<PairRun['hard']> {
  const started = performance.now();
  try {
    const { score } = await convertPlaylist(env, truth, pair, truth.hardPlaylist(pair.source));
    return { seconds: (performance.now() - started) / 1000, score };
  } catch (error) {
    return { seconds: (performance.now() - started) / 1000, failure: error instanceof Error ? error.message.slice(0, 200) : String(error) };
  }
}

async function runPair(env: SandboxBehindServer, truth: Truth, pair: Pair, withHard: boolean): Promise<PairRun> {
  const playlist = truth.playlist(pair.source, TRACKS);
  const before = env.sandbox.stats();
  const started = performance.now();
  const run: PairRun = { ...pair, seconds: 0, sourceCalls: 0, targetCalls: 0, faults: 0, correctIds: new Set() };
  try {
    const { result, score } = await convertPlaylist(env, truth, pair, playlist);
    run.seconds = (performance.now() - started) / 1000;
    run.score = score;
    for (const track of result.tracks) {
      const recording = truth.byListing(pair.target, track.id);
      if (recording && playlist.recording_ids.includes(recording.id)) run.correctIds.add(recording.id);
    }
  } catch (error) {
    run.seconds = (performance.now() - started) / 1000;
    run.failure = error instanceof Error ? error.message.slice(0, 200) : String(error);
  }
  const after = env.sandbox.stats();
  run.sourceCalls = requestsOf(after, pair.source) - requestsOf(before, pair.source);
  run.targetCalls = requestsOf(after, pair.target) - requestsOf(before, pair.target);
  run.faults = faultsOf(after, pair.source) + faultsOf(after, pair.target) - faultsOf(before, pair.source) - faultsOf(before, pair.target);
  // After the counts: the hard cases' calls are not the ordinary playlist's.
  if (withHard) run.hard = await runHard(env, truth, pair);
  return run;
}

async function runAllPairs(env: SandboxBehindServer, truth: Truth, label: string, withHard: boolean): Promise<PairRun[]> {
  const runs: PairRun[] = [];
  const started = performance.now();
  for (const round of disjointRounds(PLATFORM_KEYS)) {
    const results = await Promise.all(round.map((pair) => runPair(env, truth, pair, withHard)));
    for (const run of results) {
      runs.push(run);
      const hard = run.hard ? `, hard cases ${run.hard.seconds.toFixed(1)} s${run.hard.failure ? ` FAILED ${run.hard.failure}` : ''}` : '';
      process.stderr.write(`  ${label} ${run.source} → ${run.target}: ${run.seconds.toFixed(1)} s${run.failure ? ` FAILED ${run.failure}` : ''}${hard}\n`);
    }
  }
  process.stderr.write(`  ${label}: all pairs in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return runs;
}

const pct = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(4));

function printPairs(title: string, runs: PairRun[], clean?: Map<string, PairRun>): void {
  console.log(`\n${title}\n`);
  const lostHeader = clean ? ' | lost to faults | faults hit' : '';
  console.log(`pair                    | wall s | calls/track (target) | calls/track (both) | precision | recall | wrong | omitted | on target${lostHeader}`);
  console.log(`------------------------|-------:|---------------------:|-------------------:|----------:|-------:|------:|--------:|----------:${clean ? '|---------------:|----------:' : ''}`);
  for (const run of runs) {
    const s = run.score;
    let lostCell = '';
    if (clean) {
      const reference = clean.get(`${run.source}>${run.target}`);
      // A track the clean run found and the faulty run did not (or never accounted for).
      const lost = run.failure ? TRACKS : [...(reference?.correctIds ?? [])].filter((id) => !run.correctIds.has(id)).length + (s?.lost ?? 0);
      lostCell = ` | ${String(lost).padStart(15)} | ${String(run.faults).padStart(10)}`;
    }
    console.log(
      [
        `${run.source} → ${run.target}`.padEnd(23),
        run.seconds.toFixed(1).padStart(6),
        (run.targetCalls / TRACKS).toFixed(3).padStart(20),
        ((run.sourceCalls + run.targetCalls) / TRACKS).toFixed(3).padStart(18),
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
}

async function measureTrackToAll(env: SandboxBehindServer, truth: Truth, used: Set<string>): Promise<void> {
  // A long, even latency makes each sequential wave of platform calls stand out from the
  // server's own time: waves ≈ elapsed / latency.
  const wave = 250;
  for (const p of PLATFORM_KEYS) env.sandbox.setFaults(p, { latencyMs: wave });
  console.log(`\ntrack to all: ${wave} ms per platform call, no limits; waves = round(cold ms / ${wave})\n`);
  console.log('source      | cold ms | calls | waves | cached ms (median of 20) | cached max | calls when cached | all 5 right');
  console.log('------------|--------:|------:|------:|-------------------------:|-----------:|------------------:|-----------:');
  for (const source of PLATFORM_KEYS) {
    const recording = truth.raw.recordings.find((r) => r.decoy_of === null && !used.has(r.id) && PLATFORM_KEYS.every((p) => r.platforms[p] !== null))!;
    used.add(recording.id);
    const url = recording.platforms[source]!.url;
    const before = env.sandbox.stats().requests;
    const started = performance.now();
    const cold = await env.api.convertTrack(url, 'all');
    const coldMs = performance.now() - started;
    const calls = env.sandbox.stats().requests - before;
    const right = PLATFORM_KEYS.every((p) => cold.platforms[p]?.id === recording.platforms[p]!.id);
    const times: number[] = [];
    const cachedBefore = env.sandbox.stats().requests;
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await env.api.convertTrack(url, 'all');
      times.push(performance.now() - t);
    }
    const cachedCalls = env.sandbox.stats().requests - cachedBefore;
    times.sort((a, b) => a - b);
    console.log(
      [
        source.padEnd(11),
        coldMs.toFixed(0).padStart(7),
        String(calls).padStart(5),
        String(Math.round(coldMs / wave)).padStart(5),
        times[10]!.toFixed(1).padStart(24),
        times[19]!.toFixed(1).padStart(10),
        String(cachedCalls).padStart(17),
        String(right).padStart(10),
      ].join(' | '),
    );
  }
}

interface Pass {
  env: SandboxBehindServer;
  truth: Truth;
  runs: PairRun[];
}

async function startPass(withFaults: boolean): Promise<Pass> {
  const env = await startSandboxBehindServer({ faults: faultsFor(withFaults) });
  return { env, truth: await fetchTruth(env.sandbox.catalogUrl), runs: [] };
}

async function runPass(pass: Pass, label: string, withHard: boolean): Promise<void> {
  pass.runs = await runAllPairs(pass.env, pass.truth, label, withHard);
}

console.log(`conversion bench: ${TRACKS}-track playlists, ${LATENCY_MS} ms per platform call, limits ${JSON.stringify(LIMITS)}`);
// BENCH_PARALLEL_PASSES=1 runs the clean and the faulty pass side by side (each has its own
// simulators, server and database): the time is mostly spent waiting on rate limits.
const parallel = process.env.BENCH_PARALLEL_PASSES === '1';
const passes: Pass[] = [];
try {
  const clean = await startPass(false);
  passes.push(clean);
  const faulty = await startPass(true);
  passes.push(faulty);
  if (parallel) await Promise.all([runPass(clean, 'clean', HARD), runPass(faulty, 'faults', false)]);
  else {
    await runPass(clean, 'clean', HARD);
    await runPass(faulty, 'faults', false);
  }
  printPairs(`playlists, no faults (pairs two at a time, polled every ${POLL_MS} ms${parallel ? ', beside the faulty pass' : ''})`, clean.runs);
  if (HARD) printHardCases(clean.runs, TRACKS);
  printPairs(
    `playlists with 10% injected faults (${JSON.stringify(FAULTS)}), own server and database`,
    faulty.runs,
    new Map(clean.runs.map((r) => [`${r.source}>${r.target}`, r])),
  );
  await faulty.env.close();
  passes.pop();
  const used = new Set(clean.truth.raw.playlists.filter((p) => p.recording_ids.length === TRACKS).flatMap((p) => p.recording_ids));
  await measureTrackToAll(clean.env, clean.truth, used);
} finally {
  for (const pass of passes) await pass.env.close();
}

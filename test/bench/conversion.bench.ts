/**
 * `pnpm bench:conversion`: 1,000-track playlists converted between every ordered pair of the
 * five platforms by a real server process, against the simulators run in this process with
 * 40 ms latency per platform call and each platform's rate limits (the first run); then, on the
 * same server, a second run into Apple Music and TIDAL of other playlists holding songs the
 * first run converted there from other platforms (a shared server sees the same songs again,
 * from anywhere: `second-run-playlists.ts`); then the first run on a fresh server with 10%
 * injected faults; then a cold and a cached track conversion to `all`.
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
 * recording over both playlists. BENCH_HARD=0 leaves the hard cases out. BENCH_PAIRS
 * (`ytmusic>deezer,ytmusic>spotify`) runs only those pairs of the first run, to look into one.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { generateCatalog, type FaultConfig, type SandboxStats } from '@segue/sandbox';
import { disjointRounds, type Pair } from '../src/conversion/support/disjoint-rounds';
import { fetchTruth, type Truth } from '../src/conversion/support/ground-truth';
import { startSandboxBehindServer, type SandboxBehindServer } from '../src/conversion/support/sandbox-behind-server';
import { printHardCases } from '../src/conversion/support/print-hard-cases';
import { scorePlaylist } from '../src/conversion/support/score-playlist';
import { catalogPlaylists, refillSecondRun } from '../src/conversion/support/second-run-playlists';
import { printCallsInto, printPairs, type PairRun } from './print-pairs';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 1000);
const HARD = process.env.BENCH_HARD !== '0';
const ONLY = process.env.BENCH_PAIRS ? new Set(process.env.BENCH_PAIRS.split(',').map((p) => p.trim())) : undefined;
/** Every pair in rounds that share no platform, or only the pairs BENCH_PAIRS names. */
const firstRounds = () => disjointRounds(PLATFORM_KEYS).map((round) => round.filter((pair) => !ONLY || ONLY.has(`${pair.source}>${pair.target}`))).filter((round) => round.length > 0);
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

/** The targets of the second run: where ISRCs are looked up many per request and absent ones searched. */
const SECOND_TARGETS: readonly PlatformKey[] = ['applemusic', 'tidal'];
const ISRC_SOURCES: readonly PlatformKey[] = ['applemusic', 'spotify', 'deezer', 'tidal'];

const requestsOf = (stats: SandboxStats, p: PlatformKey) => stats.platforms[p].requests;
const faultsOf = (stats: SandboxStats, p: PlatformKey) => Object.values(stats.platforms[p].faults).reduce((a, b) => a + b, 0);

/** Which playlist a pair converts: the catalog's own playlist id. */
type PlaylistFor = (pair: Pair) => string;

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

async function runPair(env: SandboxBehindServer, truth: Truth, pair: Pair, playlistFor: PlaylistFor, withHard: boolean): Promise<PairRun> {
  const playlist = truth.raw.playlists.find((p) => p.id === playlistFor(pair))!;
  const before = env.sandbox.stats();
  const started = performance.now();
  const run: PairRun = { ...pair, tracks: playlist.recording_ids.length, seconds: 0, sourceCalls: 0, targetCalls: 0, faults: 0, correctIds: new Set() };
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

async function runAllPairs(env: SandboxBehindServer, truth: Truth, label: string, rounds: Pair[][], playlistFor: PlaylistFor, withHard = false): Promise<PairRun[]> {
  const runs: PairRun[] = [];
  const started = performance.now();
  for (const round of rounds) {
    const results = await Promise.all(round.map((pair) => runPair(env, truth, pair, playlistFor, withHard)));
    for (const run of results) {
      runs.push(run);
      const hard = run.hard ? `, hard cases ${run.hard.seconds.toFixed(1)} s${run.hard.failure ? ` FAILED ${run.hard.failure}` : ''}` : '';
      process.stderr.write(`  ${label} ${run.source} → ${run.target}: ${run.seconds.toFixed(1)} s${run.failure ? ` FAILED ${run.failure}` : ''}${hard}\n`);
    }
  }
  process.stderr.write(`  ${label}: all pairs in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return runs;
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
  /** The catalog playlist each source converts in the first run, and each pair in the second. */
  first: Map<PlatformKey, string>;
  second: Map<string, string>;
  runs: PairRun[];
  secondRuns: PairRun[];
}

const pairKey = ({ source, target }: Pair) => `${source}>${target}`;
const SECOND_ROUNDS = disjointRounds(PLATFORM_KEYS)
  .map((round) => round.filter((pair) => SECOND_TARGETS.includes(pair.target) && (!ONLY || ONLY.has(`${pair.source}>${pair.target}`))))
  .filter((round) => round.length > 0);

async function startPass(withFaults: boolean): Promise<Pass> {
  // The sandbox's own catalog (seed 1), with the second run's playlists refilled before it starts.
  const catalog = generateCatalog(1);
  const first = catalogPlaylists(catalog, PLATFORM_KEYS, TRACKS);
  const second = withFaults ? new Map() : refillSecondRun(catalog, first, SECOND_ROUNDS.flat(), TRACKS);
  const env = await startSandboxBehindServer({ faults: faultsFor(withFaults), catalog });
  return {
    env,
    truth: await fetchTruth(env.sandbox.catalogUrl),
    first: new Map([...first].map(([platform, playlist]) => [platform, playlist.id])),
    second: new Map([...second].map(([key, playlist]) => [key, playlist.id])),
    runs: [],
    secondRuns: [],
  };
}

async function runPass(pass: Pass, label: string, withHard: boolean): Promise<void> {
  pass.runs = await runAllPairs(pass.env, pass.truth, label, firstRounds(), (pair) => pass.first.get(pair.source)!, withHard);
}

/** Right after the first run on the same server (what it learnt is still in force). */
async function runSecond(pass: Pass): Promise<void> {
  pass.secondRuns = await runAllPairs(pass.env, pass.truth, 'second run', SECOND_ROUNDS, (pair) => pass.second.get(pairKey(pair))!);
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
  const cleanPass = async () => {
    await runPass(clean, 'clean', HARD);
    await runSecond(clean);
  };
  if (parallel) await Promise.all([cleanPass(), runPass(faulty, 'faults', false)]);
  else {
    await cleanPass();
    await runPass(faulty, 'faults', false);
  }
  printPairs(`first run: playlists, no faults (pairs two at a time, polled every ${POLL_MS} ms${parallel ? ', beside the faulty pass' : ''})`, clean.runs);
  printPairs(
    `second run, same server: into ${SECOND_TARGETS.join(' and ')}, other playlists of up to ${TRACKS} songs that the first run converted there from another platform with ISRCs (none from the source's own first-run playlist)`,
    clean.secondRuns,
  );
  if (HARD) printHardCases(clean.runs, TRACKS);
  console.log('');
  printCallsInto('first run ', clean.runs, SECOND_TARGETS, ISRC_SOURCES);
  printCallsInto('second run', clean.secondRuns, SECOND_TARGETS, ISRC_SOURCES);
  printPairs(
    `first run with 10% injected faults (${JSON.stringify(FAULTS)}), own server and database`,
    faulty.runs,
    new Map(clean.runs.map((r) => [pairKey(r), r])),
  );
  await faulty.env.close();
  passes.pop();
  const playlistIds = new Set([...clean.first.values(), ...clean.second.values()]);
  const used = new Set(clean.truth.raw.playlists.filter((p) => playlistIds.has(p.id)).flatMap((p) => p.recording_ids));
  await measureTrackToAll(clean.env, clean.truth, used);
} finally {
  for (const pass of passes) await pass.env.close();
}

/**
 * `pnpm bench:load [--duration 60] [--route cached|task|uncached] [--profile DIR]`: autocannon
 * against a real Segue server (a child process, as `pnpm start` runs it) pointed at the platform
 * simulators, next to a bare Express 5 app answering the same JSON, measured side by side in
 * alternating 5 s slices (side-by-side.ts):
 * - cached track conversions: POST /v1/entity/convert for five tracks converted once first;
 * - task polling: GET /v1/task/{id} of a finished playlist task;
 * - uncached track conversions: every request a track never converted before, Spotify to Apple
 *   Music (the source read, then an ISRC lookup), the simulators answering each call after 40 ms;
 *   Segue alone, nothing to compare. Its rate is bounded by the platforms' request budgets
 *   (20 requests/s per integration on both), not by the server.
 * Prints requests/s, p50/p99, Segue's share of bare Express's requests/s and its p99 against
 * bare Express's. With `--profile DIR` the server runs under `node --cpu-prof` and the profile
 * is summarised per route (summarize-profile.ts). Numbers only: nothing here asserts a timing.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PLATFORM_KEYS } from '@segue/core';
import express from 'express';
import { fetchTruth } from '../src/conversion/support/ground-truth';
import { startSandboxBehindServer } from '../src/conversion/support/sandbox-behind-server';
import type { ServerProcess } from '../src/support/server-process';
import { CONNECTIONS, sideBySide, type Figures } from './side-by-side';
import { loadProfile, printSummary, summarize } from './summarize-profile';

const LATENCY_MS = 40;
const ROUTES = ['cached', 'task', 'uncached'] as const;
type Route = (typeof ROUTES)[number];

/** The baseline: a bare Express app answering each path with a fixed JSON body, nothing else. */
function serveBare(answers: Record<string, string>): void {
  const app = express();
  app.use(express.json());
  app.post('/v1/entity/convert', (_req, res) => {
    res.type('json').send(answers.convert);
  });
  app.get('/v1/task/:id', (_req, res) => {
    res.type('json').send(answers.task);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ message: 'segue listening', port: (server.address() as AddressInfo).port })}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

function startBare(answers: Record<string, string>): Promise<ServerProcess> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--bare', JSON.stringify(answers)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString()) as { port: number };
      child.stdout.resume();
      resolve({ url: `http://127.0.0.1:${port}`, child, stop: () => (child.kill('SIGTERM'), exited) });
    });
  });
}

async function post(base: string, headers: Record<string, string>, body: unknown): Promise<string> {
  const reply = await fetch(`${base}/v1/entity/convert`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await reply.text();
  if (reply.status >= 300) throw new Error(`POST /v1/entity/convert: HTTP ${reply.status} ${text.slice(0, 300)}`);
  return text;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function row(route: string, base: Figures | undefined, ours: Figures): string {
  const share = base ? `${((ours.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)} %` : '-';
  const p99Ratio = base ? `${(ours.p99 / base.p99).toFixed(1)}x` : '-';
  return [
    route.padEnd(34),
    (base ? base.requestsPerSecond.toFixed(0) : '-').padStart(10),
    (base ? ms(base.p50) : '-').padStart(8),
    (base ? ms(base.p99) : '-').padStart(8),
    ours.requestsPerSecond.toFixed(0).padStart(11),
    ms(ours.p50).padStart(9),
    ms(ours.p99).padStart(9),
    String(ours.errors).padStart(6),
    (ours.platformRequests === undefined ? '-' : ours.platformRequests.toFixed(1)).padStart(9),
    share.padStart(10),
    p99Ratio.padStart(9),
  ].join(' | ');
}

async function main(seconds: number, routes: readonly Route[], profileDir: string | undefined): Promise<void> {
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const env = await startSandboxBehindServer({}, {}, nodeArgs);
  let bare: ServerProcess | undefined;
  const rows: [string, Figures | undefined, Figures][] = [];
  // Each route's measurement on the monotonic clock the server's profile is timed by (µs).
  const windows: Partial<Record<Route, [number, number]>> = {};
  const clock = () => Number(process.hrtime.bigint() / 1000n);
  const timed = async <T>(route: Route, measure: () => Promise<T>): Promise<T> => {
    const from = clock();
    const result = await measure();
    windows[route] = [from, clock()];
    return result;
  };
  const load = [loadavg()[0]!];
  try {
    const truth = await fetchTruth(env.sandbox.catalogUrl);
    const headers = { 'x-segue-public-key': env.publicKey, 'content-type': 'application/json' };
    const listed = truth.raw.recordings.filter((r) => r.platforms.spotify && r.platforms.deezer);

    // Warm the cache: five Spotify tracks converted to Deezer once each.
    const bodies = listed.slice(0, 5).map((r) => JSON.stringify({ url: r.platforms.spotify!.url, target_platform: 'deezer' }));
    let convertAnswer = '';
    for (const body of bodies) convertAnswer = await post(env.server.url, headers, JSON.parse(body));

    // One finished playlist task to poll.
    const playlist = truth.playlist('spotify', 12);
    const taskId = (JSON.parse(await post(env.server.url, headers, { url: playlist.url, target_platform: 'deezer' })) as { data: { task_id: string } }).data.task_id;
    const task = await env.api.waitForTask(taskId, 60_000, 250);
    if (task.status !== 'completed') throw new Error(`the playlist task ended ${task.status}`);
    const taskAnswer = await (await fetch(`${env.server.url}/v1/task/${taskId}`, { headers })).text();

    bare = await startBare({ convert: convertAnswer, task: taskAnswer });
    const servers = { bare: bare.url, segue: env.server.url };
    if (routes.includes('cached')) {
      const figures = await timed('cached', () => sideBySide(servers, { method: 'POST', path: '/v1/entity/convert', headers, bodies }, seconds));
      rows.push(['POST /v1/entity/convert (cached)', figures.bare, figures.segue]);
    }
    if (routes.includes('task')) {
      const figures = await timed('task', () => sideBySide(servers, { method: 'GET', path: `/v1/task/${taskId}`, headers }, seconds));
      rows.push(['GET /v1/task/{id} (completed)', figures.bare, figures.segue]);
    }
    if (routes.includes('uncached')) {
      // Tracks no request above touched, each converted once.
      const fresh = truth.raw.recordings.filter((r) => r.platforms.spotify && r.platforms.applemusic).slice(500);
      let next = 0;
      const nextBody = () => JSON.stringify({ url: fresh[next++ % fresh.length]!.platforms.spotify!.url, target_platform: 'applemusic' });
      env.setFaults(Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { latencyMs: LATENCY_MS }])));
      const figures = await timed('uncached', () => sideBySide({ segue: env.server.url }, { method: 'POST', path: '/v1/entity/convert', headers, nextBody }, seconds));
      rows.push([`POST /v1/entity/convert (uncached)`, undefined, figures.segue]);
      if (next > fresh.length) console.warn(`warning: ${next} uncached conversions for ${fresh.length} tracks: some were cached`);
    }
    load.push(loadavg()[0]!);
  } finally {
    await bare?.stop();
    await env.close();
  }

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${seconds} s per server and route in alternating 5 s slices, after a 1 s warm-up each;`);
  console.log(`Segue on embedded PostgreSQL with the simulators in this process; load average ${load.map((l) => l.toFixed(1)).join(' -> ')} on ${cpus().length} cores\n`);
  console.log('route                              | bare req/s | bare p50 | bare p99 | segue req/s | segue p50 | segue p99 | errors | platform  | share of   | p99 vs');
  console.log('                                   |            |          |          |             |           |           |        | req/conv  | bare req/s | bare');
  console.log('-----------------------------------|-----------:|---------:|---------:|------------:|----------:|----------:|-------:|----------:|-----------:|---------:');
  for (const [route, base, ours] of rows) console.log(row(route, base, ours));
  console.log(`\nuncached: Spotify tracks to Apple Music, ${LATENCY_MS} ms per simulator call, within the platforms' request budgets;`);
  console.log('"platform req/conv" is the mean x-segue-platform-requests of the answers.');

  if (profileDir) await summarizeProfiles(profileDir, windows);
}

/** The server's main-thread profile (the largest file), summarised over each route's measurement. */
async function summarizeProfiles(dir: string, windows: Partial<Record<Route, [number, number]>>): Promise<void> {
  const files = await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.cpuprofile')).map(async (f) => ({ f, size: (await stat(path.join(dir, f))).size })));
  const main = files.sort((a, b) => b.size - a.size)[0];
  if (!main) throw new Error(`no profile in ${dir}`);
  const profile = await loadProfile(path.join(dir, main.f));
  console.log(`\nprofile ${path.join(dir, main.f)} (the server; bare Express's slices leave it idle, which is not counted)`);
  for (const route of ROUTES) {
    const window = windows[route];
    if (window) printSummary(route, summarize(profile, window[0], window[1]));
  }
}

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, route: { type: 'string' }, profile: { type: 'string' }, bare: { type: 'string' } },
  allowPositionals: true,
});
if (values.bare !== undefined) {
  serveBare(JSON.parse(values.bare) as Record<string, string>);
} else {
  const seconds = Number(values.duration);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--duration must be a whole number of seconds');
  const route = values.route;
  if (route !== undefined && !ROUTES.includes(route as Route)) throw new Error(`--route must be one of ${ROUTES.join(', ')}`);
  let profileDir: string | undefined;
  if (values.profile !== undefined) {
    const parent = values.profile === '' ? tmpdir() : path.resolve(values.profile);
    await mkdir(parent, { recursive: true });
    profileDir = await mkdtemp(path.join(parent, 'segue-profile-'));
  }
  await main(seconds, route === undefined ? ROUTES : [route as Route], profileDir);
}

/**
 * `pnpm bench:load [--duration 60]`: autocannon against a real Segue server (a child process in
 * sandbox mode, as `SEGUE_SANDBOX=1 pnpm start` runs it) on two hot paths, each next to a bare
 * Express 5 app answering the same JSON in the same run:
 * - cached track conversions: POST /v1/entity/convert for a few tracks converted once first, so
 *   every request is answered from the mapping table;
 * - task polling: GET /v1/task/{id} of a finished playlist task.
 * Prints requests/s, p50/p99 latency and errors. Numbers only: nothing here asserts a timing.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import express from 'express';
import { startServerProcess, type ServerProcess } from '../src/support/server-process';

const CONNECTIONS = 10;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** Request bodies, cycled through (POST). */
  bodies?: string[];
}

async function measure(base: string, target: Target, seconds: number): Promise<Figures> {
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: (target.bodies ?? [undefined]).map((body) => ({ method: target.method, path: target.path, headers: target.headers, ...(body ? { body } : {}) })),
  };
  // A short warm-up so JIT and connection pools are not part of the figure.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

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

interface SandboxFile {
  app: { public_key: string };
  catalog_url: string;
}

interface Truth {
  recordings: { platforms: Record<string, { url: string } | null> }[];
  playlists: { platform: string; url: string; owner_user_id: string | null; recording_ids: string[] }[];
}

async function post(base: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; text: string }> {
  const reply = await fetch(`${base}/v1/entity/convert`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: reply.status, text: await reply.text() };
}

async function main(seconds: number): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-load-'));
  await chmod(dir, 0o711);
  // A limit no benchmark reaches: the rate limiter still runs (and costs) on every request.
  const segue = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1', SEGUE_RATE_LIMIT: '1000000000' });
  let bare: ServerProcess | undefined;
  try {
    const sandbox = JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;
    const truth = (await (await fetch(sandbox.catalog_url)).json()) as Truth;
    const headers = { 'x-segue-public-key': sandbox.app.public_key, 'content-type': 'application/json' };

    // Warm the cache: five Spotify tracks converted to Deezer once each.
    const tracks = truth.recordings.filter((r) => r.platforms.spotify && r.platforms.deezer).slice(0, 5).map((r) => r.platforms.spotify!.url);
    const bodies = tracks.map((url) => JSON.stringify({ url, target_platform: 'deezer' }));
    let convertAnswer = '';
    for (const body of bodies) {
      const reply = await post(segue.url, headers, JSON.parse(body));
      if (reply.status !== 200) throw new Error(`warming the cache failed: HTTP ${reply.status} ${reply.text.slice(0, 300)}`);
      convertAnswer = reply.text;
    }

    // One finished playlist task to poll.
    const playlist = truth.playlists.find((p) => p.platform === 'spotify' && p.owner_user_id === null && p.recording_ids.length === 12);
    if (!playlist) throw new Error('no 12-track Spotify playlist in the sandbox catalog');
    const started = await post(segue.url, headers, { url: playlist.url, target_platform: 'deezer' });
    const taskId = (JSON.parse(started.text) as { data: { task_id: string } }).data.task_id;
    let taskAnswer = '';
    for (let i = 0; i < 120; i++) {
      const reply = await fetch(`${segue.url}/v1/task/${taskId}`, { headers });
      taskAnswer = await reply.text();
      if (!taskAnswer.includes('"pending"')) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    if (taskAnswer.includes('"pending"')) throw new Error('the playlist task did not finish in a minute');

    bare = await startBare({ convert: convertAnswer, task: taskAnswer });
    const convert: Target = { method: 'POST', path: '/v1/entity/convert', headers, bodies };
    const poll: Target = { method: 'GET', path: `/v1/task/${taskId}`, headers };
    const rows = [
      ['POST /v1/entity/convert (cached)', await measure(bare.url, convert, seconds), await measure(segue.url, convert, seconds)],
      ['GET /v1/task/{id} (completed)', await measure(bare.url, poll, seconds), await measure(segue.url, poll, seconds)],
    ] as const;

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${seconds} s per run after a 1 s warm-up; Segue in sandbox mode on embedded PostgreSQL\n`);
    console.log('route                            | bare req/s | bare p50 | bare p99 | segue req/s | segue p50 | segue p99 | segue errors | segue/bare');
    console.log('---------------------------------|-----------:|---------:|---------:|------------:|----------:|----------:|-------------:|----------:');
    for (const [route, base, ours] of rows) {
      console.log(
        [
          route.padEnd(32),
          base.requestsPerSecond.toFixed(0).padStart(10),
          `${base.p50} ms`.padStart(8),
          `${base.p99} ms`.padStart(8),
          ours.requestsPerSecond.toFixed(0).padStart(11),
          `${ours.p50} ms`.padStart(9),
          `${ours.p99} ms`.padStart(9),
          String(ours.errors + ours.non2xx).padStart(12),
          `${((ours.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)} %`.padStart(9),
        ].join(' | '),
      );
    }
  } finally {
    await bare?.stop();
    await segue.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { duration: { type: 'string', default: '60' }, bare: { type: 'string' } }, allowPositionals: true });
if (values.bare !== undefined) {
  serveBare(JSON.parse(values.bare) as Record<string, string>);
} else {
  const seconds = Number(values.duration);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--duration must be a whole number of seconds');
  await main(seconds);
}

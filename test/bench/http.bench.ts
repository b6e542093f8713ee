/**
 * `pnpm bench:http`: autocannon against a real Segue server (a child process, as `pnpm start`
 * runs it, on embedded PostgreSQL) and a bare Express 5 app answering the same JSON, in one
 * run. Prints requests/s and p99 latency for GET /healthz and the authenticated GET /v1/app,
 * and Segue's share of the bare figures. Numbers only: nothing here asserts a timing.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { boot, loadConfig, silentLogger } from '@segue/server';
import { startServerProcess, type ServerProcess } from '../src/support/server-process';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // A short warm-up so JIT and connection pools are not part of the figure.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

function startBare(healthBody: string, appBody: string): Promise<ServerProcess> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-express.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, healthBody, appBody], { stdio: ['ignore', 'pipe', 'inherit'] });
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

const dir = await mkdtemp(path.join(tmpdir(), 'segue-bench-'));
await chmod(dir, 0o711);
// A limit no benchmark reaches: the rate limiter still runs (and costs) on every request.
const segue = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_RATE_LIMIT: '1000000000' });
const admin = await boot(loadConfig({ SEGUE_DATA_DIR: dir }), silentLogger);
let bare: ServerProcess | undefined;
try {
  const { app } = await admin.services.apps.create({ name: 'Bench' });
  const headers = { 'x-segue-public-key': app.publicKey };
  const healthBody = await (await fetch(`${segue.url}/healthz`)).text();
  const appBody = await (await fetch(`${segue.url}/v1/app`, { headers })).text();
  bare = await startBare(healthBody, appBody);

  const rows = [
    ['GET /healthz', await measure(`${bare.url}/healthz`), await measure(`${segue.url}/healthz`)],
    ['GET /v1/app (public key)', await measure(`${bare.url}/v1/app`), await measure(`${segue.url}/v1/app`, headers)],
  ] as const;

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, after a 1 s warm-up\n`);
  console.log('route                     | bare req/s | bare p99 | segue req/s | segue p99 | segue/bare req/s | p99 ratio');
  console.log('--------------------------|-----------:|---------:|------------:|----------:|-----------------:|---------:');
  for (const [route, base, ours] of rows) {
    console.log(
      [
        route.padEnd(25),
        base.requestsPerSecond.toFixed(0).padStart(10),
        `${base.p99} ms`.padStart(8),
        ours.requestsPerSecond.toFixed(0).padStart(11),
        `${ours.p99} ms`.padStart(9),
        `${((ours.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)} %`.padStart(16),
        `${(ours.p99 / Math.max(base.p99, 1)).toFixed(1)}x`.padStart(9),
      ].join(' | '),
    );
    if (ours.errors + ours.non2xx + base.errors + base.non2xx > 0) {
      console.log(`  (errors: bare ${base.errors + base.non2xx}, segue ${ours.errors + ours.non2xx})`);
    }
  }
} finally {
  await bare?.stop();
  await admin.close();
  await segue.stop();
  await rm(dir, { recursive: true, force: true });
}

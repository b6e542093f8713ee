/**
 * `pnpm bench:cli`: the wall time of three `segue` commands as the README teaches them
 * (`./segue …`, from the repository's root, the database running), next to `node -e 0`: the least
 * any command started in node can take on this machine. `pnpm segue orgs list` is measured too,
 * to show what pnpm adds. Runs are interleaved so that whatever else loads the machine weighs on
 * every variant alike. Prints median, mean and minimum wall time per variant, each median as a
 * ratio of `node -e 0`'s, and the median CPU time (user + system, with GNU time), which load
 * moves less. Numbers only: nothing here asserts a timing. BENCH_RUNS=n sets the runs per
 * variant (8).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger, startEmbeddedPostgres } from '@segue/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 8);

interface Variant {
  name: string;
  argv: string[];
}

/** GNU time, when the machine has it: CPU seconds (user + system, children included) beside the wall time. */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function run(argv: string[], env: NodeJS.ProcessEnv, timesFile?: string): { wall: number; cpu: number | undefined; stdout: string } {
  const timed = GNU_TIME && timesFile ? [GNU_TIME, '-f', '%U %S', '-o', timesFile, ...argv] : argv;
  const started = performance.now();
  const result = spawnSync(timed[0]!, timed.slice(1), { cwd: ROOT, env, encoding: 'utf8' });
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`${argv.join(' ')} failed (${result.status}): ${result.stderr}`);
  const cpu =
    GNU_TIME && timesFile
      ? readFileSync(timesFile, 'utf8').trim().split(/\s+/).map(Number).reduce((sum, seconds) => sum + seconds * 1000, 0)
      : undefined;
  return { wall, cpu, stdout: result.stdout };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dir = await mkdtemp(path.join(tmpdir(), 'segue-bench-cli-'));
await chmod(dir, 0o711);
const dataDir = path.join(dir, 'data');
// The database runs for the whole bench: this process holds a connection, as a server would.
const postgres = await startEmbeddedPostgres(dataDir, silentLogger);
// A process holding a connection, as a running server does (with server/'s pg).
const holder = spawn(process.execPath, ['-e', "const pg = require('pg'); new pg.Client(process.argv[1]).connect().then(() => console.log('held'))", postgres.url], {
  cwd: path.join(ROOT, 'server'),
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  holder.stdout.once('data', resolve);
  holder.once('exit', reject);
});
try {
  const env = { ...process.env, SEGUE_DATA_DIR: dataDir };
  // Creates the database, compiles the bundle if a source changed, and makes an app to show.
  run(['./segue', 'init'], env);
  const app = JSON.parse(run(['./segue', 'apps', 'create', '--name', 'Bench', '--json'], env).stdout) as { id: string };
  const variants: Variant[] = [
    { name: 'node -e 0', argv: [process.execPath, '-e', '0'] },
    { name: './segue orgs list', argv: ['./segue', 'orgs', 'list'] },
    { name: './segue apps list', argv: ['./segue', 'apps', 'list'] },
    { name: './segue apps show <appId>', argv: ['./segue', 'apps', 'show', app.id] },
    { name: 'pnpm segue orgs list', argv: ['pnpm', '--silent', 'segue', 'orgs', 'list'] },
  ];
  const timesFile = path.join(dir, 'time.txt');
  // Warms the file cache for every variant.
  for (const variant of variants) run(variant.argv, env, timesFile);
  const times = variants.map(() => [] as number[]);
  const cpu = variants.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++) {
    variants.forEach((variant, i) => {
      const measured = run(variant.argv, env, timesFile);
      times[i]!.push(measured.wall);
      if (measured.cpu !== undefined) cpu[i]!.push(measured.cpu);
    });
  }

  const baseline = median(times[0]!);
  console.log(`segue commands as the README teaches them, database running, ${RUNS} runs each, interleaved (ms)`);
  console.log(
    `${'command'.padEnd(28)} ${'wall median'.padStart(12)} ${'mean'.padStart(7)} ${'min'.padStart(7)} ${'vs node -e 0'.padStart(13)} ${'CPU median'.padStart(11)}`,
  );
  variants.forEach((variant, i) => {
    const values = times[i]!;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const ratio = median(values) / baseline;
    const cpuMedian = cpu[i]!.length > 0 ? median(cpu[i]!).toFixed(0) : '-';
    console.log(
      `${variant.name.padEnd(28)} ${median(values).toFixed(0).padStart(12)} ${mean.toFixed(0).padStart(7)} ${Math.min(...values).toFixed(0).padStart(7)} ${`${ratio.toFixed(2)}x`.padStart(13)} ${cpuMedian.padStart(11)}`,
    );
  });
  console.log(`load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`);
} finally {
  holder.kill();
  await new Promise((resolve) => holder.once('exit', resolve));
  await postgres.release();
  await rm(dir, { recursive: true, force: true });
}

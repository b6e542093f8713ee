/**
 * `pnpm bench:cli`: the wall time of one `segue` command while its database runs, started the
 * ways it can be, side by side: the CLI's TypeScript compiled at each start by tsx (how `pnpm
 * segue` ran before it was compiled), the compiled bundle in plain node, and both behind pnpm.
 * Runs are interleaved so that whatever else loads the machine weighs on every variant alike.
 * Prints median, mean and minimum wall time per variant, each median as a ratio of the first
 * variant's, and the median CPU time (user + system, with GNU time), which load moves less.
 * Numbers only: nothing here asserts a timing. BENCH_RUNS=n sets the runs per variant (8).
 * BENCH_CLI_BEFORE=<another checkout> adds that checkout's own `pnpm segue` and tsx start (an
 * older version, on a database of its own) as the baseline.
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
const COMMAND = ['orgs', 'list', '--json'];

const BEFORE = process.env.BENCH_CLI_BEFORE;

interface Variant {
  name: string;
  argv: string[];
  /** Runs in the older checkout, on its own database. */
  before?: boolean;
}

const VARIANTS: Variant[] = [
  ...(BEFORE
    ? [
        { name: 'before: tsx server/src/cli/main.ts', argv: [process.execPath, '--import', 'tsx', 'server/src/cli/main.ts', ...COMMAND], before: true },
        { name: 'before: pnpm segue', argv: ['pnpm', '--silent', 'segue', ...COMMAND], before: true },
      ]
    : []),
  { name: 'tsx server/src/cli/main.ts', argv: [process.execPath, '--import', 'tsx', 'server/src/cli/main.ts', ...COMMAND] },
  { name: 'node server/bin/segue.mjs', argv: [process.execPath, 'server/bin/segue.mjs', ...COMMAND] },
  { name: 'pnpm segue', argv: ['pnpm', '--silent', 'segue', ...COMMAND] },
];

/** GNU time, when the machine has it: CPU seconds (user + system, children included) beside the wall time. */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function once(variant: Variant, env: NodeJS.ProcessEnv, timesFile: string): { wall: number; cpu: number | undefined } {
  const argv = GNU_TIME ? [GNU_TIME, '-f', '%U %S', '-o', timesFile, ...variant.argv] : variant.argv;
  const started = performance.now();
  const result = spawnSync(argv[0]!, argv.slice(1), { cwd: variant.before ? BEFORE : ROOT, env, encoding: 'utf8' });
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`${variant.argv.join(' ')} failed (${result.status}): ${result.stderr}`);
  JSON.parse(result.stdout); // a whole answer, not an error page
  const cpu = GNU_TIME ? readFileSync(timesFile, 'utf8').trim().split(/\s+/).map(Number).reduce((sum, seconds) => sum + seconds * 1000, 0) : undefined;
  return { wall, cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dir = await mkdtemp(path.join(tmpdir(), 'segue-bench-cli-'));
await chmod(dir, 0o711);
const dataDir = path.join(dir, 'data');
const beforeDir = path.join(dir, 'before');
// The databases run for the whole bench: this process holds a connection, as a server would.
const postgres = await startEmbeddedPostgres(dataDir, silentLogger);
const beforePostgres = BEFORE ? await startEmbeddedPostgres(beforeDir, silentLogger) : undefined;
// A process holding a connection to each, as a running server does (with server/'s pg).
const holder = spawn(
  process.execPath,
  ['-e', "const pg = require('pg'); Promise.all(process.argv.slice(1).map((url) => new pg.Client(url).connect())).then(() => console.log('held'))", postgres.url, ...(beforePostgres ? [beforePostgres.url] : [])],
  { cwd: path.join(ROOT, 'server'), stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve, reject) => {
  holder.stdout.once('data', resolve);
  holder.once('exit', reject);
});
try {
  const envOf = (variant: Variant) => ({ ...process.env, SEGUE_DATA_DIR: variant.before ? beforeDir : dataDir });
  // Creates the database (`segue init`; an older CLI makes it itself), compiles the bundle if a
  // source changed, and warms the file cache for every variant.
  spawnSync(process.execPath, ['server/bin/segue.mjs', 'init'], { cwd: ROOT, env: envOf(VARIANTS.at(-1)!) });
  const timesFile = path.join(dir, 'time.txt');
  for (const variant of VARIANTS) once(variant, envOf(variant), timesFile);
  const times = VARIANTS.map(() => [] as number[]);
  const cpu = VARIANTS.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) {
    VARIANTS.forEach((variant, i) => {
      const measured = once(variant, envOf(variant), timesFile);
      times[i]!.push(measured.wall);
      if (measured.cpu !== undefined) cpu[i]!.push(measured.cpu);
    });
  }

  const baseline = median(times[0]!);
  console.log(`segue ${COMMAND.join(' ')}, database running, ${RUNS} runs each, interleaved (ms)`);
  console.log(`${'variant'.padEnd(40)} ${'wall median'.padStart(12)} ${'mean'.padStart(7)} ${'min'.padStart(7)} ${'vs first'.padStart(9)} ${'CPU median'.padStart(11)}`);
  VARIANTS.forEach((variant, i) => {
    const values = times[i]!;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const ratio = median(values) / baseline;
    const cpuMedian = cpu[i]!.length > 0 ? median(cpu[i]!).toFixed(0) : '-';
    console.log(
      `${variant.name.padEnd(40)} ${median(values).toFixed(0).padStart(12)} ${mean.toFixed(0).padStart(7)} ${Math.min(...values).toFixed(0).padStart(7)} ${`${ratio.toFixed(2)}x`.padStart(9)} ${cpuMedian.padStart(11)}`,
    );
  });
  console.log(`load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`);
} finally {
  holder.kill();
  await new Promise((resolve) => holder.once('exit', resolve));
  await beforePostgres?.release();
  await postgres.release();
  await rm(dir, { recursive: true, force: true });
}

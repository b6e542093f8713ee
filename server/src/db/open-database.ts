import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../runtime/logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './run-migrations';

export interface Database {
  pool: pg.Pool;
  url: string;
  /** Set when this process runs embedded PostgreSQL (owner or not). */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool only (idempotent). */
  endPool(): Promise<void>;
  /** Closes the pool and, if this process started embedded PostgreSQL, stops it. */
  close(): Promise<void>;
}

/**
 * The one path to PostgreSQL: `SEGUE_DATABASE_URL` when set, embedded PostgreSQL in the data
 * directory otherwise. Migrations run before the pool is handed out.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: Logger): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (PostgreSQL restarting) must not crash the process.
  pool.on('error', (error) => log.warn('idle database connection lost', { error: error.message }));

  let poolEnded: Promise<void> | undefined;
  const endPool = () => (poolEnded ??= pool.end());
  try {
    await runMigrations(pool);
  } catch (error) {
    await endPool();
    await embedded?.stop();
    throw error;
  }
  return {
    pool,
    url,
    embedded,
    endPool,
    close: async () => {
      await endPool();
      await embedded?.stop();
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type pg from 'pg';

/** `server/migrations/`: plain SQL files, one per schema change, run in name order. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Brings the schema up to date. node-pg-migrate takes a PostgreSQL advisory lock for the run;
 * `wait` makes a second process starting at the same moment wait for the first rather than fail,
 * then find nothing left to do.
 */
export async function runMigrations(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    const applied = await runner({
      dbClient: client,
      dir: MIGRATIONS_DIR,
      direction: 'up',
      migrationsTable: 'pgmigrations',
      advisoryLockMode: 'wait',
      log: () => {},
    });
    return applied.map((migration) => migration.name);
  } finally {
    client.release();
  }
}

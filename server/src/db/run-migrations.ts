import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdir } from 'node:fs/promises';
import type pg from 'pg';
import { withClient } from './queryable';

/** `server/migrations/`: plain SQL files, one per schema change, run in name order. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Brings the schema up to date. node-pg-migrate takes a PostgreSQL advisory lock for the run;
 * `wait` makes a second process starting at the same moment wait for the first rather than fail,
 * then find nothing left to do.
 */
export async function runMigrations(pool: pg.Pool): Promise<string[]> {
  if (!(await anyPending(pool))) return [];
  // Loaded only when there is something to run: most starts (every CLI command) have nothing.
  const { runner } = await import('node-pg-migrate');
  return withClient(pool, async (client) => {
    const applied = await runner({
      dbClient: client,
      dir: MIGRATIONS_DIR,
      direction: 'up',
      migrationsTable: 'pgmigrations',
      advisoryLockMode: 'wait',
      log: () => {},
    });
    return applied.map((migration) => migration.name);
  });
}

/**
 * True unless every file in MIGRATIONS_DIR is recorded as run: one query, no lock. A process
 * that finds something pending takes the runner's lock and looks again under it.
 */
async function anyPending(pool: pg.Pool): Promise<boolean> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).map((name) => name.slice(0, -'.sql'.length));
  let rows: { name: string }[];
  try {
    rows = (await pool.query<{ name: string }>('SELECT name FROM pgmigrations')).rows;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return true; // no table yet: a new database
    throw error;
  }
  const done = new Set(rows.map((row) => row.name));
  return files.some((file) => !done.has(file));
}

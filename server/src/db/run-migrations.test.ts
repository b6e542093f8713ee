import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from './run-migrations';

const adminUrl = inject('postgresUrl');
const name = `migrations_${randomBytes(6).toString('hex')}`;
let pool: pg.Pool;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/?]+(\?.*)?$/, `/${name}`), max: 2 });
});

afterAll(async () => {
  await pool?.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('runMigrations', () => {
  it('runs every migration on a new database, in name order, then finds nothing left on the next start', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    expect(await runMigrations(pool)).toEqual(files.map((file) => file.replace(/\.sql$/, '')));
    expect(await runMigrations(pool)).toEqual([]);
  });

  it('runs what is pending when the record lacks a migration (the quick check sends it to the runner)', async () => {
    const last = (await pool.query<{ name: string }>('SELECT name FROM pgmigrations ORDER BY run_on DESC, id DESC LIMIT 1')).rows[0]!.name;
    // Forgetting that it ran makes it pending again; the runner then fails on what it already created.
    await pool.query('DELETE FROM pgmigrations WHERE name = $1', [last]);
    await expect(runMigrations(pool)).rejects.toThrow();
  });
});

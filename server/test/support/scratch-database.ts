import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * An empty database of its own on the test PostgreSQL for one test file, made before its tests
 * and dropped after: for migration tests that run the migrations up to a point themselves.
 */
export function scratchDatabase(prefix: string): { pool: () => pg.Pool } {
  const adminUrl = inject('postgresUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  let pool: pg.Pool | undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/?]+(\?.*)?$/, `/${name}`), max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return {
    pool: () => {
      if (!pool) throw new Error('the scratch database is made in beforeAll');
      return pool;
    },
  };
}

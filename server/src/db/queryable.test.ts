import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { inTransaction } from './queryable';

let db: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  // What the service's pool does with an idle client that fails (server/src/db/open-database.ts).
  pool.on('error', () => undefined);
});

afterAll(async () => {
  await pool?.end();
  await db?.close();
});

describe('inTransaction', () => {
  it('fails, and keeps the process up, when the connection drops between its statements (PostgreSQL restarting)', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const attempt = inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // The backend is ended from outside while the transaction holds its client, between statements.
        await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('SELECT 1');
      });
      const outcome = await attempt.then(
        () => new Error('the transaction went through'),
        (error: unknown) => error as Error,
      );
      expect(uncaught).toEqual([]);
      // Reported as the drop it was, not as a client that "is not queryable".
      expect(outcome.message).toMatch(/terminating connection/);
      // The broken client was discarded: the pool hands out working ones.
      await expect(inTransaction(pool, async (client) => (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one)).resolves.toBe(1);
      expect(pool.totalCount).toBeLessThanOrEqual(2);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});

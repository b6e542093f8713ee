import type pg from 'pg';

/** What a repository runs SQL on: the pool, or one client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Runs `fn` in one transaction on one client of the pool. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// Lock order. A statement that writes many rows other statements may write at the same time
// (the match cache, the usage counters) writes them sorted by their key, with an `ORDER BY` in
// its `INSERT … SELECT`. Two statements locking overlapping rows in different orders deadlock
// and PostgreSQL fails one of them: a playlist converted to three targets at once stored its
// source tracks from each target in the order its matches settled, and lost a whole target.

import type pg from 'pg';

/** What a repository runs SQL on: the pool, or one client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Runs `fn` on one client checked out of the pool, and gives it back. pg-pool takes its own
 * 'error' listener off a client while it is checked out, so a connection that drops meanwhile
 * (PostgreSQL restarted, the backend terminated) would emit 'error' with nothing listening and
 * end the process. Here the error is heard: `fn`'s next statement fails instead (reported as the
 * drop), and the client is released with the error, so the pool discards it rather than handing it on.
 */
export async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let dropped: Error | undefined;
  const onError = (error: Error) => {
    dropped ??= error;
  };
  client.on('error', onError);
  try {
    return await fn(client);
  } catch (error) {
    // The statement after a drop fails with "not queryable": the drop is what to report.
    throw dropped ?? error;
  } finally {
    client.off('error', onError);
    client.release(dropped);
  }
}

/** Runs `fn` in one transaction on one client of the pool. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

// Lock order. A statement that writes many rows other statements may write at the same time
// (the match cache, the usage counters) writes them sorted by their key, with an `ORDER BY` in
// its `INSERT … SELECT`. Two statements locking overlapping rows in different orders deadlock
// and PostgreSQL fails one of them: a playlist converted to three targets at once stored its
// source tracks from each target in the order its matches settled, and lost a whole target.

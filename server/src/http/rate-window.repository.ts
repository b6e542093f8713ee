import type { Queryable } from '../db/queryable';

export type RateWindowRepository = ReturnType<typeof createRateWindowRepository>;

/**
 * The shared fixed windows in `rate_limits`, in the layout rate-limiter-flexible uses there
 * (`key`, `points` spent, `expire` in ms since the epoch), so both share one table and a window
 * survives an upgrade. Each statement is prepared once per connection.
 */
export function createRateWindowRepository(db: Queryable) {
  return {
    /**
     * Grants up to `points` of the key's window without passing `limit`, starting a new window of
     * `windowMs` when none is running at `now`. Answers what was granted, the window's total after
     * it and when the window ends. The grant is computed in the same statement, under the row's
     * lock (in SET, `w.*` is the row before the update), so concurrent claims never pass the limit
     * and nothing is counted that was not granted.
     */
    async claim(key: string, points: number, limit: number, windowMs: number, now: number): Promise<{ granted: number; total: number; expire: number }> {
      const result = await db.query<{ points: number; expire: string; granted: number }>({
        name: 'rate-window-claim',
        text: `INSERT INTO rate_limits AS w (key, points, expire, granted) VALUES ($1, LEAST($2::int, $5::int), $3, LEAST($2::int, $5::int))
               ON CONFLICT (key) DO UPDATE SET
                 granted = CASE WHEN w.expire <= $4 THEN LEAST($2::int, $5::int) ELSE GREATEST(0, LEAST($2::int, $5::int - w.points)) END,
                 points = CASE WHEN w.expire <= $4 THEN LEAST($2::int, $5::int) ELSE w.points + GREATEST(0, LEAST($2::int, $5::int - w.points)) END,
                 expire = CASE WHEN w.expire <= $4 THEN $3 ELSE w.expire END
               RETURNING points, expire, granted`,
        values: [key, points, now + windowMs, now, limit],
      });
      const row = result.rows[0]!;
      return { granted: row.granted, total: row.points, expire: Number(row.expire) };
    },

    /** Takes back `points` not used, only from the same window (`expire`): a new one starts whole. */
    async giveBack(key: string, points: number, expire: number): Promise<void> {
      await db.query({
        name: 'rate-window-give-back',
        text: 'UPDATE rate_limits SET points = GREATEST(points - $2, 0) WHERE key = $1 AND expire = $3',
        values: [key, points, expire],
      });
    },
  };
}

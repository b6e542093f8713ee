import type { Queryable } from '../db/queryable';

export type UsageKind = 'conversion' | 'task' | 'error';

export interface UsageRow {
  /** Start of the bucket (hour or UTC day). */
  bucket: Date;
  kind: UsageKind;
  code: string;
  count: number;
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;

export function createUsageRepository(db: Queryable) {
  return {
    /** One upsert: adds `count` to the app's counter for the hour containing `at`. */
    async increment(appId: string, kind: UsageKind, code: string, at: Date, count = 1): Promise<void> {
      await db.query(
        `INSERT INTO usage_hourly (app_id, hour, kind, code, count)
         VALUES ($1, date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', $3, $4, $5)
         ON CONFLICT (app_id, hour, kind, code) DO UPDATE SET count = usage_hourly.count + EXCLUDED.count`,
        [appId, at, kind, code, count],
      );
    },

    /** Counters from `since` on, summed per hour or per UTC day. */
    async series(appId: string, since: Date, bucket: 'hour' | 'day'): Promise<UsageRow[]> {
      const result = await db.query<{ bucket: Date; kind: UsageKind; code: string; count: string }>(
        `SELECT date_trunc($3, hour AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS bucket, kind, code, sum(count) AS count
         FROM usage_hourly WHERE app_id = $1 AND hour >= date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
         GROUP BY 1, kind, code ORDER BY 1, kind, code`,
        [appId, since, bucket],
      );
      return result.rows.map((row) => ({ bucket: row.bucket, kind: row.kind, code: row.code, count: Number(row.count) }));
    },
  };
}

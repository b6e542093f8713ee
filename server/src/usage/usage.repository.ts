import type { Queryable } from '../db/queryable';

export type UsageKind = 'conversion' | 'task' | 'error';

export interface UsageRow {
  /** Start of the bucket (hour or UTC day). */
  bucket: Date;
  kind: UsageKind;
  code: string;
  count: number;
}

/** A counter to add to: `count` requests of one kind in one UTC hour. */
export interface UsageCount {
  appId: string;
  kind: UsageKind;
  code: string;
  /** Start of the UTC hour. */
  hour: Date;
  count: number;
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;

export function createUsageRepository(db: Queryable) {
  return {
    /**
     * Adds many counters in one upsert (one row per app, hour, kind and code). Counters of an app
     * deleted meanwhile are dropped: its usage went with it.
     */
    async addMany(counts: readonly UsageCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db.query({
        name: 'usage-add-many',
        text: `INSERT INTO usage_hourly (app_id, hour, kind, code, count)
         SELECT u.app_id, u.hour, u.kind, u.code, u.count
         FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::bigint[]) AS u(app_id, hour, kind, code, count)
         JOIN apps ON apps.id = u.app_id
         ORDER BY u.app_id, u.hour, u.kind, u.code
         ON CONFLICT (app_id, hour, kind, code) DO UPDATE SET count = usage_hourly.count + EXCLUDED.count`,
        values: [counts.map((c) => c.appId), counts.map((c) => c.hour), counts.map((c) => c.kind), counts.map((c) => c.code), counts.map((c) => c.count)],
      });
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

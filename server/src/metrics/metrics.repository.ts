import type { Queryable } from '../db/queryable';

export interface StateCount {
  kind: string;
  state: string;
  count: number;
}

export interface QueueDepth {
  queue: string;
  /** Jobs that may start now and wait for a worker. */
  queued: number;
  /** Jobs waiting for a later start (a retry's backoff, a scheduled attempt). */
  deferred: number;
  active: number;
  /** How long the longest-waiting startable job has waited, seconds (0 without one). */
  oldestSeconds: number;
}

export interface DailyUnits {
  integrations: number;
  /** Units left today for the app with the fewest. */
  remainingMin: number;
  /** Units every app spent today together. */
  used: number;
}

// pg-boss's job states are an enum in this order: created, retry, active, completed, cancelled, failed.
const WAITING = `j.state IN ('created', 'retry')`;

/**
 * The database-wide figures the metrics report (every process on the database reports the same
 * ones). Each is one aggregate over its table, read at scrape time and cached by the caller.
 */
export function createMetricsRepository(db: Queryable) {
  return {
    /** Playlist tasks, add-to-library tasks and transfers by status; syncs by the status the API shows. */
    async taskStates(): Promise<StateCount[]> {
      const { rows } = await db.query<StateCount>(
        `SELECT CASE WHEN l.task_id IS NULL THEN 'playlist' ELSE 'add_to_library' END AS kind, t.status AS state, count(*)::int AS count
           FROM conversion_tasks t LEFT JOIN library_add_tasks l ON l.task_id = t.id GROUP BY 1, 2
         UNION ALL
         SELECT 'transfer', status, count(*)::int FROM transfers GROUP BY 2
         UNION ALL
         SELECT 'sync',
                CASE WHEN paused_code IS NOT NULL THEN 'paused'
                     WHEN waiting_until > now() THEN 'waiting_for_quota'
                     WHEN current_run IS NOT NULL THEN 'running'
                     WHEN run_requested_at IS NOT NULL THEN 'queued'
                     ELSE 'active' END,
                count(*)::int
           FROM syncs GROUP BY 2`,
      );
      return rows;
    },

    /** Every pg-boss queue with its waiting, deferred and active jobs. */
    async queueDepths(): Promise<QueueDepth[]> {
      const { rows } = await db.query<QueueDepth>(
        `SELECT q.name AS queue,
                count(j.id) FILTER (WHERE ${WAITING} AND j.start_after <= now())::int AS queued,
                count(j.id) FILTER (WHERE ${WAITING} AND j.start_after > now())::int AS deferred,
                count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
                COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after) FILTER (WHERE ${WAITING} AND j.start_after <= now())), 0)::float8 AS "oldestSeconds"
           FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name AND j.state < 'completed'
          GROUP BY q.name ORDER BY q.name`,
      );
      return rows;
    },

    /** A platform's daily units on `day` over every app with an integration (the quota ledger's table). */
    async dailyUnits(platform: string, day: string, defaultUnits: number): Promise<DailyUnits | undefined> {
      const { rows } = await db.query<DailyUnits>(
        `SELECT count(*)::int AS integrations,
                min(CASE WHEN i.settings->>'daily_quota_units' ~ '^[1-9][0-9]{0,8}$' THEN (i.settings->>'daily_quota_units')::int ELSE $3 END
                    - COALESCE(q.units, 0))::int AS "remainingMin",
                COALESCE(sum(q.units), 0)::float8 AS used
           FROM integrations i
           LEFT JOIN platform_quota_days q ON q.app_id = i.app_id AND q.platform = i.platform AND q.day = $2 AND q.consumer = ''
          WHERE i.platform = $1`,
        [platform, day, defaultUnits],
      );
      const row = rows[0];
      return row && row.integrations > 0 ? { ...row, remainingMin: Math.max(0, row.remainingMin) } : undefined;
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;

import type { PlatformKey } from '@segue/core';
import type { SyncMode, SyncPauseCode } from '@segue/core/schemas';
import type { Queryable } from '../db/queryable';

export interface SyncRecord {
  id: string;
  appId: string;
  userId: string;
  from: PlatformKey;
  sourceId: string;
  sourceUrl: string;
  sourceTitle: string;
  to: PlatformKey;
  mode: SyncMode;
  intervalMinutes: number;
  targetId: string | null;
  targetUrl: string | null;
  sourceVersion: string | null;
  sourceReadAt: Date | null;
  currentRun: number | null;
  runsStarted: number;
  runRequestedAt: Date | null;
  waitingUntil: Date | null;
  pausedCode: SyncPauseCode | null;
  pausedMessage: string | null;
  pausedAt: Date | null;
  failures: number;
  nextRunAt: Date | null;
  lastCheckedAt: Date | null;
  idempotencyKey: string | null;
  fingerprint: string | null;
  createdAt: Date;
}

const COLUMNS = `id, app_id AS "appId", user_id AS "userId", source_platform AS "from", source_id AS "sourceId", source_url AS "sourceUrl",
  source_title AS "sourceTitle", target_platform AS "to", mode, interval_minutes AS "intervalMinutes", target_id AS "targetId",
  target_url AS "targetUrl", source_version AS "sourceVersion", source_read_at AS "sourceReadAt", current_run AS "currentRun", runs_started AS "runsStarted", run_requested_at AS "runRequestedAt",
  waiting_until AS "waitingUntil", paused_code AS "pausedCode", paused_message AS "pausedMessage", paused_at AS "pausedAt", failures,
  next_run_at AS "nextRunAt", last_checked_at AS "lastCheckedAt", idempotency_key AS "idempotencyKey", fingerprint, created_at AS "createdAt"`;

export type NewSync = Pick<SyncRecord, 'id' | 'appId' | 'userId' | 'from' | 'sourceId' | 'sourceUrl' | 'sourceTitle' | 'to' | 'mode' | 'intervalMinutes'> & {
  nextRunAt: Date;
  idempotencyKey?: string;
  fingerprint?: string;
};

export type SyncRepository = ReturnType<typeof createSyncRepository>;

/** The `syncs` table. */
export function createSyncRepository(db: Queryable) {
  const one = async (sql: string, params: unknown[]): Promise<SyncRecord | undefined> => (await db.query<SyncRecord>(sql, params)).rows[0];
  return {
    /** Inserts a sync, or answers the one the user already has for the same source and target. */
    async insert(sync: NewSync): Promise<{ kind: 'created'; record: SyncRecord } | { kind: 'exists'; id: string }> {
      const inserted = await one(
        `INSERT INTO syncs (id, app_id, user_id, source_platform, source_id, source_url, source_title, target_platform, mode, interval_minutes, next_run_at, idempotency_key, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (user_id, source_platform, source_id, target_platform) DO NOTHING
         RETURNING ${COLUMNS}`,
        [sync.id, sync.appId, sync.userId, sync.from, sync.sourceId, sync.sourceUrl, sync.sourceTitle, sync.to, sync.mode, sync.intervalMinutes, sync.nextRunAt, sync.idempotencyKey ?? null, sync.fingerprint ?? null],
      );
      if (inserted) return { kind: 'created', record: inserted };
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM syncs WHERE user_id = $1 AND source_platform = $2 AND source_id = $3 AND target_platform = $4`, [
        sync.userId,
        sync.from,
        sync.sourceId,
        sync.to,
      ]);
      return { kind: 'exists', id: rows[0]!.id };
    },
    find: (id: string) => one(`SELECT ${COLUMNS} FROM syncs WHERE id = $1`, [id]),
    findForApp: (appId: string, id: string) => one(`SELECT ${COLUMNS} FROM syncs WHERE app_id = $1 AND id = $2`, [appId, id]),
    byIdempotencyKey: (appId: string, userId: string, key: string) =>
      one(`SELECT ${COLUMNS} FROM syncs WHERE app_id = $1 AND user_id = $2 AND idempotency_key = $3`, [appId, userId, key]),
    async listForUser(appId: string, userId: string, limit: number): Promise<SyncRecord[]> {
      return (await db.query<SyncRecord>(`SELECT ${COLUMNS} FROM syncs WHERE app_id = $1 AND user_id = $2 ORDER BY created_at DESC, id LIMIT $3`, [appId, userId, limit])).rows;
    },
    async listForApp(appId: string, limit: number): Promise<SyncRecord[]> {
      return (await db.query<SyncRecord>(`SELECT ${COLUMNS} FROM syncs WHERE app_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [appId, limit])).rows;
    },
    async countForUser(userId: string): Promise<number> {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM syncs WHERE user_id = $1`, [userId]);
      return Number(rows[0]!.n);
    },
    async update(id: string, change: { mode?: SyncMode; intervalMinutes?: number; nextRunAt?: Date | null }): Promise<void> {
      await db.query(
        `UPDATE syncs SET mode = COALESCE($2, mode), interval_minutes = COALESCE($3, interval_minutes),
           next_run_at = CASE WHEN $4 THEN $5 ELSE next_run_at END, updated_at = now() WHERE id = $1`,
        [id, change.mode ?? null, change.intervalMinutes ?? null, change.nextRunAt !== undefined, change.nextRunAt ?? null],
      );
    },
    async remove(id: string): Promise<void> {
      await db.query(`DELETE FROM syncs WHERE id = $1`, [id]);
    },
    /** Pauses the sync; a run under way ends there (a resumed sync starts a new one). */
    async pause(id: string, code: SyncPauseCode, message: string): Promise<void> {
      await db.query(
        `UPDATE syncs SET paused_code = $2, paused_message = $3, paused_at = now(), next_run_at = NULL, waiting_until = NULL, current_run = NULL, run_requested_at = NULL, updated_at = now() WHERE id = $1`,
        [id, code, message],
      );
    },
    async resume(id: string, nextRunAt: Date): Promise<void> {
      await db.query(
        `UPDATE syncs SET paused_code = NULL, paused_message = NULL, paused_at = NULL, failures = 0, next_run_at = $2, updated_at = now() WHERE id = $1`,
        [id, nextRunAt],
      );
    },
    /** A run was asked for (created, Run now, resumed): the sync says `queued` until one starts. */
    async requestRun(id: string, at: Date): Promise<void> {
      await db.query(`UPDATE syncs SET run_requested_at = $2, updated_at = now() WHERE id = $1`, [id, at]);
    },
    /** Starts a run, or goes on with the one an interrupted attempt left: answers its number. */
    async startRun(id: string): Promise<number> {
      const { rows } = await db.query<{ run: number }>(
        `UPDATE syncs SET current_run = COALESCE(current_run, runs_started + 1), runs_started = COALESCE(current_run, runs_started + 1),
           waiting_until = NULL, run_requested_at = NULL, updated_at = now() WHERE id = $1 RETURNING current_run AS run`,
        [id],
      );
      return rows[0]!.run;
    },
    async setSource(id: string, source: { title: string }): Promise<void> {
      await db.query(`UPDATE syncs SET source_title = $2, updated_at = now() WHERE id = $1`, [id, source.title]);
    },
    async setTarget(id: string, target: { id: string; url: string }): Promise<void> {
      await db.query(`UPDATE syncs SET target_id = $2, target_url = $3, updated_at = now() WHERE id = $1`, [id, target.id, target.url]);
    },
    /** A run got to its end: no run under way, no failures in a row; after a full read, the source's marker it synced. */
    async finishRun(id: string, checkedAt: Date, read?: { version: string }): Promise<void> {
      await db.query(
        `UPDATE syncs SET current_run = NULL, failures = 0, last_checked_at = $2, waiting_until = NULL, run_requested_at = NULL, updated_at = now(),
           source_version = CASE WHEN $3 THEN $4 ELSE source_version END, source_read_at = CASE WHEN $3 THEN $2 ELSE source_read_at END
         WHERE id = $1`,
        [id, checkedAt, read !== undefined, read?.version ?? null],
      );
    },
    /** The run waits (a spent quota): it goes on at `until`. */
    async waitUntil(id: string, until: Date): Promise<void> {
      await db.query(`UPDATE syncs SET waiting_until = $2, next_run_at = $2, updated_at = now() WHERE id = $1`, [id, until]);
    },
    async recordFailure(id: string, retryAt: Date): Promise<number> {
      const { rows } = await db.query<{ failures: number }>(
        `UPDATE syncs SET failures = failures + 1, next_run_at = LEAST(COALESCE(next_run_at, $2), $2), updated_at = now() WHERE id = $1 RETURNING failures`,
        [id, retryAt],
      );
      return rows[0]?.failures ?? 0;
    },
    /**
     * Claims up to `limit` syncs due at `now`, oldest first, and moves each one's next run to
     * `next(sync)`: two schedulers never claim the same run (`SKIP LOCKED`).
     */
    async claimDue(now: Date, limit: number, next: (sync: { id: string; intervalMinutes: number }) => Date): Promise<Array<{ id: string; appId: string }>> {
      const { rows } = await db.query<{ id: string; appId: string; intervalMinutes: number }>(
        `SELECT id, app_id AS "appId", interval_minutes AS "intervalMinutes" FROM syncs
         WHERE paused_code IS NULL AND next_run_at <= $1 ORDER BY next_run_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, limit],
      );
      if (rows.length === 0) return [];
      await db.query(`UPDATE syncs AS s SET next_run_at = v.next FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, next) WHERE s.id = v.id`, [
        rows.map((r) => r.id),
        rows.map((r) => next(r)),
      ]);
      return rows.map(({ id, appId }) => ({ id, appId }));
    },
  };
}

import type { PlatformKey } from '@segue/core';
import type { TransferPlan } from '@segue/core/schemas';
import type { Queryable } from '../db/queryable';

export type TransferStatus = 'pending' | 'waiting_for_quota' | 'completed' | 'failed';
export type TransferStep = 'queued' | 'reading' | 'matching' | 'writing' | 'waiting_for_quota' | 'finished';

export interface TransferEstimate {
  /** `source`: from the source library's sizes when the transfer started; `matched`: from what matching left to write. */
  basis: 'source' | 'matched';
  items: number;
  writeRequests: number;
  quotaUnits: number;
  finishesAt: string;
}

export interface TransferRecord {
  id: string;
  appId: string;
  userId: string;
  from: PlatformKey;
  to: PlatformKey;
  include: TransferPlan['include'];
  options: TransferPlan['options'];
  status: TransferStatus;
  step: TransferStep;
  readDone: boolean;
  resumesAt: Date | null;
  estimate: TransferEstimate | null;
  error: { code: string; message: string } | null;
  idempotencyKey: string | null;
  fingerprint: string | null;
  attempts: number;
  /** Attempts that stopped on platform trouble (retried), not counting those whose process died. */
  failures: number;
  createdAt: Date;
  finishedAt: Date | null;
}

interface Row {
  id: string;
  app_id: string;
  user_id: string;
  from_platform: PlatformKey;
  to_platform: PlatformKey;
  include: TransferPlan['include'];
  options: TransferPlan['options'];
  status: TransferStatus;
  step: TransferStep;
  read_done: boolean;
  resumes_at: Date | null;
  /** As stored: estimates stored before they said their basis lack `basis` and `items`. */
  estimate: (Omit<TransferEstimate, 'basis' | 'items'> & Partial<TransferEstimate>) | null;
  error: { code: string; message: string } | null;
  idempotency_key: string | null;
  fingerprint: string | null;
  attempts: number;
  failures: number;
  created_at: Date;
  finished_at: Date | null;
}

function toRecord(row: Row): TransferRecord {
  return {
    id: row.id,
    appId: row.app_id,
    userId: row.user_id,
    from: row.from_platform,
    to: row.to_platform,
    include: row.include,
    options: row.options,
    status: row.status,
    step: row.step,
    readDone: row.read_done,
    resumesAt: row.resumes_at,
    // Estimates stored before they said their basis were all made from the matches.
    estimate: row.estimate ? { basis: 'matched', items: 0, ...row.estimate } : null,
    error: row.error,
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
    attempts: row.attempts,
    failures: row.failures,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

export interface NewTransfer {
  id: string;
  appId: string;
  userId: string;
  from: PlatformKey;
  to: PlatformKey;
  include: TransferPlan['include'];
  options: TransferPlan['options'];
  idempotencyKey?: string;
  fingerprint?: string;
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;

/** The `transfers` table. */
export function createTransferRepository(db: Queryable) {
  const one = async (sql: string, values: unknown[]): Promise<TransferRecord | undefined> => {
    const { rows } = await db.query<Row>(sql, values);
    return rows[0] ? toRecord(rows[0]) : undefined;
  };
  return {
    /** Inserts the transfer; `running` when the user already has one unfinished for the pair (the unique index decides). */
    async insert(transfer: NewTransfer): Promise<{ kind: 'inserted' } | { kind: 'running'; id: string }> {
      const inserted = await db.query(
        `INSERT INTO transfers (id, app_id, user_id, from_platform, to_platform, include, options, idempotency_key, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id, from_platform, to_platform) WHERE status IN ('pending', 'waiting_for_quota') DO NOTHING`,
        [
          transfer.id,
          transfer.appId,
          transfer.userId,
          transfer.from,
          transfer.to,
          JSON.stringify(transfer.include),
          JSON.stringify(transfer.options),
          transfer.idempotencyKey ?? null,
          transfer.fingerprint ?? null,
        ],
      );
      if (inserted.rowCount === 1) return { kind: 'inserted' };
      const running = await this.running(transfer.userId, transfer.from, transfer.to);
      // Finished between the insert and the read: try once more.
      return running ? { kind: 'running', id: running.id } : this.insert(transfer);
    },
    running(userId: string, from: PlatformKey, to: PlatformKey): Promise<TransferRecord | undefined> {
      return one(`SELECT * FROM transfers WHERE user_id = $1 AND from_platform = $2 AND to_platform = $3 AND status IN ('pending', 'waiting_for_quota')`, [userId, from, to]);
    },
    find(id: string): Promise<TransferRecord | undefined> {
      return one('SELECT * FROM transfers WHERE id = $1', [id]);
    },
    findForApp(appId: string, id: string): Promise<TransferRecord | undefined> {
      return one('SELECT * FROM transfers WHERE app_id = $1 AND id = $2', [appId, id]);
    },
    byIdempotencyKey(appId: string, userId: string, key: string): Promise<TransferRecord | undefined> {
      return one('SELECT * FROM transfers WHERE app_id = $1 AND user_id = $2 AND idempotency_key = $3', [appId, userId, key]);
    },
    async listForUser(appId: string, userId: string, limit: number): Promise<TransferRecord[]> {
      const { rows } = await db.query<Row>('SELECT * FROM transfers WHERE app_id = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT $3', [appId, userId, limit]);
      return rows.map(toRecord);
    },
    async listForApp(appId: string, limit: number): Promise<TransferRecord[]> {
      const { rows } = await db.query<Row>('SELECT * FROM transfers WHERE app_id = $1 ORDER BY created_at DESC LIMIT $2', [appId, limit]);
      return rows.map(toRecord);
    },
    /** Unfinished transfers of the app writing to `platform` (they share its quota). */
    async unfinishedOn(appId: string, platform: PlatformKey): Promise<number> {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM transfers WHERE app_id = $1 AND to_platform = $2 AND status IN ('pending', 'waiting_for_quota')`,
        [appId, platform],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async startAttempt(id: string): Promise<void> {
      await db.query(`UPDATE transfers SET attempts = attempts + 1, status = 'pending', resumes_at = NULL, updated_at = now() WHERE id = $1 AND status IN ('pending', 'waiting_for_quota')`, [id]);
    },
    async setStep(id: string, step: TransferStep): Promise<void> {
      await db.query('UPDATE transfers SET step = $2, updated_at = now() WHERE id = $1', [id, step]);
    },
    async markRead(id: string): Promise<void> {
      await db.query('UPDATE transfers SET read_done = true, updated_at = now() WHERE id = $1', [id]);
    },
    async setEstimate(id: string, estimate: TransferEstimate): Promise<void> {
      await db.query('UPDATE transfers SET estimate = $2, updated_at = now() WHERE id = $1', [id, JSON.stringify(estimate)]);
    },
    /** Counts an attempt that stopped on platform trouble; answers how many did so far. */
    async recordFailure(id: string): Promise<number> {
      const { rows } = await db.query<{ failures: number }>('UPDATE transfers SET failures = failures + 1, updated_at = now() WHERE id = $1 RETURNING failures', [id]);
      return rows[0]?.failures ?? 0;
    },
    async waitForQuota(id: string, resumesAt: Date): Promise<void> {
      await db.query(`UPDATE transfers SET status = 'waiting_for_quota', step = 'waiting_for_quota', resumes_at = $2, updated_at = now() WHERE id = $1`, [id, resumesAt]);
    },
    async finish(id: string, error?: { code: string; message: string }): Promise<void> {
      await db.query(
        `UPDATE transfers SET status = $2, step = 'finished', error = $3, resumes_at = NULL, finished_at = now(), updated_at = now()
          WHERE id = $1 AND status IN ('pending', 'waiting_for_quota')`,
        [id, error ? 'failed' : 'completed', error ? JSON.stringify(error) : null],
      );
    },
  };
}

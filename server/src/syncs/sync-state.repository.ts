import type { Match, SyncChange, TransferLeftOutCode } from '@segue/core/schemas';
import type pg from 'pg';
import { inTransaction, type Queryable } from '../db/queryable';
import type { TargetRef } from '../library-writes/entry-key';
import type { SyncedEntry } from './sync-plan';

/** What matching said of a source entry, remembered per sync. */
export interface Remembered {
  target: TargetRef | null;
  match: Match | null;
  code: TransferLeftOutCode | null;
  reason: string | null;
}

export interface RunRecord {
  run: number;
  outcome: 'changed' | 'failed' | 'paused';
  counts: { added: number; removed: number; moved: number; left_out: number };
  changes: SyncChange[];
  error: { code: string; message: string } | null;
  startedAt: Date;
  finishedAt: Date;
}

/** Runs kept per sync: the newest this many. */
const HISTORY = 100;

export type SyncStateRepository = ReturnType<typeof createSyncStateRepository>;

/** A sync's state (the source as last synced), its memory of matches and its history of runs. */
export function createSyncStateRepository(pool: pg.Pool) {
  const db: Queryable = pool;
  return {
    async entries(syncId: string): Promise<SyncedEntry[]> {
      const { rows } = await db.query<SyncedEntry>(`SELECT key, source, target, origin FROM sync_entries WHERE sync_id = $1 ORDER BY position`, [syncId]);
      return rows;
    },
    /**
     * Stores a run's end: the state it leaves and, when it changed something, its record, in one
     * transaction. Apart, a run cut off between the two was taken up again against the state it
     * had already stored, found nothing left to do and was never recorded (nor announced).
     */
    async commit(syncId: string, entries: readonly SyncedEntry[], run: Omit<RunRecord, 'finishedAt'> | undefined): Promise<void> {
      await inTransaction(pool, async (client) => {
        await replace(client, syncId, entries);
        if (run) await record(client, syncId, run);
      });
    },
    async counts(syncIds: readonly string[]): Promise<Map<string, { synced: number; leftOut: number }>> {
      const { rows } = await db.query<{ id: string; synced: string; left_out: string }>(
        `SELECT sync_id AS id, count(*) FILTER (WHERE origin <> 'left_out') AS synced, count(*) FILTER (WHERE origin = 'left_out') AS left_out
         FROM sync_entries WHERE sync_id = ANY($1::uuid[]) GROUP BY sync_id`,
        [syncIds],
      );
      return new Map(rows.map((r) => [r.id, { synced: Number(r.synced), leftOut: Number(r.left_out) }]));
    },
    async remembered(syncId: string, keys: readonly string[]): Promise<Map<string, Remembered>> {
      const { rows } = await db.query<Remembered & { key: string }>(`SELECT key, target, match, code, reason FROM sync_matches WHERE sync_id = $1 AND key = ANY($2::text[])`, [
        syncId,
        keys,
      ]);
      return new Map(rows.map(({ key, ...rest }) => [key, rest]));
    },
    async remember(syncId: string, found: ReadonlyArray<{ key: string } & Remembered>): Promise<void> {
      if (found.length === 0) return;
      await db.query(
        `INSERT INTO sync_matches (sync_id, key, target, match, code, reason)
         SELECT $1, f.key, f.target, f.match, f.code, f.reason FROM unnest($2::text[], $3::jsonb[], $4::jsonb[], $5::text[], $6::text[]) AS f(key, target, match, code, reason)
         ORDER BY f.key
         ON CONFLICT (sync_id, key) DO UPDATE SET target = EXCLUDED.target, match = EXCLUDED.match, code = EXCLUDED.code, reason = EXCLUDED.reason`,
        [
          syncId,
          found.map((f) => f.key),
          found.map((f) => (f.target ? JSON.stringify(f.target) : null)),
          found.map((f) => (f.match ? JSON.stringify(f.match) : null)),
          found.map((f) => f.code),
          found.map((f) => f.reason),
        ],
      );
    },
    /** Records a run (again, for a resumed one) and keeps the newest HISTORY. */
    async recordRun(syncId: string, run: Omit<RunRecord, 'finishedAt'>): Promise<void> {
      await record(db, syncId, run);
    },
    async runs(syncId: string, limit: number): Promise<RunRecord[]> {
      const { rows } = await db.query<RunRecord>(
        `SELECT run, outcome, counts, changes, error, started_at AS "startedAt", finished_at AS "finishedAt" FROM sync_runs WHERE sync_id = $1 ORDER BY run DESC LIMIT $2`,
        [syncId, limit],
      );
      return rows;
    },
    /** The newest run of each sync, for lists. */
    async lastRuns(syncIds: readonly string[]): Promise<Map<string, RunRecord>> {
      const { rows } = await db.query<RunRecord & { id: string }>(
        `SELECT DISTINCT ON (sync_id) sync_id AS id, run, outcome, counts, '[]'::jsonb AS changes, error, started_at AS "startedAt", finished_at AS "finishedAt"
         FROM sync_runs WHERE sync_id = ANY($1::uuid[]) ORDER BY sync_id, run DESC`,
        [syncIds],
      );
      return new Map(rows.map(({ id, ...run }) => [id, run]));
    },
  };
}

async function replace(db: Queryable, syncId: string, entries: readonly SyncedEntry[]): Promise<void> {
  await db.query(`DELETE FROM sync_entries WHERE sync_id = $1`, [syncId]);
  await db.query(
    `INSERT INTO sync_entries (sync_id, position, key, source, target, origin)
     SELECT $1, e.position - 1, e.key, e.source, e.target, e.origin
     FROM unnest($2::text[], $3::jsonb[], $4::jsonb[], $5::text[]) WITH ORDINALITY AS e(key, source, target, origin, position)`,
    [syncId, entries.map((e) => e.key), entries.map((e) => JSON.stringify(e.source)), entries.map((e) => (e.target ? JSON.stringify(e.target) : null)), entries.map((e) => e.origin)],
  );
}

async function record(db: Queryable, syncId: string, run: Omit<RunRecord, 'finishedAt'>): Promise<void> {
  await db.query(
    `INSERT INTO sync_runs (sync_id, run, outcome, counts, changes, error, started_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (sync_id, run) DO UPDATE SET outcome = EXCLUDED.outcome, counts = EXCLUDED.counts, changes = EXCLUDED.changes, error = EXCLUDED.error, finished_at = now()`,
    [syncId, run.run, run.outcome, JSON.stringify(run.counts), JSON.stringify(run.changes), run.error ? JSON.stringify(run.error) : null, run.startedAt],
  );
  await db.query(`DELETE FROM sync_runs WHERE sync_id = $1 AND run <= (SELECT run FROM sync_runs WHERE sync_id = $1 ORDER BY run DESC OFFSET $2 LIMIT 1)`, [syncId, HISTORY]);
}

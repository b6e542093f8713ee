import type { PlatformKey } from '@segue/core';
import type { ErrorCode, PlaylistConversion, TargetPlatform } from '@segue/core/schemas';
import type pg from 'pg';
import { inTransaction } from '../db/queryable';
import type { PlatformPlaylist } from '../platforms/types';
import { createShortLinkRepository, type SharePage } from '../share/short-link.repository';
import type { StoredOutcome } from '../matching/track-outcome';

export interface TaskFailure {
  platform: TargetPlatform;
  error: ErrorCode;
  message: string;
}

/** Per target platform, the outcome of each track of one chunk, in playlist order. */
export type ChunkOutcomes = Partial<Record<PlatformKey, StoredOutcome[]>>;

export interface TaskRecord {
  id: string;
  appId: string;
  shortId: string;
  url: string;
  sourcePlatform: PlatformKey;
  sourceId: string;
  targetPlatform: TargetPlatform;
  status: 'pending' | 'completed' | 'failed';
  progress: { total: number; done: number };
  payload: PlaylistConversion | null;
  error: TaskFailure | null;
  platformRequests: number;
  attempts: number;
  /** The next chunk of tracks to work (0 until a large playlist's first chunk is stored). */
  chunk: number;
  /** Tracks of the playlist the stored chunks cover. */
  tracksDone: number;
  /** Last change: creation, an attempt's start, progress, the end. */
  updatedAt: Date;
}

interface TaskRow {
  id: string;
  app_id: string;
  short_id: string;
  url: string;
  source_platform: PlatformKey;
  source_id: string;
  target_platform: TargetPlatform;
  status: TaskRecord['status'];
  progress_total: number;
  progress_done: number;
  payload: PlaylistConversion | null;
  error: TaskFailure | null;
  platform_requests: number;
  attempts: number;
  chunk: number;
  tracks_done: number;
  updated_at: Date;
}

const toRecord = (row: TaskRow): TaskRecord => ({
  id: row.id,
  appId: row.app_id,
  shortId: row.short_id,
  url: row.url,
  sourcePlatform: row.source_platform,
  sourceId: row.source_id,
  targetPlatform: row.target_platform,
  status: row.status,
  progress: { total: row.progress_total, done: Math.min(row.progress_done, row.progress_total) },
  payload: row.payload,
  error: row.error,
  platformRequests: row.platform_requests,
  attempts: row.attempts,
  chunk: row.chunk,
  tracksDone: row.tracks_done,
  updatedAt: row.updated_at,
});

export type TaskRepository = ReturnType<typeof createTaskRepository>;

type NewTask = Pick<TaskRecord, 'id' | 'appId' | 'shortId' | 'url' | 'sourcePlatform' | 'sourceId' | 'targetPlatform'>;

/** Every column but the stored playlist, which only the chunks of a large playlist read. */
const COLUMNS = `id, app_id, short_id, url, source_platform, source_id, target_platform, status, progress_total, progress_done,
  payload, error, platform_requests, attempts, chunk, tracks_done, updated_at`;

/** The columns of a task with its stored answer, the payload and error only when no answer is stored. */
const ANSWER_COLUMNS = `id, app_id, short_id, url, source_platform, source_id, target_platform, status, progress_total, progress_done,
  CASE WHEN answer IS NULL THEN payload END AS payload, CASE WHEN answer IS NULL THEN error END AS error,
  platform_requests, attempts, chunk, tracks_done, updated_at, answer`;

/** Unfinished tasks of an app, leaving out those silent so long that they count as failed. */
const PENDING_FOR_APP = `SELECT count(*)::int AS n FROM conversion_tasks
  WHERE app_id = $1 AND status = 'pending' AND updated_at > now() - make_interval(secs => $2::double precision / 1000)`;

/** On the pool; `createWithinLimit` opens its own transaction there, or joins the client's. */
export function createTaskRepository(db: pg.Pool | pg.PoolClient) {
  const transaction = <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => ('release' in db ? fn(db) : inTransaction(db, fn));
  return {
    /**
     * Creates the task and its share page unless its app already has `limit` unfinished tasks;
     * answers how many the app had before. The count and the insert run under a lock per app, so
     * concurrent requests to any process on the database cannot pass the limit together.
     */
    async createWithinLimit(
      task: NewTask,
      page: SharePage,
      limit: { max: number; staleAfterMs: number },
    ): Promise<{ created: boolean; pending: number }> {
      return transaction(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended('segue.conversion_tasks:' || $1, 0))", [task.appId]);
        const pending = (await client.query<{ n: number }>(PENDING_FOR_APP, [task.appId, limit.staleAfterMs])).rows[0]!.n;
        if (pending >= limit.max) return { created: false, pending };
        await createShortLinkRepository(client).insertPlaylist(task.shortId, { platform: task.sourcePlatform, id: task.sourceId }, page);
        await createTaskRepository(client).create(task);
        return { created: true, pending };
      });
    },

    async countPending(appId: string, staleAfterMs: number): Promise<number> {
      return (await db.query<{ n: number }>(PENDING_FOR_APP, [appId, staleAfterMs])).rows[0]!.n;
    },

    async create(task: NewTask): Promise<void> {
      await db.query(
        `INSERT INTO conversion_tasks (id, app_id, short_id, url, source_platform, source_id, target_platform)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [task.id, task.appId, task.shortId, task.url, task.sourcePlatform, task.sourceId, task.targetPlatform],
      );
    },

    async get(id: string): Promise<TaskRecord | undefined> {
      const result = await db.query<TaskRow>(`SELECT ${COLUMNS} FROM conversion_tasks WHERE id = $1`, [id]);
      return result.rows[0] ? toRecord(result.rows[0]) : undefined;
    },

    /**
     * One app's task by its id, with its stored answer when it has one (its payload is then not
     * read: the answer holds it). One prepared statement: task polling is a hot path.
     */
    async findAnswerForApp(appId: string, id: string): Promise<{ answer: string | null; task: TaskRecord } | undefined> {
      const result = await db.query<TaskRow & { answer: string | null }>({
        name: 'task-answer-for-app',
        text: `SELECT ${ANSWER_COLUMNS} FROM conversion_tasks WHERE app_id = $1 AND id = $2`,
        values: [appId, id],
      });
      const row = result.rows[0];
      return row && { answer: row.answer, task: toRecord(row) };
    },

    /** Keeps a finished task's answer; a task still pending (or one already kept) is left alone. */
    async saveAnswer(id: string, answer: string): Promise<void> {
      await db.query("UPDATE conversion_tasks SET answer = $2 WHERE id = $1 AND answer IS NULL AND status IN ('completed', 'failed')", [id, answer]);
    },

    /** One app's task by its id; another app's task is not found. */
    async findForApp(appId: string, id: string): Promise<TaskRecord | undefined> {
      const result = await db.query<TaskRow>(`SELECT ${COLUMNS} FROM conversion_tasks WHERE app_id = $1 AND id = $2`, [appId, id]);
      return result.rows[0] ? toRecord(result.rows[0]) : undefined;
    },

    /**
     * An attempt starts: a task without finished chunks starts its progress over (a re-run finds
     * finished tracks in the mapping table). The next chunk of a large playlist is not a new
     * attempt unless it is a retry.
     */
    async startAttempt(id: string, options: { counted: boolean } = { counted: true }): Promise<void> {
      await db.query(
        `UPDATE conversion_tasks SET attempts = attempts + $2::int, progress_done = CASE WHEN chunk = 0 THEN 0 ELSE progress_done END,
           updated_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [id, options.counted ? 1 : 0],
      );
    },

    /**
     * Stores a finished chunk (with the playlist, after the first) and moves the task to the next
     * one, only if the task was still at `chunk`: a late duplicate of the same chunk cannot move
     * it twice. Says whether it did.
     */
    async saveChunk(
      id: string,
      chunk: number,
      stored: { playlist?: PlatformPlaylist; tracksDone: number; outcomes: ChunkOutcomes; progress: { total: number; done: number } },
    ): Promise<boolean> {
      return transaction(async (client) => {
        const moved = await client.query(
          `UPDATE conversion_tasks SET chunk = chunk + 1, tracks_done = $3, progress_total = $4, progress_done = $5, updated_at = now()
           WHERE id = $1 AND chunk = $2 AND status = 'pending'`,
          [id, chunk, stored.tracksDone, stored.progress.total, stored.progress.done],
        );
        if (moved.rowCount === 0) return false;
        if (stored.playlist) await client.query('UPDATE conversion_tasks SET playlist = $2 WHERE id = $1', [id, JSON.stringify(stored.playlist)]);
        await client.query(
          `INSERT INTO conversion_task_chunks (task_id, chunk, outcomes) VALUES ($1, $2, $3)
           ON CONFLICT (task_id, chunk) DO UPDATE SET outcomes = EXCLUDED.outcomes`,
          [id, chunk, JSON.stringify(stored.outcomes)],
        );
        return true;
      });
    },

    /** The playlist as the task's first chunk read it. */
    async storedPlaylist(id: string): Promise<PlatformPlaylist | undefined> {
      const result = await db.query<{ playlist: PlatformPlaylist | null }>('SELECT playlist FROM conversion_tasks WHERE id = $1', [id]);
      return result.rows[0]?.playlist ?? undefined;
    },

    /** The outcomes of the task's stored chunks, in chunk order. */
    async storedChunks(id: string): Promise<ChunkOutcomes[]> {
      const result = await db.query<{ outcomes: ChunkOutcomes }>('SELECT outcomes FROM conversion_task_chunks WHERE task_id = $1 ORDER BY chunk', [id]);
      return result.rows.map((row) => row.outcomes);
    },

    async setProgress(id: string, progress: { total: number; done: number }): Promise<void> {
      await db.query(
        `UPDATE conversion_tasks SET progress_total = $2, progress_done = $3, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [id, progress.total, progress.done],
      );
    },

    async addRequests(id: string, requests: number): Promise<void> {
      await db.query('UPDATE conversion_tasks SET platform_requests = platform_requests + $2 WHERE id = $1', [id, requests]);
    },

    async complete(id: string, payload: PlaylistConversion): Promise<void> {
      await db.query(
        `WITH chunks AS (DELETE FROM conversion_task_chunks WHERE task_id = $1)
         UPDATE conversion_tasks SET status = 'completed', payload = $2, playlist = NULL, progress_done = progress_total, updated_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [id, JSON.stringify(payload)],
      );
    },

    async fail(id: string, failure: TaskFailure): Promise<void> {
      await db.query(`WITH chunks AS (DELETE FROM conversion_task_chunks WHERE task_id = $1)
       UPDATE conversion_tasks SET status = 'failed', error = $2, playlist = NULL, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
        id,
        JSON.stringify(failure),
      ]);
    },
  };
}

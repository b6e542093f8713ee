import type { PlatformKey } from '@segue/core';
import type { ErrorCode, PlaylistConversion, TargetPlatform } from '@segue/core/schemas';
import type { Queryable } from '../db/queryable';

export interface TaskFailure {
  platform: TargetPlatform;
  error: ErrorCode;
  message: string;
}

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
  updatedAt: row.updated_at,
});

export type TaskRepository = ReturnType<typeof createTaskRepository>;

export function createTaskRepository(db: Queryable) {
  return {
    async create(task: Pick<TaskRecord, 'id' | 'appId' | 'shortId' | 'url' | 'sourcePlatform' | 'sourceId' | 'targetPlatform'>): Promise<void> {
      await db.query(
        `INSERT INTO conversion_tasks (id, app_id, short_id, url, source_platform, source_id, target_platform)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [task.id, task.appId, task.shortId, task.url, task.sourcePlatform, task.sourceId, task.targetPlatform],
      );
    },

    async get(id: string): Promise<TaskRecord | undefined> {
      const result = await db.query<TaskRow>('SELECT * FROM conversion_tasks WHERE id = $1', [id]);
      return result.rows[0] ? toRecord(result.rows[0]) : undefined;
    },

    /** One app's task by id or short id; another app's task is not found. */
    async findForApp(appId: string, key: { id: string } | { shortId: string }): Promise<TaskRecord | undefined> {
      const [column, value] = 'id' in key ? ['id', key.id] : ['short_id', key.shortId];
      const result = await db.query<TaskRow>(`SELECT * FROM conversion_tasks WHERE app_id = $1 AND ${column} = $2`, [appId, value]);
      return result.rows[0] ? toRecord(result.rows[0]) : undefined;
    },

    /** A new attempt: progress starts over (a re-run finds finished tracks in the mapping table). */
    async startAttempt(id: string): Promise<void> {
      await db.query(
        `UPDATE conversion_tasks SET attempts = attempts + 1, progress_done = 0, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [id],
      );
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
        `UPDATE conversion_tasks SET status = 'completed', payload = $2, progress_done = progress_total, updated_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [id, JSON.stringify(payload)],
      );
    },

    async fail(id: string, failure: TaskFailure): Promise<void> {
      await db.query(`UPDATE conversion_tasks SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
        id,
        JSON.stringify(failure),
      ]);
    },
  };
}

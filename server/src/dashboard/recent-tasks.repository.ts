import type { PlaylistConversion } from '@segue/core/schemas';
import type { Queryable } from '../db/queryable';
import type { RecentTasks, TaskSummary } from './recent-tasks';

interface Row {
  id: string;
  url: string;
  target_platform: string;
  status: string;
  created_at: Date;
  payload: PlaylistConversion | null;
  error: { error?: string; message?: string } | null;
}

function toSummary(row: Row): TaskSummary {
  const omitted = Object.entries(row.payload?.platforms ?? {}).flatMap(([platform, result]) =>
    (result?.omitted ?? []).map((track) => ({
      platform,
      title: track.source.title,
      artists: track.source.artists,
      url: track.source.url,
      reason: track.reason,
    })),
  );
  return {
    id: row.id,
    url: row.url,
    title: row.payload?.meta.title ?? '',
    target_platform: row.target_platform,
    status: row.status,
    created_at: row.created_at.toISOString(),
    error: row.error ? { code: row.error.error ?? '', message: row.error.message ?? '' } : null,
    omitted,
  };
}

/**
 * The app's newest playlist tasks from the conversion engine's `conversion_tasks` table (read
 * only; the `conversion_tasks_app` index serves this query). The conversion's TaskRepository has
 * no listing yet; this moves there when it gets one.
 */
export function createRecentTasksReader(db: Queryable, limit = 20): RecentTasks {
  return async (appId) => {
    const result = await db.query<Row>(
      `SELECT id, url, target_platform, status, created_at, payload, error FROM conversion_tasks
       WHERE app_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [appId, limit],
    );
    return { tasks: result.rows.map(toSummary) };
  };
}

import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';

/** What a "convert and add to my library" task does once the conversion is done. */
export interface LibraryTask {
  taskId: string;
  userId: string;
  platform: PlatformKey;
  /** The title asked for; the source playlist's when null. */
  title: string | null;
  /** Set as soon as the playlist exists. */
  playlistUrl: string | null;
  /** Every track was added. */
  added: boolean;
}

interface Row {
  task_id: string;
  user_id: string;
  platform: PlatformKey;
  title: string | null;
  playlist_url: string | null;
  added: boolean;
}

export type LibraryTaskRepository = ReturnType<typeof createLibraryTaskRepository>;

export function createLibraryTaskRepository(db: Queryable) {
  return {
    async insert(task: Pick<LibraryTask, 'taskId' | 'userId' | 'platform' | 'title'>): Promise<void> {
      await db.query('INSERT INTO library_add_tasks (task_id, user_id, platform, title) VALUES ($1, $2, $3, $4)', [
        task.taskId,
        task.userId,
        task.platform,
        task.title,
      ]);
    },

    async find(taskId: string): Promise<LibraryTask | undefined> {
      const result = await db.query<Row>('SELECT * FROM library_add_tasks WHERE task_id = $1', [taskId]);
      const row = result.rows[0];
      return row
        ? { taskId: row.task_id, userId: row.user_id, platform: row.platform, title: row.title, playlistUrl: row.playlist_url, added: row.added }
        : undefined;
    },

    async setPlaylistUrl(taskId: string, url: string): Promise<void> {
      await db.query('UPDATE library_add_tasks SET playlist_url = $2 WHERE task_id = $1', [taskId, url]);
    },

    async markAdded(taskId: string): Promise<void> {
      await db.query('UPDATE library_add_tasks SET added = true WHERE task_id = $1', [taskId]);
    },
  };
}

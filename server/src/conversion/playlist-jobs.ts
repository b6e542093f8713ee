import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import type { PlaylistTaskService, TaskSender } from './playlist-task.service';

/** Runs after every attempt that left a task finished, including a re-run after a crash (webhooks); its errors retry the job. */
export type TaskSettledHook = (taskId: string) => Promise<unknown>;

export const PLAYLIST_QUEUE = 'playlist-conversion';

/** Attempts after the first: platform trouble gets three more chances, minutes apart at most. */
export const PLAYLIST_RETRY_LIMIT = 3;

interface PlaylistJob {
  taskId: string;
}

export interface PlaylistJobOptions {
  work: boolean;
  pollingIntervalSeconds?: number;
  /** Run in order once an attempt left the task finished. */
  settled?: readonly TaskSettledHook[];
}

/** Queues a task on the playlist queue (created by `registerPlaylistJobs` before any task starts). */
export function playlistSender(boss: Pick<PgBoss, 'send'>): TaskSender {
  return async (taskId) => {
    await boss.send(PLAYLIST_QUEUE, { taskId } satisfies PlaylistJob, { singletonKey: taskId });
  };
}

/**
 * The playlist queue on pg-boss. `exclusive` with the task id as singleton key: one job per task
 * queued or running, so a task never runs twice at once. The heartbeat lets another process take
 * over a task whose process died within a minute, instead of after the expiry.
 */
export async function registerPlaylistJobs(
  boss: PgBoss,
  tasks: Pick<PlaylistTaskService, 'run'>,
  log: Logger,
  options: PlaylistJobOptions = { work: true },
): Promise<void> {
  await boss.createQueue(PLAYLIST_QUEUE, {
    policy: 'exclusive',
    retryLimit: PLAYLIST_RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 120,
    expireInSeconds: 3_600,
    heartbeatSeconds: 30,
  });
  if (!options.work) return;
  await boss.work<PlaylistJob>(
    PLAYLIST_QUEUE,
    { localConcurrency: 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      try {
        await tasks.run(job.data.taskId, { finalAttempt: job.retryCount >= PLAYLIST_RETRY_LIMIT });
        for (const settled of options.settled ?? []) await settled(job.data.taskId);
      } catch (error) {
        log.warn('playlist task attempt failed; it will be retried', {
          task: job.data.taskId,
          attempt: job.retryCount + 1,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
  );
}

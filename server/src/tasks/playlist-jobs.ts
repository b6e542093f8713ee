import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import type { PlaylistTaskService, TaskSender } from './playlist-task.service';

/** Runs after every attempt that left a task finished, including a re-run after a crash (webhooks); its errors retry the job. */
export type TaskSettledHook = (taskId: string) => Promise<unknown>;

export const PLAYLIST_QUEUE = 'playlist-conversion';

/** Attempts after the first: platform trouble gets three more chances, minutes apart at most. */
export const PLAYLIST_RETRY_LIMIT = 3;

/**
 * Workers per process, and how many of them one app's tasks may hold: one worker is always left
 * for other apps, so a flood of tasks from one app cannot queue another app's task behind it.
 */
const WORKERS = 3;
const WORKERS_PER_APP = 2;

interface PlaylistJob {
  taskId: string;
  /** Absent on jobs queued before tasks were worked in chunks: the first chunk. */
  chunk?: number;
}

export interface PlaylistJobOptions {
  work: boolean;
  pollingIntervalSeconds?: number;
  /** Run in order once an attempt left the task finished. */
  settled?: readonly TaskSettledHook[];
}

/**
 * Queues a chunk of a task on the playlist queue (created by `registerPlaylistJobs` before any
 * task starts), in the app's group, at the priority the task service chose.
 */
export function playlistSender(boss: Pick<PgBoss, 'send'>): TaskSender {
  return async (taskId, { appId, chunk, priority }) => {
    const singletonKey = chunk === 0 ? taskId : `${taskId}:${chunk}`;
    await boss.send(PLAYLIST_QUEUE, { taskId, chunk } satisfies PlaylistJob, { singletonKey, priority, group: { id: appId } });
  };
}

/**
 * The playlist queue on pg-boss. `exclusive` with the task id (and chunk) as singleton key: one
 * job per chunk queued or running, and a chunk's job is queued only once the chunk before it is
 * stored, so a task never runs twice at once. The heartbeat lets another process take over a
 * task whose process died within a minute, instead of after the expiry.
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
    { localConcurrency: WORKERS, localGroupConcurrency: WORKERS_PER_APP, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      try {
        const finalAttempt = job.retryCount >= PLAYLIST_RETRY_LIMIT;
        const outcome = await tasks.run(job.data.taskId, { finalAttempt, chunk: job.data.chunk ?? 0, retry: job.retryCount > 0 });
        if (outcome === 'continued') return;
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

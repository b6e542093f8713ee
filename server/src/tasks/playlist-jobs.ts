import type { PgBoss } from 'pg-boss';
import { TaskInterruptedError } from '../errors/task-interrupted-error';
import type { Logger } from '../runtime/logger';
import { handBack, untilQueueAnswers } from './job-handback';
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
  /** On a job handed back by a stopping process: the retries earlier jobs of this chunk spent. */
  retried?: number;
  /** Set on a job handed back by a stopping process: the chunk was started before. */
  resumed?: boolean;
}

export interface PlaylistJobOptions {
  work: boolean;
  pollingIntervalSeconds?: number;
  /** Run in order once an attempt left the task finished. */
  settled?: readonly TaskSettledHook[];
  /** The job queue's `interrupted`: a chunk still running when it aborts is handed back (see `handBack`). */
  interrupted?: AbortSignal;
}

/** The singleton key of a task's chunk: one job per chunk queued or running. */
const singletonKeyOf = (taskId: string, chunk: number) => (chunk === 0 ? taskId : `${taskId}:${chunk}`);

/**
 * Queues a chunk of a task on the playlist queue (created by `registerPlaylistJobs` before any
 * task starts), in the app's group, at the priority the task service chose.
 */
export function playlistSender(boss: Pick<PgBoss, 'send'>): TaskSender {
  return async (taskId, { appId, chunk, priority }) => {
    await boss.send(PLAYLIST_QUEUE, { taskId, chunk } satisfies PlaylistJob, { singletonKey: singletonKeyOf(taskId, chunk), priority, group: { id: appId } });
  };
}

/**
 * The playlist queue on pg-boss. `exclusive` with the task id (and chunk) as singleton key: one
 * job per chunk queued or running, and a chunk's job is queued only once the chunk before it is
 * stored, so a task never runs twice at once.
 *
 * A process that dies mid-chunk: the heartbeat (10 s, pg-boss's shortest, refreshed every 2 s)
 * lapses 8-10 s later, the supervisor (every 2 s, `start-job-queue.ts`) fails the job and its
 * retry starts 1-2 s after that, in any process. A process that stops gracefully lets its chunks
 * finish for `STOP_BUDGET_MS` and hands back the ones still running without spending a retry.
 * An attempt that broke because PostgreSQL went away waits for it to answer before it fails, so
 * that pg-boss records the failure (one retry) as soon as the database is back, instead of the
 * job sitting active until its heartbeat lapses.
 */
export async function registerPlaylistJobs(
  boss: PgBoss,
  tasks: Pick<PlaylistTaskService, 'run'>,
  log: Logger,
  options: PlaylistJobOptions = { work: true },
): Promise<void> {
  const queueOptions = {
    retryLimit: PLAYLIST_RETRY_LIMIT,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 120,
    expireInSeconds: 3_600,
    heartbeatSeconds: 10,
  };
  await boss.createQueue(PLAYLIST_QUEUE, { policy: 'exclusive', ...queueOptions });
  // createQueue leaves a queue that exists alone: an install made before these settings gets them here.
  await boss.updateQueue(PLAYLIST_QUEUE, queueOptions);
  if (!options.work) return;
  await boss.work<PlaylistJob>(
    PLAYLIST_QUEUE,
    {
      localConcurrency: WORKERS,
      localGroupConcurrency: WORKERS_PER_APP,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      heartbeatRefreshSeconds: 2,
    },
    async ([job]) => {
      if (!job) return;
      const { taskId } = job.data;
      const chunk = job.data.chunk ?? 0;
      const retried = (job.data.retried ?? 0) + job.retryCount;
      try {
        const finalAttempt = retried >= PLAYLIST_RETRY_LIMIT;
        const outcome = await tasks.run(taskId, { finalAttempt, chunk, retry: retried > 0, resumed: job.data.resumed === true, signal: options.interrupted });
        if (outcome === 'continued') return;
        for (const settled of options.settled ?? []) await settled(taskId);
      } catch (error) {
        if (error instanceof TaskInterruptedError) {
          await handBack(boss, job, { taskId, chunk, retried, resumed: true } satisfies PlaylistJob, {
            singletonKey: singletonKeyOf(taskId, chunk),
            retryLimit: Math.max(0, PLAYLIST_RETRY_LIMIT - retried),
          });
          log.info('playlist task interrupted by a stop; its chunk is queued again', { task: taskId, chunk });
          return;
        }
        log.warn('playlist task attempt failed; it will be retried', {
          task: taskId,
          attempt: retried + 1,
          error: error instanceof Error ? error.message : String(error),
        });
        await untilQueueAnswers(boss, PLAYLIST_QUEUE, { signal: options.interrupted });
        throw error;
      }
    },
  );
}

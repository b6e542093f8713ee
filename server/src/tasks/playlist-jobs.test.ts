import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from '../composition/start-job-queue';
import { TaskInterruptedError } from '../errors/task-interrupted-error';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { PLAYLIST_QUEUE, playlistSender, registerPlaylistJobs } from './playlist-jobs';
import type { PlaylistTaskService } from './playlist-task.service';

type RunOptions = Parameters<PlaylistTaskService['run']>[1];

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobsOf(singletonKey: string) {
  const { rows } = await db.pool.query<{ state: string; retry_count: number; retry_limit: number; data: unknown; heartbeat_seconds: number }>(
    `SELECT state::text AS state, retry_count, retry_limit, data, heartbeat_seconds FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
    [PLAYLIST_QUEUE, singletonKey],
  );
  return rows;
}

describe('the playlist queue', () => {
  it('gives a queue made before with a 30 s heartbeat the 10 s one', async () => {
    const jobs = await startJobQueue(db.url, silentLogger);
    try {
      await jobs.boss.createQueue(PLAYLIST_QUEUE, { policy: 'exclusive', heartbeatSeconds: 30, retryDelay: 2 });
      await registerPlaylistJobs(jobs.boss, { run: async () => 'skipped' }, silentLogger, { work: false });
      expect(await jobs.boss.getQueue(PLAYLIST_QUEUE)).toMatchObject({ heartbeatSeconds: 10, retryDelay: 1 });
    } finally {
      await jobs.stop();
    }
  });

  it('hands a chunk still running past the stop budget back to the queue without spending a retry, and stops only once its handler returned', async () => {
    const taskId = randomUUID();
    let queue: JobQueue | undefined = await startJobQueue(db.url, silentLogger, { stopBudgetMs: 300 });
    const calls: RunOptions[] = [];
    let returned = false;
    const slowRun = async (_id: string, options: RunOptions) => {
      calls.push(options);
      // A chunk far longer than the budget: it ends only when the stop interrupts it.
      await new Promise<void>((resolve) => {
        options.signal?.addEventListener('abort', () => resolve());
        setTimeout(resolve, 20_000);
      });
      returned = true;
      if (options.signal?.aborted) throw new TaskInterruptedError();
      return 'continued' as const;
    };
    try {
      await registerPlaylistJobs(queue.boss, { run: slowRun }, silentLogger, { work: true, pollingIntervalSeconds: 0.5, interrupted: queue.interrupted });
      await playlistSender(queue.boss)(taskId, { appId: randomUUID(), chunk: 1, priority: 0 });
      await until(() => calls.length === 1);
      expect(calls[0]).toMatchObject({ finalAttempt: false, chunk: 1, retry: false });

      const began = Date.now();
      await queue.stop();
      queue = undefined;
      expect(returned, 'the handler was still running when the queue said it stopped').toBe(true);
      expect(Date.now() - began).toBeLessThan(5_000);
      const [done, fresh, ...more] = await jobsOf(`${taskId}:1`);
      expect(more).toEqual([]);
      expect(done).toMatchObject({ state: 'completed', retry_count: 0 });
      expect(fresh).toMatchObject({ state: 'created', retry_count: 0, retry_limit: 3, heartbeat_seconds: 10, data: { taskId, chunk: 1, retried: 0, resumed: true } });

      // Another process takes it up as the same attempt, resumed.
      const next = await startJobQueue(db.url, silentLogger);
      try {
        const resumed: RunOptions[] = [];
        await registerPlaylistJobs(next.boss, { run: async (_id, options) => (resumed.push(options), 'continued') }, silentLogger, { work: true, pollingIntervalSeconds: 0.5 });
        await until(() => resumed.length === 1);
        expect(resumed[0]).toMatchObject({ finalAttempt: false, chunk: 1, retry: false, resumed: true });
        await until(async () => (await jobsOf(`${taskId}:1`)).every((job) => job.state === 'completed'));
      } finally {
        await next.stop();
      }
    } finally {
      await queue?.stop();
    }
  });

  it('keeps the retries a chunk spent before it was handed back', async () => {
    const taskId = randomUUID();
    const queue = await startJobQueue(db.url, silentLogger);
    try {
      await registerPlaylistJobs(queue.boss, { run: async () => 'skipped' }, silentLogger, { work: false });
      // As a stopping process hands back a chunk whose third attempt (two retries spent) it was running.
      await queue.boss.send(PLAYLIST_QUEUE, { taskId, chunk: 0, retried: 2, resumed: true }, { singletonKey: taskId, retryLimit: 1 });
      const seen: RunOptions[] = [];
      await registerPlaylistJobs(
        queue.boss,
        {
          run: async (_id, options) => {
            seen.push(options);
            throw new Error('platform trouble');
          },
        },
        silentLogger,
        { work: true, pollingIntervalSeconds: 0.5 },
      );
      await until(() => seen.length === 2, 30_000);
      expect(seen.map((options) => options.finalAttempt)).toEqual([false, true]);
      await until(async () => (await jobsOf(taskId))[0]?.state === 'failed');
    } finally {
      await queue.stop();
    }
  });
});

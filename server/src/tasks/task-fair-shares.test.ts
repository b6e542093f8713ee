import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error';
import { silentLogger } from '../runtime/logger';
import { playlistSender } from './playlist-jobs';
import { integrationFields, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';
import type { TaskSender } from './playlist-task.service';

let env: ConversionEnv;
const sent: { taskId: string; appId: string; chunk: number; priority: number }[] = [];
const sendTask: TaskSender = async (taskId, job) => {
  sent.push({ taskId, ...job });
};

beforeAll(async () => {
  env = await startConversionEnv(undefined, { sendTask });
});

afterAll(async () => {
  await env?.close();
});

async function newApp(name: string): Promise<string> {
  const { app } = await env.db.services.apps.create({ name });
  for (const platform of ['spotify', 'deezer', 'tidal'] as const) await env.db.services.integrations.set(app.id, platform, integrationFields(env.sandbox, platform));
  return app.id;
}

async function completed(tasks: ConversionEnv['conversion']['tasks'], appId: string, taskId: string) {
  const view = await tasks.get(appId, taskId);
  if (view.kind !== 'task' || view.task.status !== 'completed') throw new Error(`expected a completed task, got ${JSON.stringify(view)}`);
  return view.task.payload;
}

it('works a large playlist in chunks, queued one after the other, to the result of a single pass', async () => {
  const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined && p.recordingIds.length === 25)!;
  const link = { platform: 'spotify' as const, type: 'playlist' as const, id: playlist.platformId };
  const appId = await newApp('Chunks');

  const { task_id: whole } = await env.conversion.tasks.start(appId, link, 'all');
  expect(await env.conversion.tasks.run(whole, { finalAttempt: true })).toBe('completed');
  const single = await completed(env.conversion.tasks, appId, whole);
  // The chunked run must find everything itself, not from what the single pass cached.
  for (const table of ['entity_mappings', 'match_misses', 'entity_snapshots']) await env.db.pool.query(`DELETE FROM ${table}`);

  const chunked = env.rebuild({ sendTask, chunkTracks: 10 });
  try {
    sent.length = 0;
    const { task_id: taskId } = await chunked.tasks.start(appId, link, 'all');
    expect(sent).toEqual([{ taskId, appId, chunk: 0, priority: 0 }]);
    expect(await chunked.tasks.run(taskId, { finalAttempt: false, chunk: 0 })).toBe('continued');
    expect(sent.at(-1)).toMatchObject({ taskId, chunk: 1 });
    // Progress between chunks is what the stored chunk did: 10 of 25 tracks on each of 3 targets.
    const between = await chunked.tasks.get(appId, taskId);
    expect(between.kind === 'task' && between.task.status === 'pending' && between.task.progress).toEqual({ total: 75, done: 30 });

    // A late duplicate of a stored chunk neither works it again nor moves the task: it queues the
    // next chunk again (a no-op on the queue when it is there already).
    const before = env.requests();
    expect(await chunked.tasks.run(taskId, { finalAttempt: false, chunk: 0 })).toBe('continued');
    expect(env.requests()).toBe(before);
    expect(sent.at(-1)).toMatchObject({ taskId, chunk: 1 });

    expect(await chunked.tasks.run(taskId, { finalAttempt: false, chunk: 1 })).toBe('continued');
    expect(await chunked.tasks.run(taskId, { finalAttempt: false, chunk: 3 })).toBe('skipped');
    expect(await chunked.tasks.run(taskId, { finalAttempt: false, chunk: 2 })).toBe('completed');
    const result = await completed(chunked.tasks, appId, taskId);
    // Preview URLs carry a signature that changes every second; everything else is the same.
    const stable = (value: unknown) => JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === 'preview' ? undefined : field))) as unknown;
    expect(stable(result.platforms)).toEqual(stable(single.platforms));
    expect({ ...result.meta, short_url: '', share_url: '' }).toEqual({ ...single.meta, short_url: '', share_url: '' });
    // The chunks were one attempt, and what they stored on the way is gone.
    const row = await env.db.pool.query('SELECT attempts, playlist FROM conversion_tasks WHERE id = $1', [taskId]);
    expect(row.rows[0]).toEqual({ attempts: 1, playlist: null });
    const chunks = await env.db.pool.query('SELECT chunk FROM conversion_task_chunks WHERE task_id = $1', [taskId]);
    expect(chunks.rows).toEqual([]);
  } finally {
    await chunked.close();
  }
});

it('refuses tasks past the per-app limit with 429 and Retry-After, even when they arrive at once, and queues other apps first', async () => {
  const limited = env.rebuild({ sendTask, tasksPerApp: 3 });
  try {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined)!;
    const link = { platform: 'spotify' as const, type: 'playlist' as const, id: playlist.platformId };
    const busy = await newApp('Busy');
    sent.length = 0;
    const replies = await Promise.allSettled(Array.from({ length: 8 }, () => limited.tasks.start(busy, link, 'deezer')));
    const started = replies.flatMap((r) => (r.status === 'fulfilled' ? [r.value.task_id] : []));
    expect(started).toHaveLength(3);
    for (const reply of replies) {
      if (reply.status === 'fulfilled') continue;
      const error = reply.reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect({ code: error.code, status: error.status, retryAfter: error.headers['Retry-After'] }).toEqual({ code: 'ERATELIMITED', status: 429, retryAfter: '15' });
      expect(error.message).toMatch(/this app has 3 playlist tasks in flight.*poll them at GET \/v1\/task\/\{task_id\}/);
    }
    // Each of the app's tasks is queued behind the app's earlier ones.
    expect(sent.map((job) => job.priority).sort((x, y) => x - y)).toEqual([-2, -1, 0]);

    // Another app is not held by the first app's limit, and its task goes ahead of the queued ones.
    const other = await newApp('Other');
    const { task_id: otherTask } = await limited.tasks.start(other, link, 'deezer');
    expect(sent.at(-1)).toEqual({ taskId: otherTask, appId: other, chunk: 0, priority: 0 });

    // A finished task frees its place.
    await limited.tasks.run(started[0]!, { finalAttempt: true });
    await expect(limited.tasks.start(busy, link, 'deezer')).resolves.toMatchObject({ status: 'pending' });
    await expect(limited.tasks.start(busy, link, 'deezer')).rejects.toMatchObject({ code: 'ERATELIMITED' });
  } finally {
    await limited.close();
  }
});

it('runs the chunks of a task one after the other through the job queue, in the app\'s group', async () => {
  const boss = new PgBoss({ connectionString: env.db.url, max: 2 });
  boss.on('error', () => undefined);
  await boss.start();
  const queued = env.rebuild({ sendTask: (taskId, job) => playlistSender(boss)(taskId, job), chunkTracks: 10 });
  try {
    await queued.registerJobs(boss, silentLogger, { work: true, pollingIntervalSeconds: 0.5 });
    const appId = await newApp('Queued chunks');
    const playlist = env.catalog.playlists.find((p) => p.platform === 'deezer' && p.ownerUserId === undefined && p.recordingIds.length === 25)!;
    const { task_id: taskId } = await queued.tasks.start(appId, { platform: 'deezer', type: 'playlist', id: playlist.platformId }, 'spotify');
    const payload = await vi.waitFor(() => completed(queued.tasks, appId, taskId), { timeout: 30_000, interval: 200 });
    const spotify = payload.platforms.spotify!;
    expect(spotify.tracks.length + spotify.omitted.length).toBe(25);
    // The last job is marked completed just after the task it finished.
    await vi.waitFor(async () => {
      const jobs = await env.db.pool.query<{ singleton_key: string; state: string; group_id: string }>(
        "SELECT singleton_key, state::text AS state, group_id FROM pgboss.job WHERE name = 'playlist-conversion' AND singleton_key LIKE $1 ORDER BY created_on",
        [`${taskId}%`],
      );
      expect(jobs.rows).toEqual([0, 1, 2].map((chunk) => ({ singleton_key: chunk === 0 ? taskId : `${taskId}:${chunk}`, state: 'completed', group_id: appId })));
    });
  } finally {
    await boss.stop({ graceful: false, timeout: 1_000 });
    await queued.close();
  }
});

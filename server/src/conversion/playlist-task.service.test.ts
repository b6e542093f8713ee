import { afterAll, beforeAll, expect, it } from 'vitest';
import { RetryTaskError } from './playlist-task.service';
import { startConversionEnv, type ConversionEnv } from './test-support/conversion-env';

let env: ConversionEnv;
const queued: string[] = [];

beforeAll(async () => {
  env = await startConversionEnv();
  env.conversion.tasks.attachSender(async (taskId) => {
    queued.push(taskId);
  });
});

afterAll(async () => {
  await env?.close();
});

it('asks for another attempt when lookups fail, and a re-run finishes from the cache', async () => {
  const playlist = env.catalog.playlists.find((p) => p.platform === 'deezer' && p.ownerUserId === undefined && p.recordingIds.length === 25)!;
  const link = { platform: 'deezer' as const, type: 'playlist' as const, id: playlist.platformId };
  const { task_id: taskId } = await env.conversion.tasks.start(env.appId, link, 'spotify');
  expect(queued).toEqual([taskId]);

  env.sandbox.setFaults('spotify', { errorRate: 0.7 });
  try {
    await expect(env.conversion.tasks.run(taskId, { finalAttempt: false })).rejects.toBeInstanceOf(RetryTaskError);
  } finally {
    env.sandbox.setFaults('spotify', null);
  }
  const pending = await env.conversion.tasks.get(env.appId, taskId);
  expect(pending.kind === 'task' && pending.task.status).toBe('pending');

  const before = env.requests('spotify');
  await env.conversion.tasks.run(taskId, { finalAttempt: false });
  const afterRetry = env.requests('spotify') - before;
  const done = await env.conversion.tasks.get(env.appId, taskId);
  if (done.kind !== 'task' || done.task.status === 'pending') throw new Error('expected a completed task');
  const spotify = done.task.payload.platforms.spotify!;
  expect(spotify.tracks.length + spotify.omitted.length).toBe(25);
  expect(spotify.omitted.filter((o) => /failed while looking/.test(o.reason))).toEqual([]);
  // Tracks found by the first attempt came from the mapping table: the re-run looked up fewer.
  expect(spotify.tracks.some((t) => t.match?.method === 'cache')).toBe(true);
  expect(afterRetry).toBeLessThan(25 * 2);

  // A completed task is left alone by a late duplicate run.
  const untouched = env.requests();
  await env.conversion.tasks.run(taskId, { finalAttempt: true });
  expect(env.requests()).toBe(untouched);
});

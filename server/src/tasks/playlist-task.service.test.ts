import { afterAll, beforeAll, expect, it } from 'vitest';
import { RetryTaskError } from '../errors/retry-task-error';
import { startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';

let env: ConversionEnv;
const queued: string[] = [];

beforeAll(async () => {
  env = await startConversionEnv(undefined, {
    sendTask: async (taskId) => {
      queued.push(taskId);
    },
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
  expect(spotify.tracks.some((t) => t.match?.cached === true && t.match.method !== 'cache')).toBe(true);
  expect(afterRetry).toBeLessThan(25 * 2);

  // A completed task is left alone by a late duplicate run.
  const untouched = env.requests();
  await env.conversion.tasks.run(taskId, { finalAttempt: true });
  expect(env.requests()).toBe(untouched);
});

it('looks a playlist up on Apple Music and TIDAL by ISRC in batches', async () => {
  const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined && p.recordingIds.length === 100)!;
  const isrcs = new Set(playlist.recordingIds.map((id) => env.catalog.index.recording(id)!.platforms.spotify!.isrc).filter(Boolean));
  const endpoint = (platform: 'applemusic' | 'tidal', label: string) => env.sandbox.stats().platforms[platform]?.endpoints[label] ?? 0;
  const before = { apple: endpoint('applemusic', 'GET /v1/catalog/{sf}/songs'), tidal: endpoint('tidal', 'GET /v2/tracks') };
  const appleCalls = env.requests('applemusic');
  const { task_id: taskId } = await env.conversion.tasks.start(env.appId, { platform: 'spotify', type: 'playlist', id: playlist.platformId }, 'applemusic');
  await env.conversion.tasks.run(taskId, { finalAttempt: true });
  // Beyond the batches, one search (two requests at most) per track Apple Music does not list under its ISRC.
  const absent = playlist.recordingIds.filter((id) => {
    const rec = env.catalog.index.recording(id)!;
    return !rec.platforms.spotify!.isrc || rec.platforms.applemusic?.isrc !== rec.platforms.spotify!.isrc;
  }).length;
  expect(env.requests('applemusic') - appleCalls).toBeLessThanOrEqual(Math.ceil(isrcs.size / 25) + 2 * absent);
  const { task_id: second } = await env.conversion.tasks.start(env.appId, { platform: 'spotify', type: 'playlist', id: playlist.platformId }, 'tidal');
  await env.conversion.tasks.run(second, { finalAttempt: true });

  // Apple Music takes 25 ISRCs per request, TIDAL 20; TIDAL's search reads its hits on the same endpoint.
  expect(endpoint('applemusic', 'GET /v1/catalog/{sf}/songs') - before.apple).toBe(Math.ceil(isrcs.size / 25));
  expect(endpoint('tidal', 'GET /v2/tracks') - before.tidal).toBeGreaterThanOrEqual(Math.ceil(isrcs.size / 20));
  const view = await env.conversion.tasks.get(env.appId, taskId);
  if (view.kind !== 'task' || view.task.status === 'pending') throw new Error('expected a completed task');
  const apple = view.task.payload.platforms.applemusic!;
  expect(apple.tracks.filter((t) => t.match?.method === 'isrc').length).toBeGreaterThan(apple.tracks.length * 0.8);
  for (const omitted of apple.omitted) expect(omitted.reason).toMatch(/\S/);
});

it('matches a Deezer playlist on TIDAL by the ISRCs its rows carry, with no per-track read', async () => {
  const playlist = env.catalog.playlists.find((p) => p.platform === 'deezer' && p.ownerUserId === undefined && p.recordingIds.length === 50)!;
  const trackReads = () => env.sandbox.stats().platforms.deezer.endpoints['GET /track/{id}'] ?? 0;
  const readsBefore = trackReads();
  const { task_id: taskId } = await env.conversion.tasks.start(env.appId, { platform: 'deezer', type: 'playlist', id: playlist.platformId }, 'tidal');
  await env.conversion.tasks.run(taskId, { finalAttempt: true });
  const view = await env.conversion.tasks.get(env.appId, taskId);
  if (view.kind !== 'task' || view.task.status === 'pending') throw new Error('expected a completed task');
  const tidal = view.task.payload.platforms.tidal!;
  const fresh = tidal.tracks.filter((t) => !t.match?.cached);
  expect(fresh.length).toBeGreaterThan(0);
  expect(fresh.filter((t) => t.match?.method === 'isrc').length).toBeGreaterThan(fresh.length * 0.8);
  // Playlist rows carry `isrc` (recorded 2025): reading each track for it would cost 50 requests.
  expect(trackReads() - readsBefore).toBe(0);
});

it('reports a task that no attempt has touched for two hours as failed, so callers stop polling', async () => {
  const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined)!;
  const { task_id: taskId } = await env.conversion.tasks.start(env.appId, { platform: 'spotify', type: 'playlist', id: playlist.platformId }, 'deezer');
  const fresh = await env.conversion.tasks.get(env.appId, taskId);
  expect(fresh.kind === 'task' && fresh.task.status).toBe('pending');
  env.advance(2 * 3_600_000 + 60_000);
  const stalled = await env.conversion.tasks.get(env.appId, taskId);
  if (stalled.kind !== 'failed') throw new Error('expected a failed task');
  expect(stalled.body.error.payload).toMatchObject({ platform: 'deezer', error: 'EINTERNAL', status: 'failed' });
});

it('with isrcMiss "trust", costs Apple Music only its ISRC batches', async () => {
  const trusting = env.rebuild({ isrcMiss: 'trust', sendTask: async () => {} });
  try {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'tidal' && p.ownerUserId === undefined && p.recordingIds.length === 50)!;
    const isrcs = new Set(playlist.recordingIds.map((id) => env.catalog.index.recording(id)!.platforms.tidal!.isrc).filter(Boolean));
    const before = env.requests('applemusic');
    const { task_id: taskId } = await trusting.tasks.start(env.appId, { platform: 'tidal', type: 'playlist', id: playlist.platformId }, 'applemusic');
    await trusting.tasks.run(taskId, { finalAttempt: true });
    const withoutIsrc = playlist.recordingIds.length - [...isrcs].length;
    expect(env.requests('applemusic') - before).toBeLessThanOrEqual(Math.ceil(isrcs.size / 25) + 2 * withoutIsrc);
    const view = await trusting.tasks.get(env.appId, taskId);
    if (view.kind !== 'task' || view.task.status === 'pending') throw new Error('expected a completed task');
    const truth = new Set(playlist.recordingIds.map((id) => env.catalog.index.recording(id)!.platforms.applemusic?.id).filter(Boolean));
    for (const track of view.task.payload.platforms.applemusic!.tracks) expect(truth.has(track.id)).toBe(true);
  } finally {
    await trusting.close();
  }
});

it('names the source platform in a failed task when the source playlist cannot be read', async () => {
  const missing = await env.conversion.tasks.start(env.appId, { platform: 'deezer', type: 'playlist', id: '987654321098' }, 'spotify');
  await env.conversion.tasks.run(missing.task_id, { finalAttempt: true });
  const gone = await env.conversion.tasks.get(env.appId, missing.task_id);
  if (gone.kind !== 'failed') throw new Error('expected a failed task');
  expect(gone.body.error.payload).toMatchObject({ platform: 'deezer', status: 'failed', error: 'ENOTFOUND' });

  const playlist = env.catalog.playlists.find((p) => p.platform === 'tidal' && p.ownerUserId === undefined)!;
  const down = await env.conversion.tasks.start(env.appId, { platform: 'tidal', type: 'playlist', id: playlist.platformId }, 'all');
  env.sandbox.setFaults('tidal', { errorRate: 1 });
  try {
    await env.conversion.tasks.run(down.task_id, { finalAttempt: true });
  } finally {
    env.sandbox.setFaults('tidal', null);
  }
  const failed = await env.conversion.tasks.get(env.appId, down.task_id);
  if (failed.kind !== 'failed') throw new Error('expected a failed task');
  expect(failed.body.error.payload).toMatchObject({ platform: 'tidal', status: 'failed', error: 'EPLATFORMUNAVAILABLE' });
});

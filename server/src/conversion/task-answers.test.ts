import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';
import { STALLED_AFTER_MS, taskViewJson } from './task-view';

let env: ConversionEnv;

beforeAll(async () => {
  env = await startConversionEnv(undefined, { sendTask: async () => undefined });
});

afterAll(async () => {
  await env?.close();
});

const stored = async (taskId: string) =>
  (await env.db.pool.query<{ answer: string | null }>('SELECT answer FROM conversion_tasks WHERE id = $1', [taskId])).rows[0]?.answer;

async function startTask(platform: 'deezer' | 'spotify', target: 'spotify' | 'tidal') {
  const playlist = env.catalog.playlists.find((p) => p.platform === platform && p.ownerUserId === undefined && p.recordingIds.length === 12)!;
  return (await env.conversion.tasks.start(env.appId, { platform, type: 'playlist', id: playlist.platformId }, target)).task_id;
}

describe("a task's answer", () => {
  it('is built on each read while pending, then stored once finished and sent as stored, the same bytes as the view', async () => {
    const taskId = await startTask('deezer', 'spotify');
    const pending = await env.conversion.taskAnswers.answer(env.appId, taskId);
    expect(JSON.parse(pending.json)).toMatchObject({ data: { task_id: taskId, status: 'pending' }, message: 'Request ok', status: 200 });
    expect(await stored(taskId)).toBeNull();

    await env.conversion.tasks.run(taskId, { finalAttempt: true });
    const first = await env.conversion.taskAnswers.answer(env.appId, taskId.toUpperCase());
    expect(first.json).toBe(taskViewJson(await env.conversion.tasks.get(env.appId, taskId)));
    expect(first.platformRequests).toBeGreaterThan(0);
    expect(await stored(taskId)).toBe(first.json);

    // From then on one query, and the payload is not read again.
    const query = vi.spyOn(env.db.pool, 'query');
    try {
      const again = await env.conversion.taskAnswers.answer(env.appId, taskId);
      expect(again).toEqual(first);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('stores a failed task\'s body too, and never an answer another app could read', async () => {
    const { app } = await env.db.services.apps.create({ name: 'Without integrations' });
    const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined)!;
    const { task_id: taskId } = await env.conversion.tasks.start(app.id, { platform: 'spotify', type: 'playlist', id: playlist.platformId }, 'deezer');
    await env.conversion.tasks.run(taskId, { finalAttempt: true });
    const failed = await env.conversion.taskAnswers.answer(app.id, taskId);
    expect(JSON.parse(failed.json)).toMatchObject({ status: 200, error: { task_id: taskId, status: 'failed', payload: { error: 'ENOCREDENTIALS' } } });
    expect(await stored(taskId)).toBe(failed.json);
    await expect(env.conversion.taskAnswers.answer(env.appId, taskId)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('is not stored for a task reported failed only because it stalled: a late attempt may still finish it', async () => {
    const taskId = await startTask('spotify', 'tidal');
    env.advance(STALLED_AFTER_MS + 60_000);
    const stalled = await env.conversion.taskAnswers.answer(env.appId, taskId);
    expect(JSON.parse(stalled.json)).toMatchObject({ error: { status: 'failed', payload: { error: 'EINTERNAL' } } });
    expect(await stored(taskId)).toBeNull();
  });
});

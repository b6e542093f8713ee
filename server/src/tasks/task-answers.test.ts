import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { integrationFields, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';
import { createTaskRepository } from './task.repository';
import { STALLED_AFTER_MS, taskViewJson } from './task-view';

let env: ConversionEnv;

beforeAll(async () => {
  env = await startConversionEnv(undefined, { sendTask: async () => undefined });
});

afterAll(async () => {
  await env?.close();
});

async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(env.db.pool, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** The response body an answer sends. */
const text = (answer: { body: { body: Buffer } }) => answer.body.body.toString('utf8');

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
    expect(JSON.parse(text(pending))).toMatchObject({ data: { task_id: taskId, status: 'pending' }, message: 'Request ok', status: 200 });
    expect(await stored(taskId)).toBeNull();

    await env.conversion.tasks.run(taskId, { finalAttempt: true });
    // The attempt's platform request count lands just after the task completed: heard first.
    await env.db.services.changes.settle();
    const first = await env.conversion.taskAnswers.answer(env.appId, taskId.toUpperCase());
    expect(text(first)).toBe(taskViewJson(await env.conversion.tasks.get(env.appId, taskId)));
    expect(first.platformRequests).toBeGreaterThan(0);
    expect(await stored(taskId)).toBe(text(first));

    // From then on it is answered from memory.
    expect(await queriesDuring(async () => expect(await env.conversion.taskAnswers.answer(env.appId, taskId)).toEqual(first))).toBe(0);
  });

  it('reads a finished task again when it changes after all, or its app goes', async () => {
    const taskId = await startTask('deezer', 'spotify');
    await env.conversion.tasks.run(taskId, { finalAttempt: true });
    const first = await env.conversion.taskAnswers.answer(env.appId, taskId);
    // An attempt's platform request count can land just after the task completed.
    await createTaskRepository(env.db.pool).addRequests(taskId, 3);
    await env.db.services.changes.settle();
    const counted = await env.conversion.taskAnswers.answer(env.appId, taskId);
    expect(counted).toEqual({ body: first.body, platformRequests: first.platformRequests + 3 });
    // The stored answer is read with one query, its payload left unread.
    await env.db.pool.query(`UPDATE conversion_tasks SET platform_requests = platform_requests + 1 WHERE id = $1`, [taskId]);
    await env.db.services.changes.settle();
    expect(await queriesDuring(() => env.conversion.taskAnswers.answer(env.appId, taskId))).toBe(1);

    const { app } = await env.db.services.apps.create({ name: 'Deleted with its tasks' });
    await env.db.services.integrations.set(app.id, 'deezer', {});
    await env.db.services.integrations.set(app.id, 'spotify', integrationFields(env.sandbox, 'spotify'));
    const playlist = env.catalog.playlists.find((p) => p.platform === 'deezer' && p.ownerUserId === undefined && p.recordingIds.length === 12)!;
    const { task_id: doomed } = await env.conversion.tasks.start(app.id, { platform: 'deezer', type: 'playlist', id: playlist.platformId }, 'spotify');
    await env.conversion.tasks.run(doomed, { finalAttempt: true });
    await env.conversion.taskAnswers.answer(app.id, doomed);
    await env.db.pool.query('DELETE FROM apps WHERE id = $1', [app.id]);
    await env.db.services.changes.settle();
    await expect(env.conversion.taskAnswers.answer(app.id, doomed)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('stores a failed task\'s body too, and never an answer another app could read', async () => {
    const { app } = await env.db.services.apps.create({ name: 'Without integrations' });
    const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined)!;
    const { task_id: taskId } = await env.conversion.tasks.start(app.id, { platform: 'spotify', type: 'playlist', id: playlist.platformId }, 'deezer');
    await env.conversion.tasks.run(taskId, { finalAttempt: true });
    const failed = await env.conversion.taskAnswers.answer(app.id, taskId);
    expect(JSON.parse(text(failed))).toMatchObject({ status: 200, error: { task_id: taskId, status: 'failed', payload: { error: 'ENOCREDENTIALS' } } });
    expect(await stored(taskId)).toBe(text(failed));
    await expect(env.conversion.taskAnswers.answer(env.appId, taskId)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('is not stored for a task reported failed only because it stalled: a late attempt may still finish it', async () => {
    const taskId = await startTask('spotify', 'tidal');
    env.advance(STALLED_AFTER_MS + 60_000);
    const stalled = await env.conversion.taskAnswers.answer(env.appId, taskId);
    expect(JSON.parse(text(stalled))).toMatchObject({ error: { status: 'failed', payload: { error: 'EINTERNAL' } } });
    expect(await stored(taskId)).toBeNull();
  });
});

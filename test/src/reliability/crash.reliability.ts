/**
 * SIGKILL in the middle of playlist conversions and webhook deliveries: the server is killed
 * while tasks are running and a webhook request is being held by the receiver, then started
 * again on the same database. Every task completes exactly once, with a correct result, and
 * every task's webhook arrives (at least once; distinct webhook ids are what a receiver keeps).
 */
import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { playlistJobs, scoreTasks, sleep, startTask, taskRows, waitForTasks, type StartedTask } from './support/task-checks';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

let env: SegueEnv;
let receiver: WebhookReceiver;

beforeAll(async () => {
  const latency = { latencyMs: 20, jitterMs: 10 };
  env = await startSegueEnv({ sandbox: { faults: { spotify: latency, applemusic: latency, deezer: latency, tidal: latency, ytmusic: latency } } });
  receiver = await startWebhookReceiver(2_000);
  const { secret } = await env.admin.services.apps.setWebhook(env.apps.a.id, receiver.url);
  receiver.setSecret(secret!);
});

afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

describe('SIGKILL mid-conversion and mid-delivery', () => {
  it('completes every task exactly once and delivers every webhook', async () => {
    const plan: [PlatformKey, PlatformKey][] = [
      ['spotify', 'deezer'],
      ['deezer', 'tidal'],
      ['tidal', 'applemusic'],
    ];
    const server = await env.start('server');
    const tasks: StartedTask[] = [];
    for (const [source, target] of plan) {
      for (const playlist of await catalogPlaylists(env.sandbox.catalogUrl, source, 50, 300)) {
        if (playlist.recording_ids.length === 51 || playlist.recording_ids.length === 101) continue;
        const started = await startTask(server.url!, env.apps.a.publicKey, playlist, target);
        if (!started.id) throw new Error(`a task was refused with HTTP ${started.status}`);
        tasks.push({ id: started.id, playlist, source, target });
      }
    }
    expect(tasks).toHaveLength(9);
    const ids = tasks.map((task) => task.id);

    // Kill the moment a delivery is being held by the receiver while some tasks still run.
    const deliveryHeld = new Promise<void>((resolve) => receiver.onRequest(resolve));
    await Promise.race([deliveryHeld, sleep(90_000)]);
    await sleep(300);
    const before = await taskRows(env, ids);
    const pendingAtKill = ids.filter((id) => before.get(id)?.status === 'pending').length;
    const heldAtKill = receiver.inFlight();
    await server.kill('SIGKILL');
    expect(pendingAtKill, 'no task was running when the server was killed').toBeGreaterThan(0);
    expect(heldAtKill, 'no webhook delivery was in flight when the server was killed').toBeGreaterThan(0);

    // The same database, a new process: it takes over the tasks and deliveries the dead one held.
    await env.start('server');
    await waitForTasks(env, ids, 240_000);

    const rows = await taskRows(env, ids);
    expect(ids.map((id) => rows.get(id)?.status)).toEqual(ids.map(() => 'completed'));
    for (const { task, score } of await scoreTasks(env, tasks)) {
      expect(score.wrong, `${task.playlist.url} to ${task.target}`).toEqual([]);
      expect(score.lost).toBe(0);
      expect(score.returned + score.omitted).toBe(score.total);
    }
    // Exactly once: one pg-boss job per task, completed, and one webhook message per task.
    const jobs = await playlistJobs(env, ids);
    expect(ids.map((id) => jobs.get(id))).toEqual(ids.map(() => ['completed']));
    const messages = await env.admin.database.pool.query<{ dedupe_key: string }>('SELECT dedupe_key FROM webhook_messages WHERE app_id = $1', [env.apps.a.id]);
    expect(messages.rows.map((row) => row.dedupe_key).sort()).toEqual(ids.map((id) => `task:${id}:playlist.conversion.completed`).sort());

    // Every webhook arrives: one distinct id per task, all signed correctly.
    const deadline = Date.now() + 150_000;
    while (new Set([...receiver.distinct().values()].map((entry) => entry.taskId)).size < ids.length && Date.now() < deadline) await sleep(1_000);
    const distinct = [...receiver.distinct().values()];
    expect(distinct.map((entry) => entry.taskId).sort()).toEqual([...ids].sort());
    expect(distinct.every((entry) => entry.type === 'playlist.conversion.completed')).toBe(true);
    expect(receiver.received.every((entry) => entry.signatureValid)).toBe(true);

    console.log(
      `reliability/crash: 1 SIGKILL with ${pendingAtKill} tasks running and ${heldAtKill} webhook deliveries in flight; ` +
        `${ids.length} tasks completed exactly once (${[...rows.values()].reduce((sum, row) => sum + row.attempts, 0)} attempts); ` +
        `${distinct.length} webhooks delivered (${distinct.length} distinct ids, ${receiver.received.length} requests)`,
    );
  });
});

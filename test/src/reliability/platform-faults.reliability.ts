/**
 * Every platform misbehaving on 20% of requests (429 storms, 5xx, hangs, malformed bodies):
 * playlist conversions still complete, and every track returned is the right one.
 */
import type { PlatformKey } from '@segue/core';
import type { FaultConfig } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { scoreTasks, startTask, taskRows, waitForTasks, type StartedTask } from './support/task-checks';

let env: SegueEnv;

// 20% in all: 6% rate limited, 6% server errors, 6% malformed bodies, 2% hangs (each costs a
// full client timeout, so fewer of them keep the run short).
const faults: FaultConfig = { rateLimitedRate: 0.06, errorRate: 0.06, malformedRate: 0.06, hangRate: 0.02, latencyMs: 5, jitterMs: 5 };

beforeAll(async () => {
  env = await startSegueEnv({ sandbox: { faults: { spotify: faults, applemusic: faults, deezer: faults, tidal: faults, ytmusic: faults } } });
});

afterAll(async () => {
  await env?.close();
});

describe('platform faults at 20%', () => {
  it('leave playlist conversions complete and correct against the ground truth', async () => {
    const server = await env.start('server');
    const plan: [PlatformKey, PlatformKey][] = [
      ['spotify', 'deezer'],
      ['deezer', 'applemusic'],
      ['applemusic', 'tidal'],
      ['tidal', 'spotify'],
    ];
    const tasks: StartedTask[] = [];
    for (const [source, target] of plan) {
      for (const playlist of await catalogPlaylists(env.sandbox.catalogUrl, source, 25, 100)) {
        let started = await startTask(server.url!, env.apps.a.publicKey, playlist, target);
        // Reading the playlist happens in the task; the request itself may meet no platform.
        for (let retry = 0; !started.id && retry < 3; retry++) started = await startTask(server.url!, env.apps.a.publicKey, playlist, target);
        if (!started.id) throw new Error(`a task was refused with HTTP ${started.status}`);
        tasks.push({ id: started.id, playlist, source, target });
      }
    }
    const ids = tasks.map((task) => task.id);
    await waitForTasks(env, ids, 300_000);
    const rows = await taskRows(env, ids);
    expect(ids.map((id) => rows.get(id)?.status)).toEqual(ids.map(() => 'completed'));
    let total = 0;
    let found = 0;
    let onTarget = 0;
    for (const { task, score } of await scoreTasks(env, tasks)) {
      expect(score.wrong, `${task.playlist.url} to ${task.target}`).toEqual([]);
      expect(score.lost).toBe(0);
      expect(score.recall, `${task.playlist.url} to ${task.target}`).toBeGreaterThanOrEqual(0.9);
      total += score.total;
      found += score.correct;
      onTarget += score.onTarget;
    }
    const stats = env.sandbox.stats();
    console.log(
      `reliability/platform-faults: 20% faults on every platform (${stats.requests} platform requests); ${ids.length} tasks completed, ` +
        `${found}/${onTarget} tracks found of ${total}, 0 wrong`,
    );
  });
});

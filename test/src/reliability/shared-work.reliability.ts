/**
 * Two servers and a `segue worker` on one database: tasks submitted to either server are
 * shared among the three processes, each run once (one attempt, one pg-boss job), with results
 * correct against the ground truth.
 */
import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { playlistJobs, scoreTasks, startTask, taskRows, waitForTasks, type StartedTask } from './support/task-checks';

let env: SegueEnv;

beforeAll(async () => {
  const latency = { latencyMs: 10, jitterMs: 10 };
  env = await startSegueEnv({ sandbox: { faults: { spotify: latency, applemusic: latency, deezer: latency, tidal: latency, ytmusic: latency } } });
});

afterAll(async () => {
  await env?.close();
});

describe('two servers and a worker on one database', () => {
  it('share the tasks without running any twice', async () => {
    const [first, second] = [await env.start('server'), await env.start('server')];
    await env.start('worker');
    const plan: [PlatformKey, PlatformKey][] = [
      ['spotify', 'tidal'],
      ['applemusic', 'deezer'],
      ['deezer', 'spotify'],
      ['tidal', 'ytmusic'],
    ];
    const tasks: StartedTask[] = [];
    for (const [source, target] of plan) {
      for (const playlist of await catalogPlaylists(env.sandbox.catalogUrl, source, 12, 100)) {
        const server = tasks.length % 2 === 0 ? first : second;
        const started = await startTask(server.url!, env.apps.a.publicKey, playlist, target);
        if (!started.id) throw new Error(`a task was refused with HTTP ${started.status}`);
        tasks.push({ id: started.id, playlist, source, target });
      }
    }
    const ids = tasks.map((task) => task.id);
    await waitForTasks(env, ids, 180_000);

    const rows = await taskRows(env, ids);
    expect(ids.map((id) => rows.get(id)?.status)).toEqual(ids.map(() => 'completed'));
    // Run once: one attempt per task and one pg-boss job, completed.
    expect(ids.map((id) => rows.get(id)?.attempts)).toEqual(ids.map(() => 1));
    const jobs = await playlistJobs(env, ids);
    expect(ids.map((id) => jobs.get(id))).toEqual(ids.map(() => ['completed']));
    for (const { task, score } of await scoreTasks(env, tasks)) {
      expect(score.wrong, `${task.playlist.url} to ${task.target}`).toEqual([]);
      expect(score.lost).toBe(0);
    }
    // Each process is still up and answering (the worker has no HTTP side).
    for (const process of env.processes) expect(process.child.exitCode).toBeNull();
    console.log(`reliability/shared: ${ids.length} tasks over 2 servers and 1 worker, each completed once (${ids.length} attempts, ${ids.length} jobs)`);
  });
});

/**
 * How soon work comes back: two workers share the playlist tasks (queued by a server in this
 * process that works none); one is killed with SIGKILL mid-task, and each task it held must be
 * running again in the other within 15 s. Then PostgreSQL restarts mid-task, and the tasks must
 * finish within 15 s of its return (an attempt that broke while it was down is not left active
 * until its heartbeat lapses).
 */
import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists, type TruthPlaylist } from './support/catalog-playlists';
import { startFrontServer, type FrontServer } from './support/front-server';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { scoreTasks, sleep, startTask, taskRows, waitForTasks, type StartedTask } from './support/task-checks';

let env: SegueEnv;
let front: FrontServer;

beforeAll(async () => {
  const latency = { latencyMs: 40, jitterMs: 10 };
  // One chunk per task: a task is one job, held by one worker from start to end.
  env = await startSegueEnv({ sandbox: { faults: { spotify: latency, deezer: latency, tidal: latency } }, env: { SEGUE_TASK_CHUNK_TRACKS: '1000' } });
  front = await startFrontServer(env);
});

afterAll(async () => {
  await front?.close();
  await env?.close();
});

interface JobRow {
  key: string;
  state: string;
  retries: number;
  startedOn: Date | null;
}

async function jobs(ids: string[]): Promise<JobRow[]> {
  const { rows } = await env.admin.database.pool.query<{ key: string; state: string; retries: number; started_on: Date | null }>(
    `SELECT singleton_key AS key, state::text AS state, retry_count AS retries, started_on FROM pgboss.job WHERE name = 'playlist-conversion' AND singleton_key = ANY($1::text[])`,
    [ids],
  );
  return rows.map((row) => ({ key: row.key, state: row.state, retries: row.retries, startedOn: row.started_on }));
}

async function startTasks(playlists: TruthPlaylist[], source: PlatformKey, target: PlatformKey): Promise<StartedTask[]> {
  const started: StartedTask[] = [];
  for (const playlist of playlists) {
    const task = await startTask(front.url, env.apps.a.publicKey, playlist, target);
    if (!task.id) throw new Error(`a task was refused with HTTP ${task.status}`);
    started.push({ id: task.id, playlist, source, target });
  }
  return started;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(100);
  }
}

async function expectCorrect(tasks: StartedTask[]): Promise<void> {
  const rows = await taskRows(
    env,
    tasks.map((task) => task.id),
  );
  expect(tasks.map((task) => rows.get(task.id)?.status)).toEqual(tasks.map(() => 'completed'));
  for (const { task, score } of await scoreTasks(env, tasks)) {
    expect(score.wrong, `${task.playlist.url} to ${task.target}`).toEqual([]);
    expect(score.lost).toBe(0);
  }
}

describe('work held by a process that died, or cut by a database restart', () => {
  it('is running again in another worker within 15 s of a SIGKILL', async () => {
    // Both workers run, but the second is paused (SIGSTOP) while the first takes two long tasks
    // (300 tracks): the test knows which worker holds them, and the survivor has room for both.
    const [killed, survivor] = await Promise.all([env.start('worker'), env.start('worker')]);
    survivor!.child.kill('SIGSTOP');
    const tasks: StartedTask[] = [];
    try {
      for (const [source, target] of [['spotify', 'deezer'], ['deezer', 'tidal']] as const) {
        tasks.push(...(await startTasks((await catalogPlaylists(env.sandbox.catalogUrl, source, 300, 300)).slice(0, 1), source, target)));
      }
      await until(async () => (await jobs(tasks.map((task) => task.id))).filter((job) => job.state === 'active').length === 2, 30_000, 'two tasks running');
    } finally {
      survivor!.child.kill('SIGCONT');
    }
    const ids = tasks.map((task) => task.id);
    await sleep(1_000);
    const before = await jobs(ids);
    expect(before.every((job) => job.state === 'active'), 'a task finished before the kill: make them longer').toBe(true);
    const killedAt = Date.now();
    await killed!.kill('SIGKILL');

    // A task of the killed worker is retried (retry_count goes up) and started again; the
    // survivor's run on to the end untouched.
    const resumedAfter = new Map<string, number>();
    await until(
      async () => {
        for (const job of await jobs(ids)) {
          const was = before.find((entry) => entry.key === job.key)!;
          if (!resumedAfter.has(job.key) && job.retries > was.retries && job.state !== 'retry' && job.state !== 'created') resumedAfter.set(job.key, Date.now() - killedAt);
        }
        const rows = await taskRows(env, ids);
        return ids.every((id) => resumedAfter.has(id) || rows.get(id)?.status === 'completed');
      },
      60_000,
      'every task resumed or finished',
    );
    // What was measured is done: the rest of the work goes fast.
    for (const platform of ['spotify', 'deezer', 'tidal'] as const) env.sandbox.setFaults(platform, null);
    await waitForTasks(env, ids, 120_000);
    await expectCorrect(tasks);
    const slowest = Math.max(...resumedAfter.values());
    expect(resumedAfter.size, 'a task of the killed worker was not retried').toBe(2);
    expect(slowest, `resumed after ${[...resumedAfter.values()].join(', ')} ms`).toBeLessThan(15_000);
    console.log(
      `reliability/resume: SIGKILL of a worker running 2 tasks; each running again in the other worker ` +
        `${[...resumedAfter.values()].map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ')} after the kill; both completed, correct`,
    );
  });

  it('finishes the tasks cut by a PostgreSQL restart within 15 s of its return', async () => {
    // Short tasks: what is measured is the time lost to the restart, not their work.
    for (const platform of ['deezer', 'tidal'] as const) env.sandbox.setFaults(platform, { latencyMs: 15, jitterMs: 5 });
    const tasks = await startTasks(await catalogPlaylists(env.sandbox.catalogUrl, 'deezer', 50, 51), 'deezer', 'tidal');
    expect(tasks).toHaveLength(2);
    const ids = tasks.map((task) => task.id);
    await until(async () => (await jobs(ids)).some((job) => job.state === 'active'), 30_000, 'a task running');
    await env.postgres.stop();
    await sleep(4_000);
    await env.postgres.start();
    const backAt = Date.now();
    // The admin pool lost its connections too; pg opens new ones on the next query.
    await waitForTasks(env, ids, 60_000);
    const finishedMs = Date.now() - backAt;
    await expectCorrect(tasks);
    const retries = (await jobs(ids)).map((job) => job.retries);
    for (const process of env.processes.slice(1)) expect(process.child.exitCode, process.output().slice(-2000)).toBeNull();
    expect(finishedMs).toBeLessThan(15_000);
    console.log(
      `reliability/resume: PostgreSQL stopped for 4 s with 2 tasks running; both completed ${(finishedMs / 1000).toFixed(1)} s after it was back (retries spent: ${retries.join(', ')})`,
    );
  });
});

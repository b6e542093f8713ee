/**
 * PostgreSQL stops (pg_ctl stop -m fast: every connection cut) and starts again while a server
 * and a worker are under load. Clients may be refused while it is down, but every task that
 * was accepted (2xx) completes, and the processes keep running.
 */
import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists, type TruthPlaylist } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { scoreTasks, sleep, startTask, taskRows, waitForTasks, type StartedTask } from './support/task-checks';

let env: SegueEnv;

beforeAll(async () => {
  const latency = { latencyMs: 10, jitterMs: 10 };
  env = await startSegueEnv({ sandbox: { faults: { spotify: latency, applemusic: latency, deezer: latency, tidal: latency, ytmusic: latency } } });
});

afterAll(async () => {
  await env?.close();
});

describe('the database restarting under load', () => {
  it('loses no accepted task', async () => {
    const server = await env.start('server');
    await env.start('worker');
    const sources: [PlatformKey, PlatformKey][] = [
      ['spotify', 'deezer'],
      ['deezer', 'tidal'],
      ['tidal', 'spotify'],
    ];
    const pool: { playlist: TruthPlaylist; source: PlatformKey; target: PlatformKey }[] = [];
    for (const [source, target] of sources) {
      for (const playlist of await catalogPlaylists(env.sandbox.catalogUrl, source, 12, 51)) pool.push({ playlist, source, target });
    }
    const accepted: StartedTask[] = [];
    const statuses = new Map<number, number>();
    let submitting = true;
    const load = (async () => {
      for (let i = 0; submitting; i++) {
        const next = pool[i % pool.length]!;
        const started = await startTask(server.url!, env.apps.a.publicKey, next.playlist, next.target);
        statuses.set(started.status, (statuses.get(started.status) ?? 0) + 1);
        if (started.id) accepted.push({ id: started.id, ...next });
        await sleep(250);
      }
    })();

    await sleep(4_000);
    const beforeStop = accepted.length;
    await env.postgres.stop();
    await sleep(5_000);
    await env.postgres.start();
    // Back up: the server must accept tasks again. How soon depends on the machine, so the test
    // waits for three more acceptances (up to a minute) and reports the time it took.
    const backAt = Date.now();
    const afterStart = accepted.length;
    while (accepted.length < afterStart + 3 && Date.now() - backAt < 60_000) await sleep(100);
    const recoveredMs = Date.now() - backAt;
    submitting = false;
    await load;

    const ids = accepted.map((task) => task.id);
    const seen = () => [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`).join(', ');
    expect(beforeStop).toBeGreaterThan(0);
    expect(accepted.length, `no task accepted within 60 s of PostgreSQL starting again; answers seen ${seen()}\n${server.output().slice(-3000)}`).toBeGreaterThanOrEqual(afterStart + 3);
    // The admin pool lost its connections too; pg opens new ones on the next query.
    await waitForTasks(env, ids, 240_000);
    const rows = await taskRows(env, ids);
    expect(ids.map((id) => rows.get(id)?.status)).toEqual(ids.map(() => 'completed'));
    for (const { task, score } of await scoreTasks(env, accepted)) {
      expect(score.wrong, `${task.playlist.url} to ${task.target}`).toEqual([]);
      expect(score.lost).toBe(0);
    }
    for (const process of env.processes) expect(process.child.exitCode, process.output().slice(-2000)).toBeNull();
    // Refusals while the database is down are 503s (retry later), never 500s.
    expect([...statuses.keys()].filter((status) => ![0, 200, 201, 202, 503].includes(status))).toEqual([]);
    console.log(
      `reliability/database-restart: PostgreSQL stopped for 5 s under load; 3 more tasks accepted ${(recoveredMs / 1000).toFixed(1)} s after it started; ${ids.length} accepted tasks, ${ids.length} completed; answers seen ${seen()}`,
    );
  });
});

/**
 * A rolling restart under load: two servers and two workers, each replaced in turn (the new
 * process started, the old one sent SIGTERM) while playlist tasks run and clients send requests
 * on kept-alive connections through a small balancer that, like nginx with a readiness check,
 * polls `GET /readyz` and tries another server only when a connection is refused (nothing was
 * sent). No request may fail, no task fail or spend a retry, nothing be done twice, and every
 * process must stop cleanly (exit 0, no job queue error).
 */
import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists, type TruthPlaylist } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import type { SegueProcess } from './support/segue-process';
import { scoreTasks, sleep, taskRows, waitForTasks, type StartedTask } from './support/task-checks';

let env: SegueEnv;

beforeAll(async () => {
  const latency = { latencyMs: 20, jitterMs: 10 };
  // Small chunks: a task is many jobs, so restarts fall between and inside chunks alike.
  env = await startSegueEnv({ sandbox: { faults: { spotify: latency, deezer: latency, tidal: latency } }, env: { SEGUE_TASK_CHUNK_TRACKS: '20' } });
});

afterAll(async () => {
  await env?.close();
});

const isRefused = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/** Servers that answered `GET /readyz` with 200 at the last poll, and the requests sent through them. */
function balancer(initial: SegueProcess[]) {
  const servers = new Map<string, boolean>(initial.map((server) => [server.url!, true]));
  const failures: string[] = [];
  let sent = 0;
  let refused = 0;
  let next = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      await Promise.all(
        [...servers.keys()].map(async (url) => {
          const ready = await fetch(`${url}/readyz`).then(
            (reply) => reply.ok,
            () => false,
          );
          if (servers.has(url)) servers.set(url, ready);
        }),
      );
      await sleep(200);
    }
  })();
  return {
    add: (server: SegueProcess) => servers.set(server.url!, true),
    remove: (server: SegueProcess) => servers.delete(server.url!),
    failures,
    counts: () => ({ sent, refused }),
    /** Sends through a ready server; a refused connection (nothing sent) goes to the next one. */
    async send(path: string, init: RequestInit = {}): Promise<Response | undefined> {
      for (let tries = 0; tries < 20; tries++) {
        const ready = [...servers.entries()].filter(([, up]) => up).map(([url]) => url);
        const url = ready[next++ % Math.max(1, ready.length)];
        if (!url) {
          await sleep(100);
          continue;
        }
        try {
          sent += 1;
          const reply = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
          if (reply.status >= 500) failures.push(`${init.method ?? 'GET'} ${path}: HTTP ${reply.status} ${await reply.text()}`);
          return reply;
        } catch (error) {
          if (isRefused(error)) {
            refused += 1;
            continue;
          }
          failures.push(`${init.method ?? 'GET'} ${path}: ${String((error as { cause?: unknown }).cause ?? error)}`);
          return undefined;
        }
      }
      failures.push(`${path}: no server took it`);
      return undefined;
    },
    async close() {
      running = false;
      await probe;
    },
  };
}

describe('a rolling restart of every process under load', () => {
  it('fails no request and no task, and does nothing twice', async () => {
    const plan: [PlatformKey, PlatformKey][] = [
      ['spotify', 'deezer'],
      ['deezer', 'tidal'],
      ['tidal', 'spotify'],
    ];
    const pool: { playlist: TruthPlaylist; source: PlatformKey; target: PlatformKey }[] = [];
    for (const [source, target] of plan) {
      for (const playlist of await catalogPlaylists(env.sandbox.catalogUrl, source, 50, 101)) pool.push({ playlist, source, target });
    }
    // One at a time: four processes compiling at once on a loaded 2-core machine can take a minute.
    const started: SegueProcess[] = [];
    for (const mode of ['server', 'server', 'worker', 'worker'] as const) started.push(await env.start(mode));
    const lb = balancer(started.slice(0, 2));
    const key = env.apps.a.publicKey;
    const tasks: StartedTask[] = [];
    const startOne = async (i: number) => {
      const next = pool[i % pool.length]!;
      const reply = await lb.send('/v1/entity/convert', {
        method: 'POST',
        headers: { 'x-segue-public-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ url: next.playlist.url, target_platform: next.target }),
      });
      const body = reply ? ((await reply.json()) as { data?: { task_id?: string } }) : {};
      if (reply?.status === 201 && body.data?.task_id) tasks.push({ id: body.data.task_id, ...next });
      else if (reply) lb.failures.push(`a task was refused with HTTP ${reply.status}`);
    };
    for (let i = 0; i < 4; i++) await startOne(i);

    // Six clients polling tasks back to back on kept-alive connections, and a task every 1.5 s.
    let loading = true;
    const lanes = Array.from({ length: 6 }, async (_, lane) => {
      for (let i = lane; loading; i++) {
        const reply = await lb.send(`/v1/task/${tasks[i % tasks.length]!.id}`, { headers: { 'x-segue-public-key': key } });
        await reply?.arrayBuffer();
        await sleep(20);
      }
    });
    const starter = (async () => {
      for (let i = 4; loading; i++) {
        await sleep(1_500);
        if (loading) await startOne(i);
      }
    })();

    // Each process in turn: its replacement starts as it is sent SIGTERM.
    const replaced: { mode: string; stopMs: number; exit: number | null; output: string }[] = [];
    for (const old of started) {
      const mode = old.url ? ('server' as const) : ('worker' as const);
      const stopBegan = Date.now();
      const stopped = old.kill('SIGTERM').then(() => Date.now() - stopBegan);
      const [fresh, stopMs] = await Promise.all([env.start(mode), stopped]);
      replaced.push({ mode, stopMs, exit: old.child.exitCode, output: old.output() });
      if (old.url) {
        lb.remove(old);
        lb.add(fresh);
      }
    }
    loading = false;
    await Promise.all([...lanes, starter]);
    await lb.close();

    const ids = tasks.map((task) => task.id);
    await waitForTasks(env, ids, 180_000);
    expect(lb.failures).toEqual([]);
    for (const process of replaced) {
      expect(process.exit, process.output.slice(-2000)).toBe(0);
      expect(process.output).not.toContain('job queue error');
      expect(process.output).not.toContain('shutdown failed');
    }
    const rows = await taskRows(env, ids);
    expect(ids.map((id) => rows.get(id)?.status)).toEqual(ids.map(() => 'completed'));
    for (const { task, score } of await scoreTasks(env, tasks)) {
      expect(score.wrong, `${task.playlist.url} to ${task.target}`).toEqual([]);
      expect(score.lost).toBe(0);
      expect(score.returned + score.omitted).toBe(score.total);
    }
    // Nothing done twice: one task per accepted request, and no chunk's job failed or retried
    // (an interrupted chunk is handed back, not failed).
    const { rows: count } = await env.admin.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM conversion_tasks WHERE app_id = $1', [env.apps.a.id]);
    expect(count[0]?.n).toBe(ids.length);
    const playlistJobs = async () =>
      (
        await env.admin.database.pool.query<{ state: string; retry_count: number; interrupted: boolean }>(
          `SELECT state::text AS state, retry_count, coalesce((output->>'interrupted')::boolean, false) AS interrupted FROM pgboss.job WHERE name = 'playlist-conversion'`,
        )
      ).rows;
    // A task's last job completes just after the task does.
    for (let waited = 0; waited < 10_000 && (await playlistJobs()).some((job) => job.state === 'active'); waited += 200) await sleep(200);
    const jobs = await playlistJobs();
    expect(jobs.filter((job) => job.state !== 'completed' || job.retry_count > 0)).toEqual([]);
    const { sent, refused } = lb.counts();
    console.log(
      `reliability/rolling-restart: 2 servers and 2 workers each replaced under SIGTERM (stops took ${replaced.map((p) => `${p.mode} ${(p.stopMs / 1000).toFixed(1)} s`).join(', ')}); ` +
        `${sent} requests sent, 0 failed (${refused} connections refused and sent elsewhere); ${ids.length} tasks completed once, ` +
        `${jobs.length} chunk jobs, ${jobs.filter((job) => job.interrupted).length} handed back by a stopping process, 0 retries`,
    );
  });
});

import type { PlatformKey } from '@segue/core';
import type { CompletedTask } from '@segue/core/schemas';
import { fetchTruth, type Truth } from '../../conversion/support/ground-truth';
import { scorePlaylist, type PlaylistScore } from '../../conversion/support/score-playlist';
import type { SegueEnv } from './segue-env';
import type { TruthPlaylist } from './catalog-playlists';

export interface StartedTask {
  id: string;
  playlist: TruthPlaylist;
  source: PlatformKey;
  target: PlatformKey;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts a playlist conversion for app A through a server; the task id, or the reply that refused it. */
export async function startTask(base: string, publicKey: string, playlist: TruthPlaylist, target: PlatformKey): Promise<{ id?: string; status: number }> {
  try {
    const response = await fetch(`${base}/v1/entity/convert`, {
      method: 'POST',
      headers: { 'x-segue-public-key': publicKey, 'content-type': 'application/json' },
      body: JSON.stringify({ url: playlist.url, target_platform: target }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { data?: { task_id?: string } };
    return response.status < 300 && body.data?.task_id ? { id: body.data.task_id, status: response.status } : { status: response.status };
  } catch {
    return { status: 0 };
  }
}

/** Task rows straight from the database (no server needed). */
export async function taskRows(env: SegueEnv, ids: string[]): Promise<Map<string, { status: string; attempts: number; payload: CompletedTask['payload'] | null }>> {
  const result = await env.admin.database.pool.query<{ id: string; status: string; attempts: number; payload: CompletedTask['payload'] | null }>(
    'SELECT id, status, attempts, payload FROM conversion_tasks WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** Waits until every task has left `pending`; throws with the stragglers at the deadline. */
export async function waitForTasks(env: SegueEnv, ids: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await taskRows(env, ids);
    const pending = ids.filter((id) => rows.get(id)?.status !== 'completed' && rows.get(id)?.status !== 'failed');
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} tasks still pending: ${pending.join(', ')}`);
    await sleep(1_000);
  }
}

/** pg-boss jobs of the playlist queue per task: how many, and in which states. */
export async function playlistJobs(env: SegueEnv, ids: string[]): Promise<Map<string, string[]>> {
  const result = await env.admin.database.pool.query<{ singleton_key: string; state: string }>(
    `SELECT singleton_key, state::text AS state FROM pgboss.job WHERE name = 'playlist-conversion' AND singleton_key = ANY($1::text[])`,
    [ids],
  );
  const jobs = new Map<string, string[]>();
  for (const row of result.rows) jobs.set(row.singleton_key, [...(jobs.get(row.singleton_key) ?? []), row.state]);
  return jobs;
}

/** Scores every completed task against the ground truth. */
export async function scoreTasks(env: SegueEnv, tasks: StartedTask[]): Promise<{ task: StartedTask; score: PlaylistScore }[]> {
  const truth: Truth = await fetchTruth(env.sandbox.catalogUrl);
  const rows = await taskRows(
    env,
    tasks.map((task) => task.id),
  );
  return tasks.map((task) => {
    const payload = rows.get(task.id)?.payload;
    const result = payload?.platforms[task.target];
    if (!result) throw new Error(`task ${task.id} has no ${task.target} result (status ${rows.get(task.id)?.status ?? 'missing'})`);
    return { task, score: scorePlaylist(truth, task.playlist, task.source, task.target, result) };
  });
}

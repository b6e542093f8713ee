/**
 * One app floods the server with the catalog's largest playlists; another app's 100-track task
 * must still finish within twice the time it takes on an idle server (plus ALLOWANCE_MS: on a
 * 2-core machine the flood's own work slows every request of the other app a little, however
 * the workers are shared).
 */
import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists, type TruthPlaylist } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { sleep, startTask, taskRows } from './support/task-checks';

/**
 * Tasks app A queues at once, and the largest playlist they take: `SEGUE_FAIRNESS_FLOOD` and
 * `SEGUE_FAIRNESS_MAX_TRACKS` set less, to measure a server without fair shares in reasonable time.
 */
const FLOOD = Number(process.env.SEGUE_FAIRNESS_FLOOD ?? 18);
const MAX_TRACKS = Number(process.env.SEGUE_FAIRNESS_MAX_TRACKS ?? 5_000);
const ALLOWANCE_MS = 5_000;

let env: SegueEnv;

beforeAll(async () => {
  const latency = { latencyMs: 10, jitterMs: 10 };
  env = await startSegueEnv({ sandbox: { faults: { spotify: latency, applemusic: latency, deezer: latency, tidal: latency, ytmusic: latency } } });
});

afterAll(async () => {
  await env?.close();
});

/** Milliseconds from the request to the task's completion, polled in the database. */
async function timeTask(base: string, publicKey: string, playlist: TruthPlaylist, target: PlatformKey, timeoutMs: number): Promise<number> {
  const started = Date.now();
  const { id, status } = await startTask(base, publicKey, playlist, target);
  if (!id) throw new Error(`the task was refused with HTTP ${status}`);
  while (Date.now() - started < timeoutMs) {
    const row = (await taskRows(env, [id])).get(id);
    if (row?.status === 'completed') return Date.now() - started;
    if (row?.status === 'failed') throw new Error(`task ${id} failed`);
    await sleep(100);
  }
  throw new Error(`task ${id} still pending after ${timeoutMs} ms`);
}

/** Forgets every match, so a conversion run again costs what it cost the first time. */
async function forgetMatches(): Promise<void> {
  for (const table of ['entity_mappings', 'match_misses', 'entity_snapshots']) await env.admin.database.pool.query(`DELETE FROM ${table}`);
}

describe('fair shares between apps', () => {
  it("keep app B's task within twice its solo time while app A floods the queue", async () => {
    // The limit on unfinished tasks per app (5 by default) would refuse most of the flood: raised
    // here so that what is measured is how the queue shares its workers.
    const server = await env.start('server', { SEGUE_TASKS_PER_APP: String(FLOOD) });
    const base = server.url!;
    const [small] = await catalogPlaylists(env.sandbox.catalogUrl, 'spotify', 100, 100);
    if (!small) throw new Error('the catalog has no 100-track Spotify playlist');

    // A first conversion warms the new process up (connections, compiled code), so the solo
    // time is the server's, not its start's.
    const [warmUp] = await catalogPlaylists(env.sandbox.catalogUrl, 'spotify', 50, 50);
    await timeTask(base, env.apps.b.publicKey, warmUp!, 'deezer', 120_000);
    await forgetMatches();
    const solo = await timeTask(base, env.apps.b.publicKey, small, 'deezer', 120_000);
    await forgetMatches();

    // A's flood: the largest playlists of the other platforms, to every other target, none of
    // them sharing a cached match with B's Spotify tracks.
    const combos: { playlist: TruthPlaylist; target: PlatformKey }[] = [];
    for (const source of ['applemusic', 'deezer', 'tidal', 'ytmusic'] as const) {
      for (const playlist of await catalogPlaylists(env.sandbox.catalogUrl, source, 300, MAX_TRACKS)) {
        for (const target of ['applemusic', 'deezer', 'tidal', 'ytmusic'] as const) if (target !== source) combos.push({ playlist, target });
      }
    }
    combos.sort((x, y) => y.playlist.recording_ids.length - x.playlist.recording_ids.length);
    const flood = combos.slice(0, FLOOD);
    const started = await Promise.all(flood.map(({ playlist, target }) => startTask(base, env.apps.a.publicKey, playlist, target)));
    expect(started.map((s) => s.status)).toEqual(flood.map(() => 201));
    const floodIds = started.map((s) => s.id!);
    // B arrives once A's tasks hold the workers.
    await sleep(2_000);
    const flooded = await timeTask(base, env.apps.b.publicKey, small, 'deezer', 1_800_000);

    const rows = await taskRows(env, floodIds);
    const aDone = floodIds.filter((id) => rows.get(id)?.status !== 'pending').length;
    const tracks = flood.reduce((sum, { playlist }) => sum + playlist.recording_ids.length, 0);
    console.log(
      `reliability/fair-shares: app B's 100-track task took ${(solo / 1000).toFixed(1)} s alone and ${(flooded / 1000).toFixed(1)} s ` +
        `behind app A's ${FLOOD} tasks (${tracks} tracks; ${aDone} of them finished meanwhile); limit ${((2 * solo + ALLOWANCE_MS) / 1000).toFixed(1)} s`,
    );
    expect(flooded).toBeLessThanOrEqual(2 * solo + ALLOWANCE_MS);
  });
});

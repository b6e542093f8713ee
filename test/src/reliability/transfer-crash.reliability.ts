/**
 * A library transfer (Spotify → Deezer) whose worker is killed (SIGKILL) again and again: while
 * it reads the source library, while it looks the items up on the target, and while it writes,
 * with PostgreSQL restarted once among the writes. Its result is compared with the same transfer
 * run without faults, at the same time, in an environment of its own: the same target library
 * (liked songs, saved albums, followed artists, each playlist copy's entries in order), no
 * playlist created twice, and every source item with the same outcome.
 */
import type { PlatformKey } from '@segue/core';
import type { SandboxStats } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from './support/task-checks';
import { startTransferEnv, type TransferEnv } from './support/transfer-env';

// Listener 1: about 150 items on Spotify (46 liked songs, 10 albums, 14 artists, 5 playlists),
// an account on Deezer, and a library small enough for Deezer's pace (45 requests per 5 s).
const EMAIL = 'listener1@sandbox.segue.test';
const FROM: PlatformKey = 'spotify';
const TO: PlatformKey = 'deezer';
// Each kill costs about 15 s (the job expires before another worker takes it up): a few in each step, not many.
const KILLS = { reads: 2, lookups: 2, writes: 3 };

// Spotify slowed a little so that its few reads can be cut off part way.
const sandbox = { faults: { spotify: { latencyMs: 120, jitterMs: 20 }, deezer: { latencyMs: 5, jitterMs: 5 } } };
let faultFree: TransferEnv;
let crashed: TransferEnv;

beforeAll(async () => {
  [faultFree, crashed] = await Promise.all([startTransferEnv(EMAIL, [FROM, TO], sandbox), startTransferEnv(EMAIL, [FROM, TO], sandbox)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([faultFree?.close(), crashed?.close()]);
});

/** Source reads, target lookups (GETs) and target writes (every other method) counted by the simulators. */
function counters(stats: SandboxStats): { reads: number; lookups: number; writes: number } {
  const target = Object.entries(stats.platforms[TO].endpoints);
  return {
    reads: stats.platforms[FROM].requests,
    lookups: target.filter(([label]) => label.startsWith('GET ')).reduce((n, [, c]) => n + c, 0),
    writes: target.filter(([label]) => !label.startsWith('GET ')).reduce((n, [, c]) => n + c, 0),
  };
}

/** Every source item's outcome, by list and position. */
async function outcomes(env: TransferEnv, id: string): Promise<string[]> {
  const { rows } = await env.env.admin.database.pool.query<{ list: string; position: number; state: string; code: string | null; target: string | null }>(
    `SELECT list, position, state, code, target->>'id' AS target FROM transfer_items WHERE transfer_id = $1 ORDER BY list, position`,
    [id],
  );
  return rows.map((r) => `${r.list}#${r.position} ${r.state}${r.code ? `:${r.code}` : ''} ${r.target ?? ''}`);
}

describe('a transfer whose worker is killed at every step', () => {
  it('ends with the same target library as a run without faults', async () => {
    // Kill points: thresholds on the crashed run's counters, spread over each step's requests as
    // the source library sizes them (Deezer saves one item per request, and looks each item up at
    // least once). The counters only grow faster than progress (a killed attempt's work is redone).
    const account = crashed.env.sandbox.users.find((u) => u.email === EMAIL)!.accounts[FROM]!;
    const tracks = account.playlistIds.reduce((n, id) => n + (crashed.env.sandbox.catalog.playlists.find((p) => p.id === id)?.recordingIds.length ?? 0), 0);
    const saves = account.savedTracks.length + account.savedAlbums.length + account.followedArtistIds.length;
    const spread = (n: number, of: number) => Array.from({ length: n }, (_, i) => Math.max(1, Math.floor((of * (i + 1)) / (n + 1))));
    const points = [
      ...spread(KILLS.reads, 4 + account.playlistIds.length).map((at) => ({ step: 'reads' as const, at })),
      ...spread(KILLS.lookups, saves + tracks).map((at) => ({ step: 'lookups' as const, at })),
      ...spread(KILLS.writes, Math.floor(saves * 0.8)).map((at) => ({ step: 'writes' as const, at })),
    ];
    const restartAt = Math.floor(saves * 0.4) + 1;

    // The same transfer without faults, in an environment of its own, meanwhile.
    const started = Date.now();
    faultFree.env.sandbox.resetStats();
    await faultFree.env.start('worker');
    const plainRun = faultFree.finished(await faultFree.start({ from: FROM, to: TO }), 300_000).then((done) => ({ done, ms: Date.now() - started, total: counters(faultFree.env.sandbox.stats()) }));
    plainRun.catch(() => undefined);

    const crashStarted = Date.now();
    crashed.env.sandbox.resetStats();
    let worker = await crashed.env.start('worker');
    const id = await crashed.start({ from: FROM, to: TO });
    const kills: Array<{ step: string; at: number; transferStep: string; s: number }> = [];
    let restarted = false;
    for (const point of points) {
      for (;;) {
        const now = counters(crashed.env.sandbox.stats());
        if (!restarted && now.writes >= restartAt) {
          // PostgreSQL stops under the running worker (every connection cut) and comes back.
          await crashed.env.postgres.stop();
          await sleep(3_000);
          await crashed.env.postgres.start();
          restarted = true;
        }
        if (now[point.step] >= point.at) break;
        const current = await crashed.view(id).catch(() => undefined);
        if (current?.status === 'completed' || current?.status === 'failed') break;
        await sleep(15);
      }
      const current = await crashed.view(id).catch(() => undefined);
      if (current?.status === 'completed' || current?.status === 'failed') break;
      await worker.kill('SIGKILL');
      kills.push({ ...point, transferStep: current?.progress.step ?? '?', s: Math.round((Date.now() - crashStarted) / 1000) });
      worker = await crashed.env.start('worker');
    }
    const result = await crashed.finished(id, 200_000);
    const crashMs = Date.now() - crashStarted;
    const { done: plain, ms: plainMs, total } = await plainRun;
    expect(plain.status, plain.error?.message).toBe('completed');
    expect(result.status, result.error?.message).toBe('completed');
    expect(kills.length, JSON.stringify(kills)).toBe(KILLS.reads + KILLS.lookups + KILLS.writes);
    expect(restarted).toBe(true);
    // The kills landed in each step of the transfer.
    for (const step of ['reading', 'matching', 'writing']) expect(kills.some((k) => k.transferStep === step), `${step}: ${JSON.stringify(kills)}`).toBe(true);

    const [expected, actual] = await Promise.all([faultFree.library(TO), crashed.library(TO)]);
    expect(actual.liked).toEqual(expected.liked);
    expect(actual.albums).toEqual(expected.albums);
    expect(actual.artists).toEqual(expected.artists);
    expect(actual.playlists).toEqual(expected.playlists);
    // No copy made twice: one owned playlist per copied source playlist, as without faults.
    const copies = result.playlists.filter((p) => p.target);
    expect(new Set(copies.map((p) => p.target!.id)).size).toBe(copies.length);
    expect(actual.playlists.length).toBe(expected.playlists.length);

    const items = await outcomes(crashed, id);
    expect(items).toEqual(await outcomes(faultFree, plain.task_id));
    for (const item of result.items ?? []) {
      expect(['added', 'already_there', 'left_out']).toContain(item.outcome);
      if (item.outcome === 'left_out') expect(item.code).toBeDefined();
    }
    const { rows } = await crashed.env.admin.database.pool.query<{ attempts: number; failures: number }>('SELECT attempts, failures FROM transfers WHERE id = $1', [id]);
    const writes = counters(crashed.env.sandbox.stats()).writes;
    console.log(
      `reliability/transfer-crash: ${result.items?.length ?? 0} items ${FROM} → ${TO}; fault-free ${(plainMs / 1000).toFixed(1)} s ` +
        `(${total.reads} reads, ${total.lookups} lookups, ${total.writes} writes); ${kills.length} SIGKILLs ` +
        `(${kills.map((k) => `${k.transferStep} at ${k.s} s`).join(', ')}) and 1 PostgreSQL restart: ${(crashMs / 1000).toFixed(1)} s, ` +
        `${rows[0]?.attempts} attempts (${rows[0]?.failures} on platform or database trouble), ${writes} target writes`,
    );
  }, 540_000);
});

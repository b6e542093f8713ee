/**
 * 200 syncs (Spotify → Deezer, mirror) of 50 listeners across three apps, run by two worker
 * processes: one worker is killed (SIGKILL) while the first runs write and PostgreSQL is restarted
 * under them; then a third of the sources are edited (added to, cut, reordered), their runs
 * asked for over HTTP, and a worker killed again among those runs. Checked against the
 * simulators' ground truth and the journal: every copy made once and equal to its source, every
 * sync active and checked, each edit synced by exactly one more run, recorded and announced
 * (`sync.updated`) once, no entry added twice. It found runs cut off after their writes that were
 * taken up again, found nothing left to do, and were never recorded nor announced (see `runSync`).
 */
import type { PlatformKey } from '@segue/core';
import type { Sync } from '@segue/core/schemas';
import type { Playlist, SandboxStats } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SegueProcess } from './support/segue-process';
import { catalogWithListeners, inBatches, safeRecordings, startSyncEnv, type SyncApp, type SyncEnv } from './support/sync-env';
import { sleep } from './support/task-checks';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const FROM: PlatformKey = 'spotify';
const TO: PlatformKey = 'deezer';
const APPS = 3;
const LISTENERS = 50;
const SYNCS_EACH = 4;
const TRACKS = 3;
/** Target writes (creations, adds, removals, moves) seen before each fault of the first runs. */
const FIRST_KILL_AT = 60;
const RESTART_AT = 180;
/** Target writes of the edited runs before the second kill. */
const SECOND_KILL_AT = 12;

// Both simulators a little slow, so that runs are under way whenever a fault lands.
const { catalog, emails } = catalogWithListeners(LISTENERS, [FROM, TO]);
const sandbox = { catalog, faults: { spotify: { latencyMs: 25, jitterMs: 10 }, deezer: { latencyMs: 25, jitterMs: 10 } } };

interface Planned {
  app: SyncApp;
  email: string;
  userId: string;
  source: Playlist;
  id: string;
  edit?: 'add' | 'remove' | 'move' | 'add_move';
}

let env: SyncEnv;
let receiver: WebhookReceiver;
const planned: Planned[] = [];

beforeAll(async () => {
  env = await startSyncEnv(APPS, [FROM, TO], sandbox);
  // Each app hears of its syncs' runs: one `sync.updated` a run that changed a copy.
  receiver = await startWebhookReceiver(0);
  for (const app of env.apps) await env.env.admin.services.apps.setWebhook(app.id, receiver.url);
  const pool = safeRecordings(catalog, [FROM, TO]);
  // Each listener's four sources: new playlists on Spotify, three tracks each, titles unique.
  const users = await inBatches(emails, 5, async (email, n) => ({ email, app: env.apps[n % APPS]!, userId: await env.link(env.apps[n % APPS]!, email) }));
  let drawn = 0;
  for (const [n, user] of users.entries()) {
    const owner = catalog.index.userByEmail(user.email)!;
    for (let k = 0; k < SYNCS_EACH; k++) {
      const source = env.env.sandbox.userState.createPlaylist(FROM, owner.id, { title: `Kept ${n + 1}.${k + 1}`, description: 'A sync source' });
      env.env.sandbox.userState.addTracks(source, Array.from({ length: TRACKS }, () => pool[drawn++ % pool.length]!));
      planned.push({ ...user, source, id: '' });
    }
  }
  expect(drawn).toBeLessThan(pool.length);
}, 240_000);

afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

/** Target writes: every request to the target that is not a GET. */
function writes(stats: SandboxStats): number {
  return Object.entries(stats.platforms[TO].endpoints)
    .filter(([label]) => !label.startsWith('GET '))
    .reduce((n, [, c]) => n + c, 0);
}

interface SyncRow {
  id: string;
  target_id: string | null;
  current_run: number | null;
  runs_started: number;
  failures: number;
  paused_code: string | null;
  last_checked_at: Date | null;
}

const rows = async (): Promise<Map<string, SyncRow>> => {
  const { rows: found } = await env.env.admin.database.pool.query<SyncRow>('SELECT id, target_id, current_run, runs_started, failures, paused_code, last_checked_at FROM syncs');
  return new Map(found.map((r) => [r.id, r]));
};

/** Runs queued, retried or running. */
async function jobsLeft(): Promise<number> {
  const { rows: found } = await env.env.admin.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'library-sync' AND state <= 'active'`);
  return Number(found[0]!.n);
}

/** Waits until every sync is settled: checked (after `since` where asked), no run under way or failed, no run queued. */
async function settled(since: Map<string, Date>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await rows().catch(() => undefined);
    const left = state
      ? planned.filter(({ id }) => {
          const r = state.get(id);
          return !r || r.paused_code !== null || r.current_run !== null || r.failures > 0 || !r.last_checked_at || r.last_checked_at < (since.get(id) ?? new Date(0));
        })
      : planned;
    if (left.length === 0 && (await jobsLeft()) === 0) return;
    if (Date.now() > deadline) throw new Error(`${left.length} syncs not settled: ${JSON.stringify(left.slice(0, 5).map((p) => state?.get(p.id)))}`);
    await sleep(500);
  }
}

/** Kills `worker` once `at` target writes were seen (a run is under way then), starts another; what was cut. */
async function killAt(workers: SegueProcess[], index: number, at: number): Promise<{ writes: number; running: number }> {
  for (;;) {
    if (writes(env.env.sandbox.stats()) >= at) break;
    await sleep(10);
  }
  await workers[index]!.kill('SIGKILL');
  const running = [...(await rows()).values()].filter((r) => r.current_run !== null).length;
  const seen = writes(env.env.sandbox.stats());
  workers[index] = await env.env.start('worker');
  return { writes: seen, running };
}

describe('200 syncs whose workers are killed and whose database restarts', () => {
  it('end with every copy made once, equal to its source, each edit synced by one run', async () => {
    const started = Date.now();
    const at = () => Math.round((Date.now() - started) / 1000);
    const workers = await Promise.all([env.env.start('worker'), env.env.start('worker')]);
    env.env.sandbox.resetStats();

    // 200 syncs over HTTP on the front; their first runs start on the workers at once.
    const created = await inBatches(planned, 8, async (p) =>
      env.call<Sync>(p.app, 'POST', `/v1/account/${p.userId}/syncs`, { source: `https://open.spotify.com/playlist/${p.source.platformId}`, target: TO, mode: 'mirror', interval: 10_080 }),
    );
    created.forEach((reply, i) => {
      expect(reply.status, reply.message).toBe(201);
      planned[i]!.id = reply.data!.id;
    });

    // A worker killed while the first runs write, then PostgreSQL restarted under them.
    const firstKill = { ...(await killAt(workers, 0, FIRST_KILL_AT)), s: at() };
    for (;;) {
      if (writes(env.env.sandbox.stats()) >= RESTART_AT) break;
      await sleep(10);
    }
    const restart = { writes: writes(env.env.sandbox.stats()), running: [...(await rows()).values()].filter((r) => r.current_run !== null).length, s: at() };
    await env.env.postgres.stop();
    await sleep(3_000);
    await env.env.postgres.start();
    await settled(new Map(), 240_000);
    const firstDone = at();
    const firstWrites = writes(env.env.sandbox.stats());
    const before = await rows();

    // A third of the sources edited; their runs, and a few of unedited syncs, asked for over HTTP.
    const kinds = ['add', 'remove', 'move', 'add_move'] as const;
    const pool = safeRecordings(catalog, [FROM, TO]);
    let fresh = pool.length - 1;
    const asked = new Map<string, Date>();
    for (const [i, p] of planned.entries()) {
      if (i % 3 !== 0) continue;
      p.edit = kinds[(i / 3) % kinds.length]!;
      const ops =
        p.edit === 'add'
          ? [{ op: 'add' as const, recordingIds: [pool[fresh--]!], position: 1 }]
          : p.edit === 'remove'
            ? [{ op: 'remove' as const, positions: [0] }]
            : p.edit === 'move'
              ? [{ op: 'move' as const, from: 2, to: 0 }]
              : [
                  { op: 'add' as const, recordingIds: [pool[fresh--]!] },
                  { op: 'move' as const, from: 0, to: 2 },
                ];
      env.env.sandbox.userState.editEntries(p.source, ops);
    }
    const edited = planned.filter((p) => p.edit);
    const poked = planned.filter((p, i) => !p.edit && i % 10 === 1);
    const secondStart = writes(env.env.sandbox.stats());
    await inBatches([...edited, ...poked], 8, async (p) => {
      asked.set(p.id, new Date());
      const reply = await env.call<Sync>(p.app, 'POST', `/v1/account/${p.userId}/syncs/${p.id}/run`);
      expect(reply.status, reply.message).toBe(202);
    });
    const secondKill = { ...(await killAt(workers, 1, secondStart + SECOND_KILL_AT)), s: at() };
    await settled(asked, 240_000);
    const wallS = at();

    // Ground truth: the listener's playlists on the target, each source and its copy.
    const after = await rows();
    const { rows: journal } = await env.env.admin.database.pool.query<{ sync_id: string; action: string; list: string; ids: string[]; state: string }>(
      `SELECT sync_id, action, list, ids, state FROM sync_writes ORDER BY sync_id, seq`,
    );
    const problems: string[] = [];
    for (const p of planned) {
      const row = after.get(p.id)!;
      const owner = catalog.index.userByEmail(p.email)!;
      const mine = new Set(owner.accounts[TO]!.playlistIds);
      const copies = catalog.playlists.filter((pl) => pl.platform === TO && pl.ownerUserId === owner.id && mine.has(pl.id) && pl.title === p.source.title);
      if (copies.length !== 1) problems.push(`${p.source.title}: ${copies.length} copies`);
      const copy = copies[0];
      if (copy && copy.platformId !== row.target_id) problems.push(`${p.source.title}: the copy ${copy.platformId} is not the sync's ${row.target_id}`);
      if (copy && copy.recordingIds.join() !== p.source.recordingIds.join()) problems.push(`${p.source.title} (${p.edit ?? 'unedited'}): copy ${copy.recordingIds.join()} ≠ source ${p.source.recordingIds.join()}`);
      // One run each, and one more for an edit: none lost, none run twice.
      const runs = p.edit ? 2 : 1;
      if (row.runs_started !== runs) problems.push(`${p.source.title} (${p.edit ?? 'unedited'}): ${row.runs_started} runs, not ${runs}`);
      // The journal: each add sent once; what it says was added, less what it removed, is the copy.
      const own = journal.filter((w) => w.sync_id === p.id && w.state === 'confirmed');
      const adds = own.filter((w) => w.action === 'add_to_playlist');
      const twice = adds.filter((w, i) => adds.findIndex((o) => o.list === w.list && o.ids.join() === w.ids.join()) !== i);
      if (twice.length > 0) problems.push(`${p.source.title}: adds sent twice ${JSON.stringify(twice)}`);
      if (own.filter((w) => w.action === 'create_playlist').length !== 1) problems.push(`${p.source.title}: ${own.filter((w) => w.action === 'create_playlist').length} creations`);
      const held = new Map<string, number>();
      for (const w of adds) for (const id of w.ids) held.set(id, (held.get(id) ?? 0) + 1);
      for (const w of own.filter((o) => o.action === 'remove_from_playlist')) for (const id of w.ids) held.set(id, (held.get(id) ?? 0) - 1);
      const onCopy = new Map<string, number>();
      for (const rec of copy?.recordingIds ?? []) {
        const id = catalog.index.recording(rec)!.platforms[TO]!.id;
        onCopy.set(id, (onCopy.get(id) ?? 0) + 1);
      }
      const journalSays = [...held].filter(([, n]) => n !== 0).sort();
      if (JSON.stringify(journalSays) !== JSON.stringify([...onCopy].sort())) problems.push(`${p.source.title}: journal ${JSON.stringify(journalSays)} ≠ copy ${JSON.stringify([...onCopy].sort())}`);
    }
    // The sync's own state: the source's entries in order, all added by the sync.
    const { rows: entries } = await env.env.admin.database.pool.query<{ sync_id: string; keys: string[]; origins: string[] }>(
      `SELECT sync_id, array_agg(key ORDER BY position) AS keys, array_agg(origin ORDER BY position) AS origins FROM sync_entries GROUP BY sync_id`,
    );
    const state = new Map(entries.map((e) => [e.sync_id, e]));
    for (const p of planned) {
      const want = p.source.recordingIds.map((rec) => catalog.index.recording(rec)!.platforms[FROM]!.id);
      const got = state.get(p.id);
      if (got?.keys.join() !== want.join() || got.origins.some((o) => o !== 'added')) problems.push(`${p.source.title}: sync_entries ${JSON.stringify(got)} ≠ ${want.join()}`);
    }
    // As the API answers each listener: every sync active, checked, its last run the one that changed it.
    const listed = await inBatches([...new Map(planned.map((p) => [p.userId, p])).values()], 8, (p) => env.call<Sync[]>(p.app, 'GET', `/v1/account/${p.userId}/syncs`));
    const views = new Map(listed.flatMap((reply) => reply.data ?? []).map((s) => [s.id, s]));
    for (const p of planned) {
      const view = views.get(p.id);
      if (view?.status !== 'active' || !view.last_checked_at) problems.push(`${p.source.title}: ${view?.status} checked ${view?.last_checked_at}`);
      const counts = view?.last_run?.counts;
      const want = { add: [1, 0], remove: [0, 1], move: [0, 0], add_move: [1, 0], unedited: [TRACKS, 0] }[p.edit ?? 'unedited'];
      const moved = p.edit === 'move' ? (counts?.moved ?? 0) > 0 : true;
      if (view?.last_run?.outcome !== 'changed' || counts?.added !== want[0] || counts?.removed !== want[1] || !moved) problems.push(`${p.source.title} (${p.edit ?? 'unedited'}): last run ${JSON.stringify(view?.last_run)}`);
    }
    // The apps heard of each run that changed a copy, once: `sync.updated` for run 1, and run 2 of an edited one.
    const { rows: messages } = await env.env.admin.database.pool.query<{ dedupe_key: string }>(`SELECT dedupe_key FROM webhook_messages WHERE event = 'sync.updated'`);
    const announced = new Set(messages.map((m) => m.dedupe_key));
    expect(announced.size).toBe(messages.length);
    for (const p of planned) {
      const runs = p.edit ? [1, 2] : [1];
      for (const run of runs) if (!announced.has(`sync:${p.id}:${run}:sync.updated`)) problems.push(`${p.source.title} (${p.edit ?? 'unedited'}): run ${run} never announced`);
    }
    // The target received as many add requests as the journal holds sent (the cut-off ones that arrived count once they were checked).
    const stats = env.env.sandbox.stats().platforms[TO];
    const posts = stats.endpoints['POST /playlist/{id}/tracks'] ?? 0;
    const sent = journal.filter((w) => (w.action === 'add_to_playlist' || w.action === 'move_entry') && w.state === 'confirmed').length;
    const tried = journal.filter((w) => w.action === 'add_to_playlist' || w.action === 'move_entry').length;

    console.log(
      `reliability/sync-crash: ${planned.length} syncs ${FROM} → ${TO} of ${new Set(planned.map((p) => p.userId)).size} listeners in ${APPS} apps; ` +
        `SIGKILL at ${firstKill.s} s (${firstKill.writes} target writes, ${firstKill.running} runs under way), PostgreSQL restart at ${restart.s} s ` +
        `(${restart.writes} writes, ${restart.running} under way); first runs settled at ${firstDone} s (${firstWrites} writes, ${[...before.values()].filter((r) => r.runs_started === 1).length} syncs with one run); ` +
        `${edited.length} sources edited, ${poked.length} unedited poked; SIGKILL at ${secondKill.s} s (${secondKill.writes} writes, ${secondKill.running} under way); ` +
        `settled at ${wallS} s; ${posts} add/move requests on ${TO} for ${sent} confirmed of ${tried} journaled; ${messages.length} sync.updated; problems: ${problems.length}`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    expect(posts).toBeGreaterThanOrEqual(sent);
    expect(posts).toBeLessThanOrEqual(tried);
  }, 560_000);
});

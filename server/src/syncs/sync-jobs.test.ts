/**
 * Syncs on the real pg-boss queues, worked by two job queues at once (as two worker processes
 * would): a run asked for twice never runs beside itself, and the scheduler's tick queues the
 * syncs that are due and moves their next run on.
 */
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { startTransferTest, type TransferTestSetup } from '../../test/support/library/transfer-test-setup';
import { SYNC_SCHEDULE_QUEUE, syncSender } from './sync-jobs';

const EMAIL = 'listener2@sandbox.segue.test';
let t: TransferTestSetup;
const bosses: PgBoss[] = [];

beforeAll(async () => {
  t = await startTransferTest({ email: EMAIL, platforms: ['spotify', 'tidal'] });
  for (let i = 0; i < 2; i++) {
    const boss = new PgBoss({ connectionString: t.db.url, max: 2 });
    boss.on('error', () => undefined);
    await boss.start();
    await t.services.syncs.registerJobs(boss, silentLogger, { work: true, pollingIntervalSeconds: 0.5 });
    bosses.push(boss);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, timeout: 1_000 })));
  await t?.close();
});

it('never runs a sync twice at once: asked for twice at once, it makes one copy and records one run; the scheduler queues it again once due', async () => {
  const user = t.sandbox.users.find((u) => u.email === EMAIL)!;
  const source = t.sandbox.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === user.id && p.recordingIds.length > 0 && !p.oddEntries?.length)!;
  const { sync } = await t.services.syncs.service.create(t.appId, t.userId, { source: `https://open.spotify.com/playlist/${source.platformId}`, target: 'tidal' });
  // Two processes asked to run it at the same moment.
  await Promise.all(bosses.map((boss) => syncSender(boss)(sync.id, t.appId)));
  await vi.waitFor(async () => expect((await t.services.syncs.service.get(t.appId, t.userId, sync.id)).status).toBe('active'), { timeout: 30_000, interval: 200 });
  const ran = await t.services.syncs.service.get(t.appId, t.userId, sync.id);
  expect(ran.runs).toHaveLength(1);
  const { rows } = await t.db.pool.query<{ runs: number; creates: string }>(
    `SELECT runs_started AS runs, (SELECT count(*) FROM sync_writes WHERE sync_id = $1 AND action = 'create_playlist') AS creates FROM syncs WHERE id = $1`,
    [sync.id],
  );
  expect(rows[0]).toEqual({ runs: 1, creates: '1' });
  const copies = t.sandbox.catalog.playlists.filter((p) => p.platform === 'tidal' && p.ownerUserId === user.id && p.description.includes(source.platformId));
  expect(copies).toHaveLength(1);

  // Due now: the scheduler's tick (pg-boss sends it each minute; sent by hand here) queues it and moves its next run on.
  await t.db.pool.query(`UPDATE syncs SET next_run_at = now() - interval '1 second' WHERE id = $1`, [sync.id]);
  const queuedBefore = t.syncRuns.filter((id) => id === sync.id).length;
  await bosses[0]!.send(SYNC_SCHEDULE_QUEUE, {});
  await vi.waitFor(() => expect(t.syncRuns.filter((id) => id === sync.id).length).toBe(queuedBefore + 1), { timeout: 15_000, interval: 100 });
  const next = (await t.services.syncs.service.get(t.appId, t.userId, sync.id)).next_run_at!;
  expect(new Date(next).getTime()).toBeGreaterThan(Date.now());
}, 90_000);

/**
 * A transfer attempt that stops on platform trouble, worked by the real pg-boss queue: the job
 * ends (its worker is free for other transfers) with the next attempt queued a few seconds later,
 * and once the platform answers again the queued attempt finishes the transfer.
 */
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { startTransferTest, type TransferTestSetup } from '../../test/support/library/transfer-test-setup';
import { TRANSFER_QUEUE, transferSender } from './transfer-jobs';

const EMAIL = 'listener1@sandbox.segue.test';
let t: TransferTestSetup;
let boss: PgBoss;

beforeAll(async () => {
  t = await startTransferTest({ email: EMAIL, platforms: ['spotify', 'deezer'] });
  boss = new PgBoss({ connectionString: t.db.url, max: 2 });
  boss.on('error', () => undefined);
  await boss.start();
  await t.services.transfers.registerJobs(boss, silentLogger, { work: true, pollingIntervalSeconds: 0.5 });
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 1_000 });
  await t?.close();
});

const jobStates = async (transferId: string) =>
  (
    await t.db.pool.query<{ state: string }>(`SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND data->>'transferId' = $2 ORDER BY created_on`, [TRANSFER_QUEUE, transferId])
  ).rows.map((r) => r.state);

it('ends the job on platform trouble and queues the next attempt later, which finishes the transfer', async () => {
  // Deezer fails every request: the attempt stops with platform trouble.
  t.sandbox.setFaults('deezer', { errorRate: 1 });
  const { transfer } = await t.services.transfers.service.start(t.appId, t.userId, { from: 'spotify', to: 'deezer', include: { liked_tracks: true, albums: false, artists: false, playlists: 'none' } });
  const id = transfer.task_id;
  const asked = Date.now();
  await transferSender(boss)(id, { appId: t.appId });

  // The setup's sender stands in for the queue's: the retry lands there, delayed, and the job is done.
  await vi.waitFor(() => expect(t.queued.filter((q) => q.id === id && q.startAfter)).toHaveLength(1), { timeout: 30_000, interval: 100 });
  const retry = t.queued.find((q) => q.id === id && q.startAfter)!;
  expect(retry.startAfter!.getTime() - asked).toBeGreaterThanOrEqual(2_000);
  await vi.waitFor(async () => expect(await jobStates(id)).toEqual(['completed']), { timeout: 10_000, interval: 100 });
  const waiting = (await t.services.transfers.service.get(t.appId, id))!;
  expect(waiting.status).toBe('pending');
  const { rows } = await t.db.pool.query<{ failures: number }>('SELECT failures FROM transfers WHERE id = $1', [id]);
  expect(rows[0]!.failures).toBe(1);

  // Deezer answers again (and the HTTP layer's breaker, open after so many failures, half-opens
  // 10 s later): the queued attempt finishes the transfer.
  t.sandbox.setFaults('deezer', null);
  await transferSender(boss)(id, { appId: t.appId, startAfter: new Date(Date.now() + 11_000) });
  await vi.waitFor(async () => expect((await t.services.transfers.service.get(t.appId, id))!.status).toBe('completed'), { timeout: 60_000, interval: 200 });
}, 120_000);

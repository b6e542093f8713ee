/**
 * A transfer to YouTube Music that needs more than a day of the Data API's quota, on the real
 * composition root with Segue and the simulators on one movable clock. Whether the ledger stops
 * it (its planned share spent) or YouTube answers quotaExceeded first (the project's units went
 * elsewhere), it waits for midnight Pacific, says so, goes on after the reset, and ends with every
 * item written exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTransferTest, type TransferTestSetup } from '../../test/support/library/transfer-test-setup';
import type { Transfer } from '@segue/core/schemas';
import { DAILY_QUOTAS } from '../library-writes/quota-ledger';

const EMAIL = 'listener2@sandbox.segue.test';
// 20:00 on a March evening in California (UTC−7): the quota day ends four hours later.
const EVENING = Date.parse('2025-03-20T03:00:00Z');
const pacificTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

let t: TransferTestSetup | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The listener's smallest own Spotify playlist of 3 or more songs (a transfer of liked songs and that playlist). */
function smallPlaylist(setup: TransferTestSetup): string {
  const user = setup.sandbox.users.find((u) => u.email === EMAIL)!;
  const own = user.accounts.spotify!.playlistIds.map((id) => setup.sandbox.catalog.playlists.find((p) => p.id === id)!).filter((p) => p.ownerUserId === user.id);
  return own.filter((p) => p.recordingIds.length >= 3).sort((a, b) => a.recordingIds.length - b.recordingIds.length)[0]!.platformId;
}

/** Runs attempts as the job queue would until the transfer finishes, crossing each quota reset; the waits seen. */
async function runAcrossDays(setup: TransferTestSetup, id: string): Promise<Date[]> {
  const waits: Date[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const outcome = await setup.services.transfers.run(id);
    if (outcome.kind === 'finished') return waits;
    expect(outcome.kind, outcome.kind === 'retry' ? String(outcome.error) : '').toBe('waiting');
    if (outcome.kind !== 'waiting') return waits;
    waits.push(outcome.resumesAt);
    // Waiting: the transfer says until when, and that is the next midnight in Pacific Time.
    const view = await setup.services.transfers.service.get(setup.appId, id);
    expect(view?.status).toBe('waiting_for_quota');
    expect(view?.progress.step).toBe('waiting_for_quota');
    expect(view?.progress.resumes_at).toBe(outcome.resumesAt.toISOString());
    expect(pacificTime.format(outcome.resumesAt)).toBe('00:00');
    expect(outcome.resumesAt.getTime()).toBeGreaterThan(setup.now());
    expect(outcome.resumesAt.getTime() - setup.now()).toBeLessThanOrEqual(25 * 3_600_000);
    // Before the reset another attempt still waits, writing nothing.
    const before = await setup.services.transfers.run(id);
    expect(before.kind).toBe('waiting');
    setup.advance(outcome.resumesAt.getTime() - setup.now() + 1_000);
  }
  throw new Error('the transfer did not finish in 12 quota days');
}

/** Everything moved, each write once: every item settled, the copy holding exactly the moved songs in order, each liked song liked. */
async function expectWrittenOnce(setup: TransferTestSetup, id: string, likedBefore: number, ownedBefore: number): Promise<void> {
  const transfer = (await setup.services.transfers.service.get(setup.appId, id))!;
  expect(transfer.status, transfer.error?.message).toBe('completed');
  const items = transfer.items ?? [];
  expect(items.every((i) => ['added', 'already_there', 'left_out'].includes(i.outcome))).toBe(true);
  for (const item of items.filter((i) => i.outcome === 'left_out')) expect(item.code).toBeDefined();
  const account = await setup.truth('ytmusic');
  const videoOf = (recording: string) => setup.sandbox.catalog.recordings.find((r) => r.id === recording)?.platforms.ytmusic?.id;
  const liked = account.library.saved_tracks.map(videoOf);
  const likedAdded = items.filter((i) => i.kind === 'liked_track' && i.outcome === 'added');
  expect(likedAdded.length).toBeGreaterThan(0);
  for (const item of items.filter((i) => i.kind === 'liked_track' && i.outcome !== 'left_out')) expect(liked).toContain(item.target!.id);
  expect(liked.length).toBe(likedBefore + likedAdded.length);
  // One copy, made once, with each moved song once (in source order).
  expect(account.library.owned_playlists.length).toBe(ownedBefore + 1);
  const copy = transfer.playlists[0]!;
  expect(copy.state).toBe('created');
  const entries = (await setup.playlist('ytmusic', copy.target!.id))!.map(videoOf);
  expect(entries).toEqual(items.filter((i) => i.kind === 'playlist_track' && i.outcome === 'added').map((i) => i.target!.id));
  // Each write confirmed once: no request sent twice.
  const { rows } = await setup.db.pool.query<{ action: string; ids: string[] }>(`SELECT action, ids FROM transfer_writes WHERE transfer_id = $1 AND state = 'confirmed'`, [id]);
  const sent = rows.filter((r) => r.action !== 'create_playlist').map((r) => `${r.action}:${r.ids.join()}`);
  expect(rows.filter((r) => r.action === 'create_playlist')).toHaveLength(1);
  expect(rows.filter((r) => r.action === 'save_tracks')).toHaveLength(likedAdded.length);
  expect(new Set(sent.filter((s) => s.startsWith('save_tracks'))).size).toBe(likedAdded.length);
}

async function startMove(setup: TransferTestSetup): Promise<{ id: string; likedBefore: number; ownedBefore: number; transfer: Transfer }> {
  const before = await setup.truth('ytmusic');
  const { transfer } = await setup.services.transfers.service.start(setup.appId, setup.userId, {
    from: 'spotify',
    to: 'ytmusic',
    include: { liked_tracks: true, albums: false, artists: false, playlists: [smallPlaylist(setup)] },
  });
  return { id: transfer.task_id, likedBefore: before.library.saved_tracks.length, ownedBefore: before.library.owned_playlists.length, transfer };
}

describe('a transfer to YouTube Music past its daily quota', () => {
  it('the ledger stops it at the planned share: it waits for midnight Pacific, goes on after the reset, and writes everything once', async () => {
    // 1,000 units a day: transfers get 800, 16 writes of 50 units.
    t = await startTransferTest({ email: EMAIL, platforms: ['spotify', 'ytmusic'], startAt: EVENING, transferQuotas: { ytmusic: { ...DAILY_QUOTAS.ytmusic!, units: 1_000 } } });
    const { id, likedBefore, ownedBefore, transfer } = await startMove(t);
    // The answer to the start already says it will take past the quota reset: every liked song
    // and playlist entry the source counts is a 50-unit write, more than a day's 800.
    const user = t.sandbox.users.find((u) => u.email === EMAIL)!;
    const playlist = t.sandbox.catalog.playlists.find((p) => p.platform === 'spotify' && p.platformId === smallPlaylist(t!))!;
    const counted = user.accounts.spotify!.savedTracks.length + playlist.recordingIds.length;
    const first = transfer.progress.estimate!;
    expect(first).toMatchObject({ basis: 'source', items: counted });
    expect(first.write_requests).toBe(counted + 1);
    expect(first.quota_units).toBe(50 * (counted + 1));
    // After the last reset it needs minutes at YouTube's request pace, not another day.
    const lastDay = Date.parse(first.finishes_at) - (Math.floor(first.quota_units / 800) - 1) * 86_400_000;
    expect(lastDay).toBeGreaterThan(t.now() + 3 * 3_600_000);
    expect(pacificTime.format(new Date(lastDay))).toMatch(/^00:0\d$/);
    const waits = await runAcrossDays(t, id);
    expect(waits.length).toBeGreaterThanOrEqual(1);
    // Each attempt estimates again from what matching left to write.
    const after = (await t.services.transfers.service.get(t.appId, id))!.progress.estimate!;
    expect(after.basis).toBe('matched');
    expect(after.items).toBeLessThanOrEqual(counted);
    // Each wait ends a day later than the one before.
    for (let i = 1; i < waits.length; i++) expect(waits[i]!.getTime()).toBeGreaterThan(waits[i - 1]!.getTime());
    await expectWrittenOnce(t, id, likedBefore, ownedBefore);
    const { rows } = await t.db.pool.query<{ day: string; units: number }>(`SELECT day::text, units FROM platform_quota_days WHERE consumer = $1 ORDER BY day`, [id]);
    expect(rows.length).toBe(waits.length + 1);
    expect(rows.every((r) => r.units <= 800)).toBe(true);
    console.log(`transfer-quota (ledger): ${waits.length} quota waits, units per day ${rows.map((r) => r.units).join(', ')}`);
  }, 120_000);

  it('YouTube answers quotaExceeded before the ledger’s share is spent: the same wait, and nothing lost or written twice', async () => {
    // The project's quota (700 units) is smaller than the ledger thinks (10,000).
    t = await startTransferTest({ email: EMAIL, platforms: ['spotify', 'ytmusic'], startAt: EVENING, youtubeDailyQuota: 700 });
    const { id, likedBefore, ownedBefore } = await startMove(t);
    const waits = await runAcrossDays(t, id);
    expect(waits.length).toBeGreaterThanOrEqual(1);
    // The refused write was journaled as failed for the quota, and sent again after the reset.
    const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM transfer_writes WHERE transfer_id = $1 AND state = 'failed' AND result->>'quota' = 'true'`, [id]);
    expect(Number(rows[0]!.n)).toBe(waits.length);
    await expectWrittenOnce(t, id, likedBefore, ownedBefore);
    console.log(`transfer-quota (platform): ${waits.length} quotaExceeded answers, each waited until ${waits.map((w) => w.toISOString()).join(', ')}`);
  }, 120_000);
});

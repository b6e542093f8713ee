import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { inTransaction } from '../db/queryable';
import { createSyncRepository } from './sync.repository';
import { nextSlot } from './sync-schedule';

describe('nextSlot', () => {
  const at = new Date('2026-11-29T09:00:00.000Z');

  it('spreads syncs made at the same moment over their whole interval', () => {
    const perMinute = new Array<number>(60).fill(0);
    for (let i = 0; i < 6_000; i++) {
      const slot = nextSlot(randomUUID(), 60, at);
      const wait = slot.getTime() - at.getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3_600_000);
      perMinute[Math.floor(wait / 60_000)]! += 1;
    }
    // 100 a minute on average; no minute holds the top of the hour's pile-up.
    expect(Math.max(...perMinute)).toBeLessThan(160);
    expect(Math.min(...perMinute)).toBeGreaterThan(50);
  });

  it('keeps a sync on its own grid: the next slot after a slot is one interval later', () => {
    const id = randomUUID();
    const slot = nextSlot(id, 15, at);
    expect(nextSlot(id, 15, slot).getTime() - slot.getTime()).toBe(15 * 60_000);
    expect(nextSlot(id, 15, new Date(slot.getTime() - 1))).toEqual(slot);
  });
});

describe('claiming due syncs', () => {
  let db: TestDatabase;
  let appId: string;
  let userId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const organization = await db.services.organizations.ensure('Sync schedule');
    appId = (await db.services.apps.ensure(organization.id, 'Scheduler', [])).app.id;
    userId = (await db.pool.query<{ id: string }>(`INSERT INTO app_users (app_id) VALUES ($1) RETURNING id`, [appId])).rows[0]!.id;
  });

  afterAll(async () => {
    await db?.close();
  });

  it('hands each due sync to one claimer only, moves its next run on, and skips paused ones', async () => {
    const syncs = createSyncRepository(db.pool);
    const now = new Date('2026-11-29T09:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const id = randomUUID();
      ids.push(id);
      await syncs.insert({ id, appId, userId, from: 'spotify', sourceId: `p${i}`, sourceUrl: `https://open.spotify.com/playlist/p${i}`, sourceTitle: '', to: 'deezer', mode: 'mirror', intervalMinutes: 60, nextRunAt: new Date(now.getTime() - 1_000) });
    }
    await syncs.pause(ids[0]!, 'by_request', 'paused');
    const claim = () => inTransaction(db.pool, (client) => createSyncRepository(client).claimDue(now, 15, (s) => nextSlot(s.id, s.intervalMinutes, now)));
    const claimed = (await Promise.all([claim(), claim(), claim(), claim()])).flat();
    const again = await claim();
    expect(claimed.length).toBe(39);
    expect(new Set(claimed.map((c) => c.id)).size).toBe(39);
    expect(claimed.map((c) => c.id)).not.toContain(ids[0]);
    expect(again).toEqual([]);
    const later = await syncs.find(ids[1]!);
    expect(later!.nextRunAt!.getTime()).toBeGreaterThan(now.getTime());
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createUsageRepository, type UsageRepository } from './usage.repository';
import { createUsageService } from './usage.service';

let db: TestDatabase;
let repository: UsageRepository;
let appId: string;

const HOUR = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(HOUR.getTime() + minutes * 60_000);

async function stored(app: string): Promise<Record<string, number>> {
  const rows = await repository.series(app, new Date('2026-11-27T00:00:00Z'), 'hour');
  return Object.fromEntries(rows.map((r) => [`${r.bucket.toISOString()} ${r.kind}${r.code ? ` ${r.code}` : ''}`, r.count]));
}

beforeAll(async () => {
  db = await createTestDatabase();
  repository = createUsageRepository(db.pool);
  appId = (await db.services.apps.create({ name: 'Counted' })).app.id;
});

afterAll(async () => {
  await db?.close();
});

describe('usage counted in memory, written in batches', () => {
  it('writes nothing per request, then every count of every hour in one write', async () => {
    const addMany = vi.spyOn(repository, 'addMany');
    const usage = createUsageService(repository, { flushEveryMs: 60_000 });
    for (let i = 0; i < 7; i++) usage.count(appId, 'conversion', '', at(i));
    usage.count(appId, 'error', 'EINVALIDLINK', at(59));
    usage.count(appId, 'task', '', at(61));
    expect(addMany).not.toHaveBeenCalled();
    expect(await stored(appId)).toEqual({});

    await usage.flush();
    expect(addMany).toHaveBeenCalledTimes(1);
    expect(await stored(appId)).toEqual({
      '2026-11-27T10:00:00.000Z conversion': 7,
      '2026-11-27T10:00:00.000Z error EINVALIDLINK': 1,
      '2026-11-27T11:00:00.000Z task': 1,
    });
    // Later counts add to the stored ones.
    usage.count(appId, 'conversion', '', at(30));
    await usage.close();
    expect((await stored(appId))['2026-11-27T10:00:00.000Z conversion']).toBe(8);
    addMany.mockRestore();
  });

  it('writes on its own once a second has passed, or at once past the pending limit', async () => {
    const other = (await db.services.apps.create({ name: 'Counted on a timer' })).app.id;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const usage = createUsageService(repository, { flushEveryMs: 1_000, maxPending: 5 });
      usage.count(other, 'conversion', '', at(1));
      await vi.advanceTimersByTimeAsync(999);
      expect(await stored(other)).toEqual({});
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await stored(other)).toEqual({ '2026-11-27T10:00:00.000Z conversion': 1 }));

      for (let i = 0; i < 5; i++) usage.count(other, 'task', '', at(2));
      // The fifth count started the write without the timer.
      await vi.waitFor(async () => expect((await stored(other))['2026-11-27T10:00:00.000Z task']).toBe(5));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the counts of a failed write for the next one: none is lost or counted twice', async () => {
    const other = (await db.services.apps.create({ name: 'Counted after a failure' })).app.id;
    const errors: unknown[] = [];
    const addMany = vi.spyOn(repository, 'addMany').mockRejectedValueOnce(new Error('connection terminated'));
    const usage = createUsageService(repository, { flushEveryMs: 60_000, onError: (error) => errors.push(error) });
    usage.count(other, 'conversion', '', at(1));
    usage.count(other, 'conversion', '', at(2));
    await usage.flush();
    expect(errors).toHaveLength(1);
    expect(await stored(other)).toEqual({});

    usage.count(other, 'conversion', '', at(3));
    await usage.flush();
    expect(await stored(other)).toEqual({ '2026-11-27T10:00:00.000Z conversion': 3 });
    expect(addMany).toHaveBeenCalledTimes(2);
    addMany.mockRestore();
  });

  it('drops the counts of an app deleted before they were written, and writes the others', async () => {
    const doomed = (await db.services.apps.create({ name: 'Deleted before the write' })).app.id;
    const kept = (await db.services.apps.create({ name: 'Kept' })).app.id;
    const usage = createUsageService(repository, { flushEveryMs: 60_000 });
    usage.count(doomed, 'conversion', '', at(1));
    usage.count(kept, 'conversion', '', at(1));
    await db.pool.query('DELETE FROM apps WHERE id = $1', [doomed]);
    await usage.flush();
    expect(await stored(kept)).toEqual({ '2026-11-27T10:00:00.000Z conversion': 1 });
    expect(await stored(doomed)).toEqual({});
  });
});

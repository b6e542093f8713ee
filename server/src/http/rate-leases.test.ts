import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createRateLeases, leaseCap } from './rate-leases';
import { createRateWindowRepository, type RateWindowRepository } from './rate-window.repository';

let db: TestDatabase;
let windows: RateWindowRepository;

const MINUTE = 60_000;

async function stored(key: string): Promise<number> {
  return (await db.pool.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [key])).rows[0]?.points ?? 0;
}

beforeAll(async () => {
  db = await createTestDatabase();
  windows = createRateWindowRepository(db.pool);
});

afterAll(async () => {
  await db?.close();
});

describe('rate limits decided in memory from leases of a shared window', () => {
  it('lets two processes together admit the limit, never more, and at most one lease less', async () => {
    // Each store stands for one server process.
    const first = createRateLeases(windows);
    const second = createRateLeases(windows);
    const limit = 500;
    const outcomes = await Promise.all(
      Array.from({ length: 700 }, (_, i) => (i % 2 === 0 ? first : second).spend('shared', limit, MINUTE).then((spent) => spent.ok)),
    );
    const admitted = outcomes.filter(Boolean).length;
    expect(admitted).toBeLessThanOrEqual(limit);
    expect(admitted).toBeGreaterThanOrEqual(limit - leaseCap(limit));
    // Once both stop, the shared window holds exactly what was admitted: unspent points went back.
    await first.close();
    await second.close();
    expect(await stored('shared')).toBe(admitted);
  });

  it('is exact under a limit of 100, counting down the remaining requests', async () => {
    const leases = createRateLeases(windows);
    const spent = [];
    for (let i = 0; i < 5; i++) spent.push(await leases.spend('small', 3, MINUTE));
    expect(spent.map((s) => s.ok)).toEqual([true, true, true, false, false]);
    expect(spent.map((s) => s.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(spent[3]!.resetMs).toBeGreaterThan(55_000);
    expect(await stored('small')).toBe(3);
  });

  it('asks the database about once per lease, not once per request, and not at all once the window is spent', async () => {
    const claim = vi.spyOn(windows, 'claim');
    const leases = createRateLeases(windows);
    for (let i = 0; i < 2_000; i++) expect((await leases.spend('busy', 1_000_000, MINUTE)).ok).toBe(true);
    // 1, 2, 4 … up to 1,000 points a claim.
    expect(claim.mock.calls.length).toBeLessThan(20);

    claim.mockClear();
    const results = [];
    for (let i = 0; i < 300; i++) results.push((await leases.spend('spent', 100, MINUTE)).ok);
    expect(results.filter(Boolean)).toHaveLength(100);
    const claimsToSpend = claim.mock.calls.length;
    for (let i = 0; i < 100; i++) expect((await leases.spend('spent', 100, MINUTE)).ok).toBe(false);
    expect(claim.mock.calls.length).toBe(claimsToSpend);
    claim.mockRestore();
    await leases.close();
  });

  it('gives an idle lease back to the window, so another process can use it', async () => {
    const idle = createRateLeases(windows, { idleMs: 50 });
    for (let i = 0; i < 40; i++) await idle.spend('idle', 1_000, MINUTE);
    expect(await stored('idle')).toBeGreaterThan(40);
    await vi.waitFor(async () => expect(await stored('idle')).toBe(40), { timeout: 5_000, interval: 20 });
  });

  it('starts a new window, with the whole budget, once the window ends', async () => {
    let clock = Date.now();
    const leases = createRateLeases(windows, { now: () => clock });
    expect((await leases.spend('windowed', 2, MINUTE)).ok).toBe(true);
    expect((await leases.spend('windowed', 2, MINUTE)).ok).toBe(true);
    expect((await leases.spend('windowed', 2, MINUTE)).ok).toBe(false);
    clock += MINUTE + 1;
    const next = await leases.spend('windowed', 2, MINUTE);
    expect(next).toMatchObject({ ok: true, remaining: 1 });
    expect(next.resetMs).toBe(MINUTE);
  });
});

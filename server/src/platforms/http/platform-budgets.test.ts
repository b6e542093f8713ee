import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { createRateWindowRepository, type RateWindowRepository } from '../../http/rate-window.repository';
import { createLocalWindows } from './budget-windows';
import { closingMs, createPlatformBudgets, leaseSize } from './platform-budgets';

let db: TestDatabase;
let windows: RateWindowRepository;

beforeAll(async () => {
  db = await createTestDatabase();
  windows = createRateWindowRepository(db.pool);
});

afterAll(async () => {
  await db?.close();
});

const YTMUSIC = { requests: 10, intervalMs: 1_000 };
/** A moment 100 ms into a window (windows are aligned to multiples of their length). */
const T0 = 1_800_000_000_000 + 100;

/** A fake clock shared by several "processes"; sleepers wake when the test moves time. */
function fakeClock() {
  let t = T0;
  const sleepers: Array<{ until: number; wake: () => void }> = [];
  return {
    now: () => t,
    sleep: (ms: number) => new Promise<void>((wake) => sleepers.push({ until: t + ms, wake })),
    /** Moves time on and wakes every sleeper due, then lets promises settle. */
    async advance(ms: number) {
      t += ms;
      for (const sleeper of sleepers.splice(0)) {
        if (sleeper.until <= t) sleeper.wake();
        else sleepers.push(sleeper);
      }
      await settle();
    },
  };
}

/** Lets claims against the database and the takes waiting on them finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('platform request budgets leased from a shared window', () => {
  it('lets three processes together send the single limit per window, never more', async () => {
    const clock = fakeClock();
    const processes = [0, 1, 2].map(() => createPlatformBudgets(windows, clock));
    const integration = `${randomUUID()}:ytmusic`;
    const sent: number[] = [];
    // Each process has 30 requests waiting: 90 in all, at most 10 a second.
    const takes = processes.flatMap((budgets) =>
      Array.from({ length: 30 }, () => budgets.take('ytmusic', integration, YTMUSIC).then(() => sent.push(clock.now()))),
    );
    await settle();
    expect(sent.length).toBe(10);
    for (let second = 1; second <= 12 && sent.length < 90; second++) await clock.advance(1_000);
    await Promise.all(takes);
    const perWindow = new Map<number, number>();
    for (const at of sent) perWindow.set(Math.floor(at / 1_000), (perWindow.get(Math.floor(at / 1_000)) ?? 0) + 1);
    // Never more than the limit; a window falls short only where a process leased requests it no longer needed.
    expect(Math.max(...perWindow.values())).toBe(10);
    expect(perWindow.size).toBeLessThanOrEqual(11);
  });

  it('would pass the limit threefold with a window per process (the budgets before they were shared)', async () => {
    const clock = fakeClock();
    const processes = [0, 1, 2].map(() => createPlatformBudgets(createLocalWindows(), clock));
    let sent = 0;
    for (const budgets of processes) for (let i = 0; i < 30; i++) void budgets.take('ytmusic', 'app:ytmusic', YTMUSIC).then(() => sent++);
    await settle();
    expect(sent).toBe(30);
  });

  it('reaches the limit alone, asking the database about once per lease', async () => {
    const clock = fakeClock();
    const claim = vi.spyOn(windows, 'claim');
    const budgets = createPlatformBudgets(windows, clock);
    const integration = `${randomUUID()}:spotify`;
    const spotify = { requests: 20, intervalMs: 1_000 };
    for (let i = 0; i < 20; i++) await budgets.take('spotify', integration, spotify);
    expect(budgets.readings()).toEqual([expect.objectContaining({ integration, remaining: 0, held: 0, shared: true })]);
    // Leases of 5, topped up when half is left: a claim per two or three requests, not one each.
    expect(leaseSize(20)).toBe(5);
    expect(claim.mock.calls.length).toBeLessThanOrEqual(7);
    claim.mockRestore();
  });

  it('waits for the next window once the window is spent, then goes on', async () => {
    const clock = fakeClock();
    const budgets = createPlatformBudgets(windows, clock);
    const integration = `${randomUUID()}:tidal`;
    for (let i = 0; i < 10; i++) await budgets.take('tidal', integration, YTMUSIC);
    let eleventh = false;
    void budgets.take('tidal', integration, YTMUSIC).then(() => (eleventh = true));
    await settle();
    expect(eleventh).toBe(false);
    await clock.advance(900);
    expect(eleventh).toBe(true);
  });

  it('sends nothing in the last quarter of a window, where a delayed request would land in the next', async () => {
    const clock = fakeClock();
    const budgets = createPlatformBudgets(windows, clock);
    const integration = `${randomUUID()}:tidal`;
    for (let i = 0; i < 5; i++) await budgets.take('tidal', integration, YTMUSIC);
    expect(closingMs(1_000)).toBe(250);
    await clock.advance(700);
    let taken = false;
    void budgets.take('tidal', integration, YTMUSIC).then(() => (taken = true));
    await settle();
    // 800 ms into the window: held requests wait for the next window (and are void there).
    expect(taken).toBe(false);
    await clock.advance(200);
    expect(taken).toBe(true);
  });

  it('gives unsent leased requests back at close, so other processes can send them', async () => {
    const clock = fakeClock();
    const first = createPlatformBudgets(windows, clock);
    const integration = `${randomUUID()}:spotify`;
    const spotify = { requests: 20, intervalMs: 1_000 };
    await first.take('spotify', integration, spotify);
    await settle();
    const held = first.readings()[0]!.held;
    expect(held).toBeGreaterThan(0);
    await first.close();
    const { rows } = await db.pool.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [`platform:spotify:${integration}`]);
    expect(rows[0]!.points).toBe(1);
  });

  it('counts alone, in memory, while the shared windows cannot be reached', async () => {
    const clock = fakeClock();
    let claims = 0;
    const broken = {
      claim: () => {
        claims++;
        return Promise.reject(new Error('database away'));
      },
      giveBack: () => Promise.resolve(),
    };
    const budgets = createPlatformBudgets(broken, clock);
    let sent = 0;
    for (let i = 0; i < 15; i++) void budgets.take('ytmusic', 'app:ytmusic', YTMUSIC).then(() => sent++);
    await settle();
    expect(sent).toBe(10);
    expect(budgets.readings()[0]).toMatchObject({ shared: false, remaining: 0 });
    // Asked once, then left alone for 5 s: a request does not wait on a database that is away.
    expect(claims).toBe(1);
    await clock.advance(1_000);
    expect(sent).toBe(15);
    expect(claims).toBe(1);
    await clock.advance(4_000);
    await budgets.take('ytmusic', 'app:ytmusic', YTMUSIC);
    expect(claims).toBe(2);
  });
});

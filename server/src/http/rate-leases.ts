import { LRUCache } from 'lru-cache';
import type { RateWindowRepository } from './rate-window.repository';

/** The most of a window's budget one process holds ahead of use: 2 % (at least 1, at most 1,000 requests). */
export const leaseCap = (limit: number): number => Math.min(1_000, Math.max(1, Math.floor(limit * 0.02)));

/** Once a window is spent, how long a process refuses from memory before asking again (others may give points back). */
const RECHECK_MS = 1_000;

/** One process's view of one key's shared window. */
interface Lease {
  /** When the shared window ends (ms since the epoch, as stored). */
  expire: number;
  /** Points this process claimed and has not spent yet. */
  held: number;
  /** Points claimed by every process, as of this process's last claim. */
  used: number;
  /** Size of the next claim: 1, then doubling up to the cap, so a key seen once claims only 1. */
  next: number;
  /** Points the last claim brought. */
  size: number;
  /** Set when the last claim found the window's budget gone. */
  spent: boolean;
  recheckAt: number;
  lastUse: number;
  claiming?: Promise<void>;
}

export interface Spent {
  ok: boolean;
  /** Requests left in the window, as far as this process knows. */
  remaining: number;
  /** Until the window ends. */
  resetMs: number;
}

export type RateLeases = ReturnType<typeof createRateLeases>;

/**
 * Fixed-window rate limits shared by every process on the database, decided in memory. A process
 * claims points of a key's window from PostgreSQL in leases (1, 2, 4… up to `leaseCap`: 2 % of the
 * limit) and spends them without a round trip; it claims the next lease in the background when
 * half of the current one is left, holding at most `leaseCap` at once. A claim is one upsert that
 * grants only what the window has left, so all processes together never admit more than the
 * limit in a window. Tolerance: a client can be refused up to `leaseCap`
 * points early per other process holding unspent points of its window; a lease unused for
 * `idleMs` goes back to the shared window (as does every lease at `close`), and a spent window is
 * asked again every second. With a limit under 100 a lease is 1 point: exact, one claim per
 * request, as before.
 */
export function createRateLeases(windows: RateWindowRepository, options: { now?: () => number; idleMs?: number; maxKeys?: number; stopped?: () => boolean } = {}) {
  const now = options.now ?? Date.now;
  const idleMs = options.idleMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;

  const giveBack = (key: string, lease: Lease) => {
    const points = lease.held;
    lease.held = 0;
    if (points > 0 && lease.expire > now() && !options.stopped?.()) windows.giveBack(key, points, lease.expire).catch(() => undefined);
  };

  // Every key seen lately (apps, client addresses), bounded: an evicted key gives its points back.
  const leases = new LRUCache<string, Lease>({ max: options.maxKeys ?? 50_000, dispose: (lease, key) => giveBack(key, lease) });

  /** Gives back leases left idle, and forgets windows that ended. */
  const sweep = () => {
    timer = undefined;
    const at = now();
    let holding = false;
    for (const [key, lease] of leases.entries()) {
      // A lease whose claim is in flight is left to it.
      if (lease.claiming) holding = true;
      else if (lease.expire <= at) leases.delete(key);
      else if (lease.held > 0 && at - lease.lastUse >= idleMs) {
        giveBack(key, lease);
        lease.next = 1;
      } else if (lease.held > 0) holding = true;
    }
    if (holding) schedule();
  };

  const schedule = () => {
    if (timer || options.stopped?.()) return;
    timer = setTimeout(sweep, idleMs);
    timer.unref();
  };

  const claim = async (key: string, lease: Lease, limit: number, windowMs: number): Promise<void> => {
    // A spent window is only asked whether a point came back; a lease never holds more than the cap.
    const want = lease.spent ? 1 : Math.max(1, Math.min(lease.next, leaseCap(limit) - lease.held));
    const at = now();
    const { total, expire, granted } = await windows.claim(key, want, limit, windowMs, at);
    // The window ended and another began: points held from the old one are void.
    if (expire !== lease.expire) lease.held = 0;
    lease.expire = expire;
    lease.held += granted;
    lease.size = granted;
    lease.used = total;
    lease.spent = lease.used >= limit;
    lease.recheckAt = at + RECHECK_MS;
    lease.next = Math.min(lease.next * 2, leaseCap(limit));
    if (lease.held > 0) schedule();
  };

  const claimOnce = (key: string, lease: Lease, limit: number, windowMs: number): Promise<void> =>
    (lease.claiming ??= claim(key, lease, limit, windowMs).finally(() => {
      lease.claiming = undefined;
    }));

  return {
    /** Spends one request of `key`'s window of `limit` per `windowMs`. Throws when a needed claim fails. */
    async spend(key: string, limit: number, windowMs: number): Promise<Spent> {
      let lease = leases.get(key);
      for (;;) {
        const at = now();
        // A lease of a window that ended is replaced (a claim in flight will say which window it got).
        if (!lease || (lease.expire <= at && !lease.claiming)) {
          lease = { expire: 0, held: 0, used: 0, next: 1, size: 0, spent: false, recheckAt: 0, lastUse: at };
          leases.set(key, lease);
        }
        if (lease.held > 0) {
          lease.held -= 1;
          lease.lastUse = at;
          // Half the lease left: the next one is claimed while this one is spent.
          if (lease.size > 1 && lease.held <= lease.size / 2 && !lease.spent && !lease.claiming) claimOnce(key, lease, limit, windowMs).catch(() => undefined);
          return { ok: true, remaining: Math.max(0, limit - lease.used + lease.held), resetMs: lease.expire - at };
        }
        if (lease.spent && at < lease.recheckAt && lease.expire > at) return { ok: false, remaining: 0, resetMs: lease.expire - at };
        // Every request waiting for this key shares one claim, then takes from what it brought.
        await claimOnce(key, lease, limit, windowMs);
        if (lease.held === 0 && lease.spent) return { ok: false, remaining: 0, resetMs: lease.expire - now() };
      }
    },

    /** Gives every unspent point back to its window (a graceful stop). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      const at = now();
      const returns: Promise<void>[] = [];
      for (const [key, lease] of leases.entries()) {
        if (lease.held > 0 && lease.expire > at) returns.push(windows.giveBack(key, lease.held, lease.expire).catch(() => undefined));
        lease.held = 0;
      }
      await Promise.all(returns);
    },
  };
}

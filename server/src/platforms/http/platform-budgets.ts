import type { PlatformKey } from '@segue/core';
import { createLocalWindows, type BudgetWindows } from './budget-windows';
import type { RequestBudget } from './http-types';

/**
 * How many requests of a window one process claims at a time: a quarter of the limit, at least 1
 * (YouTube Music and TIDAL, 10 a second: 2; Spotify and Apple Music, 20: 5; Deezer, 45 per 5 s: 11).
 *
 * - One process alone still reaches the limit: a claim grants what the window has left up to the
 *   lease, so it gets every request of the window in a few claims, and each claim after the
 *   first is made in the background when half the lease is left, so a request waits on the
 *   database only for the first lease of a window.
 * - Several processes never pass the limit together: each claim is one atomic upsert that grants
 *   only what the shared window has left.
 * - The price: requests a process leased and did not send by the window's end are lost to the
 *   others for that window, at most one lease per process (a quarter of the limit), and only
 *   when that process stopped needing them. A smaller lease would lose less and ask the database
 *   more often; a quarter keeps a busy process at about seven claims a window (each tops the lease
 *   up when half of it is left).
 */
export const leaseSize = (requests: number): number => Math.max(1, Math.floor(requests / 4));

/** One platform+integration budget, as this process saw it at its last claim. */
export interface BudgetReading {
  platform: PlatformKey;
  /** The layer's integration key (`<appId>:<platform>`). */
  integration: string;
  /** Requests per window, for every process together. */
  limit: number;
  windowMs: number;
  /** Requests left in the current window for the deployment (this process's unspent lease included). */
  remaining: number;
  /** Requests this process leased and has not sent yet. */
  held: number;
  /** Whether the last claim could not reach the shared windows (then this process counts alone). */
  shared: boolean;
}

interface Lease {
  platform: PlatformKey;
  integration: string;
  limit: number;
  windowMs: number;
  /** When the window of the held requests ends (ms since the epoch); 0 before the first claim. */
  expire: number;
  /** Requests leased from that window and not sent yet. */
  held: number;
  /** Requests of the window taken by every process, as of the last claim. */
  used: number;
  /** The last claim found the window spent: wait for the next one. */
  spent: boolean;
  shared: boolean;
  claiming?: Promise<void>;
}

/**
 * The end of each window in which no request is sent: one sent a moment before the window ends
 * but delayed on its way (a busy event loop, a slow connection, a platform's front end) would
 * reach the platform in the next window, which has its whole limit of its own. A quarter of the
 * window, at most 250 ms: on a loaded machine sends were seen to lag 100 ms and more. A busy
 * integration loses nothing by it, as it spends each window's requests at the window's start; a
 * quiet one's request that comes in that part waits for the next window (31 ms on average over
 * all requests of a 1 s window). Pausing only busy windows was tried: a process's view of how
 * busy a window is lags the other processes', and the limit was passed at ramp-ups.
 */
export const closingMs = (windowMs: number): number => Math.min(250, Math.floor(windowMs / 4));

export type PlatformBudgets = ReturnType<typeof createPlatformBudgets>;

/**
 * Per platform and integration request budgets (`requests` per `intervalMs`), shared by every
 * process that counts in the same `windows`: the platforms limit per client id, whatever process
 * sends. Windows are aligned to multiples of their length since the epoch, so every process
 * agrees which window a moment belongs to without asking (clocks are assumed in step, as NTP
 * keeps them; a process whose clock runs late by more than `closingMs` could send into the next
 * window what it leased from the last). A request takes one from its process's lease, claiming leases as above; when the
 * window is spent it waits for the next one, since a platform request is better late than refused.
 * While the shared windows cannot be reached the process counts in memory, alone, as it did
 * before budgets were shared, and asks them again 5 s after each failure.
 */
export function createPlatformBudgets(
  windows: BudgetWindows,
  options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const local = createLocalWindows();
  const leases = new Map<string, Lease>();
  /** After a failed claim, the shared windows are left alone this long (each try could wait for a connection). */
  const RETRY_SHARED_MS = 5_000;
  let sharedFrom = 0;

  async function claim(key: string, lease: Lease): Promise<void> {
    const at = now();
    const start = Math.floor(at / lease.windowMs) * lease.windowMs;
    const current = lease.expire > at;
    const want = Math.max(1, leaseSize(lease.limit) - (current ? lease.held : 0));
    let result: { granted: number; total: number; expire: number };
    try {
      if (at < sharedFrom) throw new Error('the shared windows failed a moment ago');
      result = await windows.claim(key, want, lease.limit, lease.windowMs, start);
      lease.shared = true;
    } catch {
      if (at >= sharedFrom) sharedFrom = now() + RETRY_SHARED_MS;
      result = await local.claim(key, want, lease.limit, lease.windowMs, start);
      lease.shared = false;
    }
    // Another window began: what was held of the old one is void.
    if (result.expire !== lease.expire) {
      lease.held = 0;
      lease.expire = result.expire;
    }
    lease.held += result.granted;
    lease.used = result.total;
    lease.spent = result.total >= lease.limit;
  }

  function claimOnce(key: string, lease: Lease): Promise<void> {
    return (lease.claiming ??= claim(key, lease).finally(() => {
      lease.claiming = undefined;
    }));
  }

  return {
    /** Waits until one request of the integration's budget is this process's to send. */
    async take(platform: PlatformKey, integration: string, budget: Pick<RequestBudget, 'requests' | 'intervalMs'>): Promise<void> {
      const key = `platform:${platform}:${integration}`;
      let lease = leases.get(key);
      if (!lease) {
        lease = { platform, integration, limit: budget.requests, windowMs: budget.intervalMs, expire: 0, held: 0, used: 0, spent: false, shared: true };
        leases.set(key, lease);
      }
      for (;;) {
        const at = now();
        const windowEnd = (Math.floor(at / lease.windowMs) + 1) * lease.windowMs;
        if (at >= windowEnd - closingMs(lease.windowMs)) {
          await sleep(windowEnd - at);
          continue;
        }
        if (lease.expire <= at) {
          lease.held = 0;
          lease.spent = false;
        }
        if (lease.held > 0) {
          lease.held -= 1;
          // Half the lease left: the next is claimed while this one is spent.
          if (lease.held <= leaseSize(lease.limit) / 2 && !lease.spent && !lease.claiming) claimOnce(key, lease).catch(() => undefined);
          return;
        }
        if (lease.spent) await sleep(Math.max(1, lease.expire - at));
        else await claimOnce(key, lease);
      }
    },

    /** Each budget this process has used, with what is left of its current window (for metrics). */
    readings(): BudgetReading[] {
      const at = now();
      return [...leases.values()].map((lease) => {
        const current = lease.expire > at;
        return {
          platform: lease.platform,
          integration: lease.integration,
          limit: lease.limit,
          windowMs: lease.windowMs,
          remaining: current ? Math.max(0, lease.limit - lease.used + lease.held) : lease.limit,
          held: current ? lease.held : 0,
          shared: lease.shared,
        };
      });
    },

    /** Gives unsent leased requests back to their windows (a graceful stop). */
    async close(): Promise<void> {
      const at = now();
      const returns: Promise<void>[] = [];
      for (const [key, lease] of leases) {
        if (lease.held > 0 && lease.expire > at && lease.shared) returns.push(windows.giveBack(key, lease.held, lease.expire).catch(() => undefined));
        lease.held = 0;
      }
      await Promise.all(returns);
    },
  };
}

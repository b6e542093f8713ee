import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { RequestBudget } from './http-types';

/** One integration's budget on one platform, as it stands. */
export interface ChannelBudget {
  platform: PlatformKey;
  budget: RequestBudget;
  /** Attempts started within the last `budget.intervalMs`. */
  startedInWindow: number;
  /** Requests queued behind the budget. */
  waiting: number;
  inFlight: number;
  circuitOpen: boolean;
}

/**
 * A platform's budgets summed over its integrations, without naming any (an integration is an
 * app's). `remaining` is the tightest integration's: the one that will wait first.
 */
export interface PlatformBudget {
  platform: PlatformKey;
  /** Integrations whose client this process has used. */
  integrations: number;
  /** Requests each integration may start per window, and the window. */
  limit: number;
  intervalMs: number;
  /** Requests the busiest integration may still start in its current window. */
  remaining: number;
  waiting: number;
  inFlight: number;
  openCircuits: number;
}

export function sumBudgets(channels: readonly ChannelBudget[]): PlatformBudget[] {
  return PLATFORM_KEYS.flatMap((platform) => {
    const own = channels.filter((entry) => entry.platform === platform);
    const first = own[0];
    if (!first) return [];
    return [
      {
        platform,
        integrations: own.length,
        limit: first.budget.requests,
        intervalMs: first.budget.intervalMs,
        remaining: Math.max(0, Math.min(...own.map((entry) => entry.budget.requests - entry.startedInWindow))),
        waiting: own.reduce((sum, entry) => sum + entry.waiting, 0),
        inFlight: own.reduce((sum, entry) => sum + entry.inFlight, 0),
        openCircuits: own.filter((entry) => entry.circuitOpen).length,
      },
    ];
  });
}

import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { Queryable } from '../../db/queryable';
import { PLATFORM_REGISTRY } from '../registry';

/** One platform+integration budget's current window, as every process together spent it. */
export interface SharedBudgetReading {
  platform: PlatformKey;
  /** The layer's integration key (`<appId>:<platform>`). */
  integration: string;
  limit: number;
  windowMs: number;
  /** Requests taken from the window by all processes (leased ones not yet sent included). */
  used: number;
  remaining: number;
  windowEndsAt: Date;
}

/**
 * The deployment's platform request budgets whose window is running at `now`, read from the
 * shared windows (`rate_limits` rows keyed `platform:<platform>:<integration>`): for a metrics
 * gauge that any one process can serve. A budget with no running window has its whole limit left
 * and is not listed. Limits are the platforms' defaults (`budget` in each platform's record).
 */
export async function readPlatformBudgets(db: Queryable, now: number = Date.now()): Promise<SharedBudgetReading[]> {
  const { rows } = await db.query<{ key: string; points: number; expire: string }>(
    `SELECT key, points, expire FROM rate_limits WHERE key LIKE 'platform:%' AND expire > $1 ORDER BY key`,
    [now],
  );
  return rows.flatMap((row) => {
    const [, platform, ...rest] = row.key.split(':');
    if (!(PLATFORM_KEYS as readonly string[]).includes(platform ?? '')) return [];
    const { requests, intervalMs } = PLATFORM_REGISTRY[platform as PlatformKey].budget;
    return [
      {
        platform: platform as PlatformKey,
        integration: rest.join(':'),
        limit: requests,
        windowMs: intervalMs,
        used: row.points,
        remaining: Math.max(0, requests - row.points),
        windowEndsAt: new Date(Number(row.expire)),
      },
    ];
  });
}

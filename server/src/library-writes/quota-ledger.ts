import type { PlatformKey } from '@segue/core';
import type pg from 'pg';
import { inTransaction } from '../db/queryable';
import { msUntilPacificMidnight } from '../platforms/ytmusic/data-api-errors';

/**
 * A platform's daily write quota, where it has one. Only the YouTube Data API meters units per
 * day (10,000 per project by default, reset at midnight Pacific Time:
 * https://developers.google.com/youtube/v3/getting-started#quota; an integration names a larger
 * grant in `daily_quota_units`); the others limit requests per window, which the HTTP layer's
 * per-integration budget paces. Both are counted in PostgreSQL for every process of the
 * deployment: the units here, the requests per window in the shared windows of
 * `platforms/http/platform-budgets.ts`, which transfers' and syncs' writes spend from as the app's
 * conversions do (the library client is the integration's one client: `library.service.ts`).
 */
export interface DailyQuota {
  units: number;
  /** The quota day `at` falls in (`YYYY-MM-DD`) and when the next one starts. */
  day(at: number): { day: string; resetsAt: number };
}

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

export const DAILY_QUOTAS: Partial<Record<PlatformKey, DailyQuota>> = {
  ytmusic: {
    units: 10_000,
    day: (at) => ({ day: pacificDay.format(new Date(at)), resetsAt: at + msUntilPacificMidnight(at) }),
  },
};

/**
 * Of the daily units, what transfers may take together: the rest stays for the app's other
 * library writes (add-playlist, the extension) so a big move never leaves them nothing.
 */
export const TRANSFER_SHARE = 0.8;

export type Reservation = { ok: true } | { ok: false; resetsAt: Date };

export type QuotaLedger = ReturnType<typeof createQuotaLedger>;

/**
 * Units spent per app, platform and quota day, in PostgreSQL so every process sees the same
 * figure. A transfer reserves a request's units before sending it: within the transfers' share
 * of the day, and within its own fair part of that share (the share divided by the app's
 * unfinished transfers to the platform), so one listener's move never starves another's.
 */
export function createQuotaLedger(pool: pg.Pool, options: { now: () => number; quotas?: Partial<Record<PlatformKey, DailyQuota>> }) {
  const quotas = options.quotas ?? DAILY_QUOTAS;

  /** The platform's daily quota for the app: its integration's `daily_quota_units` where it says (a granted extension), else the default. */
  async function dailyQuota(appId: string, platform: PlatformKey): Promise<DailyQuota | undefined> {
    const quota = quotas[platform];
    if (!quota) return undefined;
    const { rows } = await pool.query<{ units: string | null }>(`SELECT settings->>'daily_quota_units' AS units FROM integrations WHERE app_id = $1 AND platform = $2`, [
      appId,
      platform,
    ]);
    const granted = Number(rows[0]?.units ?? NaN);
    return Number.isInteger(granted) && granted > 0 ? { ...quota, units: granted } : quota;
  }

  return {
    dailyQuota,
    /** `sharers`: how many share the app's quota with `consumer`, asked only where the platform has a daily quota (most runs never need the count). */
    async reserve(appId: string, platform: PlatformKey, consumer: string, units: number, sharers: number | (() => Promise<number>)): Promise<Reservation> {
      if (units === 0 || !quotas[platform]) return { ok: true };
      const quota = (await dailyQuota(appId, platform))!;
      const { day, resetsAt } = quota.day(options.now());
      const shared = Math.floor(quota.units * TRANSFER_SHARE);
      const mine = Math.floor(shared / Math.max(1, typeof sharers === 'number' ? sharers : await sharers()));
      return inTransaction(pool, async (client) => {
        // Row locks on the app's row serialise reservations across processes.
        await client.query(
          `INSERT INTO platform_quota_days (app_id, platform, day, consumer, units) VALUES ($1, $2, $3, '', 0), ($1, $2, $3, $4, 0) ON CONFLICT DO NOTHING`,
          [appId, platform, day, consumer],
        );
        const { rows } = await client.query<{ consumer: string; units: number }>(
          `SELECT consumer, units FROM platform_quota_days WHERE app_id = $1 AND platform = $2 AND day = $3 AND consumer IN ('', $4) FOR UPDATE`,
          [appId, platform, day, consumer],
        );
        const app = rows.find((r) => r.consumer === '')?.units ?? 0;
        const own = rows.find((r) => r.consumer === consumer)?.units ?? 0;
        if (app + units > shared || own + units > mine) return { ok: false, resetsAt: new Date(resetsAt) };
        await client.query(
          `UPDATE platform_quota_days SET units = units + $5 WHERE app_id = $1 AND platform = $2 AND day = $3 AND consumer IN ('', $4)`,
          [appId, platform, day, consumer, units],
        );
        return { ok: true };
      });
    },
    /** The platform said the quota is spent (other use of the project): nothing more today. */
    async exhaust(appId: string, platform: PlatformKey): Promise<Date | undefined> {
      const quota = await dailyQuota(appId, platform);
      if (!quota) return undefined;
      const { day, resetsAt } = quota.day(options.now());
      await pool.query(
        `INSERT INTO platform_quota_days (app_id, platform, day, consumer, units) VALUES ($1, $2, $3, '', $4)
         ON CONFLICT (app_id, platform, day, consumer) DO UPDATE SET units = GREATEST(platform_quota_days.units, EXCLUDED.units)`,
        [appId, platform, day, quota.units],
      );
      return new Date(resetsAt);
    },
  };
}

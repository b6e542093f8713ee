/**
 * Where the platform request budgets' fixed windows are counted. In a deployment it is the
 * shared `rate_limits` table (`createRateWindowRepository`, the same statements the app rate
 * limits use), so every server and worker draws on one count; `createLocalWindows` is the same
 * contract in memory, for a layer without a database (the doctor, the dashboard's credential
 * test) and as the fallback while the database cannot be reached.
 */
export interface BudgetWindows {
  /**
   * Grants up to `points` of the key's window without passing `limit`, starting a new window
   * ending at `now + windowMs` when the stored one ended at or before `now`.
   */
  claim(key: string, points: number, limit: number, windowMs: number, now: number): Promise<{ granted: number; total: number; expire: number }>;
  /** Takes back points not used, only from the same window (`expire`). */
  giveBack(key: string, points: number, expire: number): Promise<void>;
}

/** The windows of one process, in memory: what a process without a database shares with no one. */
export function createLocalWindows(): BudgetWindows {
  const windows = new Map<string, { points: number; expire: number }>();
  return {
    claim(key, points, limit, windowMs, now) {
      let window = windows.get(key);
      if (!window || window.expire <= now) {
        window = { points: 0, expire: now + windowMs };
        windows.set(key, window);
      }
      const granted = Math.max(0, Math.min(points, limit - window.points));
      window.points += granted;
      return Promise.resolve({ granted, total: window.points, expire: window.expire });
    },
    giveBack(key, points, expire) {
      const window = windows.get(key);
      if (window && window.expire === expire) window.points = Math.max(0, window.points - points);
      return Promise.resolve();
    },
  };
}

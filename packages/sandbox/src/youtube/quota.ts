/**
 * Quota accounting of the YouTube Data API: each Google Cloud project (here: each OAuth client)
 * has a daily budget of 10,000 units by default, charged per call from the documented cost
 * table (https://developers.google.com/youtube/v3/determine_quota_cost): every `list` costs 1
 * (each page again), `playlists.insert`, `playlistItems.insert`, `playlistItems.update`,
 * `playlistItems.delete`, `subscriptions.insert` and `videos.rate` 50. "All API requests, including invalid requests, incur a quota cost", so a
 * refused call is charged its method's cost too; the budget resets at midnight Pacific Time.
 */
export const DEFAULT_DAILY_QUOTA = 10_000;

/** The methods the simulator serves, with their documented cost in units. */
export const QUOTA_COST = {
  'channels.list': 1,
  'playlists.list': 1,
  'playlists.insert': 50,
  'playlistItems.list': 1,
  'playlistItems.insert': 50,
  'playlistItems.update': 50,
  'playlistItems.delete': 50,
  'videos.list': 1,
  'videos.rate': 50,
  'subscriptions.list': 1,
  'subscriptions.insert': 50,
} as const;
export type QuotaMethod = keyof typeof QUOTA_COST;

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

export interface QuotaLedger {
  /** Charges `cost` to `project`; false (and nothing charged) when the day's budget cannot cover it. */
  charge(project: string, cost: number): boolean;
  /** Units spent today by `project`. */
  used(project: string): number;
}

export function createQuotaLedger(dailyQuota: number, now: () => number): QuotaLedger {
  const spent = new Map<string, { day: string; units: number }>();
  const today = (project: string) => {
    const day = PACIFIC_DAY.format(new Date(now()));
    let entry = spent.get(project);
    if (!entry || entry.day !== day) spent.set(project, (entry = { day, units: 0 }));
    return entry;
  };
  return {
    charge(project, cost) {
      const entry = today(project);
      if (entry.units + cost > dailyQuota) return false;
      entry.units += cost;
      return true;
    },
    used: (project) => today(project).units,
  };
}

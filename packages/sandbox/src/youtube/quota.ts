/**
 * Quota accounting of the YouTube Data API: each Google Cloud project (here: each OAuth client)
 * has a daily budget of units, 10,000 by default; a list costs 1, an insert 50
 * (https://developers.google.com/youtube/v3/determine_quota_cost). Every request is charged,
 * failed ones included; the budget resets at midnight Pacific Time.
 */
export const DEFAULT_DAILY_QUOTA = 10_000;
export const QUOTA_COST = { list: 1, insert: 50 } as const;

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

import type { UsageRepository } from './usage.repository';

export interface UsagePoint {
  /** ISO start of the bucket. */
  at: string;
  conversions: number;
  tasks: number;
  errors: number;
}

export interface UsageReport {
  range: '24h' | '7d' | '30d';
  bucket: 'hour' | 'day';
  points: UsagePoint[];
  totals: { conversions: number; tasks: number; errors: number };
  /** Errors per code over the whole range, most frequent first. */
  errorsByCode: { code: string; count: number }[];
}

// Hours for a day, days beyond: 168 hourly buckets in a week draw a new app's traffic as one
// needle at the right edge.
const RANGES = { '24h': { hours: 24, bucket: 'hour' }, '7d': { hours: 7 * 24, bucket: 'day' }, '30d': { hours: 30 * 24, bucket: 'day' } } as const;

export type UsageRange = keyof typeof RANGES;
export const USAGE_RANGES = Object.keys(RANGES) as UsageRange[];

function startOf(at: Date, bucket: 'hour' | 'day'): number {
  const copy = new Date(at);
  copy.setUTCMinutes(0, 0, 0);
  if (bucket === 'day') copy.setUTCHours(0);
  return copy.getTime();
}

/**
 * A gap-free series (empty buckets are zeros) so a chart's x axis is evenly spaced. With `since`
 * (the app's creation) it starts no earlier than that bucket: time before the app existed is
 * not drawn as empty.
 */
export async function usageSeries(usage: UsageRepository, appId: string, range: UsageRange, now: Date, since?: Date): Promise<UsageReport> {
  const { hours, bucket } = RANGES[range];
  const step = bucket === 'hour' ? 3_600_000 : 86_400_000;
  const last = startOf(now, bucket);
  const earliest = bucket === 'hour' ? last - (hours - 1) * step : last - (hours / 24 - 1) * step;
  const first = since === undefined ? earliest : Math.min(last, Math.max(earliest, startOf(since, bucket)));
  const rows = await usage.series(appId, new Date(first), bucket);

  const points = new Map<number, UsagePoint>();
  for (let at = first; at <= last; at += step) points.set(at, { at: new Date(at).toISOString(), conversions: 0, tasks: 0, errors: 0 });
  const totals = { conversions: 0, tasks: 0, errors: 0 };
  const codes = new Map<string, number>();
  for (const row of rows) {
    const point = points.get(row.bucket.getTime());
    if (!point) continue;
    const field = row.kind === 'conversion' ? 'conversions' : row.kind === 'task' ? 'tasks' : 'errors';
    point[field] += row.count;
    totals[field] += row.count;
    if (row.kind === 'error') codes.set(row.code, (codes.get(row.code) ?? 0) + row.count);
  }
  const errorsByCode = [...codes].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { range, bucket, points: [...points.values()], totals, errorsByCode };
}

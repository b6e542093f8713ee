import { describe, expect, it } from 'vitest';
import { classifyRequest } from './record-usage';
import type { UsageRepository, UsageRow } from './usage.repository';
import { usageSeries } from './usage-series';

const stub = (rows: UsageRow[]): UsageRepository => ({ increment: async () => {}, series: async () => rows });

describe('usageSeries', () => {
  const now = new Date('2026-11-20T10:34:00Z');

  it('fills every hour of the last 24 with zeros and sums the counters into their bucket', async () => {
    const report = await usageSeries(
      stub([
        { bucket: new Date('2026-11-20T10:00:00Z'), kind: 'conversion', code: '', count: 3 },
        { bucket: new Date('2026-11-20T09:00:00Z'), kind: 'error', code: 'EINVALIDLINK', count: 2 },
        { bucket: new Date('2026-11-20T10:00:00Z'), kind: 'error', code: 'ENOTFOUND', count: 5 },
        { bucket: new Date('2026-11-20T10:00:00Z'), kind: 'task', code: '', count: 1 },
      ]),
      'app',
      '24h',
      now,
    );
    expect(report.points).toHaveLength(24);
    expect(report.points[0]?.at).toBe('2026-11-19T11:00:00.000Z');
    expect(report.points.at(-1)).toEqual({ at: '2026-11-20T10:00:00.000Z', conversions: 3, tasks: 1, errors: 5 });
    expect(report.points.at(-2)?.errors).toBe(2);
    expect(report.totals).toEqual({ conversions: 3, tasks: 1, errors: 7 });
    expect(report.errorsByCode).toEqual([
      { code: 'ENOTFOUND', count: 5 },
      { code: 'EINVALIDLINK', count: 2 },
    ]);
  });

  it('uses daily buckets for 7 days, so a week is 7 points rather than 168', async () => {
    const report = await usageSeries(stub([{ bucket: new Date('2026-11-18T00:00:00Z'), kind: 'conversion', code: '', count: 4 }]), 'app', '7d', now);
    expect(report.bucket).toBe('day');
    expect(report.points.map((point) => point.at.slice(0, 10))).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(report.points[4]?.conversions).toBe(4);
  });

  it('starts at the bucket the app was created in, and never after the last one', async () => {
    const created = await usageSeries(stub([]), 'app', '24h', now, new Date('2026-11-20T07:50:00Z'));
    expect(created.points.map((point) => point.at.slice(11, 16))).toEqual(['07:00', '08:00', '09:00', '10:00']);
    const old = await usageSeries(stub([]), 'app', '7d', now, new Date('2025-01-01T00:00:00Z'));
    expect(old.points).toHaveLength(7);
    const skewed = await usageSeries(stub([]), 'app', '30d', now, new Date('2026-12-01T00:00:00Z'));
    expect(skewed.points.map((point) => point.at)).toEqual(['2026-11-20T00:00:00.000Z']);
  });

  it('uses daily buckets for 30 days', async () => {
    const report = await usageSeries(stub([{ bucket: new Date('2026-11-20T00:00:00Z'), kind: 'conversion', code: '', count: 9 }]), 'app', '30d', now);
    expect(report.bucket).toBe('day');
    expect(report.points).toHaveLength(30);
    expect(report.points.at(-1)).toMatchObject({ at: '2026-11-20T00:00:00.000Z', conversions: 9 });
  });
});

describe('classifyRequest', () => {
  it('counts track conversions, playlist tasks and errors, and nothing else', () => {
    expect(classifyRequest('POST', '/v1/entity/convert', 200)).toBe('conversion');
    expect(classifyRequest('POST', '/v1/entity/convert', 201)).toBe('task');
    expect(classifyRequest('POST', '/v1/entity/convert', 400)).toBe('error');
    expect(classifyRequest('GET', '/v1/task/abc', 404)).toBe('error');
    expect(classifyRequest('GET', '/v1/app', 200)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { classifyRequest } from './record-usage';
import type { UsageRepository, UsageRow } from './usage.repository';
import { usageSeries } from './usage-series';

const stub = (rows: UsageRow[]): Pick<UsageRepository, 'series'> => ({ series: async () => rows });

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

import { describe, expect, it } from 'vitest';
import { evaluate, parsePromql, type Round } from './mini-promql';

const rounds: Round[] = [
  {
    at: 0,
    samples: [
      { name: 'req_total', labels: { route: '/a', status: '200' }, value: 10 },
      { name: 'req_total', labels: { route: '/b', status: '500' }, value: 0 },
      { name: 'lat_bucket', labels: { le: '0.1' }, value: 0 },
      { name: 'lat_bucket', labels: { le: '1' }, value: 0 },
      { name: 'lat_bucket', labels: { le: '+Inf' }, value: 0 },
    ],
  },
  {
    at: 10_000,
    samples: [
      { name: 'req_total', labels: { route: '/a', status: '200' }, value: 30 },
      { name: 'req_total', labels: { route: '/b', status: '500' }, value: 5 },
      { name: 'lat_bucket', labels: { le: '0.1' }, value: 50 },
      { name: 'lat_bucket', labels: { le: '1' }, value: 100 },
      { name: 'lat_bucket', labels: { le: '+Inf' }, value: 100 },
    ],
  },
];

describe('mini PromQL', () => {
  it('sums rates by a label, with matchers', () => {
    expect(evaluate(parsePromql('sum by (route) (rate(req_total[1m]))'), rounds, 1)).toEqual([
      { labels: { route: '/a' }, value: 2 },
      { labels: { route: '/b' }, value: 0.5 },
    ]);
    expect(evaluate(parsePromql('sum(rate(req_total{status=~"5.."}[1m]))'), rounds, 1)).toEqual([{ labels: {}, value: 0.5 }]);
  });

  it('interpolates a quantile within its bucket', () => {
    const [p95] = evaluate(parsePromql('histogram_quantile(0.95, sum by (le) (rate(lat_bucket[1m])))'), rounds, 1);
    expect(p95?.value).toBeCloseTo(0.1 + 0.9 * 0.9);
  });

  it('refuses PromQL it does not know', () => {
    expect(() => parsePromql('avg_over_time(req_total[5m])')).toThrow(/expected|unsupported/);
    expect(() => parsePromql('sum(req_total) / 2')).toThrow(/unsupported/);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsageChart } from './UsageChart';

const points = [
  { at: '2026-11-20T08:00:00.000Z', conversions: 0, tasks: 0, errors: 0 },
  { at: '2026-11-20T09:00:00.000Z', conversions: 4, tasks: 1, errors: 2 },
  { at: '2026-11-20T10:00:00.000Z', conversions: 2, tasks: 0, errors: 0 },
];

const bars = (html: string) =>
  [...html.matchAll(/<rect class="([^"]+)" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)" data-value="(\d+)"/g)].map((match) => ({
    series: match[1],
    x: Number(match[2]),
    height: Number(match[5]),
    value: Number(match[6]),
  }));

describe('UsageChart', () => {
  it('draws a bar per non-zero counter in its bucket, as tall as its share of the largest count', () => {
    const html = renderToStaticMarkup(<UsageChart points={points} bucket="hour" />);
    const drawn = bars(html);
    expect(drawn.map((bar) => [bar.series, bar.value])).toEqual([
      ['series-conversions', 4],
      ['series-tasks', 1],
      ['series-errors', 2],
      ['series-conversions', 2],
    ]);
    // The largest value fills the plot's height; the others in proportion.
    expect(drawn[0]!.height).toBeCloseTo(drawn[3]!.height * 2);
    expect(drawn[0]!.height).toBeCloseTo(drawn[1]!.height * 4);
    // Buckets are left to right.
    expect(drawn[3]!.x).toBeGreaterThan(drawn[2]!.x);
    expect(html).toContain('>4</text>');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Usage per hour: conversions, playlist tasks and errors"');
  });

  it('keeps a single bucket to a narrow group in the middle, not a wall or a needle at the edge', () => {
    const html = renderToStaticMarkup(<UsageChart points={[{ at: '2026-11-20T00:00:00.000Z', conversions: 3, tasks: 1, errors: 1 }]} bucket="day" />);
    const drawn = bars(html);
    const left = drawn[0]!.x;
    const right = drawn[2]!.x + 16;
    expect(right - left).toBeLessThanOrEqual(48);
    expect((left + right) / 2).toBeCloseTo(36 + (480 - 36 - 8) / 2, 0);
  });

  it('draws no bar and no NaN for an app with no usage', () => {
    const html = renderToStaticMarkup(<UsageChart points={points.map((point) => ({ ...point, conversions: 0, tasks: 0, errors: 0 }))} bucket="day" />);
    expect(html).not.toContain('NaN');
    expect(bars(html)).toEqual([]);
    expect(html).toContain('>1</text>');
  });
});

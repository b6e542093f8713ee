import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsageChart } from './UsageChart';

const points = [
  { at: '2026-11-20T08:00:00.000Z', conversions: 0, tasks: 0, errors: 0 },
  { at: '2026-11-20T09:00:00.000Z', conversions: 4, tasks: 1, errors: 2 },
  { at: '2026-11-20T10:00:00.000Z', conversions: 2, tasks: 0, errors: 0 },
];

describe('UsageChart', () => {
  it('draws one line per counter with a point per bucket, scaled to the largest count', () => {
    const html = renderToStaticMarkup(<UsageChart points={points} bucket="hour" />);
    const lines = [...html.matchAll(/<polyline class="([^"]+)" fill="none" points="([^"]+)"/g)];
    expect(lines.map((line) => line[1])).toEqual(['series-conversions', 'series-tasks', 'series-errors']);
    for (const line of lines) expect(line[2]!.split(' ')).toHaveLength(3);
    // The largest value (4 conversions) sits on the top grid line; zeros on the bottom one.
    const conversions = lines[0]![2]!.split(' ').map((pair) => Number(pair.split(',')[1]));
    expect(conversions[1]).toBeLessThan(conversions[2]!);
    expect(conversions[0]).toBeGreaterThan(conversions[2]!);
    expect(html).toContain('>4</text>');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Usage per hour: conversions, playlist tasks and errors"');
  });

  it('keeps a flat chart for an app with no usage (no division by zero)', () => {
    const html = renderToStaticMarkup(<UsageChart points={points.map((point) => ({ ...point, conversions: 0, tasks: 0, errors: 0 }))} bucket="day" />);
    expect(html).not.toContain('NaN');
    expect(html).toContain('>1</text>');
  });
});

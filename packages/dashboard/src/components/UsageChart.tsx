import type { UsagePoint } from '../api';

const SERIES = [
  { key: 'conversions', label: 'Conversions', className: 'series-conversions' },
  { key: 'tasks', label: 'Playlist tasks', className: 'series-tasks' },
  { key: 'errors', label: 'Errors', className: 'series-errors' },
] as const;

// Narrow enough that its labels stay legible when a phone shrinks it to the screen.
const WIDTH = 480;
const HEIGHT = 200;
const PAD = { left: 36, right: 8, top: 8, bottom: 22 };
/** A bucket's group of three bars is never wider than this, so one day of data is not a wall. */
const MAX_GROUP = 48;

/**
 * Grouped bars of the three counters per bucket (hour or day): counts are discrete, and a bar
 * reads at once where a line between sparse points would draw slopes that never happened.
 */
export function UsageChart({ points, bucket }: { points: UsagePoint[]; bucket: 'hour' | 'day' }) {
  const max = Math.max(1, ...points.flatMap((point) => [point.conversions, point.tasks, point.errors]));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, points.length);
  const group = Math.min(slot * 0.8, MAX_GROUP);
  const bar = group / SERIES.length;
  const center = (index: number) => PAD.left + slot * (index + 0.5);
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const label = (at: string) => {
    const date = new Date(at);
    return bucket === 'day' ? date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }) : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  };
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Usage per ${bucket}: conversions, playlist tasks and errors`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="grid" />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className="axis">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) => (
          <g key={point.at}>
            {SERIES.map((series, which) =>
              point[series.key] > 0 ? (
                <rect
                  key={series.key}
                  className={series.className}
                  x={center(index) - group / 2 + which * bar}
                  y={y(point[series.key])}
                  width={Math.max(1, bar - 1)}
                  height={innerH + PAD.top - y(point[series.key])}
                  data-value={point[series.key]}
                >
                  <title>{`${label(point.at)}: ${point[series.key]} ${series.label.toLowerCase()}`}</title>
                </rect>
              ) : null,
            )}
            {index % labelEvery === 0 && (
              <text x={center(index)} y={HEIGHT - 6} textAnchor="middle" className="axis">
                {label(point.at)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="legend">
        {SERIES.map((series) => (
          <span key={series.key} className={`swatch ${series.className}`}>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

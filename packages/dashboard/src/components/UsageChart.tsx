import type { UsagePoint } from '../api';

const SERIES = [
  { key: 'conversions', label: 'Conversions', className: 'series-conversions' },
  { key: 'tasks', label: 'Playlist tasks', className: 'series-tasks' },
  { key: 'errors', label: 'Errors', className: 'series-errors' },
] as const;

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 36, right: 8, top: 8, bottom: 22 };

/** A small SVG line chart of the three counters; the numbers are also in a table for screen readers. */
export function UsageChart({ points, bucket }: { points: UsagePoint[]; bucket: 'hour' | 'day' }) {
  const max = Math.max(1, ...points.flatMap((point) => [point.conversions, point.tasks, point.errors]));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (index / (points.length - 1)) * innerW);
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const label = (at: string) => {
    const date = new Date(at);
    return bucket === 'day' ? date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }) : date.toLocaleString(undefined, { weekday: 'short', hour: '2-digit' });
  };
  const ticks = [0, Math.round(max / 2), max];
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Usage per ${bucket}: conversions, playlist tasks and errors`} preserveAspectRatio="none">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="grid" />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className="axis">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) =>
          index % labelEvery === 0 ? (
            <text key={point.at} x={x(index)} y={HEIGHT - 6} textAnchor="middle" className="axis">
              {label(point.at)}
            </text>
          ) : null,
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            className={series.className}
            fill="none"
            points={points.map((point, index) => `${x(index)},${y(point[series.key])}`).join(' ')}
          />
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

import { evaluate, parsePromql, type Labels, type Round } from './mini-promql';

/** The parts of a Grafana dashboard JSON this rendering reads. */
export interface Dashboard {
  title: string;
  panels: Panel[];
}
export interface Panel {
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; legendFormat?: string }[];
  fieldConfig?: { defaults?: { unit?: string } };
}

export interface PanelData {
  panel: Panel;
  /** One line per series: its legend and its value at each round (NaN where absent). */
  lines: { legend: string; values: number[] }[];
}

const legendOf = (format: string | undefined, labels: Labels): string =>
  format ? format.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, label: string) => labels[label] ?? '').trim() || '(none)' : Object.values(labels).join(' ') || 'value';

/** Every panel's series over the rounds, by the dashboard's own PromQL. */
export function panelData(dashboard: Dashboard, rounds: readonly Round[]): PanelData[] {
  return dashboard.panels
    .filter((panel) => panel.type !== 'row')
    .map((panel) => {
      const lines = new Map<string, number[]>();
      for (const target of panel.targets ?? []) {
        const node = parsePromql(target.expr);
        rounds.forEach((_, index) => {
          for (const series of evaluate(node, rounds, index)) {
            const legend = legendOf(target.legendFormat, series.labels);
            const values = lines.get(legend) ?? rounds.map(() => Number.NaN);
            values[index] = series.value;
            lines.set(legend, values);
          }
        });
      }
      return { panel, lines: [...lines].map(([legend, values]) => ({ legend, values })).sort((a, b) => a.legend.localeCompare(b.legend)) };
    });
}

function format(value: number, unit: string | undefined): string {
  if (!Number.isFinite(value)) return '–';
  const n = (x: number, digits = 2) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(digits));
  switch (unit) {
    case 'reqps':
      return `${n(value)} req/s`;
    case 'ops':
      return `${n(value)} ops/s`;
    case 's':
      return value < 1 ? `${n(value * 1000)} ms` : `${n(value)} s`;
    case 'bytes':
      return `${n(value / 1024 / 1024)} MiB`;
    case 'percentunit':
      return `${n(value * 100)}%`;
    default:
      return n(value);
  }
}

const COLORS = ['#73bf69', '#f2cc0c', '#5794f2', '#ff9830', '#f2495c', '#b877d9', '#8ab8ff', '#96d98d', '#ffb357', '#ca95e5', '#fade2a', '#ff7383'];
const ROW_PX = 30;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function timeseries(data: PanelData, rounds: readonly Round[], width: number, height: number): string {
  const unit = data.panel.fieldConfig?.defaults?.unit;
  const plotW = width - 80;
  const plotH = height - 40 - Math.min(4, Math.ceil(data.lines.length / 3)) * 16;
  const finite = data.lines.flatMap((line) => line.values.filter(Number.isFinite));
  if (finite.length === 0) return `<div class="empty">No data</div>`;
  const max = Math.max(...finite, 0) * 1.1 || 1;
  const first = rounds[0]!.at;
  const span = Math.max(1, rounds.at(-1)!.at - first);
  const x = (index: number) => 60 + ((rounds[index]!.at - first) / span) * plotW;
  const y = (value: number) => 8 + plotH - (value / max) * plotH;
  const grid = [0, 0.5, 1]
    .map((f) => `<line x1="60" x2="${60 + plotW}" y1="${y(max * f)}" y2="${y(max * f)}" class="grid"/><text x="54" y="${y(max * f) + 4}" class="tick" text-anchor="end">${escape(format(max * f, unit))}</text>`)
    .join('');
  const times = [0, rounds.length - 1]
    .map((index) => `<text x="${x(index)}" y="${plotH + 24}" class="tick" text-anchor="${index === 0 ? 'start' : 'end'}">${new Date(rounds[index]!.at).toISOString().slice(11, 19)}</text>`)
    .join('');
  const paths = data.lines
    .map((line, n) => {
      let d = '';
      line.values.forEach((value, index) => {
        if (!Number.isFinite(value)) return;
        d += `${d === '' || !Number.isFinite(line.values[index - 1] ?? Number.NaN) ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)} `;
      });
      return `<path d="${d}" stroke="${COLORS[n % COLORS.length]}" fill="none" stroke-width="1.5"/>`;
    })
    .join('');
  const legend = data.lines
    .slice(0, 12)
    .map((line, n) => `<span><i style="background:${COLORS[n % COLORS.length]}"></i>${escape(line.legend)}</span>`)
    .join('');
  return `<svg width="${width}" height="${plotH + 30}">${grid}${times}${paths}</svg><div class="legend">${legend}${data.lines.length > 12 ? `<span>+${data.lines.length - 12} more</span>` : ''}</div>`;
}

function stat(data: PanelData): string {
  const last = data.lines[0]?.values.filter(Number.isFinite).at(-1);
  return `<div class="stat">${escape(last === undefined ? 'No data' : format(last, data.panel.fieldConfig?.defaults?.unit))}</div>`;
}

/** The dashboard as an HTML page: Grafana's grid and dark theme, each panel drawn from `rounds`. */
export function renderDashboard(dashboard: Dashboard, rounds: readonly Round[], note: string, width = 1600): string {
  const column = width / 24;
  const data = new Map(panelData(dashboard, rounds).map((entry) => [entry.panel, entry]));
  const bottom = Math.max(...dashboard.panels.map((p) => p.gridPos.y + p.gridPos.h));
  const boxes = dashboard.panels
    .map((panel) => {
      const { x, y, w, h } = panel.gridPos;
      const style = `left:${x * column + 4}px;top:${y * ROW_PX + 4}px;width:${w * column - 8}px;height:${h * ROW_PX - 8}px`;
      if (panel.type === 'row') return `<div class="row" style="${style}">${escape(panel.title)}</div>`;
      const entry = data.get(panel)!;
      const body = panel.type === 'stat' ? stat(entry) : timeseries(entry, rounds, w * column - 24, h * ROW_PX - 40);
      return `<div class="panel" style="${style}"><h3>${escape(panel.title)}</h3>${body}</div>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(dashboard.title)}</title><style>
body{margin:0;background:#111217;color:#ccccdc;font:13px Inter,Helvetica,Arial,sans-serif}
header{padding:12px 16px;border-bottom:1px solid #22252b}header h1{font-size:18px;margin:0 0 4px;color:#fff}header p{margin:0;color:#8e8e9e}
main{position:relative;width:${width}px;height:${bottom * ROW_PX + 8}px;margin:8px}
.panel{position:absolute;background:#181b1f;border:1px solid #22252b;border-radius:3px;padding:6px 8px;box-sizing:border-box;overflow:hidden}
.panel h3{margin:0 0 4px;font-size:13px;font-weight:500;color:#ccccdc}
.row{position:absolute;font-size:15px;font-weight:500;color:#fff;padding-top:6px}
.stat{font-size:34px;font-weight:500;color:#73bf69;text-align:center;margin-top:18px}
.empty{color:#8e8e9e;text-align:center;margin-top:60px}
.grid{stroke:#2c3235}.tick{fill:#8e8e9e;font-size:10px}
.legend{display:flex;flex-wrap:wrap;gap:2px 12px;font-size:11px}.legend i{display:inline-block;width:12px;height:3px;margin-right:4px;vertical-align:middle}
</style></head><body><header><h1>${escape(dashboard.title)}</h1><p>${escape(note)}</p></header><main>
${boxes}
</main></body></html>`;
}

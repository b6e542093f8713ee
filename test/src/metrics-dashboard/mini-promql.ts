/**
 * Just enough PromQL to draw Segue's Grafana dashboard (docs/grafana/segue.json) from scrapes
 * taken in a test, where no Prometheus runs: selectors with `=`, `!=`, `=~`, `!~` matchers,
 * `rate(...[range])`, `sum`/`min`/`max` with `by (...)`, and `histogram_quantile`. Anything
 * else is refused, so a panel the dashboard adds with more PromQL fails loudly, not silently.
 */

export type Labels = Record<string, string>;
export interface Sample {
  name: string;
  labels: Labels;
  value: number;
}
/** The samples of one scrape round (every process), at `at` ms. */
export interface Round {
  at: number;
  samples: Sample[];
}
export interface Series {
  labels: Labels;
  value: number;
}

type Matcher = { label: string; op: '=' | '!=' | '=~' | '!~'; value: string };
type Node =
  | { kind: 'selector'; name: string; matchers: Matcher[] }
  | { kind: 'rate'; selector: Extract<Node, { kind: 'selector' }>; rangeMs: number }
  | { kind: 'aggregate'; op: 'sum' | 'min' | 'max'; by: string[] | undefined; inner: Node }
  | { kind: 'quantile'; q: number; inner: Node };

const TOKEN = /\s*(\d+(?:\.\d+)?(?:ms|s|m|h)|\d+(?:\.\d+)?|[A-Za-z_:][\w:]*|"(?:[^"\\]|\\.)*"|=~|!~|!=|[(){}[\],=])/y;

function tokenize(expr: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expr.length) {
    if (/^\s*$/.test(expr.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(expr);
    if (!match) throw new Error(`unsupported PromQL at "${expr.slice(at)}"`);
    tokens.push(match[1]!);
  }
  return tokens;
}

const DURATION: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

export function parsePromql(expr: string): Node {
  const tokens = tokenize(expr);
  let i = 0;
  const peek = () => tokens[i];
  const take = (expected?: string): string => {
    const token = tokens[i++];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`expected ${expected ?? 'more'} in "${expr}", got ${token}`);
    return token;
  };
  const labelList = (): string[] => {
    take('(');
    const labels: string[] = [];
    while (peek() !== ')') {
      labels.push(take());
      if (peek() === ',') take(',');
    }
    take(')');
    return labels;
  };
  const selector = (name: string): Extract<Node, { kind: 'selector' }> => {
    const matchers: Matcher[] = [];
    if (peek() === '{') {
      take('{');
      while (peek() !== '}') {
        const label = take();
        const op = take() as Matcher['op'];
        if (!['=', '!=', '=~', '!~'].includes(op)) throw new Error(`unsupported matcher ${op}`);
        matchers.push({ label, op, value: JSON.parse(take()) as string });
        if (peek() === ',') take(',');
      }
      take('}');
    }
    return { kind: 'selector', name, matchers };
  };
  const node = (): Node => {
    const word = take();
    if (word === 'sum' || word === 'min' || word === 'max') {
      const by = peek() === 'by' ? (take('by'), labelList()) : undefined;
      take('(');
      const inner = node();
      take(')');
      return { kind: 'aggregate', op: word, by, inner };
    }
    if (word === 'rate') {
      take('(');
      const inner = selector(take());
      take('[');
      const range = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(take());
      if (!range) throw new Error(`bad range in "${expr}"`);
      take(']');
      take(')');
      return { kind: 'rate', selector: inner, rangeMs: Number(range[1]) * DURATION[range[2]!]! };
    }
    if (word === 'histogram_quantile') {
      take('(');
      const q = Number(take());
      take(',');
      const inner = node();
      take(')');
      return { kind: 'quantile', q, inner };
    }
    if (!/^[A-Za-z_:][\w:]*$/.test(word)) throw new Error(`unsupported PromQL "${word}" in "${expr}"`);
    return selector(word);
  };
  const parsed = node();
  if (i !== tokens.length) throw new Error(`unsupported PromQL after "${tokens.slice(0, i).join(' ')}" in "${expr}"`);
  return parsed;
}

const matches = (labels: Labels, matchers: Matcher[]) =>
  matchers.every(({ label, op, value }) => {
    const actual = labels[label] ?? '';
    if (op === '=') return actual === value;
    if (op === '!=') return actual !== value;
    const full = new RegExp(`^(?:${value})$`).test(actual);
    return op === '=~' ? full : !full;
  });

const key = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

function select(round: Round, node: Extract<Node, { kind: 'selector' }>): Series[] {
  return round.samples.filter((s) => s.name === node.name && matches(s.labels, node.matchers)).map((s) => ({ labels: s.labels, value: s.value }));
}

/** Quantile of cumulative buckets, linear within a bucket, as Prometheus computes it. */
function quantile(q: number, buckets: { le: number; count: number }[]): number {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return Number.NaN;
  const rank = q * total;
  let previous = { le: 0, count: 0 };
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return previous.le;
      const inBucket = bucket.count - previous.count;
      return inBucket === 0 ? bucket.le : previous.le + ((bucket.le - previous.le) * (rank - previous.count)) / inBucket;
    }
    previous = bucket;
  }
  return previous.le;
}

/** The instant vector `node` has at round `index` of `rounds`. */
export function evaluate(node: Node, rounds: readonly Round[], index: number): Series[] {
  const round = rounds[index]!;
  switch (node.kind) {
    case 'selector':
      return select(round, node);
    case 'rate': {
      // Per series: the increase between its oldest and newest samples within the range, per second
      // (a series that appears within the range starts there, as in Prometheus).
      const inRange = rounds.filter((r, at) => at <= index && r.at >= round.at - node.rangeMs);
      const first = new Map<string, { value: number; at: number }>();
      for (const earlier of inRange) {
        for (const s of select(earlier, node.selector)) if (!first.has(key(s.labels))) first.set(key(s.labels), { value: s.value, at: earlier.at });
      }
      return select(round, node.selector).flatMap((last) => {
        const start = first.get(key(last.labels));
        if (!start || round.at === start.at) return [];
        const increase = last.value >= start.value ? last.value - start.value : last.value;
        return [{ labels: last.labels, value: increase / ((round.at - start.at) / 1000) }];
      });
    }
    case 'aggregate': {
      const groups = new Map<string, Series>();
      for (const series of evaluate(node.inner, rounds, index)) {
        const labels = Object.fromEntries((node.by ?? []).filter((label) => series.labels[label] !== undefined).map((label) => [label, series.labels[label]!]));
        const id = key(labels);
        const seen = groups.get(id);
        const combine = node.op === 'sum' ? (a: number, b: number) => a + b : node.op === 'min' ? Math.min : Math.max;
        groups.set(id, { labels, value: seen ? combine(seen.value, series.value) : series.value });
      }
      return [...groups.values()];
    }
    case 'quantile': {
      const groups = new Map<string, { labels: Labels; buckets: { le: number; count: number }[] }>();
      for (const series of evaluate(node.inner, rounds, index)) {
        const { le, ...labels } = series.labels;
        if (le === undefined) continue;
        const id = key(labels);
        const group = groups.get(id) ?? { labels, buckets: [] };
        group.buckets.push({ le: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), count: series.value });
        groups.set(id, group);
      }
      return [...groups.values()].map((group) => ({ labels: group.labels, value: quantile(node.q, group.buckets) })).filter((s) => Number.isFinite(s.value));
    }
  }
}

/** Names of the metrics an expression reads (`_bucket` included). */
export function metricNames(node: Node): string[] {
  if (node.kind === 'selector') return [node.name];
  if (node.kind === 'rate') return [node.selector.name];
  return metricNames(node.inner);
}

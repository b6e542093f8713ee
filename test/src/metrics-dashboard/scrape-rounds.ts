import type { Sample } from './mini-promql';

// name{label="value",...} value [timestamp]; label values escape \\, \" and \n.
const LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)",?/gy;

/**
 * One scrape as flat samples, the way Prometheus stores them (a histogram as its `_bucket`,
 * `_sum` and `_count` series), each with the `instance` and `job` labels Prometheus adds for
 * the target. Read line by line here rather than with parse-prometheus-text-format (which the
 * metrics test uses): that package merges the samples of a histogram with labels into one
 * sample without them, and the dashboard's latency panels group histograms by route and platform.
 */
export function samplesOf(text: string, target: { instance: string; job: string }): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    for (let label = LABEL.exec(match[2] ?? ''); label; label = LABEL.exec(match[2] ?? '')) {
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels: { ...labels, ...target }, value: Number(match[3]) });
  }
  return samples;
}

import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';

/** One scrape of a Segue process's `/metrics`, parsed by a Prometheus text-format parser. */
export interface Scrape {
  families: ParsedFamily[];
  /** The sum of a counter's or gauge's samples whose labels include `labels` (0 when none). */
  sum(name: string, labels?: Record<string, string>): number;
  /** The label sets of a family's samples. */
  labelSets(name: string): Record<string, string>[];
}

export function parseScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  const family = (name: string) => families.find((entry) => entry.name === name);
  return {
    families,
    sum: (name, labels = {}) =>
      (family(name)?.metrics ?? [])
        .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))
        .reduce((total, sample) => total + Number(sample.value ?? sample.count ?? 0), 0),
    labelSets: (name) => (family(name)?.metrics ?? []).map((sample) => sample.labels ?? {}),
  };
}

/** `GET <base>/metrics` with the token; throws on anything but a 200. */
export async function scrapeMetrics(base: string, token: string): Promise<Scrape> {
  const reply = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (reply.status !== 200) throw new Error(`/metrics answered ${reply.status}`);
  return parseScrape(await reply.text());
}

/**
 * `pnpm bench:albums`: every sandbox album converted between every ordered pair of the five
 * platforms by a real server process (no latency, no faults), counted as found when the
 * answer is the same album's listing on the target. Only albums listed on both sides count.
 * Prints found / total per pair and overall. Numbers only: nothing here asserts a figure.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { fetchTruth } from '../src/conversion/support/ground-truth';
import { startSandboxBehindServer } from '../src/conversion/support/sandbox-behind-server';

const CONCURRENCY = 4;
// BENCH_ALBUMS takes the first n albums of the catalog for a quicker run.
const LIMIT = Number(process.env.BENCH_ALBUMS ?? Infinity);

interface PairFigure {
  found: number;
  total: number;
  missed: string[];
}

const env = await startSandboxBehindServer({ faults: {} });
try {
  const truth = await fetchTruth(env.sandbox.catalogUrl);
  const figures = new Map<string, PairFigure>();
  const jobs: { source: PlatformKey; target: PlatformKey; album: (typeof truth.raw.albums)[number] }[] = [];
  for (const source of PLATFORM_KEYS) {
    for (const target of PLATFORM_KEYS) {
      if (source === target) continue;
      figures.set(`${source}>${target}`, { found: 0, total: 0, missed: [] });
      for (const album of truth.raw.albums.slice(0, LIMIT)) if (album.platforms[source] && album.platforms[target]) jobs.push({ source, target, album });
    }
  }
  const convert = async ({ source, target, album }: (typeof jobs)[number]) => {
    const figure = figures.get(`${source}>${target}`)!;
    figure.total++;
    const reply = await env.api.send('POST', '/v1/entity/convert', { url: album.platforms[source]!.url, target_platform: target });
    const payload = (reply.body.data as { payload?: { platforms?: Record<string, { id?: string } | null>; errors?: Record<string, { message?: string }> } } | undefined)
      ?.payload;
    const id = payload?.platforms?.[target]?.id;
    const why = payload?.errors?.[target]?.message;
    if (id === album.platforms[target]!.id) figure.found++;
    else figure.missed.push(`${album.title} (${album.type}, ${album.recording_ids.length} tracks): ${id ?? why ?? `HTTP ${reply.status}`}`);
  };
  // A few requests at a time: the server and the simulators share this machine.
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        await convert(jobs[next++]!);
        if (next % 200 === 0) process.stderr.write(`  ${next} / ${jobs.length}\n`);
      }
    }),
  );
  console.log(`albums: ${truth.raw.albums.length} in the sandbox catalog; found / listed on both sides\n`);
  console.log('pair                    | found | total | share');
  console.log('------------------------|------:|------:|------:');
  let found = 0;
  let total = 0;
  for (const [pair, figure] of figures) {
    found += figure.found;
    total += figure.total;
    const [source, target] = pair.split('>');
    console.log(`${`${source} → ${target}`.padEnd(23)} | ${String(figure.found).padStart(5)} | ${String(figure.total).padStart(5)} | ${(figure.found / Math.max(figure.total, 1)).toFixed(4)}`);
  }
  console.log(`\noverall ${found} / ${total} = ${(found / Math.max(total, 1)).toFixed(4)}`);
  for (const [pair, figure] of figures) for (const miss of figure.missed.slice(0, 3)) console.log(`  missed in ${pair}: ${miss}`);
} finally {
  await env.close();
}

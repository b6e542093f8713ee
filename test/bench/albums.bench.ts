/**
 * `pnpm bench:albums`: every sandbox album converted between every ordered pair of the five
 * platforms by a real server process (no latency, no faults), counted as found when the
 * answer is the same album's listing on the target. Only albums listed on both sides count.
 * Prints found / total per pair, per kind of album and overall. Numbers only: nothing here
 * asserts a figure.
 *
 * A kind of album is its edition (`edition:standard`, `edition:deluxe`, `edition:single`,
 * `edition:regional`, `edition:uneven`: releases in several editions, where the same edition
 * must be found and not a sibling) or the kind of its tracks (`plain`, `classical`,
 * `rerecording`...). BENCH_ALBUMS takes the first n albums of the ordinary catalog (`plain`) for
 * a quicker run; BENCH_HARD_ALBUMS (default 40) the first n of each other kind.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { fetchTruth } from '../src/conversion/support/ground-truth';
import { startSandboxBehindServer } from '../src/conversion/support/sandbox-behind-server';

const CONCURRENCY = 4;
const LIMIT = Number(process.env.BENCH_ALBUMS ?? Infinity);
const HARD_LIMIT = Number(process.env.BENCH_HARD_ALBUMS ?? 40);

interface PairFigure {
  found: number;
  total: number;
  missed: string[];
}

const env = await startSandboxBehindServer({ faults: {} });
try {
  const truth = await fetchTruth(env.sandbox.catalogUrl);
  type TruthAlbum = (typeof truth.raw.albums)[number];
  const kindOf = (album: TruthAlbum): string => (album.edition ? `edition:${album.edition.kind}` : truth.recording(album.recording_ids[0]!).kind);
  // The first LIMIT ordinary albums and the first HARD_LIMIT of every other kind, in catalog order.
  const taken = new Map<string, number>();
  const albums = truth.raw.albums.filter((album) => {
    if (album.recording_ids.length === 0 || Object.values(album.platforms).every((p) => p === null)) return false;
    const kind = kindOf(album);
    const n = (taken.get(kind) ?? 0) + 1;
    taken.set(kind, n);
    return n <= (kind === 'plain' ? LIMIT : HARD_LIMIT);
  });
  const figures = new Map<string, PairFigure>();
  const kinds = new Map<string, PairFigure>();
  const jobs: { source: PlatformKey; target: PlatformKey; album: TruthAlbum }[] = [];
  for (const source of PLATFORM_KEYS) {
    for (const target of PLATFORM_KEYS) {
      if (source === target) continue;
      figures.set(`${source}>${target}`, { found: 0, total: 0, missed: [] });
      for (const album of albums) if (album.platforms[source] && album.platforms[target]) jobs.push({ source, target, album });
    }
  }
  const convert = async ({ source, target, album }: (typeof jobs)[number]) => {
    const figure = figures.get(`${source}>${target}`)!;
    const kind = kinds.get(kindOf(album)) ?? kinds.set(kindOf(album), { found: 0, total: 0, missed: [] }).get(kindOf(album))!;
    figure.total++;
    kind.total++;
    const reply = await env.api.send('POST', '/v1/entity/convert', { url: album.platforms[source]!.url, target_platform: target });
    const payload = (reply.body.data as { payload?: { platforms?: Record<string, { id?: string } | null>; errors?: Record<string, { message?: string }> } } | undefined)
      ?.payload;
    const id = payload?.platforms?.[target]?.id;
    const why = payload?.errors?.[target]?.message;
    if (id === album.platforms[target]!.id) {
      figure.found++;
      kind.found++;
    } else {
      const other = id === undefined ? undefined : truth.raw.albums.find((a) => a.platforms[target]?.id === id);
      const line = `${source} → ${target} "${album.platforms[source]!.title}" (${album.type}, ${album.recording_ids.length} tracks): ${
        other ? `got "${other.platforms[target]!.title}" (${other.edition?.kind ?? other.type})` : (id ?? why ?? `HTTP ${reply.status}`)
      }`;
      figure.missed.push(line);
      kind.missed.push(line);
    }
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
  console.log(`albums: ${truth.raw.albums.length} in the sandbox catalog, ${albums.length} converted; found / listed on both sides\n`);
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
  console.log('\nkind of album          | found | total | share');
  console.log('-----------------------|------:|------:|------:');
  for (const [kind, figure] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${kind.padEnd(22)} | ${String(figure.found).padStart(5)} | ${String(figure.total).padStart(5)} | ${(figure.found / Math.max(figure.total, 1)).toFixed(4)}`);
  }
  for (const [kind, figure] of kinds) for (const miss of figure.missed.slice(0, 4)) console.log(`  missed (${kind}): ${miss}`);
} finally {
  await env.close();
}

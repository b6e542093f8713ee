/**
 * Start time and catalog memory of the sandbox (targets: start < 2 s, catalog < 300 MB).
 * Prints numbers, asserts nothing. Run: `pnpm --filter @segue/sandbox bench`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateCatalog } from '../src/catalog/generate-catalog';
import { startSandbox } from '../src/start-sandbox';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
}

const mb = (n: number): string => `${n.toFixed(1)} MB`;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);

  // Catalog alone: time to generate and the heap it keeps alive.
  const before = heapMb();
  const t0 = performance.now();
  const catalog = generateCatalog(1);
  const generateMs = performance.now() - t0;
  const retained = heapMb() - before;
  console.log(`catalog: ${catalog.recordings.length} recordings, ${catalog.albums.length} albums, ${catalog.playlists.length} playlists`);
  console.log(`  generate (first, cold): ${generateMs.toFixed(0)} ms, retained heap: ${mb(retained)}`);

  // The hard cases' cost, side by side with the ordinary catalog alone (which is the catalog as
  // it was before them, byte for byte): alternating runs, medians and their ratio.
  const plain: number[] = [];
  const hard: number[] = [];
  for (let i = 0; i < Math.max(3, runs); i++) {
    for (const [list, hardCases] of [[plain, false], [hard, true]] as const) {
      const t = performance.now();
      generateCatalog(1, { hardCases });
      list.push(performance.now() - t);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `  generate, median of ${plain.length}: ordinary catalog ${median(plain).toFixed(0)} ms, with hard cases ${median(hard).toFixed(0)} ms, ratio ${(median(hard) / median(plain)).toFixed(2)}`,
  );

  // Whole sandbox: catalog + five simulators listening; the first run includes module warm-up.
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const sandbox = await startSandbox({ seed: 1 + i });
    times.push(performance.now() - t);
    if (i === runs - 1) {
      // The views and search indexes are built on first use: time one search per platform-ish request.
      const t1 = performance.now();
      const truth = await fetch(sandbox.catalogUrl);
      const size = (await truth.arrayBuffer()).byteLength;
      console.log(`  ground truth JSON: ${(size / 1e6).toFixed(1)} MB, first fetch ${(performance.now() - t1).toFixed(0)} ms`);
      const t2 = performance.now();
      await fetch(`${sandbox.urls.deezer.api}/search?q=love`);
      console.log(`  first Deezer search (builds its index): ${(performance.now() - t2).toFixed(0)} ms`);
      const t3 = performance.now();
      await fetch(`${sandbox.urls.deezer.api}/search?q=night`);
      console.log(`  next Deezer search: ${(performance.now() - t3).toFixed(1)} ms`);
      console.log(`  heap with a running sandbox: ${mb(heapMb())}, process rss ${mb(process.memoryUsage().rss / 1e6)}`);
    }
    await sandbox.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`startSandbox (default catalog), ${runs} runs: first ${times[0]?.toFixed(0)} ms, median ${sorted[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${sorted[runs - 1]?.toFixed(0)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/// <reference types="node" />
// Throughput of parseMusicUrl over a mixed list: every example link of every platform (valid ones,
// noisy ones and near misses) plus links of other sites and plain junk, as a content script or the
// API would meet them. Prints links/s; the target on the reference machine is 500,000 links/s.
import { parseMusicUrl } from '../src/links/parse-music-url';
import { PLATFORM_KEYS } from '../src/platform-keys';
import { PLATFORM_EXAMPLES } from '../src/platforms/examples';

const OTHER = [
  'https://en.wikipedia.org/wiki/Die_with_a_Smile',
  'https://github.com/segue/segue/issues/2',
  'https://www.google.com/search?q=die+with+a+smile&oq=die+with&sourceid=chrome&ie=UTF-8',
  'https://soundcloud.com/ladygaga/die-with-a-smile',
  'not a link at all',
  '',
  'mailto:someone@example.org',
  'https://spotify.link/L1Sb5i2ruDb',
];

const links = [
  ...PLATFORM_KEYS.flatMap((key) => PLATFORM_EXAMPLES[key].links.map((example) => example.url)),
  ...OTHER,
];

function run(rounds: number): number {
  let found = 0;
  for (let r = 0; r < rounds; r++) {
    for (const link of links) if (parseMusicUrl(link) !== null) found++;
  }
  return found;
}

const ROUND_SIZE = 2000; // passes over the list per measured round
run(ROUND_SIZE); // warm-up: let the JIT settle before measuring

// Wall-clock rate is the figure that counts; the CPU-time rate is printed beside it because on a
// busy shared machine the process may get only part of a core, which the wall clock cannot tell.
const wallRates: number[] = [];
const cpuRates: number[] = [];
let sink = 0;
for (let round = 0; round < 7; round++) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  sink += run(ROUND_SIZE);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  wallRates.push((links.length * ROUND_SIZE) / seconds);
  cpuRates.push((links.length * ROUND_SIZE) / cpuSeconds);
}
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const format = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(
  `parseMusicUrl: ${format(median(wallRates))} links/s wall-clock (median of ${wallRates.length} rounds, ` +
    `min ${format(Math.min(...wallRates))}, max ${format(Math.max(...wallRates))}); ` +
    `${format(median(cpuRates))} links per CPU-second; ${links.length} mixed links, ${run(1)} of them parse`,
);
// Reading the results keeps the optimiser from dropping the calls being measured.
if (sink === 0) throw new Error('no link parsed: the benchmark measured nothing');

/**
 * Reads a `node --cpu-prof` profile of a Segue server and says where its CPU time went while one
 * route was under load: by package or source folder, and by function (self time). The window is
 * given on the monotonic clock V8 times samples by (`process.hrtime` in µs, shared by every
 * process on the machine); idle samples are left out, so the shares are of the busy time.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

export interface LoadedProfile {
  nodes: Map<number, ProfileNode>;
  /** Sample node ids with their time (µs) and duration (µs). */
  samples: { node: number; at: number; us: number }[];
}

export async function loadProfile(file: string): Promise<LoadedProfile> {
  const raw = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const nodes = new Map(raw.nodes.map((node) => [node.id, node]));
  let at = raw.startTime;
  const samples = raw.samples.map((node, i) => {
    const us = raw.timeDeltas[i] ?? 0;
    at += us;
    return { node, at, us };
  });
  return { nodes, samples };
}

const PACKAGE = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** A readable bucket for a frame: an npm package, a Segue source folder, a Node.js area, or the VM. */
function bucket(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName === '(garbage collector)' || functionName === '(program)' ? functionName : `native: ${functionName || '(anonymous)'}`;
  const npm = url.match(PACKAGE);
  if (npm) return `npm: ${npm[1]}`;
  if (url.startsWith('node:')) {
    if (/^node:_http_/.test(url)) return 'Node.js http';
    if (/^node:(net|internal\/stream|internal\/streams|stream)/.test(url)) return 'Node.js net and streams';
    return 'Node.js other';
  }
  const source = url.match(/(server\/src\/[^/]+|packages\/[^/]+)\//);
  return source ? `segue: ${source[1]}` : url;
}

function where(node: ProfileNode): string {
  const { url, functionName, lineNumber } = node.callFrame;
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^.*?\/(server|packages|test)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
}

export interface ProfileSummary {
  busyMs: number;
  idleShare: number;
  buckets: [string, number][];
  functions: [string, number][];
}

/** Self time in the window [from, to] (µs), as shares of the busy time. */
export function summarize(profile: LoadedProfile, from: number, to: number): ProfileSummary {
  const byBucket = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const sample of profile.samples) {
    if (sample.at < from || sample.at > to) continue;
    const node = profile.nodes.get(sample.node)!;
    if (node.callFrame.functionName === '(idle)') {
      idle += sample.us;
      continue;
    }
    busy += sample.us;
    byBucket.set(bucket(node), (byBucket.get(bucket(node)) ?? 0) + sample.us);
    byFunction.set(where(node), (byFunction.get(where(node)) ?? 0) + sample.us);
  }
  const shares = (map: Map<string, number>) => [...map].map(([key, us]): [string, number] => [key, us / busy]).sort((a, b) => b[1] - a[1]);
  return { busyMs: busy / 1000, idleShare: idle / (idle + busy), buckets: shares(byBucket), functions: shares(byFunction) };
}

/** Packages and folders down to 0.5 % of the busy time, and the `rows` costliest functions. */
export function printSummary(title: string, summary: ProfileSummary, rows = 15): void {
  const pct = (share: number) => `${(share * 100).toFixed(1)} %`.padStart(7);
  console.log(`\n${title}: ${summary.busyMs.toFixed(0)} ms busy, idle ${(summary.idleShare * 100).toFixed(0)} % of the window`);
  console.log('  by package or folder (self time):');
  for (const [name, share] of summary.buckets.filter(([, share]) => share >= 0.005)) console.log(`  ${pct(share)}  ${name}`);
  console.log('  by function (self time):');
  for (const [name, share] of summary.functions.slice(0, rows)) console.log(`  ${pct(share)}  ${name}`);
}

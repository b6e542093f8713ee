/**
 * `pnpm bench:sync`: what keeping playlists in step costs the platforms and the server. Many
 * syncs of large playlists (issue's target: 1,000 syncs of 200-track playlists, Spotify →
 * Deezer) on Segue's composition root, runs called as the job calls them, the simulators in a
 * process of their own (`sync-bench-sandbox.ts`) so the CPU measured here is Segue's. It prints,
 * averaged over the syncs: the platform requests of a run whose source did not change (goal: 1,
 * the change check) and of a run after one track was added to each source (goal: at most 4),
 * reads and writes apart; the server's CPU and wall time per 1,000 unchanged runs; and how many
 * syncs one server keeps at a 60-minute interval, from those counts set against each platform's
 * budget. Numbers only: nothing here asserts a figure.
 *
 * BENCH_SYNCS=1000 BENCH_TRACKS=200 BENCH_PAIR=spotify>deezer set the sizes and the pair;
 * BENCH_PROFILE=dir writes a CPU profile of each measured pass there and summarises it.
 */
import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_KEYS, platformName, type PlatformKey } from '@segue/core';
import type { SandboxStats } from '@segue/sandbox';
import { DAILY_QUOTAS, TRANSFER_SHARE } from '../../server/src/library-writes/quota-ledger';
import { platformRecord } from '../../server/src/platforms/registry';
import { MAX_SYNCS_PER_USER } from '../../server/src/syncs/sync.service';
import type { SyncOutcome } from '../../server/src/syncs/sync-run';
import type { SandboxAnswer, SandboxCall, SandboxReady, Source } from './sync-bench-sandbox';
import { startSyncBenchServer } from './sync-bench-server';
import { loadProfile, printSummary, summarize } from './summarize-profile';

const SYNCS = Number(process.env.BENCH_SYNCS ?? 300);
const TRACKS = Number(process.env.BENCH_TRACKS ?? 200);
const [FROM, TO] = (process.env.BENCH_PAIR ?? 'spotify>deezer').split('>') as [PlatformKey, PlatformKey];
/** Runs at once, as one worker process takes them (`WORKERS` in server/src/syncs/sync-jobs.ts). */
const WORKERS = 4;
/** Syncs the scheduler claims a minute (`CLAIM_PER_TICK` in server/src/syncs/sync-jobs.ts): 60,000 an hour. */
const CLAIMED_PER_HOUR = 1_000 * 60;
const HOUR = 3_600_000;
const PROFILE_DIR = process.env.BENCH_PROFILE;

type Requests = Record<PlatformKey, Record<string, number>>;
type Call = SandboxCall extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

const child = fork(fileURLToPath(new URL('./sync-bench-sandbox.ts', import.meta.url)), { env: { ...process.env, BENCH_PAIR: `${FROM}>${TO}` } });
const ready = await new Promise<SandboxReady>((resolve) => child.once('message', (m) => resolve(m as SandboxReady)));
let nextCall = 0;
const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
child.on('message', (m: SandboxAnswer) => {
  const waiting = pending.get(m.id);
  pending.delete(m.id);
  if (m.error !== undefined) waiting?.reject(new Error(m.error));
  else waiting?.resolve(m.value);
});
const call = <T>(message: Call): Promise<T> =>
  new Promise((resolve, reject) => {
    const id = ++nextCall;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    child.send({ ...message, id });
  });
const requests = async (): Promise<Requests> => {
  const stats = await call<SandboxStats>({ type: 'stats' });
  return Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { ...stats.platforms[p].endpoints }])) as Requests;
};

const server = await startSyncBenchServer(ready);
try {
  const { services, appId } = server;
  const needed = Math.ceil(SYNCS / MAX_SYNCS_PER_USER);
  if (ready.listeners.length < needed) throw new Error(`${SYNCS} syncs need ${needed} listeners (at most ${MAX_SYNCS_PER_USER} syncs each); the sandbox has ${ready.listeners.length} on ${FROM} and ${TO}`);
  const emails = ready.listeners.slice(0, needed);
  const users = new Map<string, string>();
  for (const email of emails) users.set(email, await server.link(email, [FROM, TO]));
  const sources = await call<Source[]>({ type: 'sources', from: FROM, to: TO, emails, playlists: SYNCS, tracks: TRACKS });
  const ids: string[] = [];
  for (const source of sources) ids.push((await services.syncs.service.create(appId, users.get(source.email)!, { source: source.url, target: TO, mode: 'mirror' })).sync.id);
  process.stderr.write(`${SYNCS} syncs of ${TRACKS}-track ${platformName(FROM)} playlists to ${platformName(TO)} made for ${emails.length} listeners\n`);

  /** Every sync run once, `WORKERS` at a time: outcomes, requests, CPU (user + system) and wall time. */
  async function pass(name: string, profile?: string) {
    const before = await requests();
    const session = profile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    const outcomes = new Map<string, number>();
    let failure: SyncOutcome | undefined;
    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < ids.length) {
          const outcome = await services.syncs.run(ids[next++]!);
          outcomes.set(outcome.kind, (outcomes.get(outcome.kind) ?? 0) + 1);
          if (outcome.kind === 'failed' || outcome.kind === 'waiting') failure ??= outcome;
        }
      }),
    );
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (session && profile) {
      const { profile: taken } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(PROFILE_DIR!, { recursive: true });
      await writeFile(path.join(PROFILE_DIR!, profile), JSON.stringify(taken));
    }
    const after = await requests();
    const delta = Object.fromEntries(
      PLATFORM_KEYS.map((p) => [p, Object.fromEntries(Object.entries(after[p]).map(([label, n]) => [label, n - (before[p][label] ?? 0)]).filter(([, n]) => n !== 0))]),
    ) as Requests;
    const result = { name, outcomes, wallMs, cpuMs: (used.user + used.system) / 1_000, requests: delta };
    process.stderr.write(`${name}: ${[...outcomes].map(([k, n]) => `${n} ${k}`).join(', ')} in ${(wallMs / 1_000).toFixed(1)} s${failure ? ` (first trouble: ${JSON.stringify(failure)})` : ''}\n`);
    return result;
  }

  const first = await pass('first runs (copies made, bench budgets)');
  const unchanged = await pass('unchanged pass', PROFILE_DIR && 'unchanged.cpuprofile');
  await call<number>({ type: 'addOne' });
  const added = await pass('one-added-track pass', PROFILE_DIR && 'one-added.cpuprofile');

  const total = (r: Requests, p: PlatformKey, keep: (label: string) => boolean = () => true) => Object.entries(r[p]).reduce((n, [label, c]) => n + (keep(label) ? c : 0), 0);
  const isToken = (label: string) => /token|oauth/i.test(label);
  const isRead = (label: string) => label.startsWith('GET ') && !isToken(label);
  const isWrite = (label: string) => !label.startsWith('GET ') && !isToken(label);
  const per = (n: number) => (n / SYNCS).toFixed(3);

  const lines: string[] = [];
  const say = (line = '') => lines.push(line);
  say(`\nSyncs ${platformName(FROM)} → ${platformName(TO)}: ${SYNCS} syncs of ${TRACKS}-track playlists (issue's target: 1,000 × 200), mirror mode, ${WORKERS} runs at a time`);
  say(`first runs (made the copies; budgets lifted for the bench): ${(first.wallMs / 1_000).toFixed(1)} s, ${[...first.outcomes].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  for (const r of [unchanged, added]) {
    const goal = r === unchanged ? 1 : 4;
    const all = PLATFORM_KEYS.reduce((n, p) => n + total(r.requests, p, (l) => !isToken(l)), 0);
    say(`\n${r.name}: ${[...r.outcomes].map(([k, n]) => `${n} ${k}`).join(', ')}`);
    say(`  platform requests per sync: ${per(all)} (goal ${r === unchanged ? '1, the change check' : 'at most 4'}: ${(all / SYNCS / goal).toFixed(2)}× the goal)`);
    say(`    ${platformName(FROM)} (source) reads ${per(total(r.requests, FROM, isRead))}; ${platformName(TO)} (target) reads ${per(total(r.requests, TO, isRead))}, writes ${per(total(r.requests, TO, isWrite))}; token refreshes ${per(total(r.requests, FROM, isToken) + total(r.requests, TO, isToken))}`);
    for (const p of PLATFORM_KEYS) {
      for (const [label, n] of Object.entries(r.requests[p]).sort((a, b) => b[1] - a[1])) {
        say(`      ${platformName(p).padEnd(12)} ${label.padEnd(44)} ${per(n)} per sync (${n}) ${describe(p, label)}`);
      }
    }
  }
  const cpuPerRun = unchanged.cpuMs / SYNCS;
  say(`\nserver CPU (user + system) per 1,000 unchanged runs: ${(cpuPerRun * 1_000).toFixed(0)} ms; wall time ${((unchanged.wallMs / SYNCS) * 1_000).toFixed(0)} ms (PostgreSQL's own CPU not counted: another process)`);
  say(`server CPU per 1,000 one-added-track runs: ${((added.cpuMs / SYNCS) * 1_000).toFixed(0)} ms; wall time ${((added.wallMs / SYNCS) * 1_000).toFixed(0)} ms`);

  say(`\nSyncs one server (one worker) keeps at a 60-minute interval, ${platformName(FROM)} → ${platformName(TO)}:`);
  const bounds: Array<[string, number, number]> = [];
  for (const p of [FROM, TO]) {
    // Platform budgets: Segue's per-integration budget in each platform's record
    // (server/src/platforms/<key>/index.ts `budget`), which the HTTP layer paces requests by.
    // Spotify publishes no figure, only a rolling 30 s window
    // (https://developer.spotify.com/documentation/web-api/concepts/rate-limits); Deezer documents
    // about 50 requests per 5 s (https://developers.deezer.com/api, "Quota"), the record keeps 45;
    // TIDAL and Apple Music publish none (the records' 10/s and 20/s are Segue's own caution).
    const { budget } = platformRecord(p);
    const perHour = (budget.requests / budget.intervalMs) * HOUR;
    const calm = total(unchanged.requests, p);
    const busy = total(added.requests, p);
    bounds.push([`${platformName(p)} budget ${budget.requests}/${budget.intervalMs / 1_000} s = ${perHour.toLocaleString('en')}/h`, calm ? (perHour * SYNCS) / calm : Infinity, busy ? (perHour * SYNCS) / busy : Infinity]);
    const quota = DAILY_QUOTAS[p];
    if (quota) {
      // YouTube Data API: 10,000 units a day per project (https://developers.google.com/youtube/v3/getting-started#quota),
      // 1 unit a change check (playlists.list); syncs and transfers draw on TRANSFER_SHARE of it (quota-ledger.ts).
      const units = quota.units * TRANSFER_SHARE;
      bounds.push([`${platformName(p)} daily quota ${quota.units.toLocaleString('en')} units × ${TRANSFER_SHARE}, 1 unit a check`, units / 24, units / 24]);
    }
  }
  bounds.push([`CPU: one process, ${(cpuPerRun).toFixed(2)} ms a run`, HOUR / cpuPerRun, HOUR / (added.cpuMs / SYNCS)]);
  bounds.push(['scheduler: 1,000 syncs claimed a minute', CLAIMED_PER_HOUR, CLAIMED_PER_HOUR]);
  for (const [what, calm, busy] of bounds) say(`  ${what.padEnd(58)} ${fmt(calm).padStart(12)} syncs (all unchanged)   ${fmt(busy).padStart(12)} syncs (every run one added track)`);
  const binding = (i: 1 | 2) => bounds.reduce((a, b) => (b[i] < a[i] ? b : a));
  say(`  binds: ${binding(1)[0]} when sources rarely change (${fmt(binding(1)[1])}); ${binding(2)[0]} when every source gains a track each hour (${fmt(binding(2)[2])})`);

  say('\nOther platforms as the source, at the goal of 1 request a change check (budget alone):');
  for (const p of PLATFORM_KEYS) {
    const { budget } = platformRecord(p);
    const quota = DAILY_QUOTAS[p];
    const byBudget = (budget.requests / budget.intervalMs) * HOUR;
    const byQuota = quota ? (quota.units * TRANSFER_SHARE) / 24 : Infinity;
    say(`  ${platformName(p).padEnd(12)} ${fmt(Math.min(byBudget, byQuota)).padStart(8)} syncs (${quota ? `its daily quota binds: ${quota.units} × ${TRANSFER_SHARE} units / 24 checks` : `budget ${budget.requests}/${budget.intervalMs / 1_000} s`})`);
  }
  console.log(lines.join('\n'));
  if (PROFILE_DIR) {
    for (const [title, file] of [['unchanged pass', 'unchanged.cpuprofile'], ['one-added-track pass', 'one-added.cpuprofile']] as const) {
      printSummary(`${title} (${path.join(PROFILE_DIR, file)})`, summarize(await loadProfile(path.join(PROFILE_DIR, file)), 0, Infinity), 20);
    }
  }
} finally {
  await server.close();
  await call({ type: 'close' }).catch(() => undefined);
}

function fmt(n: number): string {
  return Number.isFinite(n) ? Math.floor(n).toLocaleString('en') : 'no limit';
}

/** What a request is, from its endpoint label, for the printout. */
function describe(platform: PlatformKey, label: string): string {
  if (/token|oauth/i.test(label)) return '(token refresh)';
  const role = platform === FROM ? 'source' : 'target';
  if (!label.startsWith('GET ')) return `(${role} write)`;
  if (/search|isrc/i.test(label)) return `(${role} catalog lookup: matching)`;
  if (/items|tracks|entries|relationships/i.test(label)) return `(${role} playlist entries, a page a request)`;
  // runSync reads the source's marker alone (the change check), then the object again with the first page of entries it embeds (Spotify); the copy's with its entries.
  return platform === FROM ? '(source playlist object: the change check; when changed, again with the entries it embeds)' : '(target playlist object, read with the entries it embeds)';
}

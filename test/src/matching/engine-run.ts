/**
 * The matcher through the server: the same cases as `matcher-run.ts`, sampled per kind, each
 * converted by the server's own matching engine (`matchTracks`: ISRC lookups, then the text
 * searches of `search-candidates.ts`, the album positions `search-match.ts` reads, the release
 * check), through the real adapters over HTTP against the simulators of the same catalog, as a
 * single track link is converted (`uncertain: 'return'`, the source placed on its album). The
 * engine's caches are left out (every case is asked afresh), so nothing one case learns helps
 * another. Only a `verified` answer counts as a claim, as in `matcher-run.ts`.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { launchSimulators, platforms, RECORDING_KINDS, type Catalog, type Recording, type RecordingKind } from '@segue/sandbox';
import { CREDENTIAL_SCHEMAS } from '../../../server/src/platforms/registry';
import { createAdapter, createHttpLayer, type PlatformAdapter } from '../../../server/src/platforms/index';
import { matchTracks, type MatchDeps } from '../../../server/src/matching/match-tracks';
import { sourcePlacer } from '../../../server/src/matching/search-match';
import type { MatcherTally } from './matcher-run';

export interface EngineRun {
  byKind: Map<RecordingKind, MatcherTally>;
  /** Platform requests the run made (all simulators). */
  requests: number;
}

const empty = (): MatcherTally => ({ cases: 0, onTarget: 0, claims: 0, correct: 0, wrong: 0, review: 0, reviewRight: 0 });

/** The engine's memory, left empty: every case is decided afresh (the caches are not what is measured). */
function forgetful(): Omit<MatchDeps, 'now' | 'searchConcurrency'> {
  const none = async () => new Map();
  const nothing = async () => undefined;
  return {
    mappings: { findMany: none, save: nothing },
    misses: { findActive: none, record: nothing },
    isrcMisses: { findMany: none, forget: nothing, record: nothing },
    snapshots: { save: nothing },
  } as unknown as Omit<MatchDeps, 'now' | 'searchConcurrency'>;
}

/** Runs `fn` over `items`, `limit` at a time. */
async function pooled<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

/**
 * Up to `perKind` recordings of each kind (every pair of platforms each lists it on), in catalog
 * order, converted by the server's engine. `concurrency` cases at a time.
 */
export async function runEngine(catalog: Catalog, options: { perKind: number; concurrency?: number }): Promise<EngineRun> {
  const sandbox = await launchSimulators(platforms, { catalog });
  const layer = createHttpLayer({
    timeoutMs: 10_000,
    maxRetries: 2,
    backoff: { baseMs: 1, capMs: 10, retryAfterCapMs: 50 },
    breaker: { minimumAttempts: 1_000_000 },
    budgets: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { concurrency: 32, requests: 1_000_000, intervalMs: 1_000 }])),
  });
  try {
    const adapters = Object.fromEntries(
      PLATFORM_KEYS.map((platform) => {
        const fields = Object.keys(CREDENTIAL_SCHEMAS[platform].shape);
        const credentials = Object.fromEntries(Object.entries(sandbox.credentials[platform]).filter(([key]) => fields.includes(key)));
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one credentials shape per platform, read from the simulator
        return [platform, createAdapter(platform, { baseUrls: sandbox.urls[platform] as any, credentials: credentials as any, http: layer.client(platform, 'engine-bench') })];
      }),
    ) as Record<PlatformKey, PlatformAdapter>;
    const byKind = new Map(RECORDING_KINDS.map((k) => [k, empty()]));
    const taken = new Map<RecordingKind, number>();
    const picked: Recording[] = [];
    for (const recording of catalog.recordings) {
      if (recording.decoyOf !== undefined) continue;
      const n = taken.get(recording.kind) ?? 0;
      if (n >= options.perKind) continue;
      taken.set(recording.kind, n + 1);
      picked.push(recording);
    }
    const cases = picked.flatMap((recording) =>
      PLATFORM_KEYS.filter((s) => recording.platforms[s]).flatMap((source) => PLATFORM_KEYS.filter((t) => t !== source).map((target) => ({ recording, source, target }))),
    );
    const deps = { ...forgetful(), now: () => new Date(), searchConcurrency: 1, uncertain: 'return' as const };
    await pooled(cases, options.concurrency ?? 16, async ({ recording, source, target }) => {
      const tally = byKind.get(recording.kind)!;
      const track = await adapters[source].getTrack(recording.platforms[source]!.id);
      const [outcome] = await matchTracks({ ...deps, placeSource: sourcePlacer(async () => adapters[source]) }, [track], target, adapters[target]);
      const answer = outcome?.kind === 'matched' ? catalog.index.recordingByPlatformId(target, outcome.track.id) : undefined;
      const right = answer !== undefined && catalog.index.sameMusic(answer, recording);
      tally.cases++;
      if (catalog.index.expectedListing(recording, target)) tally.onTarget++;
      if (outcome?.kind !== 'matched') return;
      if (outcome.match.band === 'review') {
        tally.review++;
        if (right) tally.reviewRight++;
      } else {
        tally.claims++;
        if (right) tally.correct++;
        else tally.wrong++;
      }
    });
    const requests = PLATFORM_KEYS.reduce((sum, p) => sum + (sandbox.stats().platforms[p]?.requests ?? 0), 0);
    return { byKind, requests };
  } finally {
    await layer.close();
    await sandbox.close();
  }
}

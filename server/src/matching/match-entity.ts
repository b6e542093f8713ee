import type { PlatformKey } from '@segue/core';
import type { Match } from '@segue/core/schemas';
import type { PlatformAdapter } from '../platforms/types';
import { cachedMatch } from './cached-match';
import type { SnapshotOf } from './entity-kind';
import type { MatchDeps } from './match-tracks';

export type OneKind = 'album' | 'artist';

/** What a finder returns: the entity with how it was found, or why there is none. */
export type Found<K extends OneKind> =
  | { entity: SnapshotOf[K]; method: 'isrc' | 'upc' | 'search'; confidence: number; edition?: 'same' | 'other' }
  | { reason: string; confidence?: number };

export type EntityOutcome<K extends OneKind> =
  | { kind: 'matched'; entity: SnapshotOf[K]; match: Match }
  | { kind: 'omitted'; reason: string; confidence?: number };

/**
 * One album or artist on one target: the source itself, the mapping table, the negative cache,
 * then the finder; confirmed pairs and misses are stored as for tracks. Platform errors are
 * thrown to the caller, which reports them for this target.
 */
export async function matchEntity<K extends OneKind>(
  deps: MatchDeps,
  kind: K,
  source: SnapshotOf[K],
  target: PlatformKey,
  adapter: () => Promise<PlatformAdapter>,
  find: (adapter: PlatformAdapter, source: SnapshotOf[K]) => Promise<Found<K>>,
): Promise<EntityOutcome<K>> {
  if (source.platform === target) return { kind: 'matched', entity: source, match: { method: 'same', confidence: 1 } };
  const now = deps.now();
  const [hits, misses] = await Promise.all([
    deps.mappings.findMany(kind, source.platform, [source.id], target),
    deps.misses.findActive(kind, source.platform, [source.id], target, now),
  ]);
  const hit = hits.get(source.id);
  if (hit) return { kind: 'matched', entity: hit.target, match: cachedMatch(hit) };
  const miss = misses.get(source.id);
  if (miss) {
    return {
      kind: 'omitted',
      reason: miss.reason,
      ...(miss.confidence === null ? {} : { confidence: miss.confidence }),
    };
  }
  const found = await find(await adapter(), source);
  if ('entity' in found) {
    await deps.snapshots.save<K>(kind, [source, found.entity]);
    const edition = found.edition === undefined ? {} : { edition: found.edition };
    await deps.mappings.save(kind, [{ source, target: found.entity, method: found.method, confidence: found.confidence, ...edition }]);
    return { kind: 'matched', entity: found.entity, match: { method: found.method, confidence: found.confidence, ...edition } };
  }
  await deps.misses.record<K>(
    kind,
    [{ source, targetPlatform: target, reason: found.reason, ...(found.confidence === undefined ? {} : { confidence: found.confidence }) }],
    now,
  );
  return { kind: 'omitted', reason: found.reason, ...(found.confidence === undefined ? {} : { confidence: found.confidence }) };
}

import type { MusicLink, PlatformKey } from '@segue/core';
import type { Match } from '@segue/core/schemas';
import { cachedMatch } from './cached-match';
import type { EntityKind, SnapshotOf } from './entity-kind';
import type { MatchDeps } from './match-tracks';
import { SOURCE_MAX_AGE_MS } from './read-source';

/** What the caches already say about one source, read in one round trip before any platform call. */
export interface KnownTargets<K extends EntityKind> {
  /** The source as last read, when fresh. */
  source: SnapshotOf[K] | undefined;
  /** The cached answer for a target: a confirmed pair, a remembered miss, or nothing yet. */
  answer(target: PlatformKey): { entity: SnapshotOf[K]; match: Match } | { reason: string; confidence?: number } | undefined;
}

/**
 * Source snapshot, mapped targets and remembered misses in parallel (three indexed reads), so a
 * conversion whose every target is cached costs one database round trip and no platform call.
 */
export async function loadKnownTargets<K extends EntityKind>(deps: MatchDeps, kind: K, link: MusicLink, now: Date): Promise<KnownTargets<K>> {
  const [source, hits, misses] = await Promise.all([
    deps.snapshots.find(kind, link.platform, link.id, new Date(now.getTime() - SOURCE_MAX_AGE_MS)),
    deps.mappings.findForSource(kind, link.platform, link.id),
    deps.misses.findActiveForSource(kind, link.platform, link.id, now),
  ]);
  return {
    source,
    answer(target) {
      if (target === link.platform) return undefined;
      const hit = hits.get(target);
      if (hit) return { entity: hit.target, match: cachedMatch(hit) };
      const miss = misses.get(target);
      if (miss) {
        return {
          reason: miss.reason,
          ...(miss.confidence === null ? {} : { confidence: miss.confidence }),
        };
      }
      return undefined;
    },
  };
}

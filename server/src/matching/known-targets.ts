import type { MusicLink, PlatformKey } from '@segue/core';
import type { Match } from '@segue/core/schemas';
import { entityChangeKey } from '../db/change-feed';
import type { PlatformAlbum } from '../platforms/types';
import { cachedMatch } from './cached-match';
import type { EntityKind, SnapshotOf } from './entity-kind';
import type { KnownTargetsRepository } from './known-targets.repository';
import { SOURCE_MAX_AGE_MS } from './read-source';
import type { SharePage } from '../share/short-link.repository';

/** What the caches already say about one source, read in one round trip before any platform call. */
export interface KnownTargets<K extends EntityKind> {
  /** The source as last read, when fresh. */
  source: SnapshotOf[K] | undefined;
  /**
   * The cached answer for a target: the source itself on its own platform, a confirmed pair, a
   * remembered miss, or nothing yet.
   */
  answer(target: PlatformKey): { entity: SnapshotOf[K]; match: Match } | { reason: string; confidence?: number } | undefined;
  /** The source's short link, once it has one. */
  shortLink: { id: string; page: SharePage } | undefined;
  /** Until when (ms) every answer above stays true: the source's freshness, the misses' retry times. */
  validUntil: number;
  /** The change-feed keys of what was read: the source (its snapshot, mappings, misses) and each mapped target's snapshot. */
  readFrom: string[];
}

/**
 * Source snapshot, mapped targets, remembered misses and short link in one query, so a
 * conversion whose every target is cached costs one database round trip and no platform call.
 */
export async function loadKnownTargets<K extends EntityKind>(known: KnownTargetsRepository, kind: K, link: MusicLink, now: Date): Promise<KnownTargets<K>> {
  const read = await known.find(kind, link, new Date(now.getTime() - SOURCE_MAX_AGE_MS), now);
  const source = read.source?.entity;
  // An album stored as another album's match was not read with its tracks: its own-platform
  // answer waits for the read that has them (and the track count they give).
  const sameAnswerable = source !== undefined && !(kind === 'album' && (source as PlatformAlbum).isrcs === undefined);
  let validUntil = read.source ? read.source.fetchedAt.getTime() + SOURCE_MAX_AGE_MS : now.getTime();
  for (const miss of read.misses.values()) validUntil = Math.min(validUntil, miss.retryAt.getTime());
  return {
    source,
    shortLink: read.shortLink,
    validUntil,
    readFrom: [entityChangeKey(kind, link.platform, link.id), ...[...read.hits].map(([platform, hit]) => entityChangeKey(kind, platform, hit.targetId))],
    answer(target) {
      if (target === link.platform) return sameAnswerable ? { entity: source, match: { method: 'same', confidence: 1 } } : undefined;
      const hit = read.hits.get(target);
      if (hit) return { entity: hit.target, match: cachedMatch(hit) };
      const miss = read.misses.get(target);
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

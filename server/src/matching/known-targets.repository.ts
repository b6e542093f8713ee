import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';
import type { EntityKind, SnapshotOf } from './entity-kind';
import { hitOf, type HitRow, type MappingHit } from './mapping.repository';
import type { SharePage } from '../share/short-link.repository';

/** A remembered miss as a conversion answers it. */
export interface KnownMiss {
  reason: string;
  confidence: number | null;
  retryAt: Date;
}

/** Everything the caches hold about one source entity. */
export interface KnownRead<K extends EntityKind> {
  /** The source as last read, when read after `freshAfter`. */
  source: { entity: SnapshotOf[K]; fetchedAt: Date } | undefined;
  hits: Map<PlatformKey, MappingHit<K>>;
  /** Misses still in force. */
  misses: Map<PlatformKey, KnownMiss>;
  /** The source's short link and its public page, once it has one. */
  shortLink: { id: string; page: SharePage } | undefined;
}

interface KnownRow<K extends EntityKind> {
  source: { data: SnapshotOf[K]; fetched_at: number } | null;
  hits: (HitRow<K> & { target_platform: PlatformKey })[] | null;
  misses: { target_platform: PlatformKey; reason: string; confidence: number | null; retry_at: number }[] | null;
  short_link: { id: string; page: SharePage } | null;
}

/**
 * One prepared statement for the read a cached conversion needs: the source's fresh snapshot,
 * its mapped targets with their snapshots, its misses in force and its short link. Snapshots and
 * pages come back as stored (jsonb), so an answer built from them reads the same as one built
 * from separate queries.
 */
const KNOWN_TARGETS = `SELECT
  (SELECT json_build_object('data', data, 'fetched_at', extract(epoch FROM fetched_at) * 1000) FROM entity_snapshots
    WHERE platform = $2 AND entity_type = $1 AND entity_id = $3 AND fetched_at > $4) AS source,
  (SELECT json_agg(json_build_object('target_platform', m.target_platform, 'target_id', m.target_id, 'method', m.method,
                                     'confidence', m.confidence, 'edition', m.edition, 'data', s.data))
    FROM entity_mappings m
    JOIN entity_snapshots s ON s.platform = m.target_platform AND s.entity_type = m.entity_type AND s.entity_id = m.target_id
    WHERE m.entity_type = $1 AND m.source_platform = $2 AND m.source_id = $3) AS hits,
  (SELECT json_agg(json_build_object('target_platform', target_platform, 'reason', reason, 'confidence', confidence,
                                     'retry_at', extract(epoch FROM retry_at) * 1000))
    FROM match_misses WHERE entity_type = $1 AND source_platform = $2 AND source_id = $3 AND retry_at > $5) AS misses,
  (SELECT json_build_object('id', id, 'page', page) FROM short_links
    WHERE entity_type = $1 AND platform = $2 AND entity_id = $3 AND entity_type <> 'playlist') AS short_link`;

export type KnownTargetsRepository = ReturnType<typeof createKnownTargetsRepository>;

export function createKnownTargetsRepository(db: Queryable) {
  return {
    async find<K extends EntityKind>(kind: K, source: { platform: PlatformKey; id: string }, freshAfter: Date, now: Date): Promise<KnownRead<K>> {
      const result = await db.query<KnownRow<K>>({ name: 'known-targets', text: KNOWN_TARGETS, values: [kind, source.platform, source.id, freshAfter, now] });
      const row = result.rows[0]!;
      return {
        source: row.source ? { entity: row.source.data, fetchedAt: new Date(row.source.fetched_at) } : undefined,
        hits: new Map((row.hits ?? []).map((hit) => [hit.target_platform, hitOf(hit)])),
        misses: new Map((row.misses ?? []).map((miss) => [miss.target_platform, { reason: miss.reason, confidence: miss.confidence, retryAt: new Date(miss.retry_at) }])),
        shortLink: row.short_link ?? undefined,
      };
    },
  };
}

import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';
import type { EntityKind, SnapshotOf } from './entity-kind';

/** How a confirmed pair was found, kept with it so a cached answer says the same; `same` is never stored. */
export type StoredMethod = 'isrc' | 'upc' | 'search' | 'manual';

/** Albums: the target is the same edition as the source, or the closest other one. */
export type Edition = 'same' | 'other';

export interface MappingHit<K extends EntityKind> {
  targetId: string;
  method: StoredMethod;
  confidence: number;
  /** Album pairs stored with it. */
  edition?: Edition;
  /** The target as last read. */
  target: SnapshotOf[K];
}

export interface NewMapping {
  source: { platform: PlatformKey; id: string };
  target: { platform: PlatformKey; id: string };
  method: StoredMethod;
  confidence: number;
  edition?: Edition;
}

/** A mapping row joined with its target's snapshot, as the queries read it. */
export interface HitRow<K extends EntityKind> {
  target_id: string;
  method: StoredMethod;
  confidence: number;
  edition: Edition | null;
  data: SnapshotOf[K];
}

export const hitOf = <K extends EntityKind>(row: HitRow<K>): MappingHit<K> => ({
  targetId: row.target_id,
  method: row.method,
  confidence: row.confidence,
  ...(row.edition === null ? {} : { edition: row.edition }),
  target: row.data,
});

export type MappingRepository = ReturnType<typeof createMappingRepository>;

/** Confirmed source → target pairs, stored in both directions and shared by all apps. */
export function createMappingRepository(db: Queryable) {
  return {
    /** Hits per source id; a pair whose target snapshot is gone counts as no hit. */
    async findMany<K extends EntityKind>(
      kind: K,
      sourcePlatform: PlatformKey,
      sourceIds: readonly string[],
      targetPlatform: PlatformKey,
    ): Promise<Map<string, MappingHit<K>>> {
      if (sourceIds.length === 0) return new Map();
      const result = await db.query<HitRow<K> & { source_id: string }>(
        `SELECT m.source_id, m.target_id, m.method, m.confidence, m.edition, s.data
         FROM entity_mappings m
         JOIN entity_snapshots s ON s.platform = m.target_platform AND s.entity_type = m.entity_type AND s.entity_id = m.target_id
         WHERE m.entity_type = $1 AND m.source_platform = $2 AND m.source_id = ANY($3::text[]) AND m.target_platform = $4`,
        [kind, sourcePlatform, [...new Set(sourceIds)], targetPlatform],
      );
      return new Map(result.rows.map((row) => [row.source_id, hitOf(row)]));
    },

    /** Stores each pair both ways and clears any miss recorded for either direction. */
    async save(kind: EntityKind, mappings: readonly NewMapping[]): Promise<void> {
      if (mappings.length === 0) return;
      const rows = mappings.flatMap((m) => [m, { ...m, source: m.target, target: m.source }]);
      const unique = [...new Map(rows.map((r) => [`${r.source.platform}\u0000${r.source.id}\u0000${r.target.platform}`, r])).values()];
      const columns = [
        unique.map((r) => r.source.platform),
        unique.map((r) => r.source.id),
        unique.map((r) => r.target.platform),
        unique.map((r) => r.target.id),
        unique.map((r) => r.method),
        unique.map((r) => r.confidence),
        unique.map((r) => r.edition ?? null),
      ];
      await db.query(
        `INSERT INTO entity_mappings (entity_type, source_platform, source_id, target_platform, target_id, method, confidence, edition)
         SELECT $1, sp, si, tp, ti, me, co, ed FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::real[], $8::text[])
           AS u(sp, si, tp, ti, me, co, ed)
         ORDER BY sp, si, tp
         ON CONFLICT (entity_type, source_platform, source_id, target_platform) DO UPDATE
           SET target_id = EXCLUDED.target_id, method = EXCLUDED.method, confidence = EXCLUDED.confidence, edition = EXCLUDED.edition, created_at = now()`,
        [kind, ...columns],
      );
      await db.query(
        `DELETE FROM match_misses m USING unnest($2::text[], $3::text[], $4::text[]) AS u(sp, si, tp)
         WHERE m.entity_type = $1 AND m.source_platform = u.sp AND m.source_id = u.si AND m.target_platform = u.tp`,
        [kind, columns[0], columns[1], columns[2]],
      );
    },
  };
}

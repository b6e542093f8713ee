import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';
import type { EntityKind, SnapshotOf } from './entity-kind';

export type SnapshotRepository = ReturnType<typeof createSnapshotRepository>;

/** The last read of catalog entities, shared by every app (catalog data is the same for all). */
export function createSnapshotRepository(db: Queryable) {
  return {
    /** The entity when it was read after `freshAfter`, else undefined. */
    async find<K extends EntityKind>(kind: K, platform: PlatformKey, id: string, freshAfter: Date): Promise<SnapshotOf[K] | undefined> {
      const result = await db.query<{ data: SnapshotOf[K] }>(
        `SELECT data FROM entity_snapshots
         WHERE platform = $1 AND entity_type = $2 AND entity_id = $3 AND fetched_at > $4`,
        [platform, kind, id, freshAfter],
      );
      return result.rows[0]?.data;
    },

    /** Fresh entities per id. */
    async findMany<K extends EntityKind>(kind: K, platform: PlatformKey, ids: readonly string[], freshAfter: Date): Promise<Map<string, SnapshotOf[K]>> {
      if (ids.length === 0) return new Map();
      const result = await db.query<{ entity_id: string; data: SnapshotOf[K] }>(
        `SELECT entity_id, data FROM entity_snapshots
         WHERE platform = $1 AND entity_type = $2 AND entity_id = ANY($3::text[]) AND fetched_at > $4`,
        [platform, kind, [...ids], freshAfter],
      );
      return new Map(result.rows.map((row) => [row.entity_id, row.data]));
    },

    async save<K extends EntityKind>(kind: K, entities: readonly SnapshotOf[K][]): Promise<void> {
      if (entities.length === 0) return;
      // Last write wins when a batch holds one entity twice (a playlist listing a track twice).
      // Rows are written in key order ("Lock order" in db/queryable.ts).
      const unique = [...new Map(entities.map((e) => [`${e.platform}\u0000${e.id}`, e])).values()];
      await db.query(
        `INSERT INTO entity_snapshots (platform, entity_type, entity_id, data)
         SELECT p, $1, i, d FROM unnest($2::text[], $3::text[], $4::jsonb[]) AS u(p, i, d) ORDER BY p, i
         ON CONFLICT (platform, entity_type, entity_id) DO UPDATE SET data = EXCLUDED.data, fetched_at = now()`,
        [kind, unique.map((e) => e.platform), unique.map((e) => e.id), unique.map((e) => JSON.stringify(e))],
      );
    },
  };
}

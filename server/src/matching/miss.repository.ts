import type { PlatformKey } from '@segue/core';
import type { OmittedTrackCode } from '@segue/core/schemas';
import type { Queryable } from '../db/queryable';
import type { EntityKind, SnapshotOf } from './entity-kind';

/**
 * How long a miss is trusted, by how many times in a row the entity was missed: a new release
 * may reach the target within hours, an entity missed four times is most likely absent there.
 */
export const MISS_BACKOFF_SECONDS = [3_600, 6 * 3_600, 24 * 3_600, 7 * 24 * 3_600] as const;

export interface Miss<K extends EntityKind> {
  misses: number;
  /** Tracks' misses only (albums and artists have none); absent on rows written before codes. */
  code?: OmittedTrackCode;
  reason: string;
  confidence: number | null;
  best: SnapshotOf[K] | null;
  retryAt: Date;
}

export interface NewMiss<K extends EntityKind> {
  source: { platform: PlatformKey; id: string };
  targetPlatform: PlatformKey;
  code?: OmittedTrackCode;
  reason: string;
  confidence?: number;
  best?: SnapshotOf[K];
}

export type MissRepository = ReturnType<typeof createMissRepository>;

/** The negative cache: source entities with no confident match on a target, until `retry_at`. */
export function createMissRepository(db: Queryable) {
  return {
    /** Misses still in force at `now`, per source id. */
    async findActive<K extends EntityKind>(
      kind: K,
      sourcePlatform: PlatformKey,
      sourceIds: readonly string[],
      targetPlatform: PlatformKey,
      now: Date,
    ): Promise<Map<string, Miss<K>>> {
      if (sourceIds.length === 0) return new Map();
      const result = await db.query<{ source_id: string; misses: number; code: OmittedTrackCode | null; reason: string; confidence: number | null; best: SnapshotOf[K] | null; retry_at: Date }>(
        `SELECT source_id, misses, code, reason, confidence, best, retry_at FROM match_misses
         WHERE entity_type = $1 AND source_platform = $2 AND source_id = ANY($3::text[]) AND target_platform = $4 AND retry_at > $5`,
        [kind, sourcePlatform, [...new Set(sourceIds)], targetPlatform, now],
      );
      return new Map(
        result.rows.map((r) => [
          r.source_id,
          { misses: r.misses, ...(r.code === null ? {} : { code: r.code }), reason: r.reason, confidence: r.confidence, best: r.best, retryAt: r.retry_at },
        ]),
      );
    },

    /** Misses still in force at `now` for one source, per target. */
    async findActiveForSource<K extends EntityKind>(kind: K, sourcePlatform: PlatformKey, sourceId: string, now: Date): Promise<Map<PlatformKey, Miss<K>>> {
      const result = await db.query<{ target_platform: PlatformKey; misses: number; reason: string; confidence: number | null; best: SnapshotOf[K] | null; retry_at: Date }>(
        `SELECT target_platform, misses, reason, confidence, best, retry_at FROM match_misses
         WHERE entity_type = $1 AND source_platform = $2 AND source_id = $3 AND retry_at > $4`,
        [kind, sourcePlatform, sourceId, now],
      );
      return new Map(
        result.rows.map((r) => [r.target_platform, { misses: r.misses, reason: r.reason, confidence: r.confidence, best: r.best, retryAt: r.retry_at }]),
      );
    },

    /** Records misses at `now`; a repeated miss waits longer (MISS_BACKOFF_SECONDS) before the next try. */
    async record<K extends EntityKind>(kind: K, misses: readonly NewMiss<K>[], now: Date): Promise<void> {
      if (misses.length === 0) return;
      const unique = [...new Map(misses.map((m) => [`${m.source.platform}\u0000${m.source.id}\u0000${m.targetPlatform}`, m])).values()];
      await db.query(
        `WITH input AS (
           SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::real[], $7::jsonb[], $10::text[]) AS u(sp, si, tp, reason, co, best, code)
         )
         INSERT INTO match_misses AS m (entity_type, source_platform, source_id, target_platform, misses, code, reason, confidence, best, retry_at, updated_at)
         SELECT $1, sp, si, tp, 1, code, reason, co, best, $8::timestamptz + make_interval(secs => ($9::int[])[1]), $8 FROM input ORDER BY sp, si, tp
         ON CONFLICT (entity_type, source_platform, source_id, target_platform) DO UPDATE SET
           misses = m.misses + 1,
           code = EXCLUDED.code,
           reason = EXCLUDED.reason,
           confidence = EXCLUDED.confidence,
           best = EXCLUDED.best,
           retry_at = $8::timestamptz + make_interval(secs => ($9::int[])[LEAST(m.misses + 1, cardinality($9::int[]))]),
           updated_at = $8`,
        [
          kind,
          unique.map((m) => m.source.platform),
          unique.map((m) => m.source.id),
          unique.map((m) => m.targetPlatform),
          unique.map((m) => m.reason),
          unique.map((m) => m.confidence ?? null),
          unique.map((m) => (m.best === undefined ? null : JSON.stringify(m.best))),
          now,
          [...MISS_BACKOFF_SECONDS],
          unique.map((m) => m.code ?? null),
        ],
      );
    },
  };
}

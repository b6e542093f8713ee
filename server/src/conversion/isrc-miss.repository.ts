import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';
import type { PlatformTrack } from '../platforms/types';
import { MISS_BACKOFF_SECONDS } from './miss.repository';

/** One catalog's ISRC lookups: a platform in one region (see `PlatformAdapter.region`). */
export interface IsrcCatalog {
  platform: PlatformKey;
  region: string;
}

/** What a target's ISRC lookup did not find, and what the confirming search found instead. */
export interface IsrcMiss {
  /** Whether the search confirmed a track (listed under another ISRC) or found none. */
  found: boolean;
  /** The confirmed track, or the closest candidate, or nothing: the platform's own answers. */
  tracks: PlatformTrack[];
  /** Searched again from then on (MISS_BACKOFF_SECONDS, by how many checks came before). */
  retryAt: Date;
}

export interface NewIsrcMiss {
  isrc: string;
  found: boolean;
  tracks: PlatformTrack[];
}

export type IsrcMissRepository = ReturnType<typeof createIsrcMissRepository>;

/**
 * Catalog knowledge shared by every app (nothing in it names an app): an ISRC a platform does
 * not list, per region, with what one text search found for it. A playlist then costs its
 * target one search per absent ISRC per period, not one per playlist.
 */
export function createIsrcMissRepository(db: Queryable) {
  return {
    /** The remembered misses among `isrcs`, in force or not (an expired one is looked up again, and cleared if found). */
    async findMany(catalog: IsrcCatalog, isrcs: readonly string[]): Promise<Map<string, IsrcMiss>> {
      if (isrcs.length === 0) return new Map();
      const result = await db.query<{ isrc: string; found: boolean; tracks: PlatformTrack[]; retry_at: Date }>(
        `SELECT isrc, found, tracks, retry_at FROM isrc_misses WHERE platform = $1 AND region = $2 AND isrc = ANY($3::text[])`,
        [catalog.platform, catalog.region, [...new Set(isrcs)]],
      );
      return new Map(result.rows.map((r) => [r.isrc, { found: r.found, tracks: r.tracks, retryAt: r.retry_at }]));
    },

    /** Records what the searches found at `now`; an ISRC checked again is trusted longer (MISS_BACKOFF_SECONDS). */
    async record(catalog: IsrcCatalog, misses: readonly NewIsrcMiss[], now: Date): Promise<void> {
      if (misses.length === 0) return;
      // One row per ISRC: two source tracks of one playlist may share it.
      const unique = [...new Map(misses.map((m) => [m.isrc, m])).values()];
      await db.query(
        `INSERT INTO isrc_misses AS m (platform, region, isrc, found, tracks, checks, retry_at, updated_at)
         SELECT $1, $2, isrc, found, tracks, 1, $6::timestamptz + make_interval(secs => ($7::int[])[1]), $6
         FROM unnest($3::text[], $4::boolean[], $5::jsonb[]) AS u(isrc, found, tracks)
         ON CONFLICT (platform, region, isrc) DO UPDATE SET
           found = EXCLUDED.found,
           tracks = EXCLUDED.tracks,
           checks = m.checks + 1,
           retry_at = $6::timestamptz + make_interval(secs => ($7::int[])[LEAST(m.checks + 1, cardinality($7::int[]))]),
           updated_at = $6`,
        [
          catalog.platform,
          catalog.region,
          unique.map((m) => m.isrc),
          unique.map((m) => m.found),
          unique.map((m) => JSON.stringify(m.tracks)),
          now,
          [...MISS_BACKOFF_SECONDS],
        ],
      );
    },

    /** Forgets ISRCs the lookup now finds: the platform has listed them since. */
    async forget(catalog: IsrcCatalog, isrcs: readonly string[]): Promise<void> {
      if (isrcs.length === 0) return;
      await db.query(`DELETE FROM isrc_misses WHERE platform = $1 AND region = $2 AND isrc = ANY($3::text[])`, [
        catalog.platform,
        catalog.region,
        [...new Set(isrcs)],
      ]);
    },
  };
}

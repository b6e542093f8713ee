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
  /** The questions (`searchQuestion`) the remembered searches answered. */
  asked: string[];
}

export interface NewIsrcMiss {
  isrc: string;
  found: boolean;
  tracks: PlatformTrack[];
  /** The question the search answered (`searchQuestion` of the source track). */
  asked: string;
}

/** Tracks and questions kept per row at most: the newest are kept. */
const MAX_TRACKS = 8;
const MAX_ASKED = 16;

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
      const result = await db.query<{ isrc: string; found: boolean; tracks: PlatformTrack[]; retry_at: Date; asked: string[] }>(
        `SELECT isrc, found, tracks, retry_at, asked FROM isrc_misses WHERE platform = $1 AND region = $2 AND isrc = ANY($3::text[])`,
        [catalog.platform, catalog.region, [...new Set(isrcs)]],
      );
      return new Map(result.rows.map((r) => [r.isrc, { found: r.found, tracks: r.tracks, retryAt: r.retry_at, asked: r.asked }]));
    },

    /**
     * Records what the searches found at `now`. A row still in force gains the new questions and
     * tracks (another source track with the ISRC, asked differently); an expired one is replaced,
     * and an ISRC checked again is trusted longer (MISS_BACKOFF_SECONDS).
     */
    async record(catalog: IsrcCatalog, misses: readonly NewIsrcMiss[], now: Date): Promise<void> {
      if (misses.length === 0) return;
      // One row per ISRC: two source tracks of one playlist may share it, each asking in its own words.
      const byIsrc = new Map<string, { found: boolean; tracks: Map<string, PlatformTrack>; asked: Set<string> }>();
      for (const miss of misses) {
        const row = byIsrc.get(miss.isrc) ?? { found: false, tracks: new Map(), asked: new Set() };
        row.found ||= miss.found;
        for (const track of miss.tracks) row.tracks.set(track.id, track);
        row.asked.add(miss.asked);
        byIsrc.set(miss.isrc, row);
      }
      const rows = [...byIsrc];
      await db.query(
        `INSERT INTO isrc_misses AS m (platform, region, isrc, found, tracks, asked, checks, retry_at, updated_at)
         SELECT $1, $2, isrc, found, tracks, ARRAY(SELECT jsonb_array_elements_text(asked)), 1,
                $7::timestamptz + make_interval(secs => ($8::int[])[1]), $7
         FROM unnest($3::text[], $4::boolean[], $5::jsonb[], $6::jsonb[]) AS u(isrc, found, tracks, asked) ORDER BY isrc
         ON CONFLICT (platform, region, isrc) DO UPDATE SET
           found = EXCLUDED.found OR (m.retry_at > $7 AND m.found),
           tracks = CASE WHEN m.retry_at > $7 THEN (
               SELECT coalesce(jsonb_agg(t ORDER BY n), '[]'::jsonb) FROM (
                 SELECT t, n, row_number() OVER (ORDER BY n) AS r FROM (
                   SELECT DISTINCT ON (t->>'id') t, n FROM jsonb_array_elements(EXCLUDED.tracks || m.tracks) WITH ORDINALITY AS e(t, n)
                   ORDER BY t->>'id', n
                 ) distinct_tracks
               ) kept WHERE r <= $9
             ) ELSE EXCLUDED.tracks END,
           asked = CASE WHEN m.retry_at > $7 THEN (
               SELECT coalesce(array_agg(q ORDER BY n), '{}') FROM (
                 SELECT q, n, row_number() OVER (ORDER BY n) AS r FROM (
                   SELECT DISTINCT ON (q) q, n FROM unnest(EXCLUDED.asked || m.asked) WITH ORDINALITY AS e(q, n) ORDER BY q, n
                 ) distinct_questions
               ) kept WHERE r <= $10
             ) ELSE EXCLUDED.asked END,
           checks = CASE WHEN m.retry_at > $7 THEN m.checks ELSE m.checks + 1 END,
           retry_at = CASE WHEN m.retry_at > $7 THEN m.retry_at
             ELSE $7::timestamptz + make_interval(secs => ($8::int[])[LEAST(m.checks + 1, cardinality($8::int[]))]) END,
           updated_at = $7`,
        [
          catalog.platform,
          catalog.region,
          rows.map(([isrc]) => isrc),
          rows.map(([, row]) => row.found),
          rows.map(([, row]) => JSON.stringify([...row.tracks.values()])),
          rows.map(([, row]) => JSON.stringify([...row.asked])),
          now,
          [...MISS_BACKOFF_SECONDS],
          MAX_TRACKS,
          MAX_ASKED,
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

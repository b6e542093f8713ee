import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';

/** What the public page of a short link shows. */
export interface SharePage {
  entity: 'track' | 'album' | 'artist' | 'playlist';
  title: string;
  /** Artists of a track or album, the owner of a playlist; empty for an artist. */
  subtitle: string;
  cover: string;
  /** Per platform, the entity's link there (the source included). */
  links: Partial<Record<PlatformKey, string>>;
  /**
   * Per platform, how sure the match there is: `review` when the API answered `band: "review"`
   * (probably right, not settled), so the page marks it and offers a search instead.
   */
  bands?: Partial<Record<PlatformKey, 'verified' | 'review'>>;
  /** A short audio clip from any platform's answer (the source's first), for the page's player. */
  preview?: string;
  /** A converted playlist: per platform it was converted to, its tracks there in playlist order. */
  tracks?: Partial<Record<PlatformKey, ShareTrack[]>>;
  /**
   * A converted playlist: per platform it was converted to, the source's songs not found there
   * (pages stored before this existed have none: their lists say only what was found).
   */
  missing?: Partial<Record<PlatformKey, ShareMissingTrack[]>>;
}

/** A song of the source playlist that a conversion did not find on one platform. */
export interface ShareMissingTrack {
  title: string;
  artists: string;
}

/** One row of a converted playlist's track list on one platform. */
export interface ShareTrack {
  title: string;
  artists: string;
  url: string;
  preview?: string;
}

export type ShortLinkRepository = ReturnType<typeof createShortLinkRepository>;

export function createShortLinkRepository(db: Queryable) {
  return {
    /**
     * The short id of a track, album or artist, created with `newId` on first conversion. Links
     * found by later conversions are merged in, so the page grows with every target converted;
     * so are the bands (a platform found again keeps the newer band), and a preview stays.
     */
    async upsertEntity(newId: string, source: { platform: PlatformKey; id: string }, page: SharePage): Promise<string> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO short_links (id, entity_type, platform, entity_id, page) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (entity_type, platform, entity_id) WHERE entity_type <> 'playlist'
         DO UPDATE SET page = short_links.page || EXCLUDED.page || jsonb_build_object(
                         'links', (short_links.page -> 'links') || (EXCLUDED.page -> 'links'),
                         'bands', coalesce(short_links.page -> 'bands', '{}') || coalesce(EXCLUDED.page -> 'bands', '{}')),
                       updated_at = now()
         RETURNING id`,
        [newId, page.entity, source.platform, source.id, JSON.stringify(page)],
      );
      return result.rows[0]!.id;
    },

    async insertPlaylist(id: string, source: { platform: PlatformKey; id: string }, page: SharePage): Promise<void> {
      await db.query(`INSERT INTO short_links (id, entity_type, platform, entity_id, page) VALUES ($1, 'playlist', $2, $3, $4)`, [
        id,
        source.platform,
        source.id,
        JSON.stringify(page),
      ]);
    },

    async updatePage(id: string, page: SharePage): Promise<void> {
      await db.query('UPDATE short_links SET page = $2, updated_at = now() WHERE id = $1', [id, JSON.stringify(page)]);
    },

    async find(id: string): Promise<SharePage | undefined> {
      const result = await db.query<{ page: SharePage }>('SELECT page FROM short_links WHERE id = $1', [id]);
      return result.rows[0]?.page;
    },
  };
}

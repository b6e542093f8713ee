/**
 * What a library transfer reads from and writes to TIDAL (API v2, JSON:API): liked tracks, a
 * playlist with every item, and writes of one request each to the user's collections and
 * playlists. Limits and answers are the official OpenAPI document's
 * (https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/api/bin/tidal-api-oas.json, v1.10.104):
 * each add takes 1 to 50 identifiers (`maxItems: 50` since v1.10.26; 20 before) and answers 200
 * with the identifiers added and `meta.skipped[{id, type, reason}]` (`NOT_FOUND`, and for
 * collections `ALREADY_PRESENT`: a repeated save is a success that adds nothing).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import type { HttpRequest } from '../http/http-types';
import type { LibraryEntry, LibraryWriteLimits, PlatformLibrary, WriteRefusal } from '../kit/platform-library';
import { PLAYLIST_ITEMS_INCLUDE, singleDocumentSchema, type TidalResource } from './api';
import { entriesPageSchema, tidalEntries } from './library-entry';
import { indexIncluded, type Included } from './mappers';

/** Identifiers per add request (OAS `maxItems`). */
export const TIDAL_WRITE_BATCH = 50;
/**
 * What liked tracks include: the tracks, their artists, albums and covers, as a real collection
 * page was read (packages/recorded/data/tidal/user-collection-tracks-page.json).
 */
const LIKED_INCLUDE = 'items,items.artists,items.albums,items.albums.coverArt';

export const tidalWriteLimits: LibraryWriteLimits = {
  saveTracks: { batch: TIDAL_WRITE_BATCH, units: 1 },
  saveAlbums: { batch: TIDAL_WRITE_BATCH, units: 1 },
  followArtists: { batch: TIDAL_WRITE_BATCH, units: 1 },
  addToPlaylist: { batch: TIDAL_WRITE_BATCH, units: 1 },
  createPlaylist: { batch: TIDAL_WRITE_BATCH, units: 1 },
  // `DELETE /playlists/{id}/relationships/items` takes 1 to 50 items (OAS `maxItems`).
  removeFromPlaylist: { batch: TIDAL_WRITE_BATCH, units: 1 },
  // One entry a `PATCH` (playlist-edits.ts).
  movePlaylistEntry: { batch: 1, units: 1 },
};

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;

export interface TidalTransferDeps {
  call: Call;
  toLibraryPlaylist(resource: TidalResource, included: Included, trackCount?: number): LibraryPlaylist;
}

/** An add's answer: `meta.skipped` since mid-2026; an older 204 (read as `{}`) skipped nothing it says. */
const addAnswerSchema = z.object({
  meta: z.object({ skipped: z.array(z.object({ id: z.string(), reason: z.string() })).nullish() }).nullish(),
});

type TransferMethods = Pick<PlatformLibrary, 'writeLimits' | 'likedTracks' | 'playlistEntries' | 'saveTracks' | 'saveAlbums' | 'followArtists' | 'addToPlaylist'>;

export function tidalTransfer({ call, toLibraryPlaylist }: TidalTransferDeps): TransferMethods {
  /** Every page from `first` on, `links.next` (relative to /v2, carrying include and cursor) to the end. */
  async function entries(first: string, what: string): Promise<LibraryEntry[]> {
    const out: LibraryEntry[] = [];
    let next: string | undefined = first;
    while (next) {
      const page: z.infer<typeof entriesPageSchema> = await call({ url: next }, entriesPageSchema, what);
      out.push(...tidalEntries(page, indexIncluded(page.included)));
      next = page.data.length > 0 ? (page.links?.next ?? undefined) : undefined;
    }
    return out;
  }

  /**
   * One add request. A collection's ids are sent once each: the OAS answers a collection add that
   * names an item twice with 409 `DUPLICATE_ITEMS_IN_COLLECTION`. A playlist's are sent as given:
   * a playlist may hold a track twice, and the copy of one that does must too. The
   * `Idempotency-Key` makes a resend after a timeout or 5xx replay the first answer instead of
   * adding again, so the HTTP layer may retry it.
   */
  async function add(kind: keyof LibraryWriteLimits, path: string, type: string, ids: readonly string[]): Promise<WriteRefusal[]> {
    const limit = tidalWriteLimits[kind]!;
    if (ids.length > limit.batch) throw new RangeError(`tidal ${kind} takes at most ${limit.batch} ids per request, not ${ids.length}`);
    if (ids.length === 0) return [];
    const answer = await call(
      {
        url: path,
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        idempotent: true,
        json: { data: (kind === 'addToPlaylist' ? ids : [...new Set(ids)]).map((id) => ({ id, type })) },
      },
      addAnswerSchema,
      type,
    );
    return (answer.meta?.skipped ?? []).flatMap((s): WriteRefusal[] =>
      s.reason === 'ALREADY_PRESENT' ? [] : [{ id: s.id, reason: s.reason === 'NOT_FOUND' ? 'not_found' : 'unavailable' }],
    );
  }

  return {
    writeLimits: tidalWriteLimits,
    likedTracks: () => entries(`/userCollectionTracks/me/relationships/items?include=${LIKED_INCLUDE}`, 'liked tracks'),
    async playlistEntries(playlistId) {
      const id = encodeURIComponent(playlistId);
      const doc = await call({ url: `/playlists/${id}`, query: { include: 'coverArt' } }, singleDocumentSchema, 'playlist');
      const items = await entries(`/playlists/${id}/relationships/items?include=${PLAYLIST_ITEMS_INCLUDE}`, 'playlist items');
      return { playlist: toLibraryPlaylist(doc.data, indexIncluded(doc.included), items.length), entries: items };
    },
    saveTracks: (ids) => add('saveTracks', '/userCollectionTracks/me/relationships/items', 'tracks', ids),
    saveAlbums: (ids) => add('saveAlbums', '/userCollectionAlbums/me/relationships/items', 'albums', ids),
    followArtists: (ids) => add('followArtists', '/userCollectionArtists/me/relationships/items', 'artists', ids),
    addToPlaylist: (playlistId, ids) => add('addToPlaylist', `/playlists/${encodeURIComponent(playlistId)}/relationships/items`, 'tracks', ids),
  };
}

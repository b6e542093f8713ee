/**
 * What moving a library needs from Spotify: liked songs (`GET /me/tracks`), a playlist with every
 * entry (`GET /playlists/{id}` and its `/items`), saves and follows through the February 2026
 * generic `PUT /me/library`, and playlist appends (`POST /playlists/{id}/items`). Each write is
 * one request. Spotify takes or refuses a write as a whole: an id of nothing fails the request
 * (400), so the ids it refuses one by one are those that are no Spotify id at all, kept out of
 * the request rather than failing it.
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import type { HttpRequest } from '../http/http-types';
import type { LibraryWriteLimits, PlatformLibrary, WriteRefusal } from '../kit/platform-library';
import { entrySchema, toLibraryEntry, type SpotifyEntry } from './library-entries';
import type { Page } from './paging';

/**
 * `PUT /me/library` takes at most 40 URIs, comma-separated in the `uris` query parameter (a JSON
 * body is not read: "Missing required field: uris")
 * (https://developer.spotify.com/documentation/web-api/reference/save-library-items; the limit
 * as the reference states it, mirrored at https://withone.ai/knowledge/spotify-web/conn_mod_def%3A%3AGJ7Jr86wKWQ%3A%3APtq1ky0AQdO81JIkHRBMTA,
 * and reported in jpochyla/psst#740 and JohnnyCrazy/SpotifyAPI-NET#1045).
 */
export const LIBRARY_SAVE_BATCH = 40;
/** `POST /playlists/{id}/items` takes at most 100 URIs (https://developer.spotify.com/documentation/web-api/reference/add-tracks-to-playlist). */
export const PLAYLIST_ADD_BATCH = 100;
/** `DELETE /playlists/{id}/items` takes at most 100 URIs (https://developer.spotify.com/documentation/web-api/reference/remove-items-playlist). */
export const PLAYLIST_REMOVE_BATCH = 100;
export const SPOTIFY_WRITE_LIMITS: LibraryWriteLimits = {
  saveTracks: { batch: LIBRARY_SAVE_BATCH, units: 1 },
  saveAlbums: { batch: LIBRARY_SAVE_BATCH, units: 1 },
  followArtists: { batch: LIBRARY_SAVE_BATCH, units: 1 },
  addToPlaylist: { batch: PLAYLIST_ADD_BATCH, units: 1 },
  createPlaylist: { batch: PLAYLIST_ADD_BATCH, units: 1 },
  removeFromPlaylist: { batch: PLAYLIST_REMOVE_BATCH, units: 1 },
  // `PUT /playlists/{id}/items` moves one range a request: here a range of one entry.
  movePlaylistEntry: { batch: 1, units: 1 },
};

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type All = <S extends z.ZodType>(path: string, item: S, what: string, query?: Record<string, string | number>, from?: number) => Promise<Array<z.output<S>>>;
/** `GET /playlists/{id}` with the first page of entries it embeds, where it does. */
type ReadPlaylist = (id: string, query: Record<string, string>) => Promise<{ playlist: LibraryPlaylist; first: Page<SpotifyEntry> | undefined }>;

const isSpotifyId = (id: string) => /^[0-9A-Za-z]{22}$/.test(id);

/** Throws before sending when a caller plans more ids than one request may carry. */
export function checkBatch(kind: string, ids: readonly string[], batch: number): void {
  if (ids.length > batch) throw new RangeError(`spotify ${kind} takes at most ${batch} ids a request, not ${ids.length}`);
}

/** The ids fit to send, and the ones that cannot be Spotify ids (refused without asking). */
function split(ids: readonly string[]): { send: string[]; refused: WriteRefusal[] } {
  return {
    send: ids.filter(isSpotifyId),
    refused: ids.filter((id) => !isSpotifyId(id)).map((id) => ({ id, reason: 'not_found' as const })),
  };
}

type TransferPart = Pick<PlatformLibrary, 'writeLimits' | 'likedTracks' | 'playlistEntries' | 'saveTracks' | 'saveAlbums' | 'followArtists' | 'addToPlaylist'>;

/** `all` pages by 50, the most `GET /me/tracks` and `GET /playlists/{id}/items` give (https://developer.spotify.com/documentation/web-api/reference/get-playlists-items). */
export function spotifyTransfer(call: Call, all: All, readPlaylist: ReadPlaylist): TransferPart {
  // Liked songs and entries are read for the listener's own country: unplayable ones say so.
  const market = { market: 'from_token' };

  async function save(kind: 'track' | 'album' | 'artist', ids: readonly string[]): Promise<WriteRefusal[]> {
    checkBatch(`saves of ${kind}s`, ids, LIBRARY_SAVE_BATCH);
    const { send, refused } = split(ids);
    if (send.length === 0) return refused;
    const uris = send.map((id) => `spotify:${kind}:${id}`).join(',');
    await call({ url: '/me/library', method: 'PUT', query: { uris } }, z.unknown(), `library ${kind}s`);
    return refused;
  }

  return {
    writeLimits: SPOTIFY_WRITE_LIMITS,
    async likedTracks() {
      const saved = await all('/me/tracks', entrySchema, 'saved tracks', market);
      return saved.map(toLibraryEntry);
    },
    // The playlist object embeds the first page of entries: the rest are paged from where it ends
    // (a playlist of 100 entries or fewer is one request).
    async playlistEntries(playlistId) {
      const query = { ...market, additional_types: 'track,episode' };
      const { playlist, first } = await readPlaylist(playlistId, query);
      const ended = first !== undefined && (first.next === null || first.received === 0 || (first.total !== undefined && first.received >= first.total));
      const path = `/playlists/${encodeURIComponent(playlistId)}/items`;
      const rest = ended ? [] : await all(path, entrySchema, 'playlist items', query, first?.received ?? 0);
      return { playlist, entries: [...(first?.items ?? []), ...rest].map(toLibraryEntry) };
    },
    saveTracks: (ids) => save('track', ids),
    saveAlbums: (ids) => save('album', ids),
    followArtists: (ids) => save('artist', ids),
    async addToPlaylist(playlistId, trackIds) {
      checkBatch('playlist additions', trackIds, PLAYLIST_ADD_BATCH);
      const { send, refused } = split(trackIds);
      if (send.length === 0) return refused;
      const uris = send.map((id) => `spotify:track:${id}`);
      await call({ url: `/playlists/${encodeURIComponent(playlistId)}/items`, method: 'POST', json: { uris } }, z.unknown(), 'playlist items');
      return refused;
    },
  };
}

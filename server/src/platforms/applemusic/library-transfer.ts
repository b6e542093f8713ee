/**
 * What a library transfer reads from and writes to Apple Music: the library's songs (Apple's
 * "liked songs": there is no public favourites list), a library playlist with every entry, and
 * writes of one request each.
 * https://developer.apple.com/documentation/applemusicapi
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { PlatformError } from '../../errors/platform-error';
import type { HttpRequest } from '../http/http-types';
import type { LibraryEntry, LibraryWriteLimits, PlatformLibrary, WriteRefusal } from '../kit/platform-library';
import { appleLibraryEntry } from './library-entry';
import { libraryPlaylistSchema } from './library-wire';

/**
 * Ids per `POST /v1/me/library?ids[...]=`: Apple documents no maximum
 * (https://developer.apple.com/documentation/applemusicapi/add-a-resource-to-a-library); 100
 * keeps the URL short and is the most Apple documents for its other id lists of library items
 * (https://developer.apple.com/documentation/applemusicapi/get_multiple_library_albums).
 */
export const APPLE_SAVE_BATCH = 100;
/** Tracks per `POST /v1/me/library/playlists/{id}/tracks`: no documented limit either; 100 as for adds. */
export const APPLE_ADD_BATCH = 100;
const PAGE = 100;

export const appleWriteLimits: LibraryWriteLimits = {
  saveTracks: { batch: APPLE_SAVE_BATCH, units: 1 },
  saveAlbums: { batch: APPLE_SAVE_BATCH, units: 1 },
  // Apple Music API has no way to follow or favourite an artist: adding to the library takes
  // songs, albums, playlists and music videos only, and favourite artists are not exposed
  // (https://developer.apple.com/forums/thread/733921, https://developer.apple.com/forums/thread/746172).
  followArtists: null,
  addToPlaylist: { batch: APPLE_ADD_BATCH, units: 1 },
  createPlaylist: { batch: APPLE_ADD_BATCH, units: 1 },
  // No request removes from or reorders a library playlist (playlist-edits.ts).
  removeFromPlaylist: null,
  movePlaylistEntry: null,
};

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type All = <S extends z.ZodType>(path: string, limit: number, item: S, what: string) => Promise<{ items: Array<z.infer<S>>; total: number | undefined }>;

export interface AppleTransferDeps {
  call: Call;
  all: All;
  toLibraryPlaylist(p: z.infer<typeof libraryPlaylistSchema>, trackCount: number): LibraryPlaylist;
}

/** More ids than one request takes is the caller's mistake: nothing is sent. */
function checkBatch(kind: keyof LibraryWriteLimits, ids: readonly string[]): void {
  const limit = appleWriteLimits[kind];
  if (limit && ids.length > limit.batch) throw new RangeError(`applemusic ${kind} takes at most ${limit.batch} ids per request, not ${ids.length}`);
}

type TransferMethods = Pick<PlatformLibrary, 'writeLimits' | 'likedTracks' | 'playlistEntries' | 'saveTracks' | 'saveAlbums' | 'followArtists' | 'addToPlaylist'>;

export function appleTransfer({ call, all, toLibraryPlaylist }: AppleTransferDeps): TransferMethods {
  /**
   * `POST /v1/me/library?ids[songs]=…`: 202 and no body. Ids Apple cannot add are ignored
   * without a word (https://developer.apple.com/documentation/applemusicapi/add-a-resource-to-a-library),
   * so no refusal can be named; a repeated add changes nothing.
   */
  async function addToLibrary(kind: 'saveTracks' | 'saveAlbums', type: 'songs' | 'albums', ids: readonly string[]): Promise<WriteRefusal[]> {
    checkBatch(kind, ids);
    if (ids.length === 0) return [];
    await call({ url: '/v1/me/library', method: 'POST', query: { [`ids[${type}]`]: [...new Set(ids)].join(',') } }, z.unknown(), 'library');
    return [];
  }

  async function entriesOf(playlistId: string): Promise<LibraryEntry[]> {
    try {
      const { items } = await all(`/v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`, PAGE, z.unknown(), 'playlist tracks');
      return items.map(appleLibraryEntry);
    } catch (error) {
      // An empty playlist's tracks answer 404, not an empty list.
      if (error instanceof PlatformError && error.code === 'not_found') return [];
      throw error;
    }
  }

  return {
    writeLimits: appleWriteLimits,
    async likedTracks() {
      // `GET /v1/me/library/songs`: every song of the library, uploads and unplayable ones included
      // (https://developer.apple.com/documentation/applemusicapi/get-all-library-songs).
      const { items } = await all('/v1/me/library/songs', PAGE, z.unknown(), 'library songs');
      return items.map(appleLibraryEntry);
    },
    async playlistEntries(playlistId) {
      const found = await call({ url: `/v1/me/library/playlists/${encodeURIComponent(playlistId)}` }, z.object({ data: z.array(libraryPlaylistSchema) }), 'library playlist');
      const resource = found.data[0];
      if (!resource) throw new PlatformError('applemusic', 'not_found', `applemusic has no library playlist ${playlistId}`, { status: 404 });
      const entries = await entriesOf(playlistId);
      return { playlist: toLibraryPlaylist(resource, entries.length), entries };
    },
    saveTracks: (ids) => addToLibrary('saveTracks', 'songs', ids),
    saveAlbums: (ids) => addToLibrary('saveAlbums', 'albums', ids),
    followArtists: () => Promise.reject(new PlatformError('applemusic', 'unsupported', 'Apple Music has no way to follow an artist through its API')),
    /**
     * `POST /v1/me/library/playlists/{id}/tracks` appends (204, no body); an unknown song fails
     * the whole request. Apple's API can add to a library playlist but never remove from or
     * reorder one (the reference documents no such endpoint:
     * https://developer.apple.com/documentation/applemusicapi/add-tracks-to-a-library-playlist),
     * so a later sync can only append.
     */
    async addToPlaylist(playlistId, trackIds) {
      checkBatch('addToPlaylist', trackIds);
      if (trackIds.length === 0) return [];
      await call(
        { url: `/v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`, method: 'POST', json: { data: trackIds.map((id) => ({ id, type: 'songs' })) } },
        z.unknown(),
        'playlist tracks',
      );
      return [];
    },
  };
}

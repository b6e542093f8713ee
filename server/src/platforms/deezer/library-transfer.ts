/**
 * What moving a library needs from Deezer (https://developers.deezer.com/api/user): favourite
 * tracks (`GET /user/me/tracks`), a playlist with every track (`GET /playlist/{id}` and its
 * `/tracks` pages), favourites added one id a request (`POST /user/me/tracks?track_id=`,
 * `/user/me/albums?album_id=`, `/user/me/artists?artist_id=`, each answered with the bare `true`)
 * and playlist appends (`POST /playlist/{id}/tracks?songs=a,b,…`). Writes need the
 * `manage_library` permission. Deezer's quota (about 50 requests per 5 s,
 * https://developers.deezer.com/api/quota) answers code 4 in a 200 body, which the HTTP layer
 * waits out and retries (`classifyDeezer`).
 */
import { z } from 'zod';
import type { LibraryPlaylist } from '@segue/core/schemas';
import { PlatformError } from '../../errors/platform-error';
import type { HttpRequest } from '../http/http-types';
import type { LibraryEntry, LibraryWriteLimits, PlatformLibrary, PlaylistEntries, WriteRefusal } from '../kit/platform-library';
import { toPlatformTrack } from './mappers';
import { lightTrackSchema } from './wire';

/**
 * Songs per `POST /playlist/{id}/tracks`: Deezer documents no limit, and long lists fail, so
 * clients send 50 at a time (https://github.com/helpsterTee/spotify-playlists-2-deezer/pull/6,
 * "Add tracks by batch of 50 to avoid errors").
 */
export const DEEZER_ADD_BATCH = 50;
/** Songs per `DELETE /playlist/{id}/tracks?songs=`: no documented limit either, so as many as an add. */
export const DEEZER_REMOVE_BATCH = 50;

export const DEEZER_WRITE_LIMITS: LibraryWriteLimits = {
  saveTracks: { batch: 1, units: 1 },
  saveAlbums: { batch: 1, units: 1 },
  followArtists: { batch: 1, units: 1 },
  addToPlaylist: { batch: DEEZER_ADD_BATCH, units: 1 },
  createPlaylist: { batch: DEEZER_ADD_BATCH, units: 1 },
  removeFromPlaylist: { batch: DEEZER_REMOVE_BATCH, units: 1 },
  // A move sends the whole new order in one request.
  movePlaylistEntry: { batch: 1, units: 1 },
};

/** A favourite or playlist row: `time_add` in Unix seconds; `readable: false` where the listener's country may not play it. */
export const playlistRowSchema = lightTrackSchema.extend({ time_add: z.number().nullish() });
const rowSchema = playlistRowSchema;
type Row = z.infer<typeof rowSchema>;

/**
 * Every row is a catalog track: the public API lists neither podcast episodes nor personal MP3
 * uploads in these lists (uploads carry negative ids in the private gateway API the web player
 * uses); a negative id is read as such an upload should one appear.
 */
function toLibraryEntry(row: z.infer<typeof rowSchema>): LibraryEntry {
  const local = Number(row.id) < 0;
  const track = toPlatformTrack(row);
  return {
    kind: local ? 'local' : 'track',
    track: local ? { ...track, id: '' } : track,
    playable: row.readable !== false,
    ...(row.time_add == null ? {} : { addedAt: new Date(row.time_add * 1000).toISOString() }),
  };
}

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type All = <S extends z.ZodType>(path: string, item: S, what: string) => Promise<Array<z.infer<S>>>;
/** `GET /playlist/{id}`, its embedded rows (absent where the body carries none). */
type ReadPlaylist = (id: string) => Promise<{ playlist: LibraryPlaylist; rows: Embedded | null | undefined }>;
/** The rows read of those a body embeds, and how many it sent. */
interface Embedded {
  read: Row[];
  sent: number;
}
type TransferPart = Pick<PlatformLibrary, 'writeLimits' | 'likedTracks' | 'playlistEntries' | 'playlistEntriesIfChanged' | 'saveTracks' | 'saveAlbums' | 'followArtists' | 'addToPlaylist'>;

const isDeezerId = (id: string) => /^\d{1,19}$/.test(id);

/** Throws before sending when a caller plans more ids than one request may carry. */
function checkBatch(kind: string, ids: readonly string[], batch: number): void {
  if (ids.length > batch) throw new RangeError(`deezer ${kind} takes at most ${batch} ids a request, not ${ids.length}`);
}

export function deezerTransfer(call: Call, all: All, readPlaylist: ReadPlaylist): TransferPart {
  /** One favourite: an id Deezer does not know ("no data", code 800) is that id's refusal. */
  async function favourite(kind: 'track' | 'album' | 'artist', ids: readonly string[]): Promise<WriteRefusal[]> {
    checkBatch(`favourite ${kind}s`, ids, 1);
    const [id] = ids;
    if (id === undefined) return [];
    if (!isDeezerId(id)) return [{ id, reason: 'not_found' }];
    try {
      await call({ url: `/user/me/${kind}s`, method: 'POST', query: { [`${kind}_id`]: id } }, z.literal(true), `favourite ${kind}`);
      return [];
    } catch (error) {
      if (error instanceof PlatformError && error.code === 'not_found') return [{ id, reason: 'not_found' }];
      throw error;
    }
  }

  /**
   * `GET /playlist/{id}` carries the `checksum` and embeds the first 400 rows (the recordings
   * show 50 and 60 of as many; the limit: https://stackoverflow.com/questions/22639745), so a
   * playlist of up to 400 tracks is one request, its change check included; the rows past those
   * are paged at `/playlist/{id}/tracks` from where the embedded ones end.
   */
  async function complete(playlistId: string, playlist: LibraryPlaylist, rows: Embedded | null | undefined): Promise<PlaylistEntries> {
    if (rows && rows.sent >= playlist.nb_tracks) return { playlist, entries: rows.read.map(toLibraryEntry) };
    const listed = await all(`/playlist/${encodeURIComponent(playlistId)}/tracks`, rowSchema, 'playlist tracks');
    return { playlist, entries: listed.map(toLibraryEntry) };
  }

  return {
    writeLimits: DEEZER_WRITE_LIMITS,
    async likedTracks() {
      return (await all('/user/me/tracks', rowSchema, 'favourite tracks')).map(toLibraryEntry);
    },
    // `GET /playlist/{id}` carries the `checksum` and embeds the first 400 rows (the recordings
    // show 50 and 60 of as many; the limit: https://stackoverflow.com/questions/22639745), so a
    // playlist of up to 400 tracks is one request, its change check included. Where it embeds
    // fewer rows than its `nb_tracks` (past 400, or rows it leaves out: a recorded body embeds 93
    // of 102, its `/tracks` list agreeing on the first 25), where the missing ones stand is
    // unknown, so the list is read whole from `/playlist/{id}/tracks` instead.
    async playlistEntries(playlistId) {
      const { playlist, rows } = await readPlaylist(playlistId);
      return complete(playlistId, playlist, rows);
    },
    async playlistEntriesIfChanged(playlistId, known) {
      const { playlist, rows } = await readPlaylist(playlistId);
      return known !== null && playlist.checksum !== '' && playlist.checksum === known ? 'unchanged' : complete(playlistId, playlist, rows);
    },
    saveTracks: (ids) => favourite('track', ids),
    saveAlbums: (ids) => favourite('album', ids),
    followArtists: (ids) => favourite('artist', ids),
    async addToPlaylist(playlistId, trackIds) {
      checkBatch('playlist additions', trackIds, DEEZER_ADD_BATCH);
      const songs = trackIds.filter(isDeezerId);
      const refused = trackIds.filter((id) => !isDeezerId(id)).map((id) => ({ id, reason: 'not_found' as const }));
      if (songs.length === 0) return refused;
      // One unknown song fails the whole request with "no data" (800): a `not_found` PlatformError.
      await call({ url: `/playlist/${encodeURIComponent(playlistId)}/tracks`, method: 'POST', query: { songs: songs.join(',') } }, z.literal(true), 'playlist tracks');
      return refused;
    },
  };
}

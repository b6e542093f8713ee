/**
 * What keeping a Deezer playlist in step needs beyond appends
 * (https://developers.deezer.com/api/playlist/tracks): its version (the playlist's `checksum`,
 * "the checksum for the track list": https://developers.deezer.com/api/playlist), removals with
 * `DELETE /playlist/{id}/tracks?songs=a,b`, which take every occurrence of each song, and a move
 * as `POST /playlist/{id}/tracks?order=…`, the whole track list in its new order (the form
 * dzr-cron sends: https://github.com/smndhm/dzr-cron/blob/main/dzr-utils.js). Both answer the bare
 * `true`, or an error in a 200 body that `call` throws; removing needs the `delete_library`
 * permission beside `manage_library` (https://developers.deezer.com/api/permissions).
 */
import { z } from 'zod';
import type { HttpRequest } from '../http/http-types';
import { checkRemoval, moved, movedEntry, trackIdOf } from '../kit/playlist-edit-checks';
import type { PlatformLibrary } from '../kit/platform-library';
import { DEEZER_WRITE_LIMITS } from './library-transfer';

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type EditPart = Pick<PlatformLibrary, 'playlistVersion' | 'removeFromPlaylist' | 'movePlaylistEntry' | 'removesEveryOccurrence'>;

const versionSchema = z.object({ checksum: z.string().nullish() });

export function deezerPlaylistEdits(call: Call): EditPart {
  const tracksPath = (playlistId: string) => `/playlist/${encodeURIComponent(playlistId)}/tracks`;
  return {
    removesEveryOccurrence: true,
    async playlistVersion(playlistId) {
      // Read as `playlistEntries` reads it into `checksum`.
      const playlist = await call({ url: `/playlist/${encodeURIComponent(playlistId)}` }, versionSchema, 'playlist');
      return playlist.checksum ?? '';
    },
    async removeFromPlaylist(playlistId, entries) {
      checkRemoval('deezer', entries, DEEZER_WRITE_LIMITS.removeFromPlaylist!);
      const songs = [...new Set(entries.map((entry) => trackIdOf('deezer', entry)))];
      if (songs.length === 0) return;
      await call({ url: tracksPath(playlistId), method: 'DELETE', query: { songs: songs.join(',') } }, z.literal(true), 'playlist tracks');
    },
    async movePlaylistEntry(playlistId, current, from, to) {
      movedEntry('deezer', current, from, to);
      if (from === to) return;
      const order = moved(current, from, to).map((entry) => trackIdOf('deezer', entry));
      await call(
        // The whole order, sent twice, is the same order.
        { url: tracksPath(playlistId), method: 'POST', query: { order: order.join(',') }, idempotent: true },
        z.literal(true),
        'playlist tracks',
      );
    },
  };
}

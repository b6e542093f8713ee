/**
 * What keeping a Spotify playlist in step needs beyond appends: its version (`snapshot_id`, a new
 * one on every change, reorders included: https://developer.spotify.com/documentation/web-api/concepts/playlists,
 * "Version control and snapshots"), removals and moves. Spotify removes by URI, every occurrence
 * of each (https://developer.spotify.com/documentation/web-api/reference/remove-items-playlist;
 * since February 2026 at `/items` with the body key `items`, formerly `tracks`), and moves a range
 * with `range_start` and `insert_before`, both counted before the move
 * (https://developer.spotify.com/documentation/web-api/reference/reorder-or-replace-playlists-items).
 */
import { z } from 'zod';
import type { HttpRequest } from '../http/http-types';
import { checkRemoval, movedEntry, trackIdOf } from '../kit/playlist-edit-checks';
import type { EntryRef, PlatformLibrary } from '../kit/platform-library';
import { SPOTIFY_WRITE_LIMITS } from './library-transfer';

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type EditPart = Pick<PlatformLibrary, 'playlistVersion' | 'removeFromPlaylist' | 'movePlaylistEntry' | 'removesEveryOccurrence'>;

const versionSchema = z.object({ snapshot_id: z.string().nullish() });

/** An entry's URI: its track's, an episode's, or the URI a caller named it by (`spotify:local:…`). */
function uriOf(entry: EntryRef): string {
  const id = trackIdOf('spotify', entry);
  if (id.startsWith('spotify:')) return id;
  return `spotify:${entry.kind === 'episode' ? 'episode' : 'track'}:${id}`;
}

export function spotifyPlaylistEdits(call: Call): EditPart {
  const itemsPath = (playlistId: string) => `/playlists/${encodeURIComponent(playlistId)}/items`;
  return {
    removesEveryOccurrence: true,
    async playlistVersion(playlistId) {
      // Read as `playlistEntries` reads it into `checksum`: the snapshot, or '' where none comes.
      // `fields` keeps only what it names ("a comma-separated list of the fields to return",
      // https://developer.spotify.com/documentation/web-api/reference/get-playlist): snapshot_id alone.
      const playlist = await call({ url: `/playlists/${encodeURIComponent(playlistId)}`, query: { fields: 'snapshot_id' } }, versionSchema, 'playlist');
      return playlist.snapshot_id ?? '';
    },
    async removeFromPlaylist(playlistId, entries) {
      checkRemoval('spotify', entries, SPOTIFY_WRITE_LIMITS.removeFromPlaylist!);
      const uris = [...new Set(entries.map(uriOf))];
      if (uris.length === 0) return;
      await call({ url: itemsPath(playlistId), method: 'DELETE', json: { items: uris.map((uri) => ({ uri })) } }, z.unknown(), 'playlist items');
    },
    async movePlaylistEntry(playlistId, current, from, to) {
      movedEntry('spotify', current, from, to);
      if (from === to) return;
      await call(
        {
          url: itemsPath(playlistId),
          method: 'PUT',
          json: { range_start: from, insert_before: to > from ? to + 1 : to, range_length: 1 },
          // A move that timed out may have been made: made twice, it would move another entry.
          idempotent: false,
        },
        z.unknown(),
        'playlist items',
      );
    },
  };
}

/**
 * What keeping an Apple Music library playlist in step can use: its version
 * (`lastModifiedDate`, read from `GET /v1/me/library/playlists/{id}` as `playlistEntries` reads
 * it), and nothing more. The Apple Music API can create a library playlist and append to it, but
 * has no request that removes tracks from one or reorders them
 * (https://developer.apple.com/documentation/applemusicapi/ lists none, beside
 * https://developer.apple.com/documentation/applemusicapi/add-tracks-to-a-library-playlist), so
 * both are refused as `unsupported` before anything is sent.
 */
import { z } from 'zod';
import { PlatformError } from '../../errors/platform-error';
import type { HttpRequest } from '../http/http-types';
import type { PlatformLibrary } from '../kit/platform-library';
import { libraryPlaylistSchema, playlistVersionOf } from './library-wire';

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type EditPart = Pick<PlatformLibrary, 'playlistVersion' | 'removeFromPlaylist' | 'movePlaylistEntry' | 'removesEveryOccurrence'>;

const playlistDocumentSchema = z.object({ data: z.array(libraryPlaylistSchema) });

function unsupported(what: string): Promise<never> {
  return Promise.reject(
    new PlatformError('applemusic', 'unsupported', `the Apple Music API cannot ${what} a library playlist`, {
      publicMessage: `Apple Music's API can add tracks to a library playlist but cannot ${what} one`,
    }),
  );
}

export function applePlaylistEdits(call: Call): EditPart {
  return {
    removesEveryOccurrence: false,
    async playlistVersion(playlistId) {
      const found = await call({ url: `/v1/me/library/playlists/${encodeURIComponent(playlistId)}` }, playlistDocumentSchema, 'library playlist');
      const resource = found.data[0];
      if (!resource) throw new PlatformError('applemusic', 'not_found', `applemusic has no library playlist ${playlistId}`, { status: 404 });
      return playlistVersionOf(resource.attributes);
    },
    removeFromPlaylist: () => unsupported('remove tracks from'),
    movePlaylistEntry: () => unsupported('reorder the tracks of'),
  };
}

import type { Route } from '../platform-kit/route-table';
import {
  getLibraryAlbums,
  getLibraryArtists,
  getLibraryPlaylist,
  getLibraryPlaylists,
  getLibraryPlaylistTracks,
  getLibrarySongs,
  getMyStorefront,
  getRecentTracks,
} from './library-read-handlers';
import { addLibraryPlaylistTracks, createLibraryPlaylist, refuseLibraryPlaylistEdit } from './library-write-handlers';
import { addToLibrary } from './library-add-handler';
import type { AppleUserHandler } from './user-request';

const SEG = '([^/]+)';
const me = (rest: string) => new RegExp(`^/v1/me/${rest}$`);

/** The endpoints that need a Music-User-Token besides the developer token. */
export const appleUserRoutes: Route<AppleUserHandler>[] = [
  { method: 'POST', pattern: me('library'), label: 'POST /v1/me/library', handler: addToLibrary },
  { method: 'GET', pattern: me('storefront'), label: 'GET /v1/me/storefront', handler: getMyStorefront },
  { method: 'GET', pattern: me('library/playlists'), label: 'GET /v1/me/library/playlists', handler: getLibraryPlaylists },
  { method: 'POST', pattern: me('library/playlists'), label: 'POST /v1/me/library/playlists', handler: createLibraryPlaylist },
  { method: 'GET', pattern: me(`library/playlists/${SEG}/tracks`), label: 'GET /v1/me/library/playlists/{id}/tracks', handler: getLibraryPlaylistTracks },
  { method: 'POST', pattern: me(`library/playlists/${SEG}/tracks`), label: 'POST /v1/me/library/playlists/{id}/tracks', handler: addLibraryPlaylistTracks },
  { method: 'GET', pattern: me(`library/playlists/${SEG}`), label: 'GET /v1/me/library/playlists/{id}', handler: getLibraryPlaylist },
  ...(['DELETE', 'PUT', 'PATCH'] as const).flatMap((method) => [
    { method, pattern: me(`library/playlists/${SEG}/tracks`), label: `${method} /v1/me/library/playlists/{id}/tracks`, handler: refuseLibraryPlaylistEdit },
    { method, pattern: me(`library/playlists/${SEG}`), label: `${method} /v1/me/library/playlists/{id}`, handler: refuseLibraryPlaylistEdit },
  ]),
  { method: 'GET', pattern: me('library/songs'), label: 'GET /v1/me/library/songs', handler: getLibrarySongs },
  { method: 'GET', pattern: me('library/albums'), label: 'GET /v1/me/library/albums', handler: getLibraryAlbums },
  { method: 'GET', pattern: me('library/artists'), label: 'GET /v1/me/library/artists', handler: getLibraryArtists },
  { method: 'GET', pattern: me('recent/played/tracks'), label: 'GET /v1/me/recent/played/tracks', handler: getRecentTracks },
];

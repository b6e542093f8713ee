import type { Route } from '../platform-kit/route-table';
import { getMe, getMyAlbums, getMyArtists, getMyHistory, getMyPlaylists, getMyTracks } from './user-handlers';
import type { DeezerUserHandler } from './user-request';
import { addFavouriteAlbum, addFavouriteTrack, addPlaylistTracks, createMyPlaylist, followArtist, removePlaylistTracks } from './user-write-handlers';

/** The endpoints of `api.deezer.com` that need a user's `access_token` (`me` or the user's own id). */
export function deezerUserRoutes(): Route<DeezerUserHandler>[] {
  const route = (method: string, pattern: RegExp, label: string, handler: DeezerUserHandler): Route<DeezerUserHandler> => ({ method, pattern, label, handler });
  return [
    route('GET', /^\/user\/(me|\d+)$/, 'GET /user/me', getMe),
    route('GET', /^\/user\/(me|\d+)\/playlists$/, 'GET /user/me/playlists', getMyPlaylists),
    route('POST', /^\/user\/(me|\d+)\/playlists$/, 'POST /user/me/playlists', createMyPlaylist),
    route('GET', /^\/user\/(me|\d+)\/albums$/, 'GET /user/me/albums', getMyAlbums),
    route('GET', /^\/user\/(me|\d+)\/artists$/, 'GET /user/me/artists', getMyArtists),
    route('GET', /^\/user\/(me|\d+)\/tracks$/, 'GET /user/me/tracks', getMyTracks),
    route('POST', /^\/user\/(me|\d+)\/tracks$/, 'POST /user/me/tracks', addFavouriteTrack),
    route('POST', /^\/user\/(me|\d+)\/albums$/, 'POST /user/me/albums', addFavouriteAlbum),
    route('POST', /^\/user\/(me|\d+)\/artists$/, 'POST /user/me/artists', followArtist),
    route('GET', /^\/user\/(me|\d+)\/history$/, 'GET /user/me/history', getMyHistory),
    route('POST', /^\/playlist\/([^/]+)\/tracks$/, 'POST /playlist/{id}/tracks', addPlaylistTracks),
    route('DELETE', /^\/playlist\/([^/]+)\/tracks$/, 'DELETE /playlist/{id}/tracks', removePlaylistTracks),
  ];
}

import type { Route } from '../platform-kit/route-table';
import { getFollowedArtists, getMe, getMyAlbums, getMyPlaylists, getMyTracks, getRecentlyPlayed, getUserPlaylists } from './me-handlers';
import { saveToLibrary } from './library-write-handlers';
import { addPlaylistItems, createMyPlaylist } from './playlist-write-handlers';
import { removePlaylistItems, reorderOrReplaceItems } from './playlist-edit-handlers';
import type { SpotifyUserHandler } from './user-request';

/** The endpoints of `api.spotify.com` that act for a user and need a user's token. */
export function spotifyUserRoutes(): Route<SpotifyUserHandler>[] {
  const route = (method: string, pattern: RegExp, label: string, handler: SpotifyUserHandler): Route<SpotifyUserHandler> => ({ method, pattern, label, handler });
  return [
    route('GET', /^\/v1\/me$/, 'GET /v1/me', getMe),
    route('GET', /^\/v1\/me\/playlists$/, 'GET /v1/me/playlists', getMyPlaylists),
    route('POST', /^\/v1\/me\/playlists$/, 'POST /v1/me/playlists', createMyPlaylist),
    route('GET', /^\/v1\/users\/([^/]+)\/playlists$/, 'GET /v1/users/{id}/playlists', getUserPlaylists),
    route('GET', /^\/v1\/me\/albums$/, 'GET /v1/me/albums', getMyAlbums),
    route('GET', /^\/v1\/me\/tracks$/, 'GET /v1/me/tracks', getMyTracks),
    route('PUT', /^\/v1\/me\/library$/, 'PUT /v1/me/library', saveToLibrary),
    route('GET', /^\/v1\/me\/following$/, 'GET /v1/me/following', getFollowedArtists),
    route('GET', /^\/v1\/me\/player\/recently-played$/, 'GET /v1/me/player/recently-played', getRecentlyPlayed),
    route('POST', /^\/v1\/playlists\/([^/]+)\/items$/, 'POST /v1/playlists/{id}/items', addPlaylistItems),
    route('POST', /^\/v1\/playlists\/([^/]+)\/tracks$/, 'POST /v1/playlists/{id}/tracks', addPlaylistItems),
    route('DELETE', /^\/v1\/playlists\/([^/]+)\/items$/, 'DELETE /v1/playlists/{id}/items', removePlaylistItems),
    route('DELETE', /^\/v1\/playlists\/([^/]+)\/tracks$/, 'DELETE /v1/playlists/{id}/tracks', removePlaylistItems),
    route('PUT', /^\/v1\/playlists\/([^/]+)\/items$/, 'PUT /v1/playlists/{id}/items', reorderOrReplaceItems),
    route('PUT', /^\/v1\/playlists\/([^/]+)\/tracks$/, 'PUT /v1/playlists/{id}/tracks', reorderOrReplaceItems),
  ];
}

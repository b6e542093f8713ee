import type { Route } from '../platform-kit/route-table';
import { getAlbum, getAlbumTracks, getArtist, getTrack, getTracks } from './catalog-handlers';
import { getPlaylist, getPlaylistItems, getPlaylistTracks } from './playlist-handlers';
import type { SpotifyHandler } from './spotify-request';

/** The catalog endpoints of `api.spotify.com`; ids are captured loosely and validated by the handlers (400 `Invalid base62 id`). */
export function spotifyRoutes(search: SpotifyHandler): Route<SpotifyHandler>[] {
  const route = (pattern: RegExp, label: string, handler: SpotifyHandler): Route<SpotifyHandler> => ({ method: 'GET', pattern, label, handler });
  return [
    route(/^\/v1\/tracks\/([^/]+)$/, 'GET /v1/tracks/{id}', getTrack),
    route(/^\/v1\/tracks$/, 'GET /v1/tracks', getTracks),
    route(/^\/v1\/albums\/([^/]+)$/, 'GET /v1/albums/{id}', getAlbum),
    route(/^\/v1\/albums\/([^/]+)\/tracks$/, 'GET /v1/albums/{id}/tracks', getAlbumTracks),
    route(/^\/v1\/artists\/([^/]+)$/, 'GET /v1/artists/{id}', getArtist),
    route(/^\/v1\/playlists\/([^/]+)$/, 'GET /v1/playlists/{id}', getPlaylist),
    route(/^\/v1\/playlists\/([^/]+)\/items$/, 'GET /v1/playlists/{id}/items', getPlaylistItems),
    route(/^\/v1\/playlists\/([^/]+)\/tracks$/, 'GET /v1/playlists/{id}/tracks', getPlaylistTracks),
    route(/^\/v1\/search$/, 'GET /v1/search', search),
  ];
}

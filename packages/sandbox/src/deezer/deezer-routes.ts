import type { Route } from '../platform-kit/route-table';
import { getAlbum, getAlbumTracks, getArtist, getTrack } from './catalog-handlers';
import { getPlaylist, getPlaylistTracks } from './playlist-handlers';
import type { DeezerHandler } from './deezer-request';

/** The public catalog endpoints of `api.deezer.com` (paths after any `/2.0` prefix). */
export function deezerRoutes(search: DeezerHandler): Route<DeezerHandler>[] {
  const route = (pattern: RegExp, label: string, handler: DeezerHandler): Route<DeezerHandler> => ({ method: 'GET', pattern, label, handler });
  return [
    route(/^\/track\/(isrc:[^/]+)$/i, 'GET /track/isrc:{isrc}', getTrack),
    route(/^\/track\/([^/]+)$/, 'GET /track/{id}', getTrack),
    route(/^\/album\/(upc:[^/]+)$/i, 'GET /album/upc:{upc}', getAlbum),
    route(/^\/album\/([^/]+)$/, 'GET /album/{id}', getAlbum),
    route(/^\/album\/([^/]+)\/tracks$/, 'GET /album/{id}/tracks', getAlbumTracks),
    route(/^\/artist\/([^/]+)$/, 'GET /artist/{id}', getArtist),
    route(/^\/playlist\/([^/]+)$/, 'GET /playlist/{id}', getPlaylist),
    route(/^\/playlist\/([^/]+)\/tracks$/, 'GET /playlist/{id}/tracks', getPlaylistTracks),
    route(/^\/search()$/, 'GET /search', search),
    route(/^\/search\/(track|album|artist|playlist)$/, 'GET /search/{type}', search),
  ];
}

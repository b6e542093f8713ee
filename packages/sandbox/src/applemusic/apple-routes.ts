import type { Route } from '../platform-kit/route-table';
import {
  getAlbum,
  getAlbumTracks,
  getArtist,
  getArtistAlbums,
  getPlaylist,
  getPlaylistTracks,
  getSong,
  getSongs,
  type AppleHandler,
} from './catalog-handlers';
import { getAlbumArtists, getAlbums, getSongAlbums, getSongArtists } from './relationship-handlers';
import { searchCatalog } from './search-handler';

const SEG = '([^/]+)';
const catalog = (rest: string) => new RegExp(`^/v1/catalog/${SEG}/${rest}$`);

/** The catalog endpoints; the first capture is always the storefront. */
export const appleRoutes: Route<AppleHandler>[] = [
  { method: 'GET', pattern: catalog(`songs/${SEG}/albums`), label: 'GET /v1/catalog/{sf}/songs/{id}/albums', handler: getSongAlbums },
  { method: 'GET', pattern: catalog(`songs/${SEG}/artists`), label: 'GET /v1/catalog/{sf}/songs/{id}/artists', handler: getSongArtists },
  { method: 'GET', pattern: catalog(`songs/${SEG}`), label: 'GET /v1/catalog/{sf}/songs/{id}', handler: getSong },
  { method: 'GET', pattern: catalog('songs'), label: 'GET /v1/catalog/{sf}/songs', handler: getSongs },
  { method: 'GET', pattern: catalog(`albums/${SEG}/tracks`), label: 'GET /v1/catalog/{sf}/albums/{id}/tracks', handler: getAlbumTracks },
  { method: 'GET', pattern: catalog(`albums/${SEG}/artists`), label: 'GET /v1/catalog/{sf}/albums/{id}/artists', handler: getAlbumArtists },
  { method: 'GET', pattern: catalog(`albums/${SEG}`), label: 'GET /v1/catalog/{sf}/albums/{id}', handler: getAlbum },
  { method: 'GET', pattern: catalog('albums'), label: 'GET /v1/catalog/{sf}/albums', handler: getAlbums },
  { method: 'GET', pattern: catalog(`artists/${SEG}/albums`), label: 'GET /v1/catalog/{sf}/artists/{id}/albums', handler: getArtistAlbums },
  { method: 'GET', pattern: catalog(`artists/${SEG}`), label: 'GET /v1/catalog/{sf}/artists/{id}', handler: getArtist },
  { method: 'GET', pattern: catalog(`playlists/${SEG}/tracks`), label: 'GET /v1/catalog/{sf}/playlists/{id}/tracks', handler: getPlaylistTracks },
  { method: 'GET', pattern: catalog(`playlists/${SEG}`), label: 'GET /v1/catalog/{sf}/playlists/{id}', handler: getPlaylist },
  { method: 'GET', pattern: catalog('search'), label: 'GET /v1/catalog/{sf}/search', handler: searchCatalog },
];

import type { Route } from '../platform-kit/route-table';
import { getAlbum, getAlbumItems, getAlbumRelationship, getAlbums, getArtist } from './album-handlers';
import { getPlaylist, getPlaylistItems } from './playlist-handlers';
import { searchByFilter, searchByPath, searchRelationship } from './search-handlers';
import type { TidalHandler } from './tidal-request';
import { getTrack, getTrackRelationship, getTracks } from './track-handlers';

const SEG = '([^/]+)';
const v2 = (rest: string) => new RegExp(`^/v2/${rest}$`);
const TRACK_RELS = '(albums|artists|genres|lyrics|owners|providers|radio|shares|similarTracks|sourceFile|trackStatistics)';
const ALBUM_RELS = '(artists|coverArt|genres|owners|providers|similarAlbums)';

export const tidalRoutes: Route<TidalHandler>[] = [
  { method: 'GET', pattern: v2('tracks'), label: 'GET /v2/tracks', handler: getTracks },
  { method: 'GET', pattern: v2(`tracks/${SEG}/relationships/${TRACK_RELS}`), label: 'GET /v2/tracks/{id}/relationships/{name}', handler: getTrackRelationship },
  { method: 'GET', pattern: v2(`tracks/${SEG}`), label: 'GET /v2/tracks/{id}', handler: getTrack },
  { method: 'GET', pattern: v2(`albums/${SEG}/relationships/items`), label: 'GET /v2/albums/{id}/relationships/items', handler: getAlbumItems },
  { method: 'GET', pattern: v2(`albums/${SEG}/relationships/${ALBUM_RELS}`), label: 'GET /v2/albums/{id}/relationships/{name}', handler: getAlbumRelationship },
  { method: 'GET', pattern: v2(`albums/${SEG}`), label: 'GET /v2/albums/{id}', handler: getAlbum },
  { method: 'GET', pattern: v2('albums'), label: 'GET /v2/albums', handler: getAlbums },
  { method: 'GET', pattern: v2(`artists/${SEG}`), label: 'GET /v2/artists/{id}', handler: getArtist },
  { method: 'GET', pattern: v2(`playlists/${SEG}/relationships/items`), label: 'GET /v2/playlists/{id}/relationships/items', handler: getPlaylistItems },
  { method: 'GET', pattern: v2(`playlists/${SEG}`), label: 'GET /v2/playlists/{id}', handler: getPlaylist },
  { method: 'GET', pattern: v2('searchResults'), label: 'GET /v2/searchResults', handler: searchByFilter },
  { method: 'GET', pattern: v2(`searchResults/${SEG}/relationships/${SEG}`), label: 'GET /v2/searchResults/{id}/relationships/{name}', handler: searchRelationship },
  { method: 'GET', pattern: v2(`searchResults/${SEG}`), label: 'GET /v2/searchResults/{id}', handler: searchByPath },
];

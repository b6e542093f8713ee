import type { Route } from '../platform-kit/route-table';
import {
  getCollectionAlbums,
  getCollectionArtists,
  getCollectionPlaylists,
  getCollectionTracks,
  getLegacyCollection,
  getMe,
  getMyPlaylists,
} from './user-read-handlers';
import type { TidalUserEndpoint } from './user-request';
import { addPlaylistItems, createPlaylist } from './user-write-handlers';
import { moveItems, removePlaylistItems } from './playlist-item-edits';
import { addCollectionAlbums, addCollectionArtists, addCollectionTracks } from './collection-write-handlers';

const SEG = '([^/]+)';
const v2 = (rest: string) => new RegExp(`^/v2/${rest}$`);

/**
 * Endpoints that act for a user, with the scope each needs (from the OAS security entries:
 * `user.read` for users, `playlists.*` for playlists, `collection.read`/`collection.write` for collections).
 */
export const tidalUserRoutes: Route<TidalUserEndpoint>[] = [
  { method: 'GET', pattern: v2(`users/${SEG}`), label: 'GET /v2/users/{id}', handler: { scope: 'user.read', handle: getMe } },
  { method: 'GET', pattern: v2('playlists'), label: 'GET /v2/playlists', handler: { scope: 'playlists.read', handle: getMyPlaylists } },
  { method: 'POST', pattern: v2('playlists'), label: 'POST /v2/playlists', handler: { scope: 'playlists.write', handle: createPlaylist } },
  {
    method: 'POST',
    pattern: v2(`playlists/${SEG}/relationships/items`),
    label: 'POST /v2/playlists/{id}/relationships/items',
    handler: { scope: 'playlists.write', handle: addPlaylistItems },
  },
  {
    method: 'DELETE',
    pattern: v2(`playlists/${SEG}/relationships/items`),
    label: 'DELETE /v2/playlists/{id}/relationships/items',
    handler: { scope: 'playlists.write', handle: removePlaylistItems },
  },
  {
    method: 'PATCH',
    pattern: v2(`playlists/${SEG}/relationships/items`),
    label: 'PATCH /v2/playlists/{id}/relationships/items',
    handler: { scope: 'playlists.write', handle: moveItems },
  },
  {
    method: 'GET',
    pattern: v2(`userCollectionPlaylists/${SEG}/relationships/items`),
    label: 'GET /v2/userCollectionPlaylists/{id}/relationships/items',
    handler: { scope: 'collection.read', handle: getCollectionPlaylists },
  },
  {
    method: 'GET',
    pattern: v2(`userCollectionAlbums/${SEG}/relationships/items`),
    label: 'GET /v2/userCollectionAlbums/{id}/relationships/items',
    handler: { scope: 'collection.read', handle: getCollectionAlbums },
  },
  {
    method: 'GET',
    pattern: v2(`userCollectionArtists/${SEG}/relationships/items`),
    label: 'GET /v2/userCollectionArtists/{id}/relationships/items',
    handler: { scope: 'collection.read', handle: getCollectionArtists },
  },
  {
    method: 'GET',
    pattern: v2(`userCollectionTracks/${SEG}/relationships/items`),
    label: 'GET /v2/userCollectionTracks/{id}/relationships/items',
    handler: { scope: 'collection.read', handle: getCollectionTracks },
  },
  {
    method: 'POST',
    pattern: v2(`userCollectionTracks/${SEG}/relationships/items`),
    label: 'POST /v2/userCollectionTracks/{id}/relationships/items',
    handler: { scope: 'collection.write', handle: addCollectionTracks },
  },
  {
    method: 'POST',
    pattern: v2(`userCollectionAlbums/${SEG}/relationships/items`),
    label: 'POST /v2/userCollectionAlbums/{id}/relationships/items',
    handler: { scope: 'collection.write', handle: addCollectionAlbums },
  },
  {
    method: 'POST',
    pattern: v2(`userCollectionArtists/${SEG}/relationships/items`),
    label: 'POST /v2/userCollectionArtists/{id}/relationships/items',
    handler: { scope: 'collection.write', handle: addCollectionArtists },
  },
  {
    method: 'GET',
    pattern: v2(`userCollections/${SEG}/relationships/(albums|artists|playlists|tracks)`),
    label: 'GET /v2/userCollections/{id}/relationships/{name}',
    handler: { scope: 'collection.read', handle: getLegacyCollection },
  },
];

/**
 * TIDAL API v2 writes that keep a copy in step, as the OAS has them (tidal-sdk-web
 * packages/api/bin/tidal-api-oas.json v1.10.104, `/playlists/{id}/relationships/items`):
 * - `DELETE` with `data: [{id, type: "tracks"|"videos", meta: {itemId}}]`, 1 to 50 items
 *   (`PlaylistsItemsRelationshipRemoveOperation_Payload`);
 * - `PATCH` with the same `data` (1 to 20 items) and the required `meta.positionBefore`, the
 *   `itemId` the moved items go before (`PlaylistsItemsRelationshipUpdateOperation_Payload`).
 * Both need `playlists.write` and answer 200 with a `Mutation_Response_Document` (`links`).
 * Items are named by `itemId`, the entry, so one copy of a duplicated track can go alone; an
 * `itemId` the playlist does not hold, or an `id` that is not that item's track, is refused
 * whole (the OAS lists 400/404/409/422 without saying which; the sandbox answers 400).
 */
import type { Playlist } from '../catalog/model';
import { entryCount } from '../catalog/playlist-entries';
import { itemMeta } from './item-pages';
import { playlistRows, type PlaylistRow } from './playlist-rows';
import { selfLink } from './tidal-request';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { userErrors, type TidalUserHandler, type TidalUserRequest } from './user-request';

export const MAX_ITEMS_PER_REMOVE = 50;
export const MAX_ITEMS_PER_MOVE = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function ownPlaylist(r: TidalUserRequest): Playlist {
  const playlist = r.view.playlist(r.params[0] ?? '');
  if (!playlist) throw new TidalApiError(tidalErrors.notFound());
  if (playlist.ownerUserId !== r.owner.user.id) throw new TidalApiError(userErrors.forbidden('Only the owner can change the items of this playlist'));
  return playlist;
}

/** The rows `data` names by `meta.itemId`, in the order given. */
function namedRows(r: TidalUserRequest, playlist: Playlist, max: number): { rows: PlaylistRow[]; all: PlaylistRow[] } {
  const data = isRecord(r.body) ? r.body.data : undefined;
  if (!Array.isArray(data) || data.length < 1 || data.length > max) throw new TidalApiError(userErrors.invalidBody(`data must hold 1 to ${max} items`));
  const all = playlistRows(r.view, playlist);
  const byItemId = new Map(all.map((row) => [itemMeta(playlist, row).itemId, row]));
  const seen = new Set<string>();
  const rows = data.map((item, i) => {
    const itemId = isRecord(item) && isRecord(item.meta) ? item.meta.itemId : undefined;
    if (!isRecord(item) || typeof item.id !== 'string' || (item.type !== 'tracks' && item.type !== 'videos') || typeof itemId !== 'string') {
      throw new TidalApiError(userErrors.invalidBody('each item must be {id, type: "tracks" | "videos", meta: {itemId}}', `/data/${i}`));
    }
    const row = byItemId.get(itemId);
    const rowId = row ? (row.kind === 'track' ? row.track.listing.id : row.id) : undefined;
    if (!row || rowId !== item.id || (row.kind === 'track' ? 'tracks' : 'videos') !== item.type) {
      throw new TidalApiError(userErrors.invalidBody(`no item '${itemId}' holding ${item.type} '${item.id}' in the playlist`, `/data/${i}/meta/itemId`));
    }
    if (seen.has(itemId)) throw new TidalApiError(userErrors.invalidBody(`item '${itemId}' is named twice`, `/data/${i}/meta/itemId`));
    seen.add(itemId);
    return row;
  });
  return { rows, all };
}

export const removePlaylistItems: TidalUserHandler = (r) => {
  const playlist = ownPlaylist(r);
  const { rows } = namedRows(r, playlist, MAX_ITEMS_PER_REMOVE);
  r.users.editEntries(playlist, [{ op: 'remove', positions: rows.map((row) => row.entryIndex!) }]);
  return { status: 200, body: { links: { self: selfLink(r) } } };
};

export const moveItems: TidalUserHandler = (r) => {
  const playlist = ownPlaylist(r);
  const { rows, all } = namedRows(r, playlist, MAX_ITEMS_PER_MOVE);
  const meta = isRecord(r.body) && isRecord(r.body.meta) ? r.body.meta : undefined;
  const before = meta?.positionBefore;
  if (typeof before !== 'string') throw new TidalApiError(userErrors.invalidBody('meta.positionBefore is required', '/meta/positionBefore'));
  const anchor = all.find((row) => itemMeta(playlist, row).itemId === before);
  if (!anchor) throw new TidalApiError(userErrors.invalidBody(`no item '${before}' in the playlist`, '/meta/positionBefore'));
  if (rows.includes(anchor)) throw new TidalApiError(userErrors.invalidBody('an item cannot move before itself', '/meta/positionBefore'));
  // Take the moved entries out, then put them, in the order named, before the anchor; entries
  // TIDAL does not show keep their places among the rest.
  const moving = rows.map((row) => row.entryIndex!);
  const staying = Array.from({ length: entryCount(playlist) }, (_, i) => i).filter((i) => !moving.includes(i));
  const at = staying.indexOf(anchor.entryIndex!);
  const wanted = [...staying.slice(0, at), ...moving, ...staying.slice(at)];
  // As single moves from the current order: each step puts the next wanted entry in place.
  const now = Array.from({ length: entryCount(playlist) }, (_, i) => i);
  const ops = wanted.flatMap((entry, to) => {
    const from = now.indexOf(entry);
    if (from === to) return [];
    now.splice(to, 0, ...now.splice(from, 1));
    return [{ op: 'move' as const, from, to }];
  });
  r.users.editEntries(playlist, ops);
  return { status: 200, body: { links: { self: selfLink(r) } } };
};

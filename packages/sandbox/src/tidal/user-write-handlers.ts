import type { Recording } from '../catalog/model';
import { itemMeta, playlistItemIdentifier } from './item-pages';
import { playlistRows } from './playlist-rows';
import { selfLink } from './tidal-request';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { playlistResource } from './tidal-resources';
import { userErrors, type TidalUserHandler, type TidalUserRequest } from './user-request';

/**
 * TIDAL API v2 playlist writes: `POST /playlists` (201 with the new playlist),
 * `DELETE` and `PATCH /playlists/{id}/relationships/items` (`playlist-item-edits.ts`) and
 * `POST /playlists/{id}/relationships/items`: 1 to 50 items per request (`maxItems: 50` in the
 * OAS since v1.10.26, 20 before), appended or inserted before `meta.positionBefore`; 200 with
 * the items added (`meta{addedAt, itemId}`) and `meta.skipped[{id, type, reason: "NOT_FOUND"}]`
 * for ids TIDAL does not know, the others added all the same.
 * https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/api/bin/tidal-api-oas.json (v1.10.104)
 */
export const MAX_ITEMS_PER_REQUEST = 50;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const createPlaylist: TidalUserHandler = (r) => {
  const data = isRecord(r.body) ? r.body.data : undefined;
  if (!isRecord(data) || data.type !== 'playlists') throw new TidalApiError(userErrors.invalidBody('data must be {type: "playlists", attributes}'));
  const attributes = isRecord(data.attributes) ? data.attributes : undefined;
  const name = attributes?.name;
  if (typeof name !== 'string' || name.trim() === '') throw new TidalApiError(userErrors.invalidBody('attributes.name must be a non-empty string', '/data/attributes/name'));
  const description = attributes?.description;
  if (description !== undefined && typeof description !== 'string') {
    throw new TidalApiError(userErrors.invalidBody('attributes.description must be a string', '/data/attributes/description'));
  }
  const accessType = attributes?.accessType ?? 'UNLISTED';
  if (accessType !== 'PUBLIC' && accessType !== 'UNLISTED') {
    throw new TidalApiError(userErrors.invalidBody('attributes.accessType must be PUBLIC or UNLISTED', '/data/attributes/accessType'));
  }
  const playlist = r.users.createPlaylist('tidal', r.owner.user.id, { title: name, description: description ?? '', public: accessType === 'PUBLIC' });
  return { status: 201, body: { data: playlistResource(r.view, playlist), links: { self: `/playlists/${playlist.platformId}` } } };
};

interface Named {
  id: string;
  type: 'tracks' | 'videos';
  recording?: Recording;
}

function itemsOf(r: TidalUserRequest, data: unknown): Named[] {
  if (!Array.isArray(data) || data.length < 1 || data.length > MAX_ITEMS_PER_REQUEST) {
    throw new TidalApiError(userErrors.invalidBody(`data must hold 1 to ${MAX_ITEMS_PER_REQUEST} items`));
  }
  return data.map((item, i) => {
    if (!isRecord(item) || typeof item.id !== 'string' || (item.type !== 'tracks' && item.type !== 'videos')) {
      throw new TidalApiError(userErrors.invalidBody('each item must be {id, type: "tracks" | "videos"}', `/data/${i}`));
    }
    // The sandbox's catalog has no videos to add: a video id is one TIDAL does not know.
    const recording = item.type === 'tracks' ? r.view.track(item.id)?.recording : undefined;
    return { id: item.id, type: item.type, ...(recording ? { recording } : {}) };
  });
}

export const addPlaylistItems: TidalUserHandler = (r) => {
  const playlist = r.view.playlist(r.params[0] ?? '');
  if (!playlist) throw new TidalApiError(tidalErrors.notFound());
  if (playlist.ownerUserId !== r.owner.user.id) throw new TidalApiError(userErrors.forbidden('Only the owner can add items to this playlist'));
  const body = isRecord(r.body) ? r.body : {};
  const items = itemsOf(r, body.data);
  const rowsBefore = playlistRows(r.view, playlist);
  let rowAt = rowsBefore.length;
  const before = isRecord(body.meta) ? body.meta.positionBefore : undefined;
  if (before !== undefined) {
    // Item ids are those GET .../relationships/items shows right now.
    rowAt = rowsBefore.findIndex((row) => itemMeta(playlist, row).itemId === before);
    if (rowAt < 0) throw new TidalApiError(userErrors.invalidBody(`no item '${String(before)}' in the playlist`, '/meta/positionBefore'));
  }
  const found = items.filter((item) => item.recording !== undefined);
  const skipped = items.filter((item) => item.recording === undefined).map(({ id, type }) => ({ id, type, reason: 'NOT_FOUND' }));
  if (found.length > 0) {
    // Insert before the entry the row stands for (entries TIDAL does not show keep their places).
    const position = before === undefined ? undefined : rowsBefore[rowAt]!.entryIndex;
    r.users.addTracks(playlist, found.map((item) => item.recording!.id), position);
  }
  const rows = playlistRows(r.view, playlist);
  const data = found.map((_, i) => playlistItemIdentifier(playlist, rows[rowAt + i]!, rowAt + i)).map(({ id, type, meta }) => ({
    id,
    type,
    meta: { addedAt: meta?.addedAt, itemId: meta?.itemId },
  }));
  return { status: 200, body: { data, links: { self: selfLink(r) }, meta: { skipped } } };
};

import type { Recording } from '../catalog/model';
import { playlistItemIdentifier } from './item-pages';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { playlistResource } from './tidal-resources';
import { userErrors, type TidalUserHandler, type TidalUserRequest } from './user-request';

/**
 * TIDAL API v2 playlist writes: `POST /playlists` (201 with the new playlist) and
 * `POST /playlists/{id}/relationships/items` (1 to 20 items per request, as the OAS's
 * `PlaylistsItemsRelationshipAddOperation_Payload` says; appended, or inserted before
 * `meta.positionBefore`; 204).
 * https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/api/bin/tidal-api-oas.json
 */
export const MAX_ITEMS_PER_REQUEST = 20;

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

function tracksOf(r: TidalUserRequest, data: unknown): Recording[] {
  if (!Array.isArray(data) || data.length < 1 || data.length > MAX_ITEMS_PER_REQUEST) {
    throw new TidalApiError(userErrors.invalidBody(`data must hold 1 to ${MAX_ITEMS_PER_REQUEST} items`));
  }
  return data.map((item, i) => {
    if (!isRecord(item) || typeof item.id !== 'string' || (item.type !== 'tracks' && item.type !== 'videos')) {
      throw new TidalApiError(userErrors.invalidBody('each item must be {id, type: "tracks" | "videos"}', `/data/${i}`));
    }
    if (item.type === 'videos') throw new TidalApiError(userErrors.invalidBody('the sandbox has no videos', `/data/${i}`));
    const track = r.view.track(item.id);
    if (!track) throw new TidalApiError(userErrors.invalidBody(`no track with id '${item.id}'`, `/data/${i}/id`));
    return track.recording;
  });
}

export const addPlaylistItems: TidalUserHandler = (r) => {
  const playlist = r.view.playlist(r.params[0] ?? '');
  if (!playlist) throw new TidalApiError(tidalErrors.notFound());
  if (playlist.ownerUserId !== r.owner.user.id) throw new TidalApiError(userErrors.forbidden('Only the owner can add items to this playlist'));
  const body = isRecord(r.body) ? r.body : {};
  const recordings = tracksOf(r, body.data);
  let position: number | undefined;
  const before = isRecord(body.meta) ? body.meta.positionBefore : undefined;
  if (before !== undefined) {
    // Item ids are those GET .../relationships/items shows right now.
    const tracks = r.view.playlistTracks(playlist);
    position = tracks.findIndex((t, i) => playlistItemIdentifier(playlist, t, i).meta?.itemId === before);
    if (position < 0) throw new TidalApiError(userErrors.invalidBody(`no item '${String(before)}' in the playlist`, '/meta/positionBefore'));
  }
  r.users.addTracks(playlist, recordings.map((rec) => rec.id), position);
  return { status: 204 };
};

/**
 * The writes that keep a copy of a playlist in step: `DELETE /v1/playlists/{id}/items` removes
 * every occurrence of each URI named (at most 100 a request;
 * https://developer.spotify.com/documentation/web-api/reference/remove-items-playlist) and
 * `PUT /v1/playlists/{id}/items` reorders a range (`range_start`, `insert_before`,
 * `range_length`) or, given `uris` (at most 100), replaces every entry
 * (https://developer.spotify.com/documentation/web-api/reference/reorder-or-replace-playlists-items).
 * Both answer 200 `{snapshot_id}` with the playlist's new snapshot and take the legacy `/tracks`
 * path (body key `tracks` for removals). A `snapshot_id` in the body names the version the
 * change is meant for; one this playlist never had is refused (Spotify's exact message is not
 * documented).
 */
import type { Playlist } from '../catalog/model';
import { entryCount, playlistEntries } from '../catalog/playlist-entries';
import { isSnapshotOf, playlistOf, snapshotId } from './playlist-handlers';
import { episodeId, localUri } from './spotify-entries';
import { SpotifyApiError, spotifyErrors } from './spotify-errors';
import { requireScope, type SpotifyUserHandler, type SpotifyUserRequest } from './user-request';

export const MAX_ITEMS_PER_EDIT = 100;

const record = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** The playlist a write names, once scope and ownership (or collaboration) check out. */
function writablePlaylist({ view, params, owner }: SpotifyUserRequest): Playlist {
  const playlist = playlistOf(view, params[0]);
  requireScope(owner, playlist.public === false ? 'playlist-modify-private' : 'playlist-modify-public');
  if (playlist.ownerUserId !== owner.user.id && !playlist.collaborative) throw new SpotifyApiError(403, 'Forbidden');
  return playlist;
}

function checkSnapshot(playlist: Playlist, body: Record<string, unknown>): void {
  const snapshot = body.snapshot_id;
  if (snapshot === undefined || snapshot === null) return;
  if (typeof snapshot !== 'string') throw spotifyErrors.badRequest('Invalid value for field: snapshot_id');
  if (!isSnapshotOf(playlist, snapshot)) throw spotifyErrors.badRequest('Invalid snapshot id');
}

/** Every entry's URI, in order: tracks, episodes and local files as the items endpoint lists them. */
function entryUris(r: SpotifyUserRequest, playlist: Playlist): string[] {
  return playlistEntries(playlist).map((entry) => {
    if (entry.kind === 'odd') return entry.entry.kind === 'local' ? localUri(entry.entry) : `spotify:episode:${episodeId(entry.entry)}`;
    return `spotify:track:${r.view.catalog.index.recording(entry.recordingId)?.platforms.spotify?.id ?? ''}`;
  });
}

export const removePlaylistItems: SpotifyUserHandler = (r) => {
  const playlist = writablePlaylist(r);
  const body = record(r.body);
  const key = Array.isArray(body.items) ? 'items' : 'tracks';
  const listed = body[key];
  if (!Array.isArray(listed) || listed.length === 0) throw spotifyErrors.badRequest('Missing required field: items');
  if (listed.length > MAX_ITEMS_PER_EDIT) throw spotifyErrors.badRequest(`You can remove a maximum of ${MAX_ITEMS_PER_EDIT} items per request.`);
  const uris = listed.map((item) => {
    const uri = record(item).uri;
    if (typeof uri !== 'string' || !/^spotify:(track|episode|local):/.test(uri)) throw spotifyErrors.badRequest('JSON body does not adhere to the defined endpoint parameters');
    return uri;
  });
  checkSnapshot(playlist, body);
  const gone = new Set(uris);
  const positions = entryUris(r, playlist).flatMap((uri, i) => (gone.has(uri) ? [i] : []));
  // Naming a URI the playlist does not hold removes nothing and is no error.
  if (positions.length > 0) r.users.editEntries(playlist, [{ op: 'remove', positions }]);
  return { status: 200, body: { snapshot_id: snapshotId(playlist) } };
};

const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export const reorderOrReplaceItems: SpotifyUserHandler = (r) => {
  const playlist = writablePlaylist(r);
  const body = record(r.body);
  const query = r.url.searchParams.get('uris');
  const uris = Array.isArray(body.uris) ? body.uris : query !== null ? query.split(',').filter((u) => u !== '') : undefined;
  if (uris !== undefined) {
    if (uris.length > MAX_ITEMS_PER_EDIT) throw spotifyErrors.badRequest(`You can add a maximum of ${MAX_ITEMS_PER_EDIT} tracks per request.`);
    const recordingIds = uris.map((uri) => {
      const id = typeof uri === 'string' ? /^spotify:track:([0-9A-Za-z]{22})$/.exec(uri)?.[1] : undefined;
      if (!id) throw spotifyErrors.badRequest(`Invalid track uri: ${String(uri)}`);
      const recording = r.view.catalog.index.recordingByPlatformId('spotify', id);
      if (!recording) throw spotifyErrors.badRequest('Payload contains a non-existing ID');
      return recording.id;
    });
    const all = Array.from({ length: entryCount(playlist) }, (_, i) => i);
    r.users.editEntries(playlist, [
      ...(all.length > 0 ? [{ op: 'remove' as const, positions: all }] : []),
      ...(recordingIds.length > 0 ? [{ op: 'add' as const, recordingIds }] : []),
    ]);
    return { status: 200, body: { snapshot_id: snapshotId(playlist) } };
  }
  const { range_start: start, insert_before: before } = body;
  const length = body.range_length ?? 1;
  if (start === undefined || before === undefined) throw spotifyErrors.badRequest('Missing required field: range_start');
  if (!isIndex(start) || !isIndex(before) || !isIndex(length) || length === 0) throw spotifyErrors.badRequest('Invalid value for field: range_start');
  checkSnapshot(playlist, body);
  const count = entryCount(playlist);
  if (start + length > count || before > count) throw spotifyErrors.badRequest('Index out of bounds');
  // Inside the range itself nothing moves; past it, the range lands before `insert_before` as counted before the move.
  const to = before > start ? Math.max(start, before - length) : before;
  r.users.editEntries(playlist, [{ op: 'move', from: start, to, length }]);
  return { status: 200, body: { snapshot_id: snapshotId(playlist) } };
};

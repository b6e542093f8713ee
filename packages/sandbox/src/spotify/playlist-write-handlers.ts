/**
 * `POST /v1/me/playlists` (2026; was `/v1/users/{id}/playlists`) and
 * `POST /v1/playlists/{id}/items` (legacy `/tracks`), at most 100 URIs a request
 * (https://developer.spotify.com/documentation/web-api/reference/create-playlist,
 * https://developer.spotify.com/documentation/web-api/reference/add-tracks-to-playlist).
 */
import { SpotifyApiError, spotifyErrors } from './spotify-errors';
import { fullPlaylist, playlistOf, snapshotId } from './playlist-handlers';
import { requireScope, type SpotifyUserHandler } from './user-request';
import { entryCount } from '../catalog/playlist-entries';

export const MAX_URIS_PER_ADD = 100;

function field<T>(body: unknown, key: string, check: (v: unknown) => v is T): T | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw spotifyErrors.badRequest(`Invalid value for field: ${key}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isInteger = (v: unknown): v is number => Number.isInteger(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export const createMyPlaylist: SpotifyUserHandler = ({ view, owner, users, body }) => {
  const name = field(body, 'name', isString);
  if (!name) throw spotifyErrors.badRequest('Missing required field: name');
  const isPublic = field(body, 'public', isBoolean) ?? true;
  const collaborative = field(body, 'collaborative', isBoolean) ?? false;
  // A collaborative playlist cannot be public.
  if (collaborative && isPublic) throw spotifyErrors.badRequest('Collaborative playlists can only be private.');
  requireScope(owner, isPublic ? 'playlist-modify-public' : 'playlist-modify-private');
  const description = field(body, 'description', isString) ?? '';
  const playlist = users.createPlaylist('spotify', owner.user.id, { title: name, description, public: isPublic, collaborative });
  // A playlist created without a description answers `description: null` (recorded creations).
  return { status: 201, body: { ...fullPlaylist(view, playlist), description: description === '' ? null : description } };
};

export const addPlaylistItems: SpotifyUserHandler = ({ view, url, params, owner, users, body }) => {
  const playlist = playlistOf(view, params[0]);
  requireScope(owner, playlist.public === false ? 'playlist-modify-private' : 'playlist-modify-public');
  if (playlist.ownerUserId !== owner.user.id && !playlist.collaborative) throw new SpotifyApiError(403, 'Forbidden');
  // URIs come in the JSON body or, comma-separated, in the query.
  const query = url.searchParams.get('uris');
  const uris = field(body, 'uris', isStringList) ?? (query ? query.split(',') : []);
  if (uris.length === 0) throw spotifyErrors.badRequest('No uris provided');
  if (uris.length > MAX_URIS_PER_ADD) throw spotifyErrors.badRequest(`You can add a maximum of ${MAX_URIS_PER_ADD} tracks per request.`);
  const rawPosition = field(body, 'position', isInteger) ?? (url.searchParams.get('position') === null ? undefined : Number(url.searchParams.get('position')));
  if (rawPosition !== undefined && (!Number.isInteger(rawPosition) || rawPosition < 0 || rawPosition > entryCount(playlist))) {
    throw spotifyErrors.badRequest('Index out of bounds');
  }
  const recordingIds = uris.map((uri) => {
    const id = /^spotify:track:([0-9A-Za-z]{22})$/.exec(uri)?.[1];
    if (!id) throw spotifyErrors.badRequest(`Invalid track uri: ${uri}`);
    const recording = view.catalog.index.recordingByPlatformId('spotify', id);
    if (!recording) throw spotifyErrors.badRequest('Payload contains a non-existing ID');
    return recording.id;
  });
  users.addTracks(playlist, recordingIds, rawPosition);
  return { status: 201, body: { snapshot_id: snapshotId(playlist) } };
};

import type { Recording } from '../catalog/model';
import { AppleApiError, appleErrors } from './apple-errors';
import { libraryPlaylistResource } from './library-resources';
import { libraryId } from './library-ids';
import { libraryPlaylistOf, type AppleUserHandler, type AppleUserRequest } from './user-request';

/**
 * Library writes: `POST /v1/me/library/playlists` (201 with the new `library-playlists`
 * resource; tracks may come along in `relationships.tracks`) and
 * `POST /v1/me/library/playlists/{id}/tracks` (204, no body, appends).
 * https://developer.apple.com/documentation/applemusicapi/create-a-new-library-playlist
 * https://developer.apple.com/documentation/applemusicapi/add-tracks-to-a-library-playlist
 */

/**
 * Apple documents no number of tracks per request; the simulator takes at most this many so a
 * client that sends a 5,000-track playlist in one body is caught (a choice of the sandbox).
 */
export const MAX_TRACKS_PER_REQUEST = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `[{id, type: "songs" | "library-songs"}]` resolved to recordings; any id Apple Music does not
 * know fails the whole request, naming it (Apple's exact answer here is not documented).
 */
function resolveTracks(r: AppleUserRequest, data: unknown, pointer: string): Recording[] {
  if (!Array.isArray(data)) throw new AppleApiError(appleErrors.invalidBody(`${pointer} must be an array of {id, type}`));
  if (data.length > MAX_TRACKS_PER_REQUEST) {
    throw new AppleApiError(appleErrors.invalidBody(`${pointer} holds ${data.length} items; at most ${MAX_TRACKS_PER_REQUEST} per request`));
  }
  const userId = r.owner.user.id;
  let librarySongs: Map<string, Recording> | undefined;
  return data.map((item, i) => {
    const id = isRecord(item) && typeof item.id === 'string' ? item.id : undefined;
    const type = isRecord(item) ? item.type : undefined;
    if (id === undefined || (type !== 'songs' && type !== 'library-songs')) {
      throw new AppleApiError(appleErrors.invalidBody(`${pointer}[${i}] must be {id, type: "songs" | "library-songs"}`));
    }
    let recording: Recording | undefined;
    if (type === 'songs') {
      recording = r.view.song(id)?.recording;
    } else {
      librarySongs ??= new Map(r.view.catalog.recordings.filter((rec) => rec.platforms.applemusic).map((rec) => [libraryId('i', userId, rec.id), rec]));
      recording = librarySongs.get(id);
    }
    if (!recording) throw new AppleApiError(appleErrors.invalidBody(`${pointer}[${i}]: no ${type} with id '${id}'`));
    return recording;
  });
}

export const createLibraryPlaylist: AppleUserHandler = (r) => {
  const attributes = isRecord(r.body) ? r.body.attributes : undefined;
  if (!isRecord(attributes)) throw new AppleApiError(appleErrors.invalidBody('attributes is required'));
  const { name, description, isPublic } = attributes;
  if (typeof name !== 'string' || name.trim() === '') throw new AppleApiError(appleErrors.invalidBody('attributes.name must be a non-empty string'));
  if (description !== undefined && typeof description !== 'string') throw new AppleApiError(appleErrors.invalidBody('attributes.description must be a string'));
  if (isPublic !== undefined && typeof isPublic !== 'boolean') throw new AppleApiError(appleErrors.invalidBody('attributes.isPublic must be a boolean'));
  const relationships = isRecord(r.body) ? r.body.relationships : undefined;
  const tracksData = isRecord(relationships) && isRecord(relationships.tracks) ? relationships.tracks.data : undefined;
  // Resolve before creating: a bad track id must not leave an empty playlist behind.
  const tracks = tracksData === undefined ? [] : resolveTracks(r, tracksData, 'relationships.tracks.data');
  // Playlists made through the API are private unless asked otherwise.
  const playlist = r.users.createPlaylist('applemusic', r.owner.user.id, { title: name, description: description ?? '', public: isPublic ?? false });
  if (tracks.length > 0) r.users.addTracks(playlist, tracks.map((t) => t.id));
  return { status: 201, body: { data: [libraryPlaylistResource(r.owner.user.id, playlist, playlist.createdAt)] } };
};

export const addLibraryPlaylistTracks: AppleUserHandler = (r) => {
  const playlist = libraryPlaylistOf(r);
  if (playlist.ownerUserId !== r.owner.user.id) {
    throw new AppleApiError(appleErrors.insufficientPrivileges('The playlist cannot be edited'));
  }
  const data = isRecord(r.body) ? r.body.data : undefined;
  const tracks = resolveTracks(r, data, 'data');
  if (tracks.length === 0) throw new AppleApiError(appleErrors.invalidBody('data must hold at least one track'));
  r.users.addTracks(playlist, tracks.map((t) => t.id));
  return { status: 204 };
};

/**
 * The Apple Music API can only create library playlists and append to them: there is no request
 * that removes, replaces or reorders a library playlist's tracks, or changes or deletes the
 * playlist (https://developer.apple.com/documentation/applemusicapi/add-tracks-to-a-library-playlist
 * is the one track write; third parties report the same:
 * https://github.com/music-assistant/music-assistant.io/pull/679,
 * https://github.com/Musish/Musish/issues/424). Such requests are refused, never carried out.
 */
export const refuseLibraryPlaylistEdit: AppleUserHandler = () => {
  throw new AppleApiError(appleErrors.methodNotAllowed('Library playlists can only be created and appended to: tracks cannot be removed or reordered'));
};

/**
 * `POST /user/me/playlists?title=` → `{"id": N}` and `POST /playlist/{id}/tracks?songs=a,b` →
 * `true` (or, given `order` instead, a reorder), both needing `manage_library` (https://developers.deezer.com/api/user). Favourites are
 * added one a request: `POST /user/me/tracks?track_id=`, `/user/me/albums?album_id=`,
 * `/user/me/artists?artist_id=`, each answered with the bare `true` (recorded, deezer-python);
 * one already there is `true` again and stays where it is; an id of nothing is error 800.
 * Deezer documents no limit on `songs`; long lists are bounded in practice by URL length, so
 * clients send them in chunks.
 */
import { DeezerApiError, deezerErrors } from './deezer-errors';
import { numericId } from './deezer-request';
import type { Playlist } from '../catalog/model';
import { deezerAuthErrors, requirePerm, type DeezerUserHandler, type DeezerUserRequest } from './user-request';

export const createMyPlaylist: DeezerUserHandler = ({ owner, users, params2 }) => {
  requirePerm(owner, 'manage_library');
  const title = params2.get('title');
  if (!title) throw new DeezerApiError(deezerErrors.missingParameter('title'));
  const playlist = users.createPlaylist('deezer', owner.user.id, { title, public: true });
  return { id: Number(playlist.platformId) };
};

/** The playlist a write names, when the token's user may change it. */
function writablePlaylist({ catalog, params, owner }: DeezerUserRequest): Playlist {
  const playlist = catalog.index.playlistByPlatformId('deezer', numericId(params[0]));
  if (!playlist) throw new DeezerApiError(deezerErrors.noData());
  if (playlist.ownerUserId !== owner.user.id && !playlist.collaborative) throw deezerAuthErrors.permission();
  return playlist;
}

/** `songs` as Deezer track ids, in order. */
function songIds(params2: URLSearchParams, name: 'songs' | 'order'): string[] {
  const ids = (params2.get(name) ?? '').split(',').filter((s) => s !== '');
  if (ids.length === 0) throw new DeezerApiError(deezerErrors.missingParameter(name));
  return ids;
}

const deezerIdOf = (r: DeezerUserRequest, recordingId: string): string => r.catalog.index.recording(recordingId)?.platforms.deezer?.id ?? '';

/**
 * `POST /playlist/{id}/tracks?order=a,b,…` puts the playlist's tracks in that order
 * (https://developers.deezer.com/api/playlist/tracks); the list must name exactly the tracks
 * the playlist holds.
 */
function reorderPlaylistTracks(r: DeezerUserRequest): true {
  requirePerm(r.owner, 'manage_library');
  const playlist = writablePlaylist(r);
  const order = songIds(r.params2, 'order');
  const current = playlist.recordingIds.map((id, at) => ({ deezerId: deezerIdOf(r, id), at }));
  const positions = order.map((id) => {
    const i = current.findIndex((c) => c.deezerId === id);
    if (i < 0) throw new DeezerApiError(deezerErrors.wrongParameter('order'));
    return current.splice(i, 1)[0]!.at;
  });
  if (current.length > 0) throw new DeezerApiError(deezerErrors.wrongParameter('order'));
  // Each step moves the entry that belongs at `to` there from wherever it is now.
  const now = playlist.recordingIds.map((_, at) => at);
  const ops = positions.flatMap((original, to) => {
    const from = now.indexOf(original);
    if (from === to) return [];
    now.splice(to, 0, ...now.splice(from, 1));
    return [{ op: 'move' as const, from, to }];
  });
  if (ops.length > 0) r.users.editEntries(playlist, ops);
  return true;
}

/**
 * `DELETE /playlist/{id}/tracks?songs=a,b` takes every occurrence of each track out and answers
 * `true` (https://developers.deezer.com/api/playlist/tracks). Deleting needs `delete_library`
 * beside `manage_library` ("Delete library items", https://developers.deezer.com/api/permissions);
 * whether Deezer asks it for playlist entries, not only for whole playlists, is not documented,
 * so the sandbox asks it.
 */
export const removePlaylistTracks: DeezerUserHandler = (r) => {
  requirePerm(r.owner, 'manage_library');
  requirePerm(r.owner, 'delete_library');
  const playlist = writablePlaylist(r);
  const gone = new Set(songIds(r.params2, 'songs'));
  const positions = playlist.recordingIds.flatMap((id, at) => (gone.has(deezerIdOf(r, id)) ? [at] : []));
  if (positions.length > 0) r.users.editEntries(playlist, [{ op: 'remove', positions }]);
  return true;
};

export const addPlaylistTracks: DeezerUserHandler = (r) => {
  const { catalog, owner, users, params2 } = r;
  if (params2.has('order') && !params2.has('songs')) return reorderPlaylistTracks(r);
  requirePerm(owner, 'manage_library');
  const playlist = writablePlaylist(r);
  const songs = (params2.get('songs') ?? '').split(',').filter((s) => s !== '');
  if (songs.length === 0) throw new DeezerApiError(deezerErrors.missingParameter('songs'));
  const recordingIds = songs.map((song) => {
    const recording = /^\d{1,19}$/.test(song) ? catalog.index.recordingByPlatformId('deezer', song) : undefined;
    if (!recording) throw new DeezerApiError(deezerErrors.noData());
    return recording.id;
  });
  users.addTracks(playlist, recordingIds);
  return true;
};

type Kind = 'track' | 'album' | 'artist';

/** Adds one favourite: the id names a catalog entity on Deezer or the answer is "no data". */
function favourite(kind: Kind): DeezerUserHandler {
  return ({ catalog, owner, users, params2 }) => {
    requirePerm(owner, 'manage_library');
    const raw = params2.get(`${kind}_id`);
    if (!raw) throw new DeezerApiError(deezerErrors.missingParameter(`${kind}_id`));
    const id = numericId(raw);
    const index = catalog.index;
    const found =
      kind === 'track' ? index.recordingByPlatformId('deezer', id) : kind === 'album' ? index.albumByPlatformId('deezer', id) : index.artistByPlatformId('deezer', id);
    if (!found) throw new DeezerApiError(deezerErrors.noData());
    if (kind === 'track') users.saveTracks('deezer', owner.user.id, [found.id]);
    else if (kind === 'album') users.saveAlbums('deezer', owner.user.id, [found.id]);
    else users.followArtists('deezer', owner.user.id, [found.id]);
    return true;
  };
}

export const addFavouriteTrack = favourite('track');
export const addFavouriteAlbum = favourite('album');
export const followArtist = favourite('artist');

/**
 * `POST /user/me/playlists?title=` → `{"id": N}` and `POST /playlist/{id}/tracks?songs=a,b` →
 * `true`, both needing `manage_library` (https://developers.deezer.com/api/user). Favourites are
 * added one a request: `POST /user/me/tracks?track_id=`, `/user/me/albums?album_id=`,
 * `/user/me/artists?artist_id=`, each answered with the bare `true` (recorded, deezer-python);
 * one already there is `true` again and stays where it is; an id of nothing is error 800.
 * Deezer documents no limit on `songs`; long lists are bounded in practice by URL length, so
 * clients send them in chunks.
 */
import { DeezerApiError, deezerErrors } from './deezer-errors';
import { numericId } from './deezer-request';
import { deezerAuthErrors, requirePerm, type DeezerUserHandler } from './user-request';

export const createMyPlaylist: DeezerUserHandler = ({ owner, users, params2 }) => {
  requirePerm(owner, 'manage_library');
  const title = params2.get('title');
  if (!title) throw new DeezerApiError(deezerErrors.missingParameter('title'));
  const playlist = users.createPlaylist('deezer', owner.user.id, { title, public: true });
  return { id: Number(playlist.platformId) };
};

export const addPlaylistTracks: DeezerUserHandler = ({ catalog, params, owner, users, params2 }) => {
  requirePerm(owner, 'manage_library');
  const playlist = catalog.index.playlistByPlatformId('deezer', numericId(params[0]));
  if (!playlist) throw new DeezerApiError(deezerErrors.noData());
  if (playlist.ownerUserId !== owner.user.id && !playlist.collaborative) throw deezerAuthErrors.permission();
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

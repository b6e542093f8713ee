/**
 * The current user's profile and lists: `/user/me`, `/user/me/playlists`, `/user/me/albums`,
 * `/user/me/artists`, `/user/me/tracks`, `/user/me/history` (`listening_history` perm), with
 * Deezer's `index`/`limit` paging (https://developers.deezer.com/api/user).
 */
import type { Playlist } from '../catalog/model';
import { stableHex } from '../platform-kit/stable-hash';
import { deezerList, deezerPage } from './deezer-paging';
import { albumItem } from './search-handler';
import { unixSeconds, userObject, userPlaylistItem } from './user-objects';
import { requirePerm, type DeezerUserHandler } from './user-request';

export const getMe: DeezerUserHandler = ({ view, owner }) => userObject(view, owner.user, owner.account, owner.scopes.includes('email'));

export const getMyPlaylists: DeezerUserHandler = ({ view, url, owner }) => {
  const playlists = owner.account.playlistIds.map((id) => view.catalog.index.playlist(id)).filter((p): p is Playlist => p !== undefined);
  // The page carries a checksum of the list, as recorded (deezer-python 2019, E.Deezer 2018).
  return deezerList(playlists, deezerPage(url.searchParams), view.apiBase, url, (p) => userPlaylistItem(view, p, unixSeconds(p.createdAt)), {
    checksum: stableHex(`playlists-${owner.account.playlistIds.join(',')}`, 32),
  });
};

/**
 * Saved albums, as recorded (deezer-python 2019 and 2021, E.Deezer 2018): rows carry
 * `release_date`, `available` and `time_add`, no `genre_id`; the artist has pictures but no
 * link; the page has a `checksum`.
 */
export const getMyAlbums: DeezerUserHandler = ({ view, url, owner }) => {
  const ids = owner.account.savedAlbums.map((saved) => saved.albumId).join(',');
  return deezerList(
    owner.account.savedAlbums,
    deezerPage(url.searchParams),
    view.apiBase,
    url,
    (saved) => {
      const album = view.catalog.index.album(saved.albumId);
      if (!album) throw new Error(`saved album ${saved.albumId} missing`);
      const { type, genre_id: _genre, tracklist, explicit_lyrics: explicit, artist, ...item } = albumItem(view, album);
      const { link: _link, ...artistRef } = artist as Record<string, unknown>;
      return { ...item, release_date: album.releaseDate, record_type: view.recordType(album), available: true, tracklist, explicit_lyrics: explicit, time_add: unixSeconds(saved.addedAt), artist: artistRef, type };
    },
    { checksum: stableHex(`saved-albums-${ids}`, 32) },
  );
};

export const getMyArtists: DeezerUserHandler = ({ view, url, owner }) => {
  // Followed artists carry no date in the model: stamp them a day apart, newest first.
  const base = unixSeconds(owner.account.savedAlbums[0]?.addedAt ?? '2026-01-01T00:00:00Z');
  return deezerList(
    owner.account.followedArtistIds,
    deezerPage(url.searchParams),
    view.apiBase,
    url,
    (id, i) => {
      const artist = view.catalog.index.artist(id);
      if (!artist) throw new Error(`followed artist ${id} missing`);
      const { type, ...item } = view.artist(artist, 'search');
      return { ...item, time_add: base - i * 86_400, type };
    },
    { checksum: stableHex(`artists-${owner.account.followedArtistIds.join(',')}`, 32) },
  );
};

/**
 * Favourite tracks, as recorded (deezer-python 2021): lighter rows than search's, without
 * `title_short`, `title_version` or `preview`, the artist with pictures but no link, `time_add`;
 * the page has a `checksum`. Rows not licensed in the user's country say `readable: false`.
 */
export const getMyTracks: DeezerUserHandler = ({ view, url, owner, country }) =>
  deezerList(
    owner.account.savedTracks,
    deezerPage(url.searchParams),
    view.apiBase,
    url,
    (saved) => {
      const recording = view.catalog.index.recording(saved.recordingId);
      if (!recording) throw new Error(`saved track ${saved.recordingId} missing`);
      const row = view.trackItem(recording, 'search', { time_add: unixSeconds(saved.addedAt) }, country);
      const { title_short: _short, title_version: _version, preview: _preview, artist, ...rest } = row;
      const { link: _link, ...artistRef } = artist as Record<string, unknown>;
      return { ...rest, artist: artistRef };
    },
    { checksum: stableHex(`tracks-${owner.account.savedTracks.map((t) => t.recordingId).join(',')}`, 32) },
  );

export const getMyHistory: DeezerUserHandler = ({ view, url, owner }) => {
  requirePerm(owner, 'listening_history');
  return deezerList(owner.account.history, deezerPage(url.searchParams), view.apiBase, url, (play) => {
    const recording = view.catalog.index.recording(play.recordingId);
    if (!recording) throw new Error(`played ${play.recordingId} missing`);
    // History rows (recorded 2018, 2021): the artist without pictures, the album with its link.
    const row = view.trackItem(recording, 'linked', { timestamp: unixSeconds(play.playedAt) });
    const albumId = (row.album as { id: number }).id;
    return { ...row, album: { ...(row.album as Record<string, unknown>), link: `https://www.deezer.com/album/${albumId}` } };
  });
};

/**
 * The current user's profile and lists: `/user/me`, `/user/me/playlists`, `/user/me/albums`,
 * `/user/me/artists`, `/user/me/tracks`, `/user/me/history` (`listening_history` perm), with
 * Deezer's `index`/`limit` paging (reference section 3B).
 */
import type { Playlist } from '../catalog/model';
import { deezerList, deezerPage } from './deezer-paging';
import { albumItem } from './search-handler';
import { unixSeconds, userObject, userPlaylistItem } from './user-objects';
import { requirePerm, type DeezerUserHandler } from './user-request';

export const getMe: DeezerUserHandler = ({ view, owner }) => userObject(view, owner.user, owner.account, owner.scopes.includes('email'));

export const getMyPlaylists: DeezerUserHandler = ({ view, url, owner }) => {
  const playlists = owner.account.playlistIds.map((id) => view.catalog.index.playlist(id)).filter((p): p is Playlist => p !== undefined);
  return deezerList(playlists, deezerPage(url.searchParams), view.apiBase, url, (p) => userPlaylistItem(view, p, unixSeconds(p.createdAt)));
};

export const getMyAlbums: DeezerUserHandler = ({ view, url, owner }) =>
  deezerList(owner.account.savedAlbums, deezerPage(url.searchParams), view.apiBase, url, (saved) => {
    const album = view.catalog.index.album(saved.albumId);
    if (!album) throw new Error(`saved album ${saved.albumId} missing`);
    const { type, ...item } = albumItem(view, album);
    return { ...item, time_add: unixSeconds(saved.addedAt), type };
  });

export const getMyArtists: DeezerUserHandler = ({ view, url, owner }) => {
  // Followed artists carry no date in the model: stamp them a day apart, newest first.
  const base = unixSeconds(owner.account.savedAlbums[0]?.addedAt ?? '2026-01-01T00:00:00Z');
  return deezerList(owner.account.followedArtistIds, deezerPage(url.searchParams), view.apiBase, url, (id, i) => {
    const artist = view.catalog.index.artist(id);
    if (!artist) throw new Error(`followed artist ${id} missing`);
    const { type, ...item } = view.artist(artist, 'search');
    return { ...item, time_add: base - i * 86_400, type };
  });
};

export const getMyTracks: DeezerUserHandler = ({ view, url, owner }) =>
  deezerList(owner.account.savedTracks, deezerPage(url.searchParams), view.apiBase, url, (saved) => {
    const recording = view.catalog.index.recording(saved.recordingId);
    if (!recording) throw new Error(`saved track ${saved.recordingId} missing`);
    return view.trackItem(recording, 'search', { time_add: unixSeconds(saved.addedAt) });
  });

export const getMyHistory: DeezerUserHandler = ({ view, url, owner }) => {
  requirePerm(owner, 'listening_history');
  return deezerList(owner.account.history, deezerPage(url.searchParams), view.apiBase, url, (play) => {
    const recording = view.catalog.index.recording(play.recordingId);
    if (!recording) throw new Error(`played ${play.recordingId} missing`);
    return view.trackItem(recording, 'search', { timestamp: unixSeconds(play.playedAt) });
  });
};

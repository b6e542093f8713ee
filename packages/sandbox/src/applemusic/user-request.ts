import type { Playlist } from '../catalog/model';
import type { TokenOwner, UserState } from '../user-state/user-state';
import { AppleApiError, appleErrors } from './apple-errors';
import type { AppleView } from './apple-catalog-view';
import { libraryPlaylistId } from './library-resources';

/** A `/v1/me/...` request, once the developer token and the Music-User-Token have both checked out. */
export interface AppleUserRequest {
  /** The catalog as seen from the user's storefront. */
  view: AppleView;
  query: URLSearchParams;
  params: string[];
  owner: TokenOwner;
  users: UserState;
  /** The parsed JSON body of a write (undefined on GET). */
  body: unknown;
}

export interface AppleUserResponse {
  status: number;
  /** Absent for 204. */
  body?: unknown;
}

export type AppleUserHandler = (r: AppleUserRequest) => AppleUserResponse;

/** The user's playlists on Apple Music, in library order (created first, as `playlistIds` keeps them). */
export function libraryPlaylists(r: AppleUserRequest): Playlist[] {
  const { index } = r.view.catalog;
  return r.owner.account.playlistIds.map((id) => index.playlist(id)).filter((p): p is Playlist => p?.platform === 'applemusic');
}

/** The library playlist a path names, or Apple's 404. */
export function libraryPlaylistOf(r: AppleUserRequest): Playlist {
  const id = r.params[0] ?? '';
  const playlist = libraryPlaylists(r).find((p) => libraryPlaylistId(r.owner.user.id, p) === id);
  if (!playlist) throw new AppleApiError(appleErrors.notFound());
  return playlist;
}

/**
 * Playlists Spotify owns (editorial and generated ones) are answered as `null` entries of
 * `/v1/me/playlists` since 2024-11-27 for apps without extended access
 * (https://developer.spotify.com/blog/2024-11-27-changes-to-the-web-api). The catalog has no
 * Spotify-owned playlists, so each listener's first followed playlist stands for the one they
 * all follow.
 */
import type { CatalogIndex } from '../catalog/model';

export function spotifyOwnedPlaylists(account: { playlistIds: readonly string[] }, index: CatalogIndex): ReadonlySet<string> {
  const first = account.playlistIds.find((id) => {
    const playlist = index.playlist(id);
    return playlist !== undefined && playlist.ownerUserId === undefined;
  });
  return new Set(first ? [first] : []);
}

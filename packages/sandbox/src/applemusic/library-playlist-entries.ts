import type { Playlist } from '../catalog/model';
import type { AppleView } from './apple-catalog-view';
import { librarySongResource, uploadedSongResource } from './library-resources';
import { playlistSongs } from './playlist-resource';

/**
 * A library playlist's entries in order, each rendered when its page is: catalog songs as library
 * songs, and the playlist's odd entries where they stand. Uploads (`local`) are library songs
 * without a catalog id; an `episode` has no place in an Apple Music playlist (podcasts live in
 * the Podcasts app, never in the music library), so none is listed.
 */
export function libraryPlaylistEntries(view: AppleView, userId: string, playlist: Playlist): Array<() => unknown> {
  const songs = playlistSongs(view, playlist).map((song) => () => librarySongResource(view, userId, song));
  const entries: Array<() => unknown> = [];
  const odd = (playlist.oddEntries ?? []).filter((o) => o.entry.kind === 'local');
  let next = 0;
  for (const { at, entry } of odd) {
    while (entries.length < at && next < songs.length) entries.push(songs[next++]!);
    entries.push(() => uploadedSongResource(userId, playlist, at, entry));
  }
  while (next < songs.length) entries.push(songs[next++]!);
  return entries;
}

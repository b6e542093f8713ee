import type { Listing, Playlist, Recording } from '../catalog/model';
import { appleArtwork, appleSlug } from './apple-format';
import type { AppleView } from './apple-catalog-view';
import { listedSong } from './song-resource';

/** The tracks relationship embedded in a playlist carries the first 100 songs. */
export const PLAYLIST_EMBEDDED_TRACKS = 100;

export function playlistSongs(view: AppleView, playlist: Playlist): { recording: Recording; listing: Listing }[] {
  const songs: { recording: Recording; listing: Listing }[] = [];
  for (const recId of playlist.recordingIds) {
    const recording = view.catalog.index.recording(recId);
    const listing = recording?.platforms.applemusic;
    if (recording && listing) songs.push({ recording, listing });
  }
  return songs;
}

/** The root-relative `next` Apple gives: it carries `offset` only, never `limit`. */
export function nextHref(path: string, nextOffset: number, total: number): { next?: string } {
  return nextOffset < total ? { next: `${path}?offset=${nextOffset}` } : {};
}

/**
 * A `playlists` resource: editorial (`pl.` + hex) or user-shared (`pl.u-…`), with the first
 * page of its tracks. https://developer.apple.com/documentation/applemusicapi/playlists
 */
export function playlistResource(view: AppleView, playlist: Playlist): Record<string, unknown> {
  const id = playlist.platformId;
  const sf = view.storefront;
  const songs = playlistSongs(view, playlist);
  const tracksPath = `/v1/catalog/${sf}/playlists/${id}/tracks`;
  return {
    id,
    type: 'playlists',
    href: `/v1/catalog/${sf}/playlists/${id}`,
    attributes: {
      artwork: appleArtwork(playlist.imageSeed, id.startsWith('pl.u-') ? 'bb' : 'cc'),
      curatorName: playlist.ownerName,
      description: { standard: playlist.description, short: playlist.description.slice(0, 80) },
      isChart: false,
      lastModifiedDate: playlist.createdAt,
      name: playlist.title,
      playParams: { id, kind: 'playlist' },
      playlistType: id.startsWith('pl.u-') ? 'user-shared' : 'editorial',
      url: `https://music.apple.com/${sf}/playlist/${appleSlug(playlist.title)}/${id}`,
    },
    relationships: {
      tracks: {
        href: tracksPath,
        ...nextHref(tracksPath, PLAYLIST_EMBEDDED_TRACKS, songs.length),
        data: songs.slice(0, PLAYLIST_EMBEDDED_TRACKS).map((song) => listedSong(view, song)),
      },
    },
  };
}

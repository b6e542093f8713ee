import type { Listing, Playlist, Recording } from '../catalog/model';
import { stableHash } from '../platform-kit/stable-hash';
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
  const editorial = !id.startsWith('pl.u-');
  const curatorId = String(976_439_500 + (stableHash(playlist.ownerName) % 100));
  return {
    id,
    type: 'playlists',
    href: `/v1/catalog/${sf}/playlists/${id}`,
    attributes: {
      // Editorial playlists have cropped (`cc`) mosaic artwork (recorded: go-apple-music's playlist body).
      artwork: editorial ? { ...appleArtwork(playlist.imageSeed, 'cc'), isMosaic: true } : appleArtwork(playlist.imageSeed),
      curatorName: playlist.ownerName,
      description: { standard: playlist.description, short: playlist.description.slice(0, 80) },
      isChart: false,
      lastModifiedDate: playlist.modifiedAt ?? playlist.createdAt,
      name: playlist.title,
      playParams: { id, kind: 'playlist' },
      playlistType: editorial ? 'editorial' : 'user-shared',
      url: `https://music.apple.com/${sf}/playlist/${appleSlug(playlist.title)}/${id}`,
    },
    relationships: {
      // Apple's editorial curators (`apple-curators`) as identifiers, as the recorded playlist has them.
      ...(editorial
        ? { curator: { href: `/v1/catalog/${sf}/playlists/${id}/curator`, data: [{ id: curatorId, type: 'apple-curators', href: `/v1/catalog/${sf}/apple-curators/${curatorId}` }] } }
        : {}),
      tracks: {
        href: tracksPath,
        ...nextHref(tracksPath, PLAYLIST_EMBEDDED_TRACKS, songs.length),
        data: songs.slice(0, PLAYLIST_EMBEDDED_TRACKS).map((song) => listedSong(view, song)),
      },
    },
  };
}

import { normalizeReleaseDate } from '../release-date';
import { parseWire } from '../shared/parse-wire';
import type { PlatformAlbum, PlatformArtist, PlatformPlaylist, PlatformTrack } from '../types';
import {
  trackSchema,
  type SpotifyArtist,
  type SpotifyPlaylist,
  type SpotifyPlaylistEntries,
  type SpotifySimplifiedAlbum,
  type SpotifySimplifiedTrack,
  type SpotifyTrack,
} from './api';

const webUrl = (kind: string, id: string, urls?: { spotify?: string | undefined }) =>
  urls?.spotify ?? `https://open.spotify.com/${kind}/${id}`;

/** Spotify lists images largest first (640, 300, 64). */
const firstImage = (images: ReadonlyArray<{ url: string }> | null | undefined) => images?.[0]?.url ?? '';

export function toPlatformTrack(track: SpotifyTrack | SpotifySimplifiedTrack, album?: SpotifySimplifiedAlbum): PlatformTrack {
  const id = track.id ?? '';
  const onAlbum = 'album' in track ? track.album : album;
  const isrc = 'external_ids' in track ? track.external_ids?.isrc : undefined;
  return {
    platform: 'spotify',
    id,
    title: track.name,
    artists: track.artists.map((a) => a.name),
    album: onAlbum?.name ?? '',
    ...(onAlbum ? { albumId: onAlbum.id } : {}),
    durationMs: track.duration_ms,
    ...(isrc ? { isrc: isrc.toUpperCase() } : {}),
    explicit: track.explicit ?? false,
    releaseDate: normalizeReleaseDate(onAlbum?.release_date),
    cover: firstImage(onAlbum?.images),
    preview: track.preview_url ?? '',
    url: webUrl('track', id, track.external_urls),
  };
}

export function toPlatformAlbum(album: SpotifySimplifiedAlbum & { external_ids?: { upc?: string | undefined } | undefined }): PlatformAlbum {
  const upc = album.external_ids?.upc;
  return {
    platform: 'spotify',
    id: album.id,
    title: album.name,
    artists: (album.artists ?? []).map((a) => a.name),
    releaseDate: normalizeReleaseDate(album.release_date),
    cover: firstImage(album.images),
    url: webUrl('album', album.id, album.external_urls),
    ...(upc ? { upc } : {}),
    ...(album.total_tracks === undefined ? {} : { totalTracks: album.total_tracks }),
  };
}

export function toPlatformArtist(artist: SpotifyArtist): PlatformArtist {
  return {
    platform: 'spotify',
    id: artist.id,
    name: artist.name,
    image: firstImage(artist.images),
    url: webUrl('artist', artist.id, artist.external_urls),
  };
}

/** The tracks of a page of playlist entries; episodes, local files and removed tracks are skipped. */
export function tracksOfEntries(page: SpotifyPlaylistEntries): PlatformTrack[] {
  const tracks: PlatformTrack[] = [];
  for (const entry of page.items) {
    const object = entry.item ?? entry.track;
    if (object === null || object === undefined) continue;
    if ((object as { type?: unknown }).type !== 'track' || (object as { is_local?: unknown }).is_local === true) continue;
    tracks.push(toPlatformTrack(parseWire('spotify', trackSchema, object, 'playlist track')));
  }
  return tracks;
}

export function toPlatformPlaylist(playlist: SpotifyPlaylist, tracks: PlatformTrack[]): PlatformPlaylist {
  return {
    platform: 'spotify',
    id: playlist.id,
    title: playlist.name,
    description: playlist.description ?? '',
    owner: playlist.owner?.display_name ?? '',
    cover: firstImage(playlist.images),
    url: webUrl('playlist', playlist.id, playlist.external_urls),
    tracks,
  };
}

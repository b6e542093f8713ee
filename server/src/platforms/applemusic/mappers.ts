import { normalizeReleaseDate } from '../release-date';
import type { PlatformAlbum, PlatformArtist, PlatformPlaylist, PlatformTrack } from '../types';
import type { AppleAlbum, AppleArtist, ApplePlaylist, AppleSong } from './api';

/**
 * Apple artwork URLs are templates: `{w}x{h}` (and sometimes `{f}` for the format) are filled by
 * the client. https://developer.apple.com/documentation/applemusicapi/artwork
 */
export function artworkUrl(artwork: { url: string } | null | undefined, size = 640): string {
  if (!artwork) return '';
  return artwork.url.replace('{w}', String(size)).replace('{h}', String(size)).replace('{f}', 'jpg');
}

/** The album id of a song: its `albums` relationship, else the album path in its web URL (`/album/{slug}/{id}?i=`). */
function albumIdOf(song: AppleSong): string | undefined {
  const related = song.relationships?.albums?.data[0]?.id;
  if (related) return related;
  return /\/album\/(?:[^/?]+\/)?(\d+)/.exec(song.attributes.url)?.[1];
}

/**
 * The credited artists: their names when the `artists` relationship was included, else the one
 * display string Apple writes ("Lady Gaga & Bruno Mars"), which the matcher splits itself.
 */
function artistsOf(song: AppleSong): string[] {
  const names = (song.relationships?.artists?.data ?? []).map((ref) => ref.attributes?.name).filter((n) => n !== undefined);
  return names.length > 0 ? names : [song.attributes.artistName];
}

export function toPlatformTrack(song: AppleSong): PlatformTrack {
  const a = song.attributes;
  const albumId = albumIdOf(song);
  return {
    platform: 'applemusic',
    id: song.id,
    title: a.name,
    artists: artistsOf(song),
    album: a.albumName ?? '',
    ...(albumId === undefined ? {} : { albumId }),
    durationMs: a.durationInMillis ?? 0,
    ...(a.isrc ? { isrc: a.isrc.toUpperCase() } : {}),
    explicit: a.contentRating === 'explicit',
    releaseDate: normalizeReleaseDate(a.releaseDate),
    cover: artworkUrl(a.artwork),
    preview: a.previews?.[0]?.url ?? '',
    url: a.url,
  };
}

export function toPlatformAlbum(album: AppleAlbum): PlatformAlbum {
  const a = album.attributes;
  return {
    platform: 'applemusic',
    id: album.id,
    title: a.name,
    artists: [a.artistName],
    releaseDate: normalizeReleaseDate(a.releaseDate),
    cover: artworkUrl(a.artwork),
    url: a.url,
    ...(a.upc ? { upc: a.upc } : {}),
    ...(a.trackCount == null ? {} : { totalTracks: a.trackCount }),
  };
}

export function toPlatformArtist(artist: AppleArtist): PlatformArtist {
  return {
    platform: 'applemusic',
    id: artist.id,
    name: artist.attributes.name,
    image: artworkUrl(artist.attributes.artwork),
    url: artist.attributes.url,
  };
}

export function toPlatformPlaylist(playlist: ApplePlaylist, tracks: PlatformTrack[]): PlatformPlaylist {
  const a = playlist.attributes;
  return {
    platform: 'applemusic',
    id: playlist.id,
    title: a.name,
    description: a.description?.standard ?? a.description?.short ?? '',
    owner: a.curatorName ?? '',
    cover: artworkUrl(a.artwork),
    url: a.url,
    tracks,
  };
}

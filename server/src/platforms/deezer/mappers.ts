import { COVER_SIZE, sizedCoverUrl } from '../kit/cover-size';
import { normalizeReleaseDate } from '../release-date';
import type { PlatformAlbum, PlatformArtist, PlatformPlaylist, PlatformTrack } from '../types';
import type { DeezerAlbum, DeezerAlbumRef, DeezerArtist, DeezerLightTrack, DeezerPlaylist, DeezerTrack } from './api';

/**
 * Deezer names a picture it does not have with an empty md5 (`…/images/artist//1000x1000-….jpg`,
 * recorded on artists without a photo and on new playlists): that URL is no image.
 */
export function usableImage(url: string | null | undefined): string | undefined {
  if (!url || /\/images\/[a-z]+\/\/\d/.test(url)) return undefined;
  return url;
}

/**
 * A picture Deezer names (`picture_xl`, then smaller ones), at Segue's cover size: Deezer's CDN
 * serves any size its URL asks for (`sizedCoverUrl`).
 */
export function sizedImage(...urls: ReadonlyArray<string | null | undefined>): string {
  for (const url of urls) {
    const usable = usableImage(url);
    if (usable) return sizedCoverUrl(usable);
  }
  return '';
}

/**
 * The cover Deezer names, at Segue's cover size; without one, built from `md5_image` the way
 * Deezer's own URLs are (`cdn-images.dzcdn.net/images/cover/{md5}/{n}x{n}-000000-80-0-0.jpg`).
 */
export function coverOf(album: Partial<Pick<DeezerAlbumRef, 'cover' | 'cover_medium' | 'cover_big' | 'cover_xl' | 'md5_image'>> | undefined): string {
  if (!album) return '';
  const named = sizedImage(album.cover_xl, album.cover_big, album.cover_medium, album.cover);
  if (named) return named;
  return album.md5_image ? `https://cdn-images.dzcdn.net/images/cover/${album.md5_image}/${COVER_SIZE}x${COVER_SIZE}-000000-80-0-0.jpg` : '';
}

/** Deezer's `title` usually carries the version already; `title_version` is added when it does not. */
function fullTitle(track: DeezerLightTrack): string {
  const version = track.title_version?.trim();
  if (!version || track.title.includes(version)) return track.title;
  return `${track.title} ${version}`;
}

/** Deezer's explicit flag; rows that carry only `explicit_content_lyrics` say it there (1 explicit, 4 partially). */
export function isExplicit(item: { explicit_lyrics?: boolean | null | undefined; explicit_content_lyrics?: number | null | undefined }): boolean {
  if (item.explicit_lyrics != null) return item.explicit_lyrics;
  return item.explicit_content_lyrics === 1 || item.explicit_content_lyrics === 4;
}

/**
 * A track from its row. `album`, when the row was read as one of that album's tracks, is the
 * full album object: its title, release date and cover hold for every track on it, where a row's
 * own `album` is a reference without a date (album-302127-2025.json) or absent
 * (album-tracks-302127-2025.json). Its UPC stays on the album: the API's Track has no barcode.
 * Rows of playlists and searches name no release date at all (playlist-tracks-908622995-2025.json,
 * search-track-2025.json); they are given none rather than a date of another release or the
 * date the row was added (`time_add`). Reading each row's album for it would cost a request per
 * album.
 */
export function toPlatformTrack(track: DeezerLightTrack | DeezerTrack, album?: DeezerAlbum): PlatformTrack {
  const full = 'contributors' in track ? track : undefined;
  const onAlbum = album ?? track.album;
  // Contributors repeat an artist when credited in two roles; the main artist stays first.
  const contributors = [...new Set(full?.contributors?.map((c) => c.name) ?? [])];
  // Album and playlist rows carry the ISRC too: no per-track read is needed for it.
  const isrc = track.isrc?.trim();
  return {
    platform: 'deezer',
    id: track.id,
    title: fullTitle(track),
    artists: contributors.length > 0 ? contributors : [track.artist.name],
    // Rows of lists (search, album, playlist, history) carry `artist` alone, no `contributors`
    // (the recorded playlist-tracks-908622995-2025.json, search-track-2025.json).
    ...(full === undefined ? { mainArtistOnly: true } : {}),
    album: onAlbum?.title ?? '',
    ...(onAlbum ? { albumId: onAlbum.id } : {}),
    durationMs: track.duration * 1000,
    ...(isrc ? { isrc: isrc.toUpperCase() } : {}),
    explicit: isExplicit(track),
    releaseDate: normalizeReleaseDate(full?.release_date ?? onAlbum?.release_date),
    ...(track.track_position ? { trackNumber: track.track_position } : {}),
    ...(track.disk_number ? { discNumber: track.disk_number } : {}),
    cover: coverOf(onAlbum) || coverOf({ md5_image: track.md5_image }),
    preview: track.preview ?? '',
    url: track.link ?? `https://www.deezer.com/track/${track.id}`,
  };
}

export function toPlatformAlbum(album: DeezerAlbum): PlatformAlbum {
  const credited = [...new Set(album.contributors?.map((c) => c.name) ?? [])];
  const artists = credited.length > 0 ? credited : album.artist ? [album.artist.name] : [];
  return {
    platform: 'deezer',
    id: album.id,
    title: album.title,
    artists,
    releaseDate: normalizeReleaseDate(album.release_date),
    cover: coverOf(album),
    url: album.link ?? `https://www.deezer.com/album/${album.id}`,
    ...(album.upc ? { upc: album.upc } : {}),
    ...(album.nb_tracks == null ? {} : { totalTracks: album.nb_tracks }),
  };
}

export function toPlatformArtist(artist: DeezerArtist): PlatformArtist {
  return {
    platform: 'deezer',
    id: artist.id,
    name: artist.name,
    image: sizedImage(artist.picture_xl, artist.picture_big),
    url: artist.link ?? `https://www.deezer.com/artist/${artist.id}`,
  };
}

export function toPlatformPlaylist(playlist: DeezerPlaylist, tracks: PlatformTrack[]): PlatformPlaylist {
  return {
    platform: 'deezer',
    id: playlist.id,
    title: playlist.title,
    description: playlist.description ?? '',
    owner: playlist.creator?.name ?? '',
    cover: sizedImage(playlist.picture_xl, playlist.picture_big),
    url: playlist.link ?? `https://www.deezer.com/playlist/${playlist.id}`,
    tracks,
  };
}

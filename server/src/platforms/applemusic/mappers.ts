import { sizedCoverUrl } from '../kit/cover-size';
import { normalizeReleaseDate } from '../release-date';
import type { PlatformAlbum, PlatformArtist, PlatformPlaylist, PlatformTrack } from '../types';
import type { AppleAlbum, AppleArtist, ApplePlaylist, AppleSong } from './api';

/**
 * Apple artwork URLs are templates: `{w}x{h}` (and in newer bodies `{c}` for the crop and `{f}`
 * for the format) are filled by the client; `…/{w}x{h}cc.jpg` marks a cropped editorial image
 * (https://developer.apple.com/documentation/applemusicapi/artwork). Some real bodies carry them
 * filled in already (`…/440x440bb.jpg`: packages/recorded/data/applemusic/listenme-*.json); both
 * reach the answer at Segue's one cover size (`sizedCoverUrl`).
 */
export function artworkUrl(artwork: { url: string } | null | undefined): string {
  return artwork ? sizedCoverUrl(artwork.url) : '';
}

/**
 * Where the web player opens a catalog resource when the body has no `url`; without a storefront
 * music.apple.com sends the visitor to their own (`music.apple.com/song/{id}`).
 */
export const catalogUrl = (storefront: string | undefined, kind: 'song' | 'album' | 'artist' | 'playlist', id: string) =>
  `https://music.apple.com/${storefront ? `${storefront}/` : ''}${kind}/${encodeURIComponent(id)}`;

/**
 * The album id in a song's web URL: `/album/{slug}/{id}?i=` on music.apple.com, and the legacy
 * `itunes.apple.com/{sf}/album/{slug}/id{id}?i=` form older bodies still carry.
 */
function albumIdInUrl(url: string | null | undefined): string | undefined {
  return url ? /\/album\/(?:[^/?]+\/)?(?:id)?(\d+)/.exec(url)?.[1] : undefined;
}

/** The album id of a song: its `albums` relationship, else the album path in its web URL. */
function albumIdOf(song: AppleSong): string | undefined {
  return song.relationships?.albums?.data[0]?.id ?? albumIdInUrl(song.attributes.url);
}

/**
 * The credited artists: their names when the `artists` relationship was included, else the one
 * display string Apple writes ("Lady Gaga & Bruno Mars"), kept whole: splitting it would break
 * names such as "Simon & Garfunkel" (the matcher compares artist sets itself).
 */
export function creditedArtists(relationship: { data: ReadonlyArray<{ attributes?: { name?: string | undefined } | undefined }> } | undefined, display: string): string[] {
  const names = (relationship?.data ?? []).map((ref) => ref.attributes?.name).filter((n): n is string => !!n);
  return names.length > 0 ? names : [display];
}

export interface TrackContext {
  /** The storefront of the links built for songs without `url` (none: the visitor's own). */
  storefront?: string;
  /** The album a track list belongs to: embedded album tracks carry no `albumName`. */
  album?: { id: string; title: string };
}

export function toPlatformTrack(song: AppleSong, context: TrackContext): PlatformTrack {
  const a = song.attributes;
  const albumId = albumIdOf(song) ?? context.album?.id;
  return {
    platform: 'applemusic',
    id: song.id,
    title: a.name,
    artists: creditedArtists(song.relationships?.artists, a.artistName),
    // Old bodies leave albumName out; the album included with `include=albums` still names it.
    album: a.albumName ?? song.relationships?.albums?.data[0]?.attributes?.name ?? context.album?.title ?? '',
    ...(albumId === undefined ? {} : { albumId }),
    durationMs: a.durationInMillis ?? 0,
    ...(a.isrc ? { isrc: a.isrc.toUpperCase() } : {}),
    explicit: a.contentRating === 'explicit',
    releaseDate: normalizeReleaseDate(a.releaseDate),
    ...(a.trackNumber ? { trackNumber: a.trackNumber } : {}),
    ...(a.discNumber ? { discNumber: a.discNumber } : {}),
    cover: artworkUrl(a.artwork),
    preview: a.previews?.[0]?.url ?? '',
    url: a.url ?? catalogUrl(context.storefront, 'song', song.id),
  };
}

export function toPlatformAlbum(album: AppleAlbum, storefront: string): PlatformAlbum {
  const a = album.attributes;
  return {
    platform: 'applemusic',
    id: album.id,
    title: a.name,
    artists: creditedArtists(album.relationships?.artists, a.artistName),
    releaseDate: normalizeReleaseDate(a.releaseDate),
    cover: artworkUrl(a.artwork),
    url: a.url ?? catalogUrl(storefront, 'album', album.id),
    ...(a.upc ? { upc: a.upc } : {}),
    ...(a.trackCount == null ? {} : { totalTracks: a.trackCount }),
  };
}

export function toPlatformArtist(artist: AppleArtist, storefront: string): PlatformArtist {
  return {
    platform: 'applemusic',
    id: artist.id,
    name: artist.attributes.name,
    image: artworkUrl(artist.attributes.artwork),
    url: artist.attributes.url ?? catalogUrl(storefront, 'artist', artist.id),
  };
}

export function toPlatformPlaylist(playlist: ApplePlaylist, tracks: PlatformTrack[], storefront: string): PlatformPlaylist {
  const a = playlist.attributes;
  return {
    platform: 'applemusic',
    id: playlist.id,
    title: a.name,
    description: a.description?.standard ?? a.description?.short ?? '',
    owner: a.curatorName ?? '',
    cover: artworkUrl(a.artwork),
    url: a.url ?? catalogUrl(storefront, 'playlist', playlist.id),
    tracks,
  };
}

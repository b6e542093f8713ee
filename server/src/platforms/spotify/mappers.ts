import { pickCover } from '../kit/cover-size';
import { normalizeReleaseDate } from '../release-date';
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

/** Spotify sends some ISRCs hyphenated as printed (`GB-SMU-45-66095`, beets' recorded track): compare them bare. */
export const normalizeIsrc = (isrc: string | null | undefined) => (isrc ? isrc.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : undefined);

/** `spotify:track:ID` → `ID`. */
const idOfUri = (uri: string | null | undefined) => (uri ? /^spotify:track:([0-9A-Za-z]+)$/.exec(uri)?.[1] : undefined);

/**
 * The id of the track the request named. With a market, Spotify may answer a track with another
 * instance playable there and name the requested one in `linked_from`
 * (https://developer.spotify.com/documentation/web-api/concepts/track-relinking); real bodies
 * also send `linked_from.id: null` with only the `uri`.
 */
export function requestedId(track: SpotifyTrack | SpotifySimplifiedTrack): string {
  return track.linked_from?.id ?? idOfUri(track.linked_from?.uri) ?? track.id ?? '';
}

/** False only when Spotify says so for the market asked (`is_playable: false`); unknown counts as playable. */
export const isPlayable = (item: { is_playable?: boolean | null | undefined }) => item.is_playable !== false;

/** Candidates a listener in the market can play, unless none can: then all of them, for want of better. */
export function preferPlayable<T extends { is_playable?: boolean | null | undefined }>(items: T[]): T[] {
  const playable = items.filter(isPlayable);
  return playable.length > 0 ? playable : items;
}

export interface TrackOptions {
  /** Keep the id the request named rather than the relinked instance's (a track read by id). */
  keepRequestedId?: boolean;
}

export function toPlatformTrack(track: SpotifyTrack | SpotifySimplifiedTrack, album?: SpotifySimplifiedAlbum, options: TrackOptions = {}): PlatformTrack {
  const id = options.keepRequestedId ? requestedId(track) : (track.id ?? '');
  const onAlbum = ('album' in track ? track.album : undefined) ?? album;
  const isrc = normalizeIsrc('external_ids' in track ? track.external_ids?.isrc : undefined);
  return {
    platform: 'spotify',
    id,
    title: track.name,
    artists: track.artists.map((a) => a.name),
    album: onAlbum?.name ?? '',
    ...(onAlbum ? { albumId: onAlbum.id } : {}),
    durationMs: track.duration_ms,
    ...(isrc ? { isrc } : {}),
    explicit: track.explicit ?? false,
    releaseDate: normalizeReleaseDate(onAlbum?.release_date),
    ...(track.track_number ? { trackNumber: track.track_number } : {}),
    ...(track.disc_number ? { discNumber: track.disc_number } : {}),
    cover: pickCover(onAlbum?.images),
    preview: track.preview_url ?? '',
    // A relinked answer's own link opens the instance playable in the market; the requested id gets its canonical link.
    url: id === track.id ? webUrl('track', id, track.external_urls) : `https://open.spotify.com/track/${id}`,
  };
}

export function toPlatformAlbum(
  album: SpotifySimplifiedAlbum & { external_ids?: { upc?: string | null | undefined } | null | undefined; tracks?: { total?: number } },
): PlatformAlbum {
  const upc = album.external_ids?.upc;
  // Older full albums have no `total_tracks`; their track paging's total says the same.
  const totalTracks = album.total_tracks ?? album.tracks?.total;
  return {
    platform: 'spotify',
    id: album.id,
    title: album.name,
    artists: (album.artists ?? []).map((a) => a.name),
    releaseDate: normalizeReleaseDate(album.release_date),
    cover: pickCover(album.images),
    url: webUrl('album', album.id, album.external_urls),
    ...(upc ? { upc } : {}),
    ...(typeof totalTracks === 'number' ? { totalTracks } : {}),
  };
}

export function toPlatformArtist(artist: SpotifyArtist): PlatformArtist {
  return {
    platform: 'spotify',
    id: artist.id,
    name: artist.name,
    image: pickCover(artist.images),
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
    // One unreadable entry costs that entry, not the playlist.
    const parsed = trackSchema.safeParse(object);
    if (parsed.success) tracks.push(toPlatformTrack(parsed.data));
  }
  return tracks;
}

/**
 * A playlist owner's name as Spotify gives it. `display_name` is null for a user without one
 * (https://developer.spotify.com/documentation/web-api/reference/get-playlist) and absent on older
 * bodies (the recorded playlist-2015.json, me-playlists-2014.json): the owner is then unnamed,
 * `''`, which the API documents as "empty when unknown". The user id is not a name (it is often
 * a generated string, `w19j0mt7brffcom023smtwpop` in playlist-user.json), so it does not stand in.
 */
export function ownerName(owner: { display_name?: string | null | undefined } | null | undefined): string {
  return owner?.display_name ?? '';
}

export function toPlatformPlaylist(playlist: SpotifyPlaylist, tracks: PlatformTrack[]): PlatformPlaylist {
  return {
    platform: 'spotify',
    id: playlist.id,
    title: playlist.name,
    description: playlist.description ?? '',
    owner: ownerName(playlist.owner),
    cover: pickCover(playlist.images),
    url: webUrl('playlist', playlist.id, playlist.external_urls),
    tracks,
  };
}

import type { HistoryTrack, LibraryAlbum, LibraryArtist, LibraryTrack } from '@segue/core/schemas';
import type { LibraryEntry } from './platform-library';
import { apiReleaseDate } from '../release-date';
import { toApiTrack } from '../to-api-track';
import type { PlatformAlbum, PlatformArtist, PlatformTrack } from '../types';

/** A timestamp as the API writes them: ISO 8601 with milliseconds (`toISOString`), or absent when unreadable. */
export function apiTimestamp(raw: string | number | null | undefined): string | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function toHistoryTrack(track: PlatformTrack, playedAt?: string | number | null): HistoryTrack {
  const at = apiTimestamp(playedAt);
  return { ...toApiTrack(track), ...(at === undefined ? {} : { played_at: at }) };
}

export function toLibraryAlbum(album: PlatformAlbum, details: { explicit: boolean; trackCount?: number }): LibraryAlbum {
  // Unknown stays absent: a count of 0 would claim an empty album.
  const trackCount = details.trackCount ?? album.totalTracks;
  return {
    id: album.id,
    title: album.title,
    url: album.url,
    release_date: apiReleaseDate(album.releaseDate),
    explicit: details.explicit,
    ...(trackCount === undefined ? {} : { track_count: trackCount }),
    artists: album.artists,
    cover: album.cover,
  };
}

export function toLibraryArtist(artist: PlatformArtist, extra: { followers?: number; genres?: string[] } = {}): LibraryArtist {
  return {
    id: artist.id,
    name: artist.name,
    url: artist.url,
    cover: artist.image,
    ...(extra.followers === undefined ? {} : { followers: extra.followers }),
    ...(extra.genres && extra.genres.length > 0 ? { genres: extra.genres } : {}),
  };
}

/** An entry of liked songs or a playlist in the API's shape: what it is, whether it plays, when it was added. */
export function toLibraryTrack(entry: LibraryEntry): LibraryTrack {
  const at = apiTimestamp(entry.addedAt);
  return {
    ...toApiTrack(entry.track),
    kind: entry.kind,
    playable: entry.playable,
    ...(at === undefined ? {} : { added_at: at }),
  };
}

import type { TrackWithReleased } from '@segue/core/schemas';
import { apiReleaseDate } from './release-date';
import type { PlatformTrack } from './types';

/** `M:SS` from milliseconds, rounded to the nearest second (minutes are not capped at 59). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The API's Track (core's `TrackSchema`) for a platform track; `match` is added by the conversion engine. */
export function toApiTrack(track: PlatformTrack): TrackWithReleased {
  const durationMs = Math.max(0, Math.round(track.durationMs));
  return {
    id: track.id,
    title: track.title,
    artists: track.artists,
    album: track.album,
    url: track.url,
    cover: track.cover,
    duration: formatDuration(durationMs),
    duration_milli: durationMs,
    explicit: track.explicit,
    preview: track.preview,
    ...(track.isrc === undefined ? {} : { isrc: track.isrc }),
    released: apiReleaseDate(track.releaseDate),
  };
}

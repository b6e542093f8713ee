import type { Match, OmittedTrackCode } from '@segue/core/schemas';
import type { TrackInfo } from '@segue/core';
import type { PlatformTrack } from '../platforms/types';

/** What became of one source track on one target. */
export type TrackOutcome =
  | { kind: 'matched'; track: PlatformTrack; match: Match }
  /** No confident match: the reason, and the closest candidate when one was scored. */
  | { kind: 'omitted'; code: OmittedTrackCode; reason: string; best?: PlatformTrack; confidence?: number }
  /** The platform failed while looking (after the HTTP layer's retries); nothing was cached. */
  | { kind: 'failed'; reason: string; error: unknown };

/** An outcome as stored between the chunks of a large playlist: a failure keeps only its reason. */
export type StoredOutcome = Exclude<TrackOutcome, { kind: 'failed' }> | { kind: 'failed'; reason: string };

export function trackInfo(track: PlatformTrack): TrackInfo {
  return {
    title: track.title,
    artists: track.artists,
    ...(track.mainArtistOnly === true ? { mainArtistOnly: true } : {}),
    album: track.album,
    durationMs: track.durationMs,
    explicit: track.explicit,
    // The year, the album position and the video flag weigh in the matcher's release evidence.
    ...(track.releaseDate === '' ? {} : { releaseDate: track.releaseDate }),
    ...(track.isrc === undefined ? {} : { isrc: track.isrc }),
    ...(track.trackNumber === undefined ? {} : { trackNumber: track.trackNumber }),
    ...(track.discNumber === undefined ? {} : { discNumber: track.discNumber }),
    ...(track.isVideo === undefined ? {} : { isVideo: track.isVideo }),
  };
}

import { z } from 'zod';
import {
  DurationSchema,
  HttpUrlOrEmptySchema,
  HttpUrlSchema,
  IsrcSchema,
  NonNegativeIntSchema,
  ReleaseDateSchema,
} from './formats';
import { MatchSchema } from './match';

const trackFields = {
  id: z.string().min(1).meta({ description: 'Platform-specific track id.' }),
  title: z.string().min(1),
  artists: z.array(z.string().min(1)).min(1, { error: 'a track has at least one artist' }),
  album: z.string().meta({ description: 'Album name; empty when the platform has none.' }),
  url: HttpUrlSchema,
  cover: HttpUrlOrEmptySchema,
  duration: DurationSchema,
  duration_milli: NonNegativeIntSchema,
  explicit: z.boolean(),
  preview: HttpUrlOrEmptySchema,
  isrc: IsrcSchema.optional(),
  match: MatchSchema.optional().meta({
    description: 'Present on converted tracks; absent on tracks that were only read.',
  }),
};

export const TrackWithReleasedSchema = z
  .object({ ...trackFields, released: ReleaseDateSchema })
  .meta({ id: 'TrackWithReleased', description: 'A track whose date field is named `released`.' });

export const TrackWithReleaseDateSchema = z
  .object({ ...trackFields, release_date: ReleaseDateSchema })
  .meta({
    id: 'TrackWithReleaseDate',
    description: 'A track whose date field is named `release_date`.',
  });

// The interface names the date `released` in most results and `release_date` in some; a client
// must read both. Segue emits `released` unless an endpoint says otherwise.
export const TrackSchema = z
  .union([TrackWithReleasedSchema, TrackWithReleaseDateSchema], {
    error: 'must be a track with `released` or `release_date`',
  })
  .meta({
    id: 'Track',
    description: 'A track on one platform. The date is named `released` or, in some results, `release_date`.',
  });

export type TrackWithReleased = z.infer<typeof TrackWithReleasedSchema>;
export type TrackWithReleaseDate = z.infer<typeof TrackWithReleaseDateSchema>;
export type Track = z.infer<typeof TrackSchema>;

/** The date of a track, whichever name it came under. */
export function releaseDateOf(track: Track): string {
  return 'released' in track ? track.released : track.release_date;
}

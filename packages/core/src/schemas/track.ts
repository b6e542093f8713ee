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
  .meta({
    id: 'TrackWithReleased',
    description: 'A track as Segue writes it: the date is always named `released`.',
  });

// The interface names the date `released` in most results and `release_date` in some (S2
// playlist tracks among them); a client must read both. One object with a check, rather than a
// union of two, keeps parse errors pointing at the field that is wrong; the `anyOf` in the
// metadata carries the same rule into the JSON Schema.
export const TrackSchema = z
  .object({
    ...trackFields,
    released: ReleaseDateSchema.optional(),
    release_date: ReleaseDateSchema.optional(),
  })
  .superRefine((track, ctx) => {
    if (track.released === undefined && track.release_date === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['released'],
        message: 'a track needs its date as `released` (or `release_date`); an empty string means unknown',
      });
    }
  })
  .meta({
    id: 'Track',
    description: 'A track on one platform. The date is named `released` or, in some results, `release_date`.',
    anyOf: [{ required: ['released'] }, { required: ['release_date'] }],
  });

export type TrackWithReleased = z.infer<typeof TrackWithReleasedSchema>;
export type Track = z.infer<typeof TrackSchema>;

/** The date of a track, whichever name it came under (`released` wins if both are set). */
export function releaseDateOf(track: Track): string {
  return track.released ?? track.release_date ?? '';
}

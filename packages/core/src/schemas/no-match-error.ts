import { z } from 'zod';
import { ConvertedAlbumSchema, ConvertedArtistSchema } from './conversion';
import { ErrorBodySchema } from './error';
import { PlatformKeySchema } from './platform';
import { TrackSchema } from './track';

/**
 * The 404 of a conversion to one target platform that has no match: the error envelope, plus
 * which target it was and, when one was scored, the closest candidate there (a Track, album or
 * artist as a conversion shows it, its `match.confidence` below what a match needs).
 */
export const NoMatchErrorBodySchema = ErrorBodySchema.extend({
  error: z.literal('ENOTFOUND'),
  status: z.literal(404),
  platform: PlatformKeySchema.optional().meta({ description: 'The target platform that has no match.' }),
  candidate: z.union([TrackSchema, ConvertedAlbumSchema, ConvertedArtistSchema]).optional().meta({
    description:
      'The closest candidate on the target, in the shape of the entity converted (a Track for a track), with its `match` ' +
      '(`method` and the `confidence` it scored, below the threshold of a match). Absent when nothing was scored, or when ' +
      'the miss was remembered from an earlier lookup.',
  }),
}).meta({
  id: 'NoMatchErrorBody',
  description:
    'ENOTFOUND of a conversion: the link\'s item does not exist, or (with `platform`) the one target platform asked for has no ' +
    'confident match; `message` says why.',
});

export type NoMatchErrorBody = z.infer<typeof NoMatchErrorBodySchema>;

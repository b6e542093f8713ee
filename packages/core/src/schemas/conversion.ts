import { z } from 'zod';
import {
  HttpUrlOrEmptySchema,
  HttpUrlSchema,
  NonNegativeIntSchema,
  ReleaseDateSchema,
  UpcSchema,
} from './formats';
import { ErrorCodeSchema } from './error';
import { MatchSchema } from './match';
import { PlatformKeySchema, TargetPlatformSchema } from './platform';
import { ShareUrlSchema, ShortIdSchema } from './share-link';
import { TrackSchema } from './track';

export const ConversionRequestSchema = z
  .object({
    url: z
      .string({ error: 'url is required: a link to a track, album, artist or playlist' })
      .trim()
      .min(1, { error: 'url is required: a link to a track, album, artist or playlist' })
      .max(2048, { error: 'url is longer than 2048 characters' })
      .meta({
        description:
          'A link to a track, album, artist or playlist (a short link is followed), or a pasted text holding one such link ("check this out https://open.spotify.com/track/…"), which is then converted. Several different links in the text are refused with 400 `EINVALIDLINK` naming them.',
      }),
    target_platform: TargetPlatformSchema.optional(),
  })
  .meta({
    id: 'ConversionRequest',
    description: 'Body of POST /v1/entity/convert. Without `target_platform` every integrated platform is targeted.',
  });

export const ConvertedAlbumSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    url: HttpUrlSchema,
    artists: z.array(z.string().min(1)).min(1),
    cover: HttpUrlOrEmptySchema,
    release_date: ReleaseDateSchema,
    track_count: NonNegativeIntSchema.optional().meta({ description: 'Absent when the platform does not say.' }),
    explicit: z.boolean().optional(),
    upc: UpcSchema.optional(),
    match: MatchSchema,
  })
  .meta({ id: 'ConvertedAlbum', description: 'An album on one platform, as found by a conversion.' });

export const ConvertedArtistSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    url: HttpUrlSchema,
    cover: HttpUrlOrEmptySchema.optional(),
    match: MatchSchema,
  })
  .meta({ id: 'ConvertedArtist', description: 'An artist on one platform, as found by a conversion.' });

const shareFields = { short_url: ShortIdSchema, share_url: ShareUrlSchema };

export const TargetErrorsSchema = z
  .partialRecord(PlatformKeySchema, z.object({ error: ErrorCodeSchema, message: z.string().min(1) }))
  .meta({
    id: 'TargetErrors',
    description: 'Targets that found nothing (ENOTFOUND) or failed, keyed by platform, beside the ones in `platforms`.',
  });

export const TrackConversionSchema = z
  .object({
    entity: z.literal('track'),
    platforms: z.partialRecord(PlatformKeySchema, TrackSchema),
    ...shareFields,
    errors: TargetErrorsSchema.optional(),
  })
  .meta({ id: 'TrackConversion', description: 'A track converted to the requested platforms.' });

export const AlbumConversionSchema = z
  .object({
    entity: z.literal('album'),
    platforms: z.partialRecord(PlatformKeySchema, ConvertedAlbumSchema),
    ...shareFields,
    errors: TargetErrorsSchema.optional(),
  })
  .meta({ id: 'AlbumConversion', description: 'An album converted to the requested platforms.' });

export const ArtistConversionSchema = z
  .object({
    entity: z.literal('artist'),
    platforms: z.partialRecord(PlatformKeySchema, ConvertedArtistSchema),
    ...shareFields,
    errors: TargetErrorsSchema.optional(),
  })
  .meta({ id: 'ArtistConversion', description: 'An artist converted to the requested platforms.' });

export const ConversionResultSchema = z
  .discriminatedUnion('entity', [TrackConversionSchema, AlbumConversionSchema, ArtistConversionSchema])
  .meta({
    id: 'ConversionResult',
    description: 'Immediate result of converting a track, album or artist link; `platforms` is keyed by platform.',
  });

/** The `data` of a conversion answer: the result sits in `data.payload`, not in `data` itself. */
export const ConversionPayloadSchema = z
  .object({ payload: ConversionResultSchema })
  .meta({ id: 'ConversionPayload', description: 'The `data` of a track, album or artist conversion.' });

export type ConversionRequest = z.infer<typeof ConversionRequestSchema>;
export type ConvertedAlbum = z.infer<typeof ConvertedAlbumSchema>;
export type ConvertedArtist = z.infer<typeof ConvertedArtistSchema>;
export type TrackConversion = z.infer<typeof TrackConversionSchema>;
export type AlbumConversion = z.infer<typeof AlbumConversionSchema>;
export type ArtistConversion = z.infer<typeof ArtistConversionSchema>;
export type ConversionResult = z.infer<typeof ConversionResultSchema>;

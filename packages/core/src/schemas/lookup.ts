import { z } from 'zod';
import { MUSIC_ENTITY_TYPES } from '../links/music-link';
import { envelopeOf } from './envelope';
import { HttpUrlOrEmptySchema, HttpUrlSchema, NonNegativeIntSchema } from './formats';
import { PlatformKeySchema } from './platform';

export const EntityLookupQuerySchema = z
  .object({
    url: z
      .string({ error: 'url is required: a link to a track, album, artist or playlist' })
      .trim()
      .min(1, { error: 'url is required: a link to a track, album, artist or playlist' })
      .max(2048, { error: 'url is longer than 2048 characters' }),
  })
  .meta({ id: 'EntityLookupQuery', description: 'Query of GET /v1/entity/lookup.' });

export const EntityLookupSchema = z
  .object({
    entity: z.enum(MUSIC_ENTITY_TYPES),
    platform: PlatformKeySchema,
    id: z.string().min(1),
    url: HttpUrlSchema.meta({ description: 'The canonical link of the entity on its platform.' }),
    title: z.string().meta({ description: "The track's, album's or playlist's title, or the artist's name." }),
    artists: z.array(z.string()).meta({ description: 'Credited artists of a track or album; empty for an artist or a playlist.' }),
    owner: z.string().meta({ description: "A playlist's owner as the platform names them; empty otherwise or when unknown." }),
    cover: HttpUrlOrEmptySchema,
    track_count: NonNegativeIntSchema.optional().meta({
      description: 'Tracks of a playlist (those the platform lists), or of an album when the platform says; absent otherwise.',
    }),
  })
  .meta({ id: 'EntityLookup', description: 'What a music link points at, read from its platform without converting it.' });

export const EntityLookupResponseSchema = envelopeOf(EntityLookupSchema).meta({
  id: 'EntityLookupResponse',
  description: 'GET /v1/entity/lookup',
});

export type EntityLookup = z.infer<typeof EntityLookupSchema>;

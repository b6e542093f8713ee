/**
 * TIDAL v2 JSON:API shapes, from the official OpenAPI document (tidal-sdk-web) and the real
 * recordings in harmony's testdata (https://tidal-music.github.io/tidal-api-reference/).
 */
import { z } from 'zod';

/** Relative to `/v2`: TIDAL's links never repeat the version prefix. */
const relLink = z.string().startsWith('/').refine((s) => !s.startsWith('/v2/'), 'links are relative to /v2');
const isoDuration = z.string().regex(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
const externalLinks = z.array(z.object({ href: z.url(), meta: z.object({ type: z.string() }) }));

export const identifierSchema = z.object({ id: z.string(), type: z.string(), meta: z.record(z.string(), z.unknown()).optional() });

export const linksSchema = z.object({
  self: relLink,
  next: relLink.optional(),
  meta: z.object({ nextCursor: z.string() }).optional(),
});

const relationshipSchema = z.object({ data: z.array(identifierSchema).optional(), links: linksSchema });

const resource = <T extends string, A extends z.ZodType>(type: T, attributes: A) =>
  z.object({ id: z.string(), type: z.literal(type), attributes, relationships: z.record(z.string(), relationshipSchema).optional() });

export const trackSchema = resource(
  'tracks',
  z.object({
    title: z.string(),
    version: z.string().nullable().optional(),
    isrc: z.union([z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/), z.literal('')]),
    duration: isoDuration,
    copyright: z.union([z.string(), z.object({ text: z.string() })]).optional(),
    explicit: z.boolean(),
    popularity: z.number().min(0).max(1),
    accessType: z.enum(['PUBLIC', 'UNLISTED', 'PRIVATE']).optional(),
    availability: z.array(z.string()).optional(),
    mediaTags: z.array(z.string()),
    externalLinks: externalLinks.optional(),
    spotlighted: z.boolean().optional(),
    // Required by the current OAS, absent from recordings made before it: accept both.
    key: z.string().optional(),
    keyScale: z.string().optional(),
    bpm: z.number().optional(),
  }),
);

export const albumSchema = resource(
  'albums',
  z.object({
    title: z.string(),
    barcodeId: z.string().regex(/^\d{12,14}$/),
    numberOfVolumes: z.number().int(),
    numberOfItems: z.number().int(),
    duration: isoDuration,
    explicit: z.boolean(),
    releaseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    copyright: z.object({ text: z.string() }).optional(),
    popularity: z.number().min(0).max(1),
    availability: z.array(z.string()).optional(),
    mediaTags: z.array(z.string()),
    externalLinks: externalLinks.optional(),
    type: z.enum(['ALBUM', 'EP', 'SINGLE']),
  }),
);

export const artistSchema = resource(
  'artists',
  z.object({ name: z.string(), popularity: z.number().min(0).max(1), externalLinks: externalLinks.optional() }),
);

export const artworkSchema = resource(
  'artworks',
  z.object({
    mediaType: z.enum(['IMAGE', 'VIDEO']),
    files: z.array(z.object({ href: z.url(), meta: z.object({ width: z.number().int(), height: z.number().int() }) })).min(1),
  }),
);

export const playlistSchema = resource(
  'playlists',
  z.object({
    name: z.string(),
    description: z.string().optional(),
    bounded: z.boolean(),
    duration: isoDuration.optional(),
    numberOfItems: z.number().int().optional(),
    externalLinks: externalLinks,
    createdAt: z.iso.datetime(),
    lastModifiedAt: z.iso.datetime(),
    accessType: z.enum(['PUBLIC', 'UNLISTED']).optional(),
    numberOfFollowers: z.number().int().nonnegative(),
    playlistType: z.enum(['EDITORIAL', 'USER', 'MIX', 'ARTIST']),
  }),
);

export const searchResultSchema = z.object({
  id: z.string(),
  type: z.literal('searchResults'),
  attributes: z.object({ trackingId: z.string(), didYouMean: z.string().optional() }),
  relationships: z.record(z.string(), relationshipSchema),
});

/** Recordings also include `providers` and other types the simulator does not serve. */
const otherResourceSchema = z.object({ id: z.string(), type: z.string().refine((t) => !['tracks', 'albums', 'artists', 'artworks', 'playlists'].includes(t)) });

export const includedSchema = z.array(
  z.union([z.discriminatedUnion('type', [trackSchema, albumSchema, artistSchema, artworkSchema, playlistSchema]), otherResourceSchema]),
);

export const singleDocument = <T extends z.ZodType>(data: T) =>
  z.object({ data, links: z.object({ self: relLink }), included: includedSchema.optional() });

export const multiDocument = <T extends z.ZodType>(data: T) =>
  z.object({ data: z.array(data), links: linksSchema, included: includedSchema.optional() });

export const albumItemSchema = identifierSchema.extend({
  type: z.literal('tracks'),
  meta: z.object({ volumeNumber: z.number().int(), trackNumber: z.number().int() }),
});

export const playlistItemSchema = identifierSchema.extend({
  type: z.enum(['tracks', 'videos']),
  meta: z.object({ addedAt: z.iso.datetime(), itemId: z.string(), itemCursor: z.string().optional() }),
});

export const errorsSchema = z.object({
  errors: z
    .array(
      z.object({
        id: z.string().optional(),
        status: z.string().regex(/^\d{3}$/),
        code: z.string().optional(),
        detail: z.string(),
        source: z.object({ parameter: z.string().optional(), pointer: z.string().optional(), header: z.string().optional() }).optional(),
      }),
    )
    .min(1),
});

export const tokenSchema = z.object({
  access_token: z.string().min(16),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});

export const tokenErrorSchema = z.object({
  status: z.number().int(),
  sub_status: z.number().int(),
  error: z.string(),
  error_description: z.string(),
});

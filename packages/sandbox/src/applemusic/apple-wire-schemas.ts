/**
 * Apple Music API response shapes, written from Apple's documentation
 * (https://developer.apple.com/documentation/applemusicapi) and real dumps (not from what any
 * client of ours reads).
 * Used by the tests to hold the simulator to the wire format.
 */
import { z } from 'zod';

const identifier = (type: string) => z.object({ id: z.string(), type: z.literal(type), href: z.string().startsWith('/v1/catalog/') });

export const artworkSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string().includes('{w}x{h}'),
  bgColor: z.string().regex(/^[0-9a-f]{6}$/i).optional(),
  textColor1: z.string().regex(/^[0-9a-f]{6}$/i).optional(),
  textColor2: z.string().regex(/^[0-9a-f]{6}$/i).optional(),
  textColor3: z.string().regex(/^[0-9a-f]{6}$/i).optional(),
  textColor4: z.string().regex(/^[0-9a-f]{6}$/i).optional(),
  hasP3: z.boolean().optional(),
});

export const songSchema = z.object({
  id: z.string().regex(/^\d+$/),
  type: z.literal('songs'),
  href: z.string().regex(/^\/v1\/catalog\/[a-z]{2}\/songs\/\d+$/),
  attributes: z.object({
    albumName: z.string(),
    artistName: z.string(),
    artwork: artworkSchema,
    composerName: z.string().optional(),
    contentRating: z.enum(['explicit', 'clean']).optional(),
    discNumber: z.number().int().positive(),
    durationInMillis: z.number().int().positive(),
    genreNames: z.array(z.string()),
    hasLyrics: z.boolean(),
    isAppleDigitalMaster: z.boolean().optional(),
    isrc: z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/).optional(),
    name: z.string(),
    playParams: z.object({ id: z.string(), kind: z.literal('song') }).optional(),
    previews: z.array(z.object({ url: z.url() })).optional(),
    releaseDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
    trackNumber: z.number().int().positive(),
    url: z.string().regex(/^https:\/\/music\.apple\.com\/[a-z]{2}\/album\/[^/]+\/\d+\?i=\d+$/),
    audioLocale: z.string().optional(),
    audioTraits: z.array(z.string()).optional(),
  }),
  relationships: z
    .object({
      albums: z.object({ href: z.string(), data: z.array(identifier('albums').passthrough()) }),
      artists: z.object({ href: z.string(), data: z.array(identifier('artists').passthrough()) }),
    })
    .optional(),
});

export const albumSchema = z.object({
  id: z.string().regex(/^\d+$/),
  type: z.literal('albums'),
  href: z.string(),
  attributes: z.object({
    artistName: z.string(),
    artwork: artworkSchema,
    copyright: z.string().optional(),
    contentRating: z.enum(['explicit', 'clean']).optional(),
    genreNames: z.array(z.string()),
    isCompilation: z.boolean(),
    isComplete: z.boolean(),
    isMasteredForItunes: z.boolean(),
    isSingle: z.boolean(),
    name: z.string(),
    playParams: z.object({ id: z.string(), kind: z.literal('album') }).optional(),
    recordLabel: z.string().optional(),
    releaseDate: z.string().optional(),
    trackCount: z.number().int(),
    upc: z.string().optional(),
    url: z.string().regex(/^https:\/\/music\.apple\.com\/[a-z]{2}\/album\/[^/]+\/\d+$/),
  }),
  relationships: z
    .object({
      artists: z.object({ href: z.string(), data: z.array(identifier('artists')) }),
      tracks: z.object({ href: z.string(), next: z.string().optional(), data: z.array(songSchema) }),
    })
    .optional(),
});

export const artistSchema = z.object({
  id: z.string().regex(/^\d+$/),
  type: z.literal('artists'),
  href: z.string(),
  attributes: z.object({
    genreNames: z.array(z.string()),
    name: z.string(),
    url: z.string().regex(/^https:\/\/music\.apple\.com\/[a-z]{2}\/artist\/[^/]+\/\d+$/),
    artwork: artworkSchema.optional(),
  }),
  relationships: z
    .object({ albums: z.object({ href: z.string(), next: z.string().optional(), data: z.array(identifier('albums')) }) })
    .optional(),
});

export const playlistSchema = z.object({
  id: z.string().regex(/^pl\.(u-[A-Za-z0-9]+|[0-9a-f]{32})$/),
  type: z.literal('playlists'),
  href: z.string(),
  attributes: z.object({
    artwork: artworkSchema.optional(),
    curatorName: z.string(),
    description: z.object({ standard: z.string(), short: z.string().optional() }).optional(),
    isChart: z.boolean(),
    lastModifiedDate: z.string(),
    name: z.string(),
    playParams: z.object({ id: z.string(), kind: z.literal('playlist') }).optional(),
    playlistType: z.enum(['editorial', 'external', 'personal-mix', 'replay', 'user-shared']),
    url: z.string().regex(/^https:\/\/music\.apple\.com\/[a-z]{2}\/playlist\/[^/]+\/pl\./),
  }),
  relationships: z
    .object({
      tracks: z.object({ href: z.string(), next: z.string().optional(), data: z.array(songSchema) }),
    })
    .optional(),
});

/** `next` is root-relative, carries `offset` and never `limit`. */
export const nextLinkSchema = z
  .string()
  .regex(/^\/v1\/catalog\/[a-z]{2}\/[^?]+\?(.*&)?offset=\d+/)
  .refine((s) => !/[?&]limit=/.test(s), 'next must not carry limit');

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ href: z.string().optional(), next: nextLinkSchema.optional(), data: z.array(item) });

export const dataSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const searchSchema = z.object({
  results: z.object({
    songs: pageSchema(songSchema).optional(),
    albums: pageSchema(albumSchema).optional(),
    artists: pageSchema(artistSchema).optional(),
    playlists: pageSchema(playlistSchema).optional(),
  }),
  meta: z.object({ results: z.object({ order: z.array(z.string()), rawOrder: z.array(z.string()) }) }).optional(),
});

export const errorSchema = z.object({
  errors: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        detail: z.string(),
        status: z.string().regex(/^\d{3}$/),
        code: z.string().regex(/^\d{5}$/),
        source: z.object({ parameter: z.string() }).optional(),
      }),
    )
    .min(1),
});

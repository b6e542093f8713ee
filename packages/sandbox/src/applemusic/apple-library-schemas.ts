/**
 * Apple Music user-side shapes (`/v1/me/...`), written from Apple's documentation examples and
 * real responses quoted on Apple's forums (https://developer.apple.com/documentation/applemusicapi),
 * for the tests.
 */
import { z } from 'zod';
import { artworkSchema, songSchema } from './apple-wire-schemas';

const appleDate = z.iso.datetime();
const libraryId = (prefix: string) => z.string().regex(new RegExp(`^${prefix.replace('.', '\\.')}[A-Za-z0-9]{10,20}$`));

export const storefrontSchema = z.object({
  id: z.string().regex(/^[a-z]{2}$/),
  type: z.literal('storefronts'),
  href: z.string().startsWith('/v1/storefronts/'),
  attributes: z.object({
    defaultLanguageTag: z.string(),
    explicitContentPolicy: z.enum(['allowed', 'prohibited']),
    name: z.string().min(1),
    supportedLanguageTags: z.array(z.string()).min(1),
  }),
});

export const libraryPlaylistSchema = z.object({
  id: libraryId('p.'),
  type: z.literal('library-playlists'),
  href: z.string().regex(/^\/v1\/me\/library\/playlists\/p\./),
  attributes: z.object({
    artwork: artworkSchema.optional(),
    canEdit: z.boolean(),
    dateAdded: appleDate,
    description: z.object({ standard: z.string() }).optional(),
    hasCatalog: z.boolean(),
    isPublic: z.boolean(),
    lastModifiedDate: appleDate.optional(),
    name: z.string(),
    playParams: z.object({
      id: libraryId('p.'),
      kind: z.literal('playlist'),
      isLibrary: z.literal(true),
      globalId: z.string().startsWith('pl.').optional(),
    }),
  }),
});

export const librarySongSchema = z.object({
  id: libraryId('i.'),
  type: z.literal('library-songs'),
  href: z.string().regex(/^\/v1\/me\/library\/songs\/i\./),
  attributes: z.object({
    albumName: z.string(),
    artistName: z.string(),
    artwork: artworkSchema,
    contentRating: z.enum(['explicit', 'clean']).optional(),
    discNumber: z.number().int().positive(),
    durationInMillis: z.number().int().positive(),
    genreNames: z.array(z.string()),
    hasLyrics: z.boolean(),
    name: z.string(),
    playParams: z.object({
      id: libraryId('i.'),
      kind: z.literal('song'),
      isLibrary: z.literal(true),
      reporting: z.boolean(),
      catalogId: z.string().regex(/^\d+$/).optional(),
    }),
    releaseDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
    trackNumber: z.number().int().positive(),
  }),
});

export const libraryAlbumSchema = z.object({
  id: libraryId('l.'),
  type: z.literal('library-albums'),
  href: z.string().regex(/^\/v1\/me\/library\/albums\/l\./),
  attributes: z.object({
    artistName: z.string(),
    artwork: artworkSchema,
    dateAdded: appleDate,
    genreNames: z.array(z.string()),
    name: z.string(),
    playParams: z.object({ id: libraryId('l.'), kind: z.literal('album'), isLibrary: z.literal(true) }),
    releaseDate: z.string().optional(),
    trackCount: z.number().int().nonnegative(),
  }),
});

export const libraryArtistSchema = z.object({
  id: libraryId('r.'),
  type: z.literal('library-artists'),
  href: z.string().regex(/^\/v1\/me\/library\/artists\/r\./),
  attributes: z.object({ name: z.string() }),
});

/** Root-relative, `offset` only (as in the catalog). */
const meNext = z
  .string()
  .regex(/^\/v1\/me\/[^?]+\?offset=\d+$/)
  .optional();

export const libraryPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ next: meNext, data: z.array(item), meta: z.object({ total: z.number().int().nonnegative() }) }).strict();

/** A music video in the listening history: an identifier without attributes. */
const bareMusicVideoSchema = z.object({ id: z.string().regex(/^\d+$/), type: z.literal('music-videos'), href: z.string().startsWith('/v1/catalog/') }).strict();

/** Recently played: catalog songs, library songs and bare music videos; `next` keeps the `types` asked for. */
export const recentTracksSchema = z
  .object({
    next: z
      .string()
      .regex(/^\/v1\/me\/recent\/played\/tracks\?offset=\d+(&types=[a-z,-]+)?$/)
      .optional(),
    data: z.array(z.union([songSchema, librarySongSchema, bareMusicVideoSchema])),
  })
  .strict();

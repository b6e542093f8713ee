/**
 * The Deezer objects we read (https://developers.deezer.com/api), written from the documentation
 * and held against real recorded responses (`@segue/recorded`, data/deezer). Deezer leaves keys
 * out as readily as it nulls them (`title_version` is missing on some tracks, `tracks.total` on a
 * new playlist), and its ids exceed 32 bits, so ids are read as numbers or strings and kept as
 * strings.
 */
import { z } from 'zod';

export const id = z.union([z.number(), z.string()]).transform(String);

const artistRefSchema = z.object({ id: id.optional(), name: z.string() });

const coverFields = {
  cover: z.string().nullish(),
  cover_medium: z.string().nullish(),
  cover_big: z.string().nullish(),
  cover_xl: z.string().nullish(),
  md5_image: z.string().nullish(),
};

const albumRefSchema = z.object({ id, title: z.string(), release_date: z.string().nullish(), ...coverFields });
export type DeezerAlbumRef = z.infer<typeof albumRefSchema>;

/**
 * Explicitness: `explicit_lyrics` where sent, else `explicit_content_lyrics` (1 explicit,
 * 4 partially explicit; 0 not explicit, 2 unknown, 3 edited, 6 no advice).
 */
const explicitFields = {
  explicit_lyrics: z.boolean().nullish(),
  explicit_content_lyrics: z.number().nullish(),
};

const trackFields = {
  id,
  readable: z.boolean().nullish(),
  title: z.string(),
  title_short: z.string().nullish(),
  title_version: z.string().nullish(),
  /**
   * Sent on `/album/{id}/tracks` rows and, since about 2025, on playlist and search rows, not only on
   * `/track/{id}`; never on the album object's inline rows (album-302127-2025.json).
   */
  isrc: z.string().nullish(),
  link: z.string().nullish(),
  /** Seconds; a numeric string is read as its number. */
  duration: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]),
  ...explicitFields,
  preview: z.string().nullish(),
  md5_image: z.string().nullish(),
  artist: artistRefSchema,
  album: albumRefSchema.optional(),
  type: z.string().optional(),
  /** On `/track/{id}` and `/album/{id}/tracks` rows; search, playlist and the album object's inline rows leave them out. */
  track_position: z.number().int().positive().nullish(),
  disk_number: z.number().int().positive().nullish(),
};

/**
 * An unreadable track (`readable: false`, not licensed where the request came from) may name a
 * readable `alternative`, the same recording under another id.
 */
const alternativeSchema = z.object(trackFields).optional().catch(undefined);

/** A track in search results and track lists: no contributors, usually no release date. */
export const lightTrackSchema = z.object({ ...trackFields, alternative: alternativeSchema });

/** An array whose unreadable entries are dropped (a contributor without a name, a null). */
const someOf = <S extends z.ZodType>(item: S) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((raw) => {
      const parsed = item.safeParse(raw);
      return parsed.success ? [parsed.data as z.infer<S>] : [];
    }),
  );

/** `GET /track/{id}` and `/track/isrc:{isrc}`. */
export const trackSchema = lightTrackSchema.extend({
  release_date: z.string().nullish(),
  contributors: someOf(artistRefSchema.extend({ role: z.string().nullish() })).nullish(),
  available_countries: someOf(z.string()).nullish(),
});
export type DeezerTrack = z.infer<typeof trackSchema>;
export type DeezerLightTrack = z.infer<typeof lightTrackSchema>;

/**
 * A page of a list: items that do not read (a null, an item of a shape we do not know) are
 * skipped rather than failing the page; a page none of whose items read is not Deezer's and fails.
 */
export const listSchema = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(z.unknown()).transform((items, ctx) => {
      const read: Array<z.infer<S>> = [];
      let firstIssue: z.core.$ZodIssue | undefined;
      for (const raw of items) {
        const parsed = item.safeParse(raw);
        if (parsed.success) read.push(parsed.data);
        else firstIssue ??= parsed.error.issues[0];
      }
      if (items.length > 0 && read.length === 0) {
        ctx.addIssue({ code: 'custom', message: `no item of the list is readable (${firstIssue?.path.join('.') ?? ''}: ${firstIssue?.message ?? 'invalid'})` });
        return z.NEVER;
      }
      return read;
    }),
    total: z.number().nullish(),
    next: z.string().nullish(),
  });

export const albumSchema = z.object({
  id,
  title: z.string(),
  upc: z.string().nullish(),
  link: z.string().nullish(),
  release_date: z.string().nullish(),
  nb_tracks: z.number().nullish(),
  record_type: z.string().nullish(),
  ...explicitFields,
  artist: artistRefSchema.optional(),
  contributors: someOf(artistRefSchema).nullish(),
  // The inline `tracks` rows are not read: they lack the ISRC and positions that
  // `/album/{id}/tracks` gives (see the adapter's getAlbum).
  ...coverFields,
});
export type DeezerAlbum = z.infer<typeof albumSchema>;

export const artistSchema = z.object({
  id,
  name: z.string(),
  link: z.string().nullish(),
  picture_xl: z.string().nullish(),
  picture_big: z.string().nullish(),
});
export type DeezerArtist = z.infer<typeof artistSchema>;

export const playlistSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullish(),
  link: z.string().nullish(),
  nb_tracks: z.number().nullish(),
  picture_xl: z.string().nullish(),
  picture_big: z.string().nullish(),
  creator: z.object({ name: z.string().nullish() }).nullish(),
  tracks: listSchema(lightTrackSchema).optional(),
});
export type DeezerPlaylist = z.infer<typeof playlistSchema>;

/**
 * Deezer's errors, nearly always inside an HTTP 200 body: `{"error": {"type", "message", "code"}}`
 * (`code` is missing on some), or `{"error": "Not Found"}` for an unknown path (HTTP 404).
 */
const errorBodySchema = z.object({
  error: z.union([
    z.object({
      type: z.string().optional().catch(undefined),
      message: z.string().optional().catch(undefined),
      code: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional().catch(undefined),
    }),
    z.string(),
  ]),
});

export interface DeezerErrorBody {
  type?: string;
  code?: number;
  message?: string;
}

export function deezerError(body: unknown): DeezerErrorBody | undefined {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { error } = parsed.data;
  if (typeof error === 'string') return { message: error };
  // A DataException is "no data" whether or not its code came with it.
  return error.code === undefined && error.type === 'DataException' ? { ...error, code: DEEZER_CODES.DATA_NOT_FOUND } : error;
}

/** Codes from https://developers.deezer.com/api/errors. */
export const DEEZER_CODES = {
  QUOTA: 4,
  PERMISSION: 200,
  TOKEN_INVALID: 300,
  SERVICE_BUSY: 700,
  DATA_NOT_FOUND: 800,
} as const;

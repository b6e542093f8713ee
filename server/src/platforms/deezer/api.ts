/**
 * Deezer public API (https://developers.deezer.com/api), catalog side: raw requests and the
 * object shapes we read, written from the documentation and recorded responses. Deezer answers
 * errors as HTTP 200 with `{"error": {"type", "message", "code"}}`; ids exceed 32 bits, so they
 * are read as numbers and kept as strings.
 */
import { z } from 'zod';
import type { BodyFailure, HttpResponse, PlatformHttp } from '../http/http-types';
import { PlatformError } from '../platform-error';
import { parseWire } from '../shared/parse-wire';
import { rebaseUrl } from '../shared/rebase-url';
import { statusError } from '../shared/status-error';

const id = z.union([z.number(), z.string()]).transform(String);

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

/** A track in search results and track lists: no ISRC, contributors or release date. */
export const lightTrackSchema = z.object({
  id,
  readable: z.boolean().optional(),
  title: z.string(),
  title_short: z.string().nullish(),
  title_version: z.string().nullish(),
  link: z.string().nullish(),
  duration: z.number(),
  explicit_lyrics: z.boolean().nullish(),
  preview: z.string().nullish(),
  artist: artistRefSchema,
  album: albumRefSchema.optional(),
  type: z.string().optional(),
});

/** `GET /track/{id}` and `/track/isrc:{isrc}`. */
export const trackSchema = lightTrackSchema.extend({
  isrc: z.string().nullish(),
  release_date: z.string().nullish(),
  contributors: z.array(artistRefSchema.extend({ role: z.string().nullish() })).nullish(),
  album: albumRefSchema,
});
export type DeezerTrack = z.infer<typeof trackSchema>;
export type DeezerLightTrack = z.infer<typeof lightTrackSchema>;

const listSchema = <S extends z.ZodType>(item: S) =>
  z.object({ data: z.array(item), total: z.number().optional(), next: z.string().nullish() });

export const albumSchema = z.object({
  id,
  title: z.string(),
  upc: z.string().nullish(),
  link: z.string().nullish(),
  release_date: z.string().nullish(),
  nb_tracks: z.number().nullish(),
  artist: artistRefSchema.optional(),
  contributors: z.array(artistRefSchema).nullish(),
  tracks: listSchema(lightTrackSchema).optional(),
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

const errorBodySchema = z.object({
  error: z.union([z.object({ type: z.string().optional(), message: z.string().optional(), code: z.number().optional() }), z.string()]),
});

/** Codes from https://developers.deezer.com/api/errors that mean "try again later". */
const QUOTA = 4;
const SERVICE_BUSY = 700;
const DATA_NOT_FOUND = 800;

function deezerError(body: unknown): { code?: number; message?: string } | undefined {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { error } = parsed.data;
  return typeof error === 'string' ? { message: error } : error;
}

/**
 * Deezer's throttling and overload arrive in 200 bodies; the HTTP layer retries them. The quota
 * is about 50 requests per 5 s with no Retry-After, so a throttled request waits at least a
 * second: retrying sooner only spends the next window's requests.
 */
export function classifyDeezer(response: HttpResponse): BodyFailure | undefined {
  const code = deezerError(response.body)?.code;
  if (code === QUOTA) return { kind: 'rate_limited', retryAfterMs: 1_000 };
  if (code === SERVICE_BUSY) return { kind: 'unavailable' };
  return undefined;
}

export interface DeezerApiOptions {
  baseUrl: string;
  http: PlatformHttp;
}

export type DeezerApi = ReturnType<typeof createDeezerApi>;

export function createDeezerApi({ baseUrl, http }: DeezerApiOptions) {
  async function get<S extends z.ZodType>(
    pathOrLink: string,
    query: Record<string, string | number | undefined>,
    schema: S,
    what: string,
  ): Promise<z.infer<S>> {
    const url = pathOrLink.startsWith('http') ? rebaseUrl(pathOrLink, baseUrl) : `${baseUrl}${pathOrLink}`;
    const response = await http.send({ url, query, classify: classifyDeezer });
    const error = response.status === 200 ? deezerError(response.body) : undefined;
    if (response.status !== 200) throw statusError('deezer', response.status, what);
    if (error) {
      if (error.code === DATA_NOT_FOUND) throw statusError('deezer', 404, what, error.message);
      throw new PlatformError('deezer', 'bad_response', `deezer refused the ${what} request: ${error.message ?? 'unknown error'} (code ${error.code ?? '?'})`);
    }
    return parseWire('deezer', schema, response.body, what);
  }

  const seg = encodeURIComponent;
  return {
    track: (trackId: string) => get(`/track/${seg(trackId)}`, {}, trackSchema, 'track'),
    trackByIsrc: (isrc: string) => get(`/track/isrc:${seg(isrc)}`, {}, trackSchema, 'track'),
    album: (albumId: string) => get(`/album/${seg(albumId)}`, {}, albumSchema, 'album'),
    artist: (artistId: string) => get(`/artist/${seg(artistId)}`, {}, artistSchema, 'artist'),
    playlist: (playlistId: string) => get(`/playlist/${seg(playlistId)}`, {}, playlistSchema, 'playlist'),
    /** A following page of an album's or playlist's tracks (`next` link). */
    trackPage: (next: string) => get(next, {}, listSchema(lightTrackSchema), 'track list'),
    searchTracks: (q: string, limit: number) => get('/search/track', { q, limit }, listSchema(lightTrackSchema), 'search results'),
    searchAlbums: (q: string, limit: number) => get('/search/album', { q, limit }, listSchema(albumSchema), 'search results'),
    searchArtists: (q: string, limit: number) => get('/search/artist', { q, limit }, listSchema(artistSchema), 'search results'),
  };
}

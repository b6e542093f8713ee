/**
 * Apple Music API, catalog side: raw requests and the response shapes we rely on, written from
 * Apple's documentation (https://developer.apple.com/documentation/applemusicapi) and recorded
 * responses. Only fields Segue reads are declared; zod drops the rest.
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../shared/parse-wire';
import { sendAuthorized } from '../shared/send-authorized';
import { statusError } from '../shared/status-error';
import type { TokenSource } from '../shared/token-cache';

const artworkSchema = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });

// Related resources come as identifiers, or with attributes when `include` asked for them.
const relationshipSchema = z.object({
  href: z.string().optional(),
  next: z.string().optional(),
  data: z.array(z.object({ id: z.string(), type: z.string(), attributes: z.object({ name: z.string().optional() }).optional() })),
});

// `contentRating` is "explicit" or "clean", and absent when the song is unrated.
export const songSchema = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.object({
    name: z.string(),
    artistName: z.string(),
    albumName: z.string().nullish(),
    durationInMillis: z.number().nullish(),
    isrc: z.string().nullish(),
    contentRating: z.string().nullish(),
    releaseDate: z.string().nullish(),
    artwork: artworkSchema.nullish(),
    previews: z.array(z.object({ url: z.string() })).nullish(),
    url: z.string(),
  }),
  relationships: z.object({ albums: relationshipSchema.optional(), artists: relationshipSchema.optional() }).optional(),
});
export type AppleSong = z.infer<typeof songSchema>;

/** A page of tracks: songs plus the music videos playlists may hold (without all song fields). */
const trackPageSchema = z.object({
  next: z.string().optional(),
  data: z.array(z.object({ id: z.string(), type: z.string(), attributes: z.unknown().optional() })),
});

export const albumSchema = z.object({
  id: z.string(),
  type: z.literal('albums'),
  attributes: z.object({
    name: z.string(),
    artistName: z.string(),
    releaseDate: z.string().nullish(),
    artwork: artworkSchema.nullish(),
    url: z.string(),
    upc: z.string().nullish(),
    trackCount: z.number().nullish(),
  }),
  relationships: z.object({ tracks: trackPageSchema.optional() }).optional(),
});
export type AppleAlbum = z.infer<typeof albumSchema>;

export const artistSchema = z.object({
  id: z.string(),
  type: z.literal('artists'),
  attributes: z.object({ name: z.string(), url: z.string(), artwork: artworkSchema.nullish() }),
});
export type AppleArtist = z.infer<typeof artistSchema>;

export const playlistSchema = z.object({
  id: z.string(),
  type: z.literal('playlists'),
  attributes: z.object({
    name: z.string(),
    curatorName: z.string().nullish(),
    description: z.object({ standard: z.string().nullish(), short: z.string().nullish() }).nullish(),
    artwork: artworkSchema.nullish(),
    url: z.string(),
  }),
  relationships: z.object({ tracks: trackPageSchema.optional() }).optional(),
});
export type ApplePlaylist = z.infer<typeof playlistSchema>;

const dataOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item) });

const searchSchema = z.object({
  results: z.object({
    songs: z.object({ data: z.array(songSchema), next: z.string().optional() }).optional(),
    albums: z.object({ data: z.array(albumSchema), next: z.string().optional() }).optional(),
    artists: z.object({ data: z.array(artistSchema), next: z.string().optional() }).optional(),
  }),
});

const errorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string().optional(), title: z.string().optional(), detail: z.string().optional() })),
});

export interface AppleApiOptions {
  baseUrl: string;
  storefront: string;
  http: PlatformHttp;
  token: TokenSource;
}

export type AppleApi = ReturnType<typeof createAppleApi>;

export function createAppleApi({ baseUrl, storefront, http, token }: AppleApiOptions) {
  const catalog = `${baseUrl}/v1/catalog/${storefront}`;

  /** GETs a catalog path, or a root-relative `next` link (`/v1/...`), and validates the body. */
  async function get<S extends z.ZodType>(
    pathOrNext: string,
    query: Record<string, string | number | undefined>,
    schema: S,
    what: string,
  ): Promise<z.infer<S>> {
    const url = pathOrNext.startsWith('/v1/') ? `${baseUrl}${pathOrNext}` : `${catalog}${pathOrNext}`;
    const response = await sendAuthorized(http, token, { url, query });
    if (response.status !== 200) {
      const parsed = errorBodySchema.safeParse(response.body);
      const first = parsed.success ? parsed.data.errors[0] : undefined;
      throw statusError('applemusic', response.status, what, first?.detail ?? first?.title);
    }
    return parseWire('applemusic', schema, response.body, what);
  }

  const one = async <S extends z.ZodType>(path: string, query: Record<string, string | undefined>, schema: S, what: string) => {
    const { data } = await get(path, query, dataOf(schema), what);
    const first = data[0];
    if (first === undefined) throw statusError('applemusic', 404, what);
    return first as z.infer<S>;
  };

  return {
    song: (id: string) => one(`/songs/${encodeURIComponent(id)}`, { include: 'albums,artists' }, songSchema, 'song'),
    /** Up to 25 ISRCs per request; Apple may answer several songs per ISRC. */
    songsByIsrc: async (isrcs: readonly string[]) =>
      (await get('/songs', { 'filter[isrc]': isrcs.join(','), include: 'artists' }, dataOf(songSchema), 'ISRC lookup')).data,
    album: (id: string) => one(`/albums/${encodeURIComponent(id)}`, {}, albumSchema, 'album'),
    artist: (id: string) => one(`/artists/${encodeURIComponent(id)}`, {}, artistSchema, 'artist'),
    playlist: (id: string) => one(`/playlists/${encodeURIComponent(id)}`, {}, playlistSchema, 'playlist'),
    /** A page of album or playlist tracks; `next` links drop `limit`, so it is set again on each page. */
    trackPage: (pathOrNext: string, limit: number) => get(pathOrNext, { limit }, trackPageSchema, 'track list'),
    search: (term: string, types: 'songs' | 'albums' | 'artists', limit: number) =>
      get('/search', { term, types, limit }, searchSchema, 'search results'),
  };
}

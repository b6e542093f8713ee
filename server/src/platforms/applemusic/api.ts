/**
 * Apple Music API, catalog side: raw requests and the response shapes we rely on, written from
 * Apple's documentation (https://developer.apple.com/documentation/applemusicapi) and recorded
 * responses. Only fields Segue reads are declared; zod drops the rest.
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../kit/parse-wire';
import { sendAuthorized } from '../kit/send-authorized';
import { statusError } from '../kit/status-error';
import type { TokenSource } from '../kit/token-cache';

const artworkSchema = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });

// Related resources come as identifiers, or with attributes when `include` asked for them.
const relationshipSchema = z.object({
  href: z.string().optional(),
  next: z.string().optional(),
  data: z.array(z.object({ id: z.string(), type: z.string(), attributes: z.object({ name: z.string().optional() }).optional() })),
});

/**
 * A catalog song. `contentRating` is "explicit" or "clean", and absent when the song is unrated;
 * songs embedded in albums and playlists have no `albumName` (recorded: the album example of
 * https://developer.apple.com/documentation/applemusicapi/get-a-catalog-album), and some songs
 * have no `isrc`, `url` or `releaseDate`, so only the name and the artist are required.
 */
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
    trackNumber: z.number().int().positive().nullish(),
    discNumber: z.number().int().positive().nullish(),
    artwork: artworkSchema.nullish(),
    previews: z.array(z.object({ url: z.string() })).nullish(),
    url: z.string().nullish(),
  }),
  relationships: z.object({ albums: relationshipSchema.optional(), artists: relationshipSchema.optional() }).optional(),
});
export type AppleSong = z.infer<typeof songSchema>;

/**
 * A list of resources (album or playlist tracks, search groups, ISRC answers): the list must be
 * there, its items are read one by one by the caller, so a music video or an odd song in a page
 * is skipped rather than rejecting the page.
 */
const listSchema = z.object({ next: z.string().optional(), data: z.array(z.unknown()) });
export type AppleList = z.infer<typeof listSchema>;

export const albumSchema = z.object({
  id: z.string(),
  type: z.literal('albums'),
  attributes: z.object({
    name: z.string(),
    artistName: z.string(),
    releaseDate: z.string().nullish(),
    artwork: artworkSchema.nullish(),
    url: z.string().nullish(),
    upc: z.string().nullish(),
    trackCount: z.number().nullish(),
  }),
  relationships: z.object({ tracks: listSchema.optional(), artists: relationshipSchema.optional() }).optional(),
});
export type AppleAlbum = z.infer<typeof albumSchema>;

// Artists without artwork are common (recorded: go-apple-music's artist and search bodies).
export const artistSchema = z.object({
  id: z.string(),
  type: z.literal('artists'),
  attributes: z.object({ name: z.string(), url: z.string().nullish(), artwork: artworkSchema.nullish() }),
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
    url: z.string().nullish(),
  }),
  relationships: z.object({ tracks: listSchema.optional() }).optional(),
});
export type ApplePlaylist = z.infer<typeof playlistSchema>;

const dataOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item) });

const searchSchema = z.object({
  results: z.object({ songs: listSchema.optional(), albums: listSchema.optional(), artists: listSchema.optional() }),
});

/** The items of a list that read as `schema`; the others (other kinds, odd shapes) are left out. */
export function itemsOf<S extends z.ZodType>(schema: S, data: readonly unknown[]): Array<z.infer<S>> {
  const items: Array<z.infer<S>> = [];
  for (const item of data) {
    const parsed = schema.safeParse(item);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}

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
    storefront,
    /** `include=artists` names every credited artist; without it Apple gives one display string. */
    song: (id: string) => one(`/songs/${encodeURIComponent(id)}`, { include: 'albums,artists' }, songSchema, 'song'),
    /** Up to 25 ISRCs per request; Apple may answer several songs per ISRC, and an unknown ISRC is an empty list. */
    songsByIsrc: async (isrcs: readonly string[]) =>
      itemsOf(songSchema, (await get('/songs', { 'filter[isrc]': isrcs.join(','), include: 'artists' }, listSchema, 'ISRC lookup')).data),
    album: (id: string) => one(`/albums/${encodeURIComponent(id)}`, { include: 'artists' }, albumSchema, 'album'),
    /** Albums by barcode; an unknown UPC is an empty list. https://developer.apple.com/documentation/applemusicapi/get-multiple-catalog-albums-by-upc */
    albumsByUpc: async (upc: string) =>
      itemsOf(albumSchema, (await get('/albums', { 'filter[upc]': upc, include: 'artists' }, listSchema, 'UPC lookup')).data),
    artist: (id: string) => one(`/artists/${encodeURIComponent(id)}`, {}, artistSchema, 'artist'),
    playlist: (id: string) => one(`/playlists/${encodeURIComponent(id)}`, {}, playlistSchema, 'playlist'),
    /** A page of album or playlist tracks; `next` links drop `limit`, so it is set again on each page. */
    trackPage: (pathOrNext: string, limit: number) => get(pathOrNext, { limit }, listSchema, 'track list'),
    search: (term: string, types: 'songs' | 'albums' | 'artists', limit: number) =>
      get('/search', { term, types, limit }, searchSchema, 'search results'),
  };
}

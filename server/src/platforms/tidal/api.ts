/**
 * TIDAL API v2 (JSON:API, https://tidal-music.github.io/tidal-api-reference/): raw requests and
 * the document shapes we read, written from the official OpenAPI document and from responses
 * recorded by other projects (packages/recorded/data/tidal). Related resources come in
 * `included` and a relationship names its resources (`data`) only when it was included: a track
 * read without `albums.coverArt` has no cover. Pagination is by cursor, `links.next` relative
 * to `/v2`.
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../kit/parse-wire';
import { sendAuthorized } from '../kit/send-authorized';
import { statusError } from '../kit/status-error';
import type { TokenSource } from '../kit/token-cache';

/**
 * An album's items name each track's place on it in `meta` (`trackNumber`, `volumeNumber`: the
 * disc), recorded in album-items-whole-album.json; track resources themselves carry no position.
 */
const itemMetaSchema = z.object({ trackNumber: z.number().int().positive().nullish(), volumeNumber: z.number().int().positive().nullish() }).nullish();
const identifierSchema = z.object({ id: z.string(), type: z.string(), meta: itemMetaSchema });
export type ItemMeta = z.infer<typeof itemMetaSchema>;

const relationshipSchema = z.object({
  // Absent when the relationship was not included (older responses still list it with links).
  data: z.union([z.array(identifierSchema), identifierSchema, z.null()]).optional(),
  links: z.object({ next: z.string().nullish() }).nullish(),
});

const externalLinksSchema = z
  .array(z.object({ href: z.string(), meta: z.object({ type: z.string() }).nullish() }))
  .nullish();

/** One image size, as `artworks.files` and the older `imageLinks` attribute list them. */
const imageFileSchema = z.object({
  href: z.string(),
  meta: z.object({ width: z.number(), height: z.number() }).partial().nullish(),
});

export const resourceSchema = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()).optional(),
  relationships: z.record(z.string(), relationshipSchema).nullish(),
  meta: itemMetaSchema,
});
export type TidalResource = z.infer<typeof resourceSchema>;

export const trackAttributesSchema = z.object({
  title: z.string(),
  version: z.string().nullish(),
  isrc: z.string().nullish(),
  duration: z.string(),
  explicit: z.boolean().nullish(),
  externalLinks: externalLinksSchema,
});

export const albumAttributesSchema = z.object({
  title: z.string(),
  barcodeId: z.string().nullish(),
  numberOfItems: z.number().nullish(),
  releaseDate: z.string().nullish(),
  explicit: z.boolean().nullish(),
  externalLinks: externalLinksSchema,
  // The cover before the `coverArt` relationship existed (2024 to mid-2025 responses).
  imageLinks: z.array(imageFileSchema).nullish(),
});

export const artistAttributesSchema = z.object({
  name: z.string(),
  externalLinks: externalLinksSchema,
  imageLinks: z.array(imageFileSchema).nullish(),
});

export const playlistAttributesSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  externalLinks: externalLinksSchema,
  imageLinks: z.array(imageFileSchema).nullish(),
});

/**
 * An artworks resource. `mediaType` is `IMAGE` or `VIDEO`: an album's coverArt can name a looping
 * video beside its picture, mp4 files in the same sizes (packages/recorded/data/tidal/user-collection-tracks-page.json).
 */
export const artworkAttributesSchema = z.object({ mediaType: z.string().nullish(), files: z.array(imageFileSchema) });

const linksSchema = z.object({ next: z.string().nullish() }).nullish();

/**
 * A list of resources where one unreadable entry is skipped rather than rejecting the page (a
 * list that is not an array at all still fails).
 */
const resourceListSchema = z
  .array(z.unknown())
  .transform((items) => items.flatMap((item) => {
    const parsed = resourceSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }));

export const singleDocumentSchema = z.object({
  data: resourceSchema,
  included: resourceListSchema.nullish(),
  links: linksSchema,
});

export const collectionDocumentSchema = z.object({
  data: resourceListSchema,
  included: resourceListSchema.nullish(),
  links: linksSchema,
});

/**
 * Search results: `GET /searchResults?filter[query]=` answers a collection of one
 * `searchResults` resource; the older `GET /searchResults/{query}` the resource itself.
 */
export const searchDocumentSchema = z.object({
  data: z.union([resourceSchema, z.array(resourceSchema)]),
  included: resourceListSchema.nullish(),
  links: linksSchema,
});

const errorBodySchema = z.object({ errors: z.array(z.object({ code: z.string().nullish(), detail: z.string().nullish() })) });

/** The first `detail` of a JSON:API error body, for messages. */
export function errorDetail(body: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? (parsed.data.errors[0]?.detail ?? undefined) : undefined;
}

export interface TidalApiOptions {
  baseUrl: string;
  countryCode: string;
  http: PlatformHttp;
  token: TokenSource;
}

export type TidalApi = ReturnType<typeof createTidalApi>;

type Query = Record<string, string | number | undefined>;

export type SearchKind = 'tracks' | 'albums' | 'artists';

/** What a track read includes: its album with the album's cover art, and its artists. */
export const TRACK_INCLUDE = 'albums,albums.coverArt,artists';
/** What an album read includes: artists, cover art, and the first page of tracks with their artists. */
export const ALBUM_INCLUDE = 'artists,coverArt,items,items.artists';
/** What a playlist's item pages include: each track's artists, album and the album's cover. */
export const PLAYLIST_ITEMS_INCLUDE = 'items,items.artists,items.albums,items.albums.coverArt';
/** What each search kind includes: for albums their artists and cover, for artists their picture. */
export const SEARCH_INCLUDE: Record<SearchKind, string> = {
  tracks: 'tracks',
  albums: 'albums,albums.artists,albums.coverArt',
  artists: 'artists,artists.profileArt',
};

export function createTidalApi({ baseUrl, countryCode, http, token }: TidalApiOptions) {
  async function get<S extends z.ZodType>(pathOrNext: string, query: Query, schema: S, what: string): Promise<z.infer<S>> {
    // `links.next` is relative to /v2 and already carries the query; our own paths are too.
    const response = await sendAuthorized(http, token, {
      url: `${baseUrl}/v2${pathOrNext}`,
      query: { countryCode, ...query },
      headers: { accept: 'application/vnd.api+json' },
    });
    if (response.status !== 200) throw statusError('tidal', response.status, what, errorDetail(response.body));
    return parseWire('tidal', schema, response.body, what);
  }

  const id = encodeURIComponent;
  return {
    track: (trackId: string) => get(`/tracks/${id(trackId)}`, { include: TRACK_INCLUDE }, singleDocumentSchema, 'track'),
    /** Tracks by `filter[isrc]` or `filter[id]` (at most 20 values), 20 per page. */
    tracksBy: (filter: 'isrc' | 'id', values: readonly string[]) =>
      get('/tracks', { [`filter[${filter}]`]: values.join(','), include: TRACK_INCLUDE }, collectionDocumentSchema, 'track list'),
    /** Albums by `filter[id]` or `filter[barcodeId]` (at most 20 values). */
    albumsBy: (filter: 'id' | 'barcodeId', values: readonly string[], include: string) =>
      get('/albums', { [`filter[${filter}]`]: values.join(','), include }, collectionDocumentSchema, 'album list'),
    artist: (artistId: string) => get(`/artists/${id(artistId)}`, { include: 'profileArt' }, singleDocumentSchema, 'artist'),
    playlist: (playlistId: string) =>
      get(`/playlists/${id(playlistId)}`, { include: `coverArt,${PLAYLIST_ITEMS_INCLUDE}` }, singleDocumentSchema, 'playlist'),
    /** A following page of a list (`links.next`), asking again for the same includes. */
    nextPage: (next: string, include: string, what = 'item list') => get(next, { include }, collectionDocumentSchema, what),
    /** The current search form: one `searchResults` resource whose relationship names the hits. */
    search: (text: string, kind: SearchKind) =>
      get('/searchResults', { 'filter[query]': text, include: SEARCH_INCLUDE[kind] }, searchDocumentSchema, 'search results'),
    /** The older form, the query as the id: the hits' identifiers as primary data. */
    searchRelationship: (text: string, kind: SearchKind) =>
      get(`/searchResults/${id(text)}/relationships/${kind}`, { include: SEARCH_INCLUDE[kind] }, collectionDocumentSchema, 'search results'),
  };
}

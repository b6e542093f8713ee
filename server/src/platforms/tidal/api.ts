/**
 * TIDAL API v2 (JSON:API, https://tidal-music.github.io/tidal-api-reference/): raw requests and
 * the document shapes we read, written from the official OpenAPI document and recorded
 * responses. Related resources come in `included`; pagination is by cursor, with `links.next`
 * relative to `/v2`.
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../shared/parse-wire';
import { sendAuthorized } from '../shared/send-authorized';
import { statusError } from '../shared/status-error';
import type { TokenSource } from '../shared/token-cache';

const identifierSchema = z.object({ id: z.string(), type: z.string() });

const relationshipSchema = z.object({
  data: z.union([z.array(identifierSchema), identifierSchema, z.null()]).optional(),
  links: z.object({ next: z.string().optional() }).optional(),
});

const externalLinksSchema = z.array(z.object({ href: z.string(), meta: z.object({ type: z.string() }).optional() })).nullish();

export const resourceSchema = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()).optional(),
  relationships: z.record(z.string(), relationshipSchema).optional(),
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
  externalLinks: externalLinksSchema,
});

export const artistAttributesSchema = z.object({ name: z.string(), externalLinks: externalLinksSchema });

export const playlistAttributesSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  externalLinks: externalLinksSchema,
});

export const artworkAttributesSchema = z.object({
  files: z.array(z.object({ href: z.string(), meta: z.object({ width: z.number(), height: z.number() }).optional() })),
});

const linksSchema = z.object({ next: z.string().optional() }).optional();

export const singleDocumentSchema = z.object({
  data: resourceSchema,
  included: z.array(resourceSchema).optional(),
  links: linksSchema,
});
export type TidalSingleDocument = z.infer<typeof singleDocumentSchema>;

export const collectionDocumentSchema = z.object({
  data: z.array(resourceSchema),
  included: z.array(resourceSchema).optional(),
  links: linksSchema,
});
export type TidalCollectionDocument = z.infer<typeof collectionDocumentSchema>;

const errorBodySchema = z.object({ errors: z.array(z.object({ code: z.string().optional(), detail: z.string().optional() })) });

export interface TidalApiOptions {
  baseUrl: string;
  countryCode: string;
  http: PlatformHttp;
  token: TokenSource;
}

export type TidalApi = ReturnType<typeof createTidalApi>;

type Query = Record<string, string | number | undefined>;

export function createTidalApi({ baseUrl, countryCode, http, token }: TidalApiOptions) {
  async function get<S extends z.ZodType>(pathOrNext: string, query: Query, schema: S, what: string): Promise<z.infer<S>> {
    // `links.next` is relative to /v2 and already carries the query; our own paths are too.
    const response = await sendAuthorized(http, token, {
      url: `${baseUrl}/v2${pathOrNext}`,
      query: { countryCode, ...query },
      headers: { accept: 'application/vnd.api+json' },
    });
    if (response.status !== 200) {
      const parsed = errorBodySchema.safeParse(response.body);
      throw statusError('tidal', response.status, what, parsed.success ? parsed.data.errors[0]?.detail : undefined);
    }
    return parseWire('tidal', schema, response.body, what);
  }

  const id = encodeURIComponent;
  return {
    track: (trackId: string) => get(`/tracks/${id(trackId)}`, { include: 'albums,artists' }, singleDocumentSchema, 'track'),
    /** Tracks by `filter[isrc]` or `filter[id]` (at most 20 values), 20 per page. */
    tracksBy: (filter: 'isrc' | 'id', values: readonly string[]) =>
      get('/tracks', { [`filter[${filter}]`]: values.join(','), include: 'albums,artists' }, collectionDocumentSchema, 'track list'),
    album: (albumId: string) =>
      get(`/albums/${id(albumId)}`, { include: 'artists,coverArt,items,items.artists' }, singleDocumentSchema, 'album'),
    artist: (artistId: string) => get(`/artists/${id(artistId)}`, {}, singleDocumentSchema, 'artist'),
    playlist: (playlistId: string) =>
      get(`/playlists/${id(playlistId)}`, { include: 'coverArt,items,items.artists,items.albums' }, singleDocumentSchema, 'playlist'),
    /** A following page of album or playlist items (`links.next` of the relationship). */
    itemsPage: (next: string, include: string) => get(next, { include }, collectionDocumentSchema, 'item list'),
    search: (text: string, include: 'tracks' | 'albums' | 'artists') =>
      get('/searchResults', { 'filter[query]': text, include }, collectionDocumentSchema, 'search results'),
  };
}

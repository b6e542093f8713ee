/**
 * Spotify Web API, catalog side: raw requests and the object shapes we read, written from
 * https://developer.spotify.com/documentation/web-api and recorded responses. Paging `next`
 * links are absolute; since the February 2026 changes a playlist's entries live under `items`
 * (each entry's object under `item`), while older apps still see `tracks`/`track`: both are read.
 * https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
 */
import { z } from 'zod';
import type { PlatformHttp } from '../http/http-types';
import { parseWire } from '../kit/parse-wire';
import { rebaseUrl } from '../kit/rebase-url';
import { sendAuthorized } from '../kit/send-authorized';
import { statusError } from '../kit/status-error';
import type { TokenSource } from '../kit/token-cache';
import { lenientList, pagingOf } from './paging';

const imageSchema = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });
// Real image lists hold null entries too (`"images":[null]`, a recorded 2015 playlist).
const imagesSchema = lenientList(imageSchema).nullish();
const externalUrlsSchema = z.object({ spotify: z.string().optional() }).optional();
const artistRefSchema = z.object({ id: z.string().nullish(), name: z.string() });

/**
 * Availability in the market asked for (https://developer.spotify.com/documentation/web-api/concepts/track-relinking):
 * `is_playable`, `restrictions.reason` (`market`, `product`, `explicit`), and on a relinked track
 * `linked_from`, the track originally asked for. Real responses also carry these keys as null, and
 * `linked_from.id` null with only its `uri` set (spotDL cassettes).
 */
const availability = {
  is_playable: z.boolean().nullish(),
  restrictions: z.object({ reason: z.string().nullish() }).nullish(),
};
const linkedFromSchema = z.object({ id: z.string().nullish(), uri: z.string().nullish() }).nullish();

/** `YYYY[-MM[-DD]]`; the earliest API sent `{year, month, day}` (a recorded 2015 album). */
const releaseDateSchema = z.union([
  z.string(),
  z
    .object({ year: z.number(), month: z.number().nullish(), day: z.number().nullish() })
    .transform(({ year, month, day }) => [year, month, month ? day : null].filter((part) => part != null).map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0')).join('-')),
]);

export const simplifiedAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  artists: lenientList(artistRefSchema).optional(),
  images: imagesSchema,
  release_date: releaseDateSchema.nullish(),
  total_tracks: z.number().nullish(),
  external_urls: externalUrlsSchema,
  ...availability,
});
export type SpotifySimplifiedAlbum = z.infer<typeof simplifiedAlbumSchema>;

/** A track as the album's track list carries it: no album, no external ids. */
export const simplifiedTrackSchema = z.object({
  id: z.string().nullish(),
  type: z.string().optional(),
  name: z.string(),
  artists: lenientList(artistRefSchema),
  duration_ms: z.number(),
  explicit: z.boolean().nullish(),
  track_number: z.number().int().positive().nullish(),
  disc_number: z.number().int().positive().nullish(),
  preview_url: z.string().nullish(),
  external_urls: externalUrlsSchema,
  is_local: z.boolean().nullish(),
  linked_from: linkedFromSchema,
  ...availability,
});

export const trackSchema = simplifiedTrackSchema.extend({
  // The early recently-played history sent simplified tracks, without album or external ids.
  album: simplifiedAlbumSchema.optional(),
  external_ids: z.object({ isrc: z.string().nullish() }).nullish(),
});
export type SpotifyTrack = z.infer<typeof trackSchema>;
export type SpotifySimplifiedTrack = z.infer<typeof simplifiedTrackSchema>;

export const albumSchema = simplifiedAlbumSchema.extend({
  tracks: pagingOf(simplifiedTrackSchema),
  external_ids: z.object({ upc: z.string().nullish() }).nullish(),
});
export type SpotifyAlbum = z.infer<typeof albumSchema>;

export const artistSchema = z.object({
  id: z.string(),
  name: z.string(),
  images: imagesSchema,
  external_urls: externalUrlsSchema,
});
export type SpotifyArtist = z.infer<typeof artistSchema>;

/** A playlist entry; the object is a track, an episode, or null (removed or local). */
const playlistEntrySchema = z.object({ item: z.unknown().optional(), track: z.unknown().optional() });
export const playlistEntriesSchema = pagingOf(playlistEntrySchema);
export type SpotifyPlaylistEntries = z.infer<typeof playlistEntriesSchema>;

export const playlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  owner: z.object({ display_name: z.string().nullish(), id: z.string() }).optional(),
  images: imagesSchema,
  external_urls: externalUrlsSchema,
  // A paging object of entries, or (in simplified playlists) only a link to them.
  items: z.union([playlistEntriesSchema, z.object({ href: z.string().nullish(), total: z.number().nullish() })]).nullish(),
  tracks: z.union([playlistEntriesSchema, z.object({ href: z.string().nullish(), total: z.number().nullish() })]).nullish(),
});
export type SpotifyPlaylist = z.infer<typeof playlistSchema>;

const searchSchema = z.object({
  tracks: pagingOf(trackSchema).optional(),
  albums: pagingOf(simplifiedAlbumSchema).optional(),
  artists: pagingOf(artistSchema).optional(),
});

const errorBodySchema = z.object({ error: z.object({ status: z.number().optional(), message: z.string().optional() }) });

export interface SpotifyApiOptions {
  baseUrl: string;
  http: PlatformHttp;
  token: TokenSource;
  /** ISO 3166-1 alpha-2 market: availability (`is_playable`) and relinking are answered for it. */
  market: string;
}

export type SpotifyApi = ReturnType<typeof createSpotifyApi>;

/** Search `limit` ceiling for apps in development mode since February 2026 (was 50). */
export const SEARCH_LIMIT = 10;

export function createSpotifyApi({ baseUrl, http, token, market }: SpotifyApiOptions) {
  async function get<S extends z.ZodType>(
    pathOrLink: string,
    query: Record<string, string | number | undefined>,
    schema: S,
    what: string,
  ): Promise<z.infer<S>> {
    const url = pathOrLink.startsWith('http') ? rebaseUrl(pathOrLink, baseUrl) : `${baseUrl}/v1${pathOrLink}`;
    // Every catalog read names the market, `next` links included: without it Spotify ignores
    // availability and never relinks.
    const response = await sendAuthorized(http, token, { url, query: { market, ...query } });
    if (response.status !== 200) {
      const parsed = errorBodySchema.safeParse(response.body);
      const message = parsed.success ? parsed.data.error.message : undefined;
      // A malformed id is answered 400 "Invalid base62 id": for a caller it is an id that does not exist.
      if (response.status === 400 && message && /invalid .*id/i.test(message)) throw statusError('spotify', 404, what, message);
      throw statusError('spotify', response.status, what, message);
    }
    return parseWire('spotify', schema, response.body, what);
  }

  const id = encodeURIComponent;
  return {
    track: (trackId: string) => get(`/tracks/${id(trackId)}`, {}, trackSchema, 'track'),
    album: (albumId: string) => get(`/albums/${id(albumId)}`, {}, albumSchema, 'album'),
    albumTracks: (next: string) => get(next, {}, pagingOf(simplifiedTrackSchema), 'album tracks'),
    // Get Artist takes no market (https://developer.spotify.com/documentation/web-api/reference/get-an-artist).
    artist: (artistId: string) => get(`/artists/${id(artistId)}`, { market: undefined }, artistSchema, 'artist'),
    playlist: (playlistId: string) => get(`/playlists/${id(playlistId)}`, {}, playlistSchema, 'playlist'),
    playlistEntries: (next: string) => get(next, {}, playlistEntriesSchema, 'playlist items'),
    search: (q: string, type: 'track' | 'album' | 'artist', limit: number) =>
      get('/search', { q, type, limit: Math.min(limit, SEARCH_LIMIT) }, searchSchema, 'search results'),
  };
}

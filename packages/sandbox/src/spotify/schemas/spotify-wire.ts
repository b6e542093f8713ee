/**
 * Zod schemas of Spotify Web API responses, written from the reference
 * (https://developer.spotify.com/documentation/web-api) and the recorded responses
 * (harmony testdata: v1/tracks, v1/albums, v1/search), for tests only. Objects are strict so a
 * field the real API does not send fails the test; optional keys are the ones the reference
 * calls optional (`is_playable`, `linked_from`, `restrictions`) or removed for dev-mode apps
 * (`popularity`, `available_markets`).
 */
import { z } from 'zod';

const base62 = z.string().regex(/^[0-9A-Za-z]{22}$/);
const url = z.url();
const externalUrls = z.strictObject({ spotify: z.url().startsWith('https://open.spotify.com/') });

export const imageSchema = z.strictObject({ url: z.url(), width: z.number().int().nullable(), height: z.number().int().nullable() });

export const simplifiedArtistSchema = z.strictObject({
  external_urls: externalUrls,
  href: url,
  id: base62,
  name: z.string().min(1),
  type: z.literal('artist'),
  uri: z.string().regex(/^spotify:artist:[0-9A-Za-z]{22}$/),
});

export const simplifiedAlbumSchema = z.strictObject({
  album_type: z.enum(['album', 'single', 'compilation']),
  artists: z.array(simplifiedArtistSchema).min(1),
  available_markets: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  external_urls: externalUrls,
  href: url,
  id: base62,
  images: z.array(imageSchema),
  name: z.string().min(1),
  release_date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
  release_date_precision: z.enum(['year', 'month', 'day']),
  total_tracks: z.number().int().min(0),
  type: z.literal('album'),
  uri: z.string().regex(/^spotify:album:[0-9A-Za-z]{22}$/),
  is_playable: z.boolean().optional(),
  restrictions: z.object({ reason: z.string() }).optional(),
});

const trackCommon = {
  artists: z.array(simplifiedArtistSchema).min(1),
  available_markets: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  disc_number: z.number().int().min(1),
  duration_ms: z.number().int().positive(),
  explicit: z.boolean(),
  external_urls: externalUrls,
  href: url,
  id: base62,
  is_local: z.boolean(),
  name: z.string().min(1),
  preview_url: z.url().nullable(),
  track_number: z.number().int().min(1),
  type: z.literal('track'),
  uri: z.string().regex(/^spotify:track:[0-9A-Za-z]{22}$/),
  is_playable: z.boolean().optional(),
  linked_from: z.object({}).loose().optional(),
  restrictions: z.object({ reason: z.string() }).optional(),
};

export const simplifiedTrackSchema = z.strictObject(trackCommon);

export const trackSchema = z.strictObject({
  ...trackCommon,
  album: simplifiedAlbumSchema,
  external_ids: z.strictObject({ isrc: z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/).optional(), ean: z.string().optional(), upc: z.string().optional() }),
  popularity: z.number().int().min(0).max(100).optional(),
});

export function pagingSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    href: url,
    items: z.array(item),
    limit: z.number().int().min(0),
    next: url.nullable(),
    offset: z.number().int().min(0),
    previous: url.nullable(),
    total: z.number().int().min(0),
  });
}

export const albumSchema = simplifiedAlbumSchema.extend({
  tracks: pagingSchema(simplifiedTrackSchema),
  copyrights: z.array(z.strictObject({ text: z.string(), type: z.enum(['C', 'P']) })),
  external_ids: z.strictObject({ upc: z.string().regex(/^\d{12,14}$/).optional(), ean: z.string().optional(), isrc: z.string().optional() }),
  genres: z.array(z.string()),
  label: z.string(),
  popularity: z.number().int().min(0).max(100).optional(),
});

export const artistSchema = z.strictObject({
  external_urls: externalUrls,
  followers: z.strictObject({ href: z.null(), total: z.number().int().min(0) }).optional(),
  genres: z.array(z.string()),
  href: url,
  id: base62,
  images: z.array(imageSchema),
  name: z.string().min(1),
  popularity: z.number().int().min(0).max(100).optional(),
  type: z.literal('artist'),
  uri: z.string().regex(/^spotify:artist:[0-9A-Za-z]{22}$/),
});

export const userRef = z.strictObject({
  external_urls: externalUrls,
  href: url,
  id: z.string().min(1),
  type: z.literal('user'),
  uri: z.string().startsWith('spotify:user:'),
  display_name: z.string().nullable().optional(),
});

/** Tracks inside playlists also say what they are (`track: true`, `episode: false`). */
export const playlistTrackSchema = trackSchema.extend({ episode: z.boolean(), track: z.boolean() });

export const playlistItemSchema = z.strictObject({
  added_at: z.iso.datetime().nullable(),
  added_by: userRef.nullable(),
  is_local: z.boolean(),
  primary_color: z.string().nullable(),
  /** 2026 key. */
  item: playlistTrackSchema,
  /** Pre-2026 key, still sent during the deprecation window. */
  track: playlistTrackSchema,
  video_thumbnail: z.strictObject({ url: z.url().nullable() }),
});

export const playlistSchema = z.strictObject({
  collaborative: z.boolean(),
  description: z.string().nullable(),
  external_urls: externalUrls,
  followers: z.strictObject({ href: z.null(), total: z.number().int().min(0) }).optional(),
  href: url,
  id: base62,
  images: z.array(imageSchema),
  name: z.string(),
  owner: userRef,
  primary_color: z.string().nullable(),
  public: z.boolean().nullable(),
  snapshot_id: z.string().min(1),
  items: pagingSchema(playlistItemSchema),
  tracks: pagingSchema(playlistItemSchema),
  type: z.literal('playlist'),
  uri: z.string().regex(/^spotify:playlist:[0-9A-Za-z]{22}$/),
});

export const errorSchema = z.strictObject({ error: z.strictObject({ status: z.number().int(), message: z.string().min(1) }) });

export const tokenSchema = z.strictObject({ access_token: z.string().min(20), token_type: z.literal('Bearer'), expires_in: z.literal(3600) });

export const oauthErrorSchema = z.strictObject({ error: z.string(), error_description: z.string() });

export const searchSchema = z.strictObject({
  tracks: pagingSchema(trackSchema).optional(),
  albums: pagingSchema(simplifiedAlbumSchema).optional(),
  artists: pagingSchema(artistSchema).optional(),
  playlists: pagingSchema(z.unknown()).optional(),
  shows: pagingSchema(z.unknown()).optional(),
  episodes: pagingSchema(z.unknown()).optional(),
  audiobooks: pagingSchema(z.unknown()).optional(),
});

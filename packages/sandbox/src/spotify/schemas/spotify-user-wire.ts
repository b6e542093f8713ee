/**
 * Zod schemas of Spotify's user-side responses, from Spotify's Web API reference pages
 * (https://developer.spotify.com/documentation/web-api) for the current user's profile,
 * playlists, saved albums, followed artists, recently played tracks and the accounts service's
 * token answers. Strict, so a field the real API does not send fails the test.
 */
import { z } from 'zod';
import { albumSchema, artistSchema, imageSchema, pagingSchema, trackSchema, userRef } from './spotify-wire';

const url = z.url();
const externalUrls = z.strictObject({ spotify: z.url().startsWith('https://open.spotify.com/') });

export const meSchema = z.strictObject({
  country: z.string().regex(/^[A-Z]{2}$/).optional(),
  display_name: z.string().nullable(),
  email: z.email().optional(),
  explicit_content: z.strictObject({ filter_enabled: z.boolean(), filter_locked: z.boolean() }).optional(),
  external_urls: externalUrls,
  followers: z.strictObject({ href: z.null(), total: z.number().int().min(0) }),
  href: url,
  id: z.string().min(1),
  images: z.array(imageSchema),
  product: z.enum(['premium', 'free', 'open']).optional(),
  type: z.literal('user'),
  uri: z.string().startsWith('spotify:user:'),
});

export const userTokenSchema = z.strictObject({
  access_token: z.string().min(20),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(3600),
  refresh_token: z.string().min(20).optional(),
  scope: z.string(),
});

const itemsRef = z.strictObject({ href: url, total: z.number().int().min(0) });

export const simplifiedPlaylistSchema = z.strictObject({
  collaborative: z.boolean(),
  description: z.string().nullable(),
  external_urls: externalUrls,
  href: url,
  id: z.string().regex(/^[0-9A-Za-z]{22}$/),
  images: z.array(imageSchema),
  name: z.string(),
  owner: userRef,
  primary_color: z.string().nullable(),
  public: z.boolean().nullable(),
  snapshot_id: z.string().min(1),
  items: itemsRef,
  tracks: itemsRef,
  type: z.literal('playlist'),
  uri: z.string().regex(/^spotify:playlist:[0-9A-Za-z]{22}$/),
});

// Spotify-owned playlists come as null entries since 2024-11-27.
export const myPlaylistsSchema = pagingSchema(simplifiedPlaylistSchema.nullable());
export const savedAlbumsSchema = pagingSchema(z.strictObject({ added_at: z.iso.datetime(), album: albumSchema }));
export const savedTracksSchema = pagingSchema(z.strictObject({ added_at: z.iso.datetime(), track: trackSchema }));

export const followedArtistsSchema = z.strictObject({
  artists: z.strictObject({
    href: url,
    items: z.array(artistSchema),
    limit: z.number().int(),
    next: url.nullable(),
    cursors: z.strictObject({ after: z.string().nullable() }),
    total: z.number().int().min(0),
  }),
});

export const recentlyPlayedSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      track: trackSchema,
      played_at: z.iso.datetime({ precision: 3 }),
      context: z.strictObject({ type: z.enum(['album', 'artist', 'playlist', 'show']), href: url, external_urls: externalUrls, uri: z.string() }).nullable(),
    }),
  ),
  next: url.nullable(),
  cursors: z.strictObject({ after: z.string().regex(/^\d+$/), before: z.string().regex(/^\d+$/) }).nullable(),
  limit: z.number().int(),
  href: url,
});

export const snapshotSchema = z.strictObject({ snapshot_id: z.string().min(1) });

/**
 * Zod schemas of Deezer's user-side answers, from the reference
 * (https://developers.deezer.com/api/user, https://developers.deezer.com/api/oauth) and
 * deezer-python's recorded user responses. Strict: a field Deezer does not send fails.
 */
import { z } from 'zod';
import { albumRefSchema, albumSearchSchema, artistLinkedSchema, artistListItemSchema, artistSearchSchema, playlistTrackSchema, searchTrackSchema } from './deezer-wire';

const id = z.number().int().positive();
const cdn = (kind: string) => z.string().regex(new RegExp(`^https://cdn-images\\.dzcdn\\.net/images/${kind}/[0-9a-f]{32}/\\d+x\\d+-000000-80-0-0\\.jpg$`));
const pictures = (kind: string) => ({ picture: z.url(), picture_small: cdn(kind), picture_medium: cdn(kind), picture_big: cdn(kind), picture_xl: cdn(kind) });
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const unix = z.number().int().positive();

export const userSchema = z.strictObject({
  id,
  name: z.string().min(1),
  lastname: z.string(),
  firstname: z.string(),
  email: z.email().optional(),
  status: z.number().int().min(0),
  birthday: date,
  inscription_date: date,
  gender: z.enum(['F', 'M', '']),
  link: z.string().regex(/^https:\/\/www\.deezer\.com\/profile\/\d+$/),
  ...pictures('user'),
  country: z.string().regex(/^[A-Z]{2}$/),
  lang: z.string().regex(/^[A-Z]{2}$/),
  is_kid: z.boolean(),
  explicit_content_level: z.string(),
  explicit_content_levels_available: z.array(z.string()),
  tracklist: z.url(),
  type: z.literal('user'),
});

export const userPlaylistSchema = z.strictObject({
  id,
  title: z.string(),
  duration: z.number().int().min(0),
  public: z.boolean(),
  is_loved_track: z.boolean(),
  collaborative: z.boolean(),
  nb_tracks: z.number().int().min(0),
  fans: z.number().int().min(0),
  link: z.string().regex(/^https:\/\/www\.deezer\.com\/playlist\/\d+$/),
  ...pictures('playlist'),
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
  creation_date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  time_add: unix,
  time_mod: unix,
  md5_image: z.string().regex(/^[0-9a-f]{32}$/),
  picture_type: z.literal('playlist'),
  creator: z.strictObject({ id, name: z.string(), tracklist: z.url(), type: z.literal('user') }),
  type: z.literal('playlist'),
  tracklist: z.url(),
});

/** Saved albums: `release_date` and `available` on every row, no `genre_id`, an artist without a link. */
export const savedAlbumSchema = albumSearchSchema.omit({ genre_id: true }).extend({
  release_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  available: z.boolean(),
  time_add: unix,
  artist: artistSearchSchema.omit({ link: true }),
});
export const followedArtistSchema = artistListItemSchema.extend({ time_add: unix });
/** Favourite tracks (recorded 2021): no `title_short`, `title_version` or `preview`; the artist has pictures, no link. */
export const favouriteTrackSchema = playlistTrackSchema
  .omit({ title_short: true, title_version: true, preview: true, isrc: true })
  .extend({ artist: artistSearchSchema.omit({ link: true }) });
/** History rows: the artist without pictures, the album with its link. */
export const historyTrackSchema = searchTrackSchema.extend({ timestamp: unix, artist: artistLinkedSchema, album: albumRefSchema.extend({ link: z.string() }) });

export const tokenJsonSchema = z.strictObject({ access_token: z.string().regex(/^[A-Za-z0-9]{20,}$/), expire: z.number().int().min(0), expires: z.number().int().min(0) });
export const createdSchema = z.strictObject({ id });

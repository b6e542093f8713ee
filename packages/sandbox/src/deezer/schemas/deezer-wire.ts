/**
 * Zod schemas of Deezer API responses, written from the reference
 * (https://developers.deezer.com/api) and the recorded `/track/2947516331` and
 * `/album/629506181` responses (harmony testdata), for tests only. Objects are strict so a field
 * the real API does not send fails the test.
 */
import { z } from 'zod';

const id = z.number().int().positive();
const cdn = (kind: string) => z.string().regex(new RegExp(`^https://cdn-images\\.dzcdn\\.net/images/${kind}/[0-9a-f]{32}/\\d+x\\d+-000000-80-0-0\\.jpg$`));
const link = (kind: string) => z.string().regex(new RegExp(`^https://www\\.deezer\\.com/${kind}/\\d+$`));
const share = (kind: string) => z.string().regex(new RegExp(`^https://www\\.deezer\\.com/${kind}/\\d+\\?utm_source=deezer&utm_content=${kind}-\\d+&utm_term=0_\\d+&utm_medium=web$`));
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const md5 = z.string().regex(/^[0-9a-f]{32}$/);

const covers = { cover: z.url(), cover_small: cdn('cover'), cover_medium: cdn('cover'), cover_big: cdn('cover'), cover_xl: cdn('cover') };
const pictureFields = (kind: string) => ({ picture: z.url(), picture_small: cdn(kind), picture_medium: cdn(kind), picture_big: cdn(kind), picture_xl: cdn(kind) });

export const artistTinySchema = z.strictObject({ id, name: z.string().min(1), tracklist: z.url(), type: z.literal('artist') });
export const artistSearchSchema = artistTinySchema.extend({ link: link('artist'), ...pictureFields('artist') });
export const artistInTrackSchema = artistSearchSchema.extend({ share: share('artist'), radio: z.boolean() });
export const contributorSchema = artistInTrackSchema.extend({ role: z.enum(['Main', 'Featured']) });
export const artistSchema = artistSearchSchema.extend({
  share: share('artist'),
  nb_album: z.number().int().min(0),
  nb_fan: z.number().int().min(0),
  radio: z.boolean(),
});
export const artistListItemSchema = artistSchema.omit({ share: true });

export const albumRefSchema = z.strictObject({ id, title: z.string().min(1), ...covers, md5_image: md5, tracklist: z.url(), type: z.literal('album') });
export const albumInTrackSchema = albumRefSchema.extend({ link: link('album'), release_date: date });

const explicit = {
  explicit_lyrics: z.boolean(),
  explicit_content_lyrics: z.number().int().min(0).max(7),
  explicit_content_cover: z.number().int().min(0).max(7),
};

const trackHead = {
  id,
  readable: z.boolean(),
  title: z.string().min(1),
  title_short: z.string().min(1),
  title_version: z.string(),
  link: link('track'),
  duration: z.number().int().positive(),
  rank: z.number().int().min(0),
  ...explicit,
  preview: z.url().startsWith('https://cdnt-preview.dzcdn.net/'),
  md5_image: md5,
  type: z.literal('track'),
};

export const trackSchema = z.strictObject({
  ...trackHead,
  isrc: z.string().regex(/^([A-Z]{2}[A-Z0-9]{3}\d{7})?$/),
  share: share('track'),
  track_position: z.number().int().min(1),
  disk_number: z.number().int().min(1),
  release_date: date,
  bpm: z.number().min(0),
  gain: z.number(),
  available_countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  contributors: z.array(contributorSchema).min(1),
  track_token: z.string().min(10),
  artist: artistInTrackSchema,
  album: albumInTrackSchema,
});

/** In an album's `tracks.data`. */
export const albumTrackSchema = z.strictObject({ ...trackHead, artist: artistTinySchema, album: albumRefSchema });
/** In `/album/{id}/tracks`. */
export const albumTracksItemSchema = albumTrackSchema.omit({ album: true }).extend({
  isrc: z.string(),
  track_position: z.number().int().min(1),
  disk_number: z.number().int().min(1),
});
/** In search results. */
export const searchTrackSchema = z.strictObject({ ...trackHead, artist: artistSearchSchema, album: albumRefSchema });
/** In playlists: when the track was added, in Unix seconds. */
export const playlistTrackSchema = searchTrackSchema.extend({ isrc: z.string().optional(), time_add: z.number().int().positive() });
export const artistLinkedSchema = artistTinySchema.extend({ link: link('artist') });
/** Inside `/playlist/{id}`: the artist without pictures, the album with its `upc`. */
export const playlistEmbeddedTrackSchema = playlistTrackSchema.extend({ artist: artistLinkedSchema, album: albumRefSchema.extend({ upc: z.string() }) });

export const albumSchema = z.strictObject({
  id,
  title: z.string().min(1),
  upc: z.string().regex(/^\d{12,13}$/),
  link: link('album'),
  share: share('album'),
  ...covers,
  md5_image: md5,
  genre_id: z.number().int(),
  genres: z.strictObject({ data: z.array(z.strictObject({ id: z.number().int(), name: z.string(), picture: z.url(), type: z.literal('genre') })) }),
  label: z.string(),
  nb_tracks: z.number().int().min(0),
  duration: z.number().int().min(0),
  fans: z.number().int().min(0),
  release_date: date,
  record_type: z.enum(['album', 'single', 'ep', 'compile']),
  available: z.boolean(),
  tracklist: z.url(),
  ...explicit,
  contributors: z.array(contributorSchema),
  artist: z.strictObject({ id, name: z.string(), ...pictureFields('artist'), tracklist: z.url(), type: z.literal('artist') }),
  type: z.literal('album'),
  tracks: z.strictObject({ data: z.array(albumTrackSchema) }),
});

export const albumSearchSchema = albumRefSchema.extend({
  link: link('album'),
  genre_id: z.number().int(),
  nb_tracks: z.number().int().min(0),
  record_type: z.enum(['album', 'single', 'ep', 'compile']),
  explicit_lyrics: z.boolean(),
  artist: artistSearchSchema,
});

const user = z.strictObject({ id, name: z.string(), tracklist: z.url(), type: z.literal('user') });

export const playlistSchema = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  duration: z.number().int().min(0),
  public: z.boolean(),
  is_loved_track: z.boolean(),
  collaborative: z.boolean(),
  nb_tracks: z.number().int().min(0),
  fans: z.number().int().min(0),
  link: link('playlist'),
  share: share('playlist'),
  ...pictureFields('playlist'),
  checksum: md5,
  tracklist: z.url(),
  creation_date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  md5_image: md5,
  picture_type: z.literal('playlist'),
  creator: user,
  type: z.literal('playlist'),
  tracks: z.strictObject({ data: z.array(playlistEmbeddedTrackSchema), checksum: md5 }),
});

export const playlistSearchSchema = z.strictObject({
  id,
  title: z.string(),
  public: z.boolean(),
  nb_tracks: z.number().int().min(0),
  link: link('playlist'),
  ...pictureFields('playlist'),
  checksum: md5,
  tracklist: z.url(),
  creation_date: z.string(),
  md5_image: md5,
  picture_type: z.literal('playlist'),
  user,
  type: z.literal('playlist'),
});

export function listSchema<T extends z.ZodType>(item: T, extra: z.ZodRawShape = {}) {
  return z.strictObject({ data: z.array(item), ...extra, total: z.number().int().min(0), prev: z.url().optional(), next: z.url().optional() });
}

export const errorSchema = z.strictObject({ error: z.strictObject({ type: z.string(), message: z.string(), code: z.number().int() }) });

import { z } from 'zod';
import { PLATFORM_KEYS, type PlatformKey } from '../platform-keys';

/**
 * Track id format per platform for POST /playlist/{platform}/add. Deezer, TIDAL and Apple Music
 * catalog ids are integers (sent as digits or as JSON numbers; Deezer's exceed 32 bits), Spotify's
 * are base62 of 22 (https://developer.spotify.com/documentation/web-api/concepts/spotify-uris-ids),
 * YouTube Music's are 11-character video ids.
 */
export const TRACK_ID_PATTERNS = {
  applemusic: /^[1-9]\d{0,14}$/,
  spotify: /^[0-9A-Za-z]{22}$/,
  deezer: /^[1-9]\d{0,19}$/,
  tidal: /^[1-9]\d{0,19}$/,
  ytmusic: /^[0-9A-Za-z_-]{11}$/,
} as const satisfies Record<PlatformKey, RegExp>;

const TRACK_ID_FORMATS = {
  applemusic: 'a positive integer',
  spotify: 'a base62 id of 22 characters',
  deezer: 'a positive integer',
  tidal: 'a positive integer',
  ytmusic: 'an 11-character video id',
} as const satisfies Record<PlatformKey, string>;

const NUMERIC_ID_PLATFORMS: ReadonlySet<PlatformKey> = new Set(['applemusic', 'deezer', 'tidal']);

export function isValidTrackId(platform: PlatformKey, id: string | number): boolean {
  if (typeof id === 'number') {
    return NUMERIC_ID_PLATFORMS.has(platform) && Number.isSafeInteger(id) && id > 0;
  }
  return TRACK_ID_PATTERNS[platform].test(id);
}

export const MAX_ADD_PLAYLIST_TRACKS = 10_000;

const requestFields = {
  user: z.email({ error: "user must be the user's e-mail address" }),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title is required' })
    .max(200, { error: 'title is longer than 200 characters' }),
};

function trackList<T extends z.ZodType>(item: T) {
  return z
    .array(item, { error: 'tracks must be an array of track ids' })
    .min(1, { error: 'tracks must hold at least one track id' })
    .max(MAX_ADD_PLAYLIST_TRACKS, { error: `tracks holds more than ${MAX_ADD_PLAYLIST_TRACKS} ids` });
}

export const AddPlaylistRequestSchema = z
  .object({
    ...requestFields,
    tracks: trackList(z.union([z.string().min(1), z.int().positive()])),
  })
  .meta({
    id: 'AddPlaylistRequest',
    description:
      'Body of POST /playlist/{platform}/add. Every id must have the platform format; see the per-platform variants.',
  });

function trackIdSchemaFor(platform: PlatformKey) {
  const error = `each track id must be ${TRACK_ID_FORMATS[platform]} for ${platform}`;
  const text = z.string({ error }).regex(TRACK_ID_PATTERNS[platform], { error });
  return NUMERIC_ID_PLATFORMS.has(platform)
    ? z.union([text, z.int({ error }).positive({ error })], { error })
    : text;
}

function addPlaylistRequestFor(platform: PlatformKey) {
  return z.object({ ...requestFields, tracks: trackList(trackIdSchemaFor(platform)) }).meta({
    id: `AddPlaylistRequest_${platform}`,
    description: `Body of POST /playlist/${platform}/add: track ids are ${TRACK_ID_FORMATS[platform]}.`,
  });
}

/** The add-playlist body with the track id format of each platform; one bad id rejects it all. */
export const ADD_PLAYLIST_REQUEST_SCHEMAS = Object.fromEntries(
  PLATFORM_KEYS.map((platform) => [platform, addPlaylistRequestFor(platform)]),
) as Record<PlatformKey, ReturnType<typeof addPlaylistRequestFor>>;

export type AddPlaylistRequest = z.infer<typeof AddPlaylistRequestSchema>;

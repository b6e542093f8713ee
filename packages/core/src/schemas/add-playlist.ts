import { z } from 'zod';
import { PLATFORM_KEYS, PLATFORMS, type PlatformKey } from '../platform-keys';

export function isValidTrackId(platform: PlatformKey, id: string | number): boolean {
  const { trackId } = PLATFORMS[platform];
  if (typeof id === 'number') {
    return trackId.numeric && Number.isSafeInteger(id) && id > 0;
  }
  return trackId.pattern.test(id);
}

export const MAX_ADD_PLAYLIST_TRACKS = 10_000;

const USER_ERROR = "user must be the user's e-mail address or Segue user id (a UUID)";

const requestFields = {
  // Apple Music and YouTube Music users (and Spotify users linked without the e-mail scope) have no e-mail: their id names them.
  user: z.union([z.email(), z.uuid()], { error: USER_ERROR }),
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
  .strictObject({
    ...requestFields,
    tracks: trackList(z.union([z.string().min(1), z.int().positive()])),
  })
  .meta({
    id: 'AddPlaylistRequest',
    description:
      'Body of POST /playlist/{platform}/add. Every id must have the platform format; see the per-platform variants.',
  });

function trackIdSchemaFor(platform: PlatformKey) {
  const { trackId } = PLATFORMS[platform];
  const error = `each track id must be ${trackId.description} for ${platform}`;
  const text = z.string({ error }).regex(trackId.pattern, { error });
  return trackId.numeric
    ? z.union([text, z.int({ error }).positive({ error })], { error })
    : text;
}

function addPlaylistRequestFor(platform: PlatformKey) {
  // Strict: a misspelt field (`track`, `name`) is refused by name rather than silently ignored.
  return z.strictObject({ ...requestFields, tracks: trackList(trackIdSchemaFor(platform)) }).meta({
    id: `AddPlaylistRequest_${platform}`,
    description: `Body of POST /playlist/${platform}/add: track ids are ${PLATFORMS[platform].trackId.description}.`,
  });
}

/** The add-playlist body with the track id format of each platform; one bad id rejects it all. */
export const ADD_PLAYLIST_REQUEST_SCHEMAS = Object.fromEntries(
  PLATFORM_KEYS.map((platform) => [platform, addPlaylistRequestFor(platform)]),
) as Record<PlatformKey, ReturnType<typeof addPlaylistRequestFor>>;

export type AddPlaylistRequest = z.infer<typeof AddPlaylistRequestSchema>;

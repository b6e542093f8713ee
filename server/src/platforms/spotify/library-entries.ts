/**
 * Liked songs and playlist entries as `LibraryEntry`s, every entry kept. A playlist entry carries
 * its object under `item` (February 2026) and/or `track`
 * (https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide):
 * a track; an episode (`type: "episode"`); a local file (`is_local: true`, null ids, a
 * `spotify:local:artist:album:title:seconds` URI, https://developer.spotify.com/documentation/web-api/concepts/playlists#local-files);
 * or null where Spotify will not show the object (removed from the catalog). Asked with
 * `market=from_token`, a track the listener cannot play says `is_playable: false`
 * (https://developer.spotify.com/documentation/web-api/concepts/track-relinking).
 */
import { z } from 'zod';
import { pickCover } from '../kit/cover-size';
import type { LibraryEntry } from '../kit/platform-library';
import type { PlatformTrack } from '../types';
import { normalizeReleaseDate } from '../release-date';
import { trackSchema } from './api';
import { isPlayable, toPlatformTrack } from './mappers';

export const entrySchema = z.object({
  added_at: z.string().nullish(),
  is_local: z.boolean().nullish(),
  item: z.unknown().optional(),
  track: z.unknown().optional(),
});
export type SpotifyEntry = z.infer<typeof entrySchema>;

const name = z.string().nullish();
/** What any entry object says, however little: a local file has tags only, a broken one maybe nothing. */
const looseSchema = z.object({
  type: z.string().nullish(),
  is_local: z.boolean().nullish(),
  is_playable: z.boolean().nullish(),
  name,
  duration_ms: z.number().nullish(),
  explicit: z.boolean().nullish(),
  artists: z.array(z.object({ name }).nullable()).nullish(),
  album: z.object({ name }).nullish(),
});

const episodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  duration_ms: z.number(),
  explicit: z.boolean().nullish(),
  release_date: z.string().nullish(),
  images: z.array(z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() }).nullable()).nullish(),
  external_urls: z.object({ spotify: z.string().optional() }).nullish(),
  is_playable: z.boolean().nullish(),
  show: z.object({ name: name, publisher: name }).nullish(),
});

function bare(loose: z.infer<typeof looseSchema> | undefined): PlatformTrack {
  return {
    platform: 'spotify',
    id: '',
    title: loose?.name ?? '',
    artists: (loose?.artists ?? []).flatMap((a) => (a?.name ? [a.name] : [])),
    album: loose?.album?.name ?? '',
    durationMs: loose?.duration_ms ?? 0,
    explicit: loose?.explicit ?? false,
    releaseDate: '',
    cover: '',
    preview: '',
    url: '',
  };
}

function episodeTrack(episode: z.infer<typeof episodeSchema>): PlatformTrack {
  return {
    platform: 'spotify',
    id: episode.id,
    title: episode.name,
    artists: [episode.show?.publisher ?? episode.show?.name ?? ''].filter(Boolean),
    album: episode.show?.name ?? '',
    durationMs: episode.duration_ms,
    explicit: episode.explicit ?? false,
    releaseDate: normalizeReleaseDate(episode.release_date),
    cover: pickCover(episode.images),
    preview: '',
    url: episode.external_urls?.spotify ?? `https://open.spotify.com/episode/${episode.id}`,
  };
}

/** One entry, whatever it holds; `added_at` where Spotify says. */
export function toLibraryEntry(entry: SpotifyEntry): LibraryEntry {
  const object = entry.item ?? entry.track;
  const addedAt = entry.added_at ? { addedAt: entry.added_at } : {};
  const loose = looseSchema.safeParse(object ?? {});
  const said = loose.success ? loose.data : undefined;
  if (said?.type === 'episode') {
    const episode = episodeSchema.safeParse(object);
    const track = episode.success ? episodeTrack(episode.data) : bare(said);
    return { kind: 'episode', track, playable: said.is_playable !== false, ...addedAt };
  }
  // A local file plays from the listener's device, never from Spotify's catalog: it has no id.
  if (entry.is_local === true || said?.is_local === true) return { kind: 'local', track: bare(said), playable: true, ...addedAt };
  const track = object == null ? undefined : trackSchema.safeParse(object);
  if (track?.success && track.data.id) return { kind: 'track', track: toPlatformTrack(track.data), playable: isPlayable(track.data), ...addedAt };
  // Spotify lists it but shows nothing of it (null): kept in its place, as something no one can play.
  return { kind: 'track', track: bare(said), playable: false, ...addedAt };
}

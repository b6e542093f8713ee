import { z } from 'zod';
import {
  CalendarDateSchema,
  DurationSchema,
  HttpUrlOrEmptySchema,
  HttpUrlSchema,
  NonNegativeIntSchema,
  ReleaseDateSchema,
  TimestampSchema,
} from './formats';
import { TrackWithReleasedSchema } from './track';

export const LibraryPlaylistSchema = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    description: z.string().optional(),
    duration_millis: NonNegativeIntSchema.optional(),
    duration: DurationSchema.optional(),
    public: z.boolean(),
    collaborative: z.boolean(),
    nb_tracks: NonNegativeIntSchema,
    url: HttpUrlSchema,
    cover: HttpUrlOrEmptySchema,
    created_at: ReleaseDateSchema.optional(),
    checksum: z.string().meta({ description: "The platform's version tag of the playlist contents." }),
    owner: z.string().meta({ description: "The owner's name as the platform gives it; empty when it names none." }),
    fans: NonNegativeIntSchema.optional(),
  })
  .meta({ id: 'LibraryPlaylist', description: "A playlist in a user's library." });

export const LibraryAlbumSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    url: HttpUrlSchema,
    // A day, `YYYY-MM-DD`; empty when the platform does not know the date.
    release_date: z.union([CalendarDateSchema, z.literal('')]),
    explicit: z.boolean(),
    track_count: NonNegativeIntSchema.optional().meta({ description: 'Absent when the platform does not say.' }),
    artists: z.array(z.string().min(1)).min(1),
    cover: HttpUrlOrEmptySchema,
  })
  .meta({ id: 'LibraryAlbum', description: "An album saved in a user's library." });

export const LibraryArtistSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    url: HttpUrlSchema,
    cover: HttpUrlOrEmptySchema,
    followers: NonNegativeIntSchema.optional(),
    genres: z.array(z.string().min(1)).optional(),
  })
  .meta({ id: 'LibraryArtist', description: 'An artist a user follows.' });

export const HistoryTrackSchema = TrackWithReleasedSchema.extend({
  played_at: TimestampSchema.optional().meta({
    description: 'When the user played it, where the platform says.',
  }),
}).meta({
  id: 'HistoryTrack',
  description: "A track from a user's listening history (always `released`, never `release_date`).",
});

/**
 * An entry of liked songs or of a library playlist, whatever it is: a catalog track, a local
 * file (no id or link: it lives on the listener's device), or an episode; entries the platform
 * will not play are kept and marked.
 */
export const LibraryTrackSchema = TrackWithReleasedSchema.extend({
  id: z.string().meta({ description: 'Platform-specific id; empty for a local file.' }),
  title: z.string(),
  artists: z.array(z.string().min(1)),
  url: HttpUrlOrEmptySchema.meta({ description: 'Empty for a local file.' }),
  kind: z.enum(['track', 'local', 'episode']).meta({
    description: '`track` a catalog track; `local` a file from the listener’s device (in no catalog); `episode` a podcast episode or other non-music entry.',
  }),
  playable: z.boolean().meta({ description: 'False when the platform lists it but will not play it for the user (region-blocked, withdrawn, deleted).' }),
  added_at: TimestampSchema.optional().meta({ description: 'When the user added it, where the platform says.' }),
}).meta({ id: 'LibraryTrack', description: "An entry of a user's liked songs or library playlist." });

export const LibraryPlaylistTracksSchema = z
  .object({ playlist: LibraryPlaylistSchema, tracks: z.array(LibraryTrackSchema) })
  .meta({ id: 'LibraryPlaylistTracks', description: 'A playlist of the library and every entry, in order.' });

export const LibraryPlaylistPageSchema = z
  .object({ total: NonNegativeIntSchema, payload: z.array(LibraryPlaylistSchema) })
  .meta({ id: 'LibraryPlaylistPage', description: "The user's library playlists on one platform." });

export const LibraryAlbumPageSchema = z
  .object({ total: NonNegativeIntSchema.optional(), payload: z.array(LibraryAlbumSchema) })
  .meta({ id: 'LibraryAlbumPage', description: "The user's saved albums on one platform." });

export const LibraryArtistPageSchema = z
  .object({ total: NonNegativeIntSchema, payload: z.array(LibraryArtistSchema) })
  .meta({ id: 'LibraryArtistPage', description: 'The artists the user follows on one platform.' });

export type LibraryPlaylist = z.infer<typeof LibraryPlaylistSchema>;
export type LibraryTrack = z.infer<typeof LibraryTrackSchema>;
export type LibraryPlaylistTracks = z.infer<typeof LibraryPlaylistTracksSchema>;
export type LibraryAlbum = z.infer<typeof LibraryAlbumSchema>;
export type LibraryArtist = z.infer<typeof LibraryArtistSchema>;
export type HistoryTrack = z.infer<typeof HistoryTrackSchema>;
export type LibraryPlaylistPage = z.infer<typeof LibraryPlaylistPageSchema>;
export type LibraryAlbumPage = z.infer<typeof LibraryAlbumPageSchema>;
export type LibraryArtistPage = z.infer<typeof LibraryArtistPageSchema>;

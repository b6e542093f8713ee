import { z } from 'zod';
import { UserAccountSchema } from './account';
import { ConnectResultSchema } from './connect';
import { ConversionPayloadSchema } from './conversion';
import { envelopeOf } from './envelope';
import { HttpUrlSchema } from './formats';
import {
  HistoryTrackSchema,
  LibraryAlbumPageSchema,
  LibraryArtistPageSchema,
  LibraryPlaylistPageSchema,
  LibraryPlaylistTracksSchema,
  LibraryTrackSchema,
} from './library';
import { FailedTaskResponseSchema, PendingTaskSchema, TaskSchema } from './task';

// One success body per endpoint of the API, so a client can parse a whole response and the
// server can describe each route in its OpenAPI document.

export const ConnectResponseSchema = envelopeOf(ConnectResultSchema).meta({
  id: 'ConnectResponse',
  description: 'GET and POST /v1/{platform}/connect',
});

// The converted entity is `data.payload`, not `data` itself.
export const ConversionResponseSchema = envelopeOf(ConversionPayloadSchema).meta({
  id: 'ConversionResponse',
  description: 'POST /v1/entity/convert with a track, album or artist link: the result at once.',
});

export const PlaylistTaskCreatedResponseSchema = envelopeOf(PendingTaskSchema).meta({
  id: 'PlaylistTaskCreatedResponse',
  description: 'POST /v1/entity/convert with a playlist link: the task to poll.',
});

export const EntityConvertResponseSchema = z
  .union([ConversionResponseSchema, PlaylistTaskCreatedResponseSchema])
  .meta({ id: 'EntityConvertResponse', description: 'Any success body of POST /v1/entity/convert.' });

export const TaskSuccessResponseSchema = envelopeOf(TaskSchema).meta({
  id: 'TaskSuccessResponse',
  description: 'GET /v1/task/{task_id} for a pending or completed task.',
});

export const TaskResponseSchema = z
  .union([TaskSuccessResponseSchema, FailedTaskResponseSchema])
  .meta({
    id: 'TaskResponse',
    description: 'Any 200 body of GET /v1/task/{task_id}: the task under `data`, or a failure under `error`.',
  });

export const AccountResponseSchema = envelopeOf(UserAccountSchema).meta({
  id: 'AccountResponse',
  description: 'GET /v1/account/?identifier=…',
});

export const LibraryPlaylistsResponseSchema = envelopeOf(LibraryPlaylistPageSchema).meta({
  id: 'LibraryPlaylistsResponse',
  description: 'GET /v1/account/{userId}/{platform}/playlists',
});

export const LibraryAlbumsResponseSchema = envelopeOf(LibraryAlbumPageSchema).meta({
  id: 'LibraryAlbumsResponse',
  description: 'GET /v1/account/{userId}/{platform}/albums',
});

export const LibraryArtistsResponseSchema = envelopeOf(LibraryArtistPageSchema).meta({
  id: 'LibraryArtistsResponse',
  description: 'GET /v1/account/{userId}/{platform}/artists',
});

export const HistoryResponseSchema = envelopeOf(z.array(HistoryTrackSchema)).meta({
  id: 'HistoryResponse',
  description: 'GET /v1/account/{userId}/{platform}/history/tracks',
});

export const LibraryTracksResponseSchema = envelopeOf(z.array(LibraryTrackSchema)).meta({
  id: 'LibraryTracksResponse',
  description: 'GET /v1/account/{userId}/{platform}/tracks: liked / saved songs, in the platform’s order',
});

export const LibraryPlaylistTracksResponseSchema = envelopeOf(LibraryPlaylistTracksSchema).meta({
  id: 'LibraryPlaylistTracksResponse',
  description: 'GET /v1/account/{userId}/{platform}/playlists/{playlistId}/tracks',
});

export const AddPlaylistResponseSchema = envelopeOf(
  HttpUrlSchema.meta({ description: "Link to the created playlist in the user's library." }),
).meta({ id: 'AddPlaylistResponse', description: 'POST /playlist/{platform}/add (HTTP 201).' });

export type ConnectResponse = z.infer<typeof ConnectResponseSchema>;
export type ConversionResponse = z.infer<typeof ConversionResponseSchema>;
export type PlaylistTaskCreatedResponse = z.infer<typeof PlaylistTaskCreatedResponseSchema>;
export type EntityConvertResponse = z.infer<typeof EntityConvertResponseSchema>;
export type TaskSuccessResponse = z.infer<typeof TaskSuccessResponseSchema>;
export type TaskResponse = z.infer<typeof TaskResponseSchema>;
export type AccountResponse = z.infer<typeof AccountResponseSchema>;
export type LibraryPlaylistsResponse = z.infer<typeof LibraryPlaylistsResponseSchema>;
export type LibraryAlbumsResponse = z.infer<typeof LibraryAlbumsResponseSchema>;
export type LibraryArtistsResponse = z.infer<typeof LibraryArtistsResponseSchema>;
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
export type AddPlaylistResponse = z.infer<typeof AddPlaylistResponseSchema>;

import type { PlatformKey } from '@segue/core/platform-keys';
import {
  AddPlaylistResponseSchema,
  ConnectResultSchema,
  ConversionPayloadSchema,
  EntityLookupSchema,
  HistoryTrackSchema,
  LibraryAlbumPageSchema,
  LibraryArtistPageSchema,
  LibraryPlaylistPageSchema,
  PendingTaskSchema,
  RefreshedTokenSchema,
  SyncSchema,
  TaskSchema,
  TransferSchema,
  UserAccountSchema,
  type ConversionResult,
  type HistoryTrack,
  type Sync,
  type Transfer,
} from '@segue/core/schemas';
import { AppViewSchema, HealthSchema } from './app-view';
import { pollTask, type PollTiming } from './poll-task';
import type { Schema } from './schema';
import type { CallOptions, ConvertOutcome, SegueClient, SegueClientOptions, SegueMeClient } from './segue-client';
import { readTaskState } from './task-state';
import { createTransport, isRecord, unwrapEnvelope, type Auth, type Transport } from './transport';

const HistorySchema: Schema<HistoryTrack[]> = HistoryTrackSchema.array();
const AddedPlaylistUrlSchema: Schema<string> = AddPlaylistResponseSchema.shape.data;
const TransferListSchema: Schema<Transfer[]> = TransferSchema.array();
const SyncListSchema: Schema<Sync[]> = SyncSchema.array();

function segment(value: string): string {
  return encodeURIComponent(value);
}

function get<T>(transport: Transport, auth: Auth, path: string, schema: Schema<T>, options?: CallOptions): Promise<T> {
  return transport.data({ method: 'GET', path, auth, signal: options?.signal }, schema);
}

function meClient(transport: Transport): SegueMeClient {
  const library = (platform: PlatformKey, list: string) => `/v1/me/${segment(platform)}/${list}`;
  const syncPath = (syncId: string) => `/v1/me/syncs/${segment(syncId)}`;
  return {
    profile: (options) => get(transport, 'user', '/v1/me', UserAccountSchema, options),
    refreshToken: (options) => transport.data({ method: 'POST', path: '/v1/me/token', auth: 'user', signal: options?.signal }, RefreshedTokenSchema),
    playlists: (platform, options) =>
      get(transport, 'user', library(platform, 'playlists'), LibraryPlaylistPageSchema, options),
    albums: (platform, options) => get(transport, 'user', library(platform, 'albums'), LibraryAlbumPageSchema, options),
    artists: (platform, options) =>
      get(transport, 'user', library(platform, 'artists'), LibraryArtistPageSchema, options),
    history: (platform, options) => get(transport, 'user', library(platform, 'history/tracks'), HistorySchema, options),
    convertAndAdd: ({ url, platform, title, idempotencyKey }, options) =>
      transport.data(
        {
          method: 'POST',
          path: library(platform, 'playlists'),
          auth: 'user',
          body: { url, title },
          ...(idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': idempotencyKey } }),
          signal: options?.signal,
        },
        TaskSchema,
      ),
    startTransfer: (input, options) => transport.data({ method: 'POST', path: '/v1/me/transfers', auth: 'user', body: input, signal: options?.signal }, TransferSchema),
    transfers: (options) => get(transport, 'user', '/v1/me/transfers', TransferListSchema, options),
    transfer: (transferId, options) => get(transport, 'user', `/v1/me/transfers/${segment(transferId)}`, TransferSchema, options),
    applyTransferItem: (transferId, input, options) =>
      transport.data({ method: 'POST', path: `/v1/me/transfers/${segment(transferId)}/items`, auth: 'user', body: input, signal: options?.signal }, TransferSchema),
    startSync: (input, options) => transport.data({ method: 'POST', path: '/v1/me/syncs', auth: 'user', body: input, signal: options?.signal }, SyncSchema),
    syncs: (options) => get(transport, 'user', '/v1/me/syncs', SyncListSchema, options),
    sync: (syncId, options) => get(transport, 'user', syncPath(syncId), SyncSchema, options),
    updateSync: (syncId, change, options) => transport.data({ method: 'PATCH', path: syncPath(syncId), auth: 'user', body: change, signal: options?.signal }, SyncSchema),
    stopSync: (syncId, options) => transport.data({ method: 'DELETE', path: syncPath(syncId), auth: 'user', signal: options?.signal }, SyncSchema),
    runSync: (syncId, options) => transport.data({ method: 'POST', path: `${syncPath(syncId)}/run`, auth: 'user', signal: options?.signal }, SyncSchema),
  };
}

/**
 * The client with its polling timing injected. Only `createSegueClient` (which passes the
 * API's 2 s polling floor) is exported from the package; tests build it here with a shorter floor.
 */
export function buildSegueClient(options: SegueClientOptions, timing: PollTiming): SegueClient {
  const transport = createTransport(options);
  const account = (userId: string, platform: PlatformKey, list: string) =>
    `/v1/account/${segment(userId)}/${segment(platform)}/${list}`;

  const client: SegueClient = {
    async convert(input, callOptions) {
      const reply = await transport.send({
        method: 'POST',
        path: '/v1/entity/convert',
        auth: 'public',
        body: { url: input.url, target_platform: input.target_platform },
        signal: callOptions?.signal,
      });
      // A playlist answers with a task (`task_id`); everything else with the converted entity.
      const data = isRecord(reply.body) ? reply.body.data : undefined;
      if (isRecord(data) && 'task_id' in data) {
        return { kind: 'task', task: unwrapEnvelope(reply, PendingTaskSchema, transport.validate) };
      }
      // The converted entity comes as `data.payload`, not as `data` itself.
      const result: ConversionResult = unwrapEnvelope(reply, ConversionPayloadSchema, transport.validate).payload;
      return { kind: 'result', result } satisfies ConvertOutcome;
    },

    async search(input, callOptions) {
      const reply = await transport.send({
        method: 'POST',
        path: '/v1/entity/convert',
        auth: 'public',
        body: { query: input.query, target_platform: input.target_platform },
        signal: callOptions?.signal,
      });
      return unwrapEnvelope(reply, ConversionPayloadSchema, transport.validate).payload;
    },

    lookup: (url, callOptions) =>
      transport.data({ method: 'GET', path: '/v1/entity/lookup', query: { url }, auth: 'public', signal: callOptions?.signal }, EntityLookupSchema),

    async getTask(taskId, callOptions) {
      const reply = await transport.send({
        method: 'GET',
        path: `/v1/task/${segment(taskId)}`,
        auth: 'public',
        signal: callOptions?.signal,
      });
      return readTaskState(reply, transport.validate);
    },

    waitForTask(taskId, waitOptions = {}) {
      return pollTask((signal) => client.getTask(taskId, { signal }), taskId, waitOptions, timing);
    },

    async connectUrl(platform, connectOptions) {
      const { url } = await transport.data(
        {
          method: 'GET',
          path: `/v1/${segment(platform)}/connect`,
          auth: 'public',
          // Space-separated, as OAuth 2.0 writes scopes: https://www.rfc-editor.org/rfc/rfc6749#section-3.3
          query: { scopes: connectOptions?.scopes?.join(' '), redirect_url: connectOptions?.redirect_url },
          signal: connectOptions?.signal,
        },
        ConnectResultSchema,
      );
      return url;
    },

    async connectUrlForUser(platform, userId, connectOptions) {
      const { url } = await transport.data(
        {
          method: 'POST',
          path: `/v1/${segment(platform)}/connect`,
          auth: 'private',
          body: { user_id: userId, scopes: connectOptions?.scopes, redirect_url: connectOptions?.redirect_url },
          signal: connectOptions?.signal,
        },
        ConnectResultSchema,
      );
      return url;
    },

    getAccount: (identifier, callOptions) =>
      transport.data(
        { method: 'GET', path: '/v1/account/', query: { identifier }, auth: 'private', signal: callOptions?.signal },
        UserAccountSchema,
      ),
    getPlaylists: (userId, platform, callOptions) =>
      get(transport, 'private', account(userId, platform, 'playlists'), LibraryPlaylistPageSchema, callOptions),
    getAlbums: (userId, platform, callOptions) =>
      get(transport, 'private', account(userId, platform, 'albums'), LibraryAlbumPageSchema, callOptions),
    getArtists: (userId, platform, callOptions) =>
      get(transport, 'private', account(userId, platform, 'artists'), LibraryArtistPageSchema, callOptions),
    getHistory: (userId, platform, callOptions) =>
      get(transport, 'private', account(userId, platform, 'history/tracks'), HistorySchema, callOptions),

    addPlaylist: (platform, input, callOptions) =>
      transport.data(
        {
          method: 'POST',
          path: `/playlist/${segment(platform)}/add`,
          auth: 'private',
          body: { user: input.user, title: input.title, tracks: input.tracks },
          signal: callOptions?.signal,
        },
        AddedPlaylistUrlSchema,
      ),

    app: (callOptions) => get(transport, 'public', '/v1/app', AppViewSchema, callOptions),
    health: (callOptions) => get(transport, 'none', '/healthz', HealthSchema, callOptions),
    me: meClient(transport),
  };
  return client;
}

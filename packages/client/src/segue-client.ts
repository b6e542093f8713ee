import type { PlatformKey } from '@segue/core/platform-keys';
import type {
  AddPlaylistRequest,
  ConversionResult,
  EntityLookup,
  HistoryTrack,
  LibraryAlbumPage,
  LibraryArtistPage,
  LibraryPlaylistPage,
  PendingTask,
  Sync,
  SyncPatch,
  SyncRequest,
  TargetPlatform,
  Task,
  Transfer,
  UserAccount,
  RefreshedToken,
} from '@segue/core/schemas';
import type { AppView, Health } from './app-view';
import type { WaitForTaskOptions } from './poll-task';
import type { CompletedTaskState, TaskState } from './task-state';
import type { TransportOptions } from './transport';

export type SegueClientOptions = TransportOptions;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ConvertInput {
  /** A link to a track, album, artist or playlist on a supported platform. */
  url: string;
  /** A platform key, or `all` (the server's default when absent) for every integrated platform. */
  target_platform?: TargetPlatform;
}

export interface SearchInput {
  /** A track's title and main artist, in any order ("Paper Tide Crystal Feather", "Paper Tide by Crystal Feather"). */
  query: string;
  /** A platform key (searched there), or `all` (the server's default when absent). */
  target_platform?: TargetPlatform;
}

/** A track, album or artist converts at once; a playlist starts a task to wait for. */
export type ConvertOutcome = { kind: 'result'; result: ConversionResult } | { kind: 'task'; task: PendingTask };

export interface ConnectOptions extends CallOptions {
  /** Platform scopes to ask for (Spotify needs them; Deezer and Apple Music ignore them). */
  scopes?: readonly string[];
  /** Where the user lands with `?token=`; must be on the app's redirect allow-list. */
  redirect_url?: string;
}

export interface ConvertAndAddInput {
  /** The playlist link to convert. */
  url: string;
  /** The platform whose library receives the converted playlist. */
  platform: PlatformKey;
  /** Title of the new playlist; the server uses the source's title when absent. */
  title?: string;
  /**
   * Sent as `Idempotency-Key`: the same request with the same key (within 24 hours) answers the
   * task the first one started, running or completed, instead of making a second playlist.
   */
  idempotencyKey?: string;
}

/** What a transfer moves, as `POST /v1/me/transfers` takes it; the server's defaults fill the rest. */
export interface StartTransferInput {
  from: PlatformKey;
  to: PlatformKey;
  include?: { liked_tracks?: boolean; albums?: boolean; artists?: boolean; playlists?: 'all' | 'none' | string[] };
  options?: { playlist_title_suffix?: string; skip_existing?: boolean };
}

/** A person's choice for one left-out item of a finished transfer. */
export interface ApplyTransferItemInput {
  /** `liked`, `albums`, `artists`, or the source playlist's id. */
  list: string;
  position: number;
  /** The track, album or artist id on the target. */
  target_id: string;
}

/** Calls for the one user a linking token names (the extension's view), with the public key. */
export interface SegueMeClient {
  /** GET /v1/me */
  profile(options?: CallOptions): Promise<UserAccount>;
  /** POST /v1/me/token: a fresh linking token for the standing one (90 days after the link at most). */
  refreshToken(options?: CallOptions): Promise<RefreshedToken>;
  /** GET /v1/me/{platform}/playlists */
  playlists(platform: PlatformKey, options?: CallOptions): Promise<LibraryPlaylistPage>;
  /** GET /v1/me/{platform}/albums */
  albums(platform: PlatformKey, options?: CallOptions): Promise<LibraryAlbumPage>;
  /** GET /v1/me/{platform}/artists */
  artists(platform: PlatformKey, options?: CallOptions): Promise<LibraryArtistPage>;
  /** GET /v1/me/{platform}/history/tracks */
  history(platform: PlatformKey, options?: CallOptions): Promise<HistoryTrack[]>;
  /**
   * POST /v1/me/{platform}/playlists: convert a playlist and add it to the library, as a task.
   * Pending when it starts; with an `idempotencyKey` used before, the first request's task as it
   * is now (completed with `payload.library` once added).
   */
  convertAndAdd(input: ConvertAndAddInput, options?: CallOptions): Promise<Task>;
  /** POST /v1/me/transfers: starts moving the user's library from one linked platform to another. */
  startTransfer(input: StartTransferInput, options?: CallOptions): Promise<Transfer>;
  /** GET /v1/me/transfers: the user's transfers, newest first (counts, no items). */
  transfers(options?: CallOptions): Promise<Transfer[]>;
  /** GET /v1/me/transfers/{id}: one transfer; every item once it finished. */
  transfer(transferId: string, options?: CallOptions): Promise<Transfer>;
  /** POST /v1/me/transfers/{id}/items: applies a chosen target to a left-out item; the transfer as it is now. */
  applyTransferItem(transferId: string, input: ApplyTransferItemInput, options?: CallOptions): Promise<Transfer>;
  /** POST /v1/me/syncs: keeps a playlist in step with a copy on another platform the user linked; the first run starts at once. */
  startSync(input: SyncRequest, options?: CallOptions): Promise<Sync>;
  /** GET /v1/me/syncs: the user's syncs, newest first (each with its last run, no history). */
  syncs(options?: CallOptions): Promise<Sync[]>;
  /** GET /v1/me/syncs/{id}: one sync, with its history in `runs`. */
  sync(syncId: string, options?: CallOptions): Promise<Sync>;
  /** PATCH /v1/me/syncs/{id}: mode, interval or `paused`; resuming runs it at once. */
  updateSync(syncId: string, change: SyncPatch, options?: CallOptions): Promise<Sync>;
  /** DELETE /v1/me/syncs/{id}: stops the sync (answered as it was); the copy stays in the user's library. */
  stopSync(syncId: string, options?: CallOptions): Promise<Sync>;
  /** POST /v1/me/syncs/{id}/run: queues a run now; read the sync again for its outcome. */
  runSync(syncId: string, options?: CallOptions): Promise<Sync>;
}

export interface SegueClient {
  /** POST /v1/entity/convert (public key). */
  convert(input: ConvertInput, options?: CallOptions): Promise<ConvertOutcome>;
  /**
   * POST /v1/entity/convert with `query` (public key): the track the words name, converted; a
   * `SegueError` `ENOTFOUND` when nothing matches them confidently.
   */
  search(input: SearchInput, options?: CallOptions): Promise<ConversionResult>;
  /** GET /v1/entity/lookup (public key): what a link points at (a playlist's name, cover, track count), without converting it. */
  lookup(url: string, options?: CallOptions): Promise<EntityLookup>;
  /** GET /v1/task/{task_id} (public key): pending, completed or failed. */
  getTask(taskId: string, options?: CallOptions): Promise<TaskState>;
  /** Polls getTask every 2 s or more until the task completes; a failed task rejects. */
  waitForTask(taskId: string, options?: WaitForTaskOptions): Promise<CompletedTaskState>;
  /**
   * GET /v1/{platform}/connect (public key): Segue's start page to open in the user's browser; it
   * binds the flow to that browser and continues to the platform.
   */
  connectUrl(platform: PlatformKey, options?: ConnectOptions): Promise<string>;
  /**
   * POST /v1/{platform}/connect (private key, from the app's backend): a one-time start page that
   * adds the platform to an existing user. Send that user's browser to it at once.
   */
  connectUrlForUser(platform: PlatformKey, userId: string, options?: ConnectOptions): Promise<string>;
  /** GET /v1/account/?identifier= (private key): by e-mail or Segue user id. */
  getAccount(identifier: string, options?: CallOptions): Promise<UserAccount>;
  /** GET /v1/account/{userId}/{platform}/playlists (private key). */
  getPlaylists(userId: string, platform: PlatformKey, options?: CallOptions): Promise<LibraryPlaylistPage>;
  /** GET /v1/account/{userId}/{platform}/albums (private key). */
  getAlbums(userId: string, platform: PlatformKey, options?: CallOptions): Promise<LibraryAlbumPage>;
  /** GET /v1/account/{userId}/{platform}/artists (private key). */
  getArtists(userId: string, platform: PlatformKey, options?: CallOptions): Promise<LibraryArtistPage>;
  /** GET /v1/account/{userId}/{platform}/history/tracks (private key). */
  getHistory(userId: string, platform: PlatformKey, options?: CallOptions): Promise<HistoryTrack[]>;
  /** POST /playlist/{platform}/add (private key): the link of the created playlist. */
  addPlaylist(platform: PlatformKey, input: AddPlaylistRequest, options?: CallOptions): Promise<string>;
  /** GET /v1/app (public key): the app the key belongs to; a cheap way to check a key. */
  app(options?: CallOptions): Promise<AppView>;
  /** GET /healthz (no key). */
  health(options?: CallOptions): Promise<Health>;
  readonly me: SegueMeClient;
}

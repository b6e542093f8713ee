import type { HistoryTrack, LibraryAlbum, LibraryArtist, LibraryPlaylist } from '@segue/core/schemas';
import type { PlatformHttp } from '../http/http-types';
import type { TokenSource } from './token-cache';

/** The playlist a write created, as the platform links it. */
export interface CreatedPlaylist {
  id: string;
  url: string;
}

export interface CreatePlaylistInput {
  title: string;
  description?: string;
  /** Catalog track ids in the platform's own format, in playlist order. */
  trackIds: readonly string[];
  /** Told as soon as the playlist exists, before its tracks are added (so a retry never makes a second one). */
  onCreated?: (playlist: CreatedPlaylist) => Promise<void>;
}

/**
 * One user's library on one platform, read and written with that user's token. Methods throw
 * `PlatformError` (`unsupported` where the platform has no such endpoint); a write that fails
 * after the playlist exists throws `PlaylistWriteError` saying how far it got.
 */
export interface PlatformLibrary {
  /** Every playlist in the library (all pages), with the total the platform reports. */
  playlists(): Promise<{ total: number; items: LibraryPlaylist[] }>;
  albums(): Promise<LibraryAlbum[]>;
  artists(): Promise<LibraryArtist[]>;
  /** Recently played tracks, most recent first. */
  history(): Promise<HistoryTrack[]>;
  /**
   * The ids of `trackIds` the platform's catalog does not hold, read in its batch size. Asked
   * before `createPlaylist`, so an unknown id never leaves an empty playlist behind.
   */
  unknownTracks(trackIds: readonly string[]): Promise<string[]>;
  /** Creates a playlist in the library and adds the tracks in the platform's batch size. */
  createPlaylist(input: CreatePlaylistInput): Promise<CreatedPlaylist>;
}

/** `U`: the platform's base URLs. */
export interface LibraryClientOptions<U> {
  baseUrls: U;
  http: PlatformHttp;
  /** The user's access token (Apple Music: the Music-User-Token); `invalidate` forces a refresh. */
  userToken: TokenSource;
  /** The integration's own credentials where the platform needs them beside the user's token (Apple's developer token). */
  appToken?: TokenSource;
}

export type LibraryFactory<U> = (options: LibraryClientOptions<U>) => PlatformLibrary;

import type { HistoryTrack, LibraryAlbum, LibraryArtist, LibraryPlaylist } from '@segue/core/schemas';
import type { PlatformHttp } from '../http/http-types';
import type { PlatformTrack } from '../types';
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
 * One entry of liked songs or of a playlist, whatever it is: reads keep every entry the platform
 * lists, in its order, and say what it is rather than drop it.
 */
export interface LibraryEntry {
  /**
   * `track` a catalog track; `local` a file from the listener's device (Spotify local files,
   * Apple Music uploads); `episode` a podcast episode or any entry that is no music (a YouTube
   * video outside the music category).
   */
  kind: 'track' | 'local' | 'episode';
  /** What the platform says of it. A local file's `id` is empty (or the platform's URI for it) and it has no ISRC. */
  track: PlatformTrack;
  /** False when the platform lists it but will not play it for this listener (region-blocked, withdrawn, deleted video). */
  playable: boolean;
  /** When the listener added it (ISO 8601), where the platform says. */
  addedAt?: string;
  /** The platform's id of this entry in its playlist where entries have their own (TIDAL `itemId`, YouTube playlistItem id). */
  entryId?: string;
}

export interface PlaylistEntries {
  playlist: LibraryPlaylist;
  entries: LibraryEntry[];
}

/**
 * One kind of library write on one platform: how many ids one request carries and what it costs
 * in the platform's quota units (YouTube Data API: 50 per insert; 1 where only requests are
 * counted). Null where the platform has no way to do it.
 */
export interface WriteLimit {
  batch: number;
  units: number;
}

export interface LibraryWriteLimits {
  saveTracks: WriteLimit | null;
  saveAlbums: WriteLimit | null;
  followArtists: WriteLimit | null;
  addToPlaylist: WriteLimit;
  createPlaylist: WriteLimit;
  /** Removing entries from a playlist of the user's; null where the platform has no way (Apple Music). */
  removeFromPlaylist: WriteLimit | null;
  /** Moving one entry within a playlist of the user's (one request a move); null where the platform has no way (Apple Music). */
  movePlaylistEntry: WriteLimit | null;
}

/** An entry of a playlist as a removal or a move names it: its track, its own id where the platform gives one, and where it stands now (0-based). */
export interface EntryRef {
  trackId: string;
  /** `LibraryEntry.entryId` (TIDAL `itemId`, YouTube playlistItem id). */
  entryId?: string;
  /** `LibraryEntry.kind`, where the platform names an entry by what it holds (a Spotify episode's URI, a TIDAL video's type); a track when left out. */
  kind?: LibraryEntry['kind'];
  position: number;
}

/** A library's sizes where the platform reports them without reading the list (a page's `total`). */
export interface LibrarySizes {
  liked?: number;
  albums?: number;
  artists?: number;
}

/** Ids one write request named that the platform refused while accepting the rest, with a stable reason. */
export interface WriteRefusal {
  id: string;
  reason: 'not_found' | 'unavailable' | 'unsupported';
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

  /** What each write below takes per request; the transfer plans batches and quota from it. */
  readonly writeLimits: LibraryWriteLimits;
  /**
   * The id under which `playlists()` also lists the liked songs, where it does (YouTube's liked
   * videos list): a transfer moving liked songs does not copy them a second time as a playlist.
   */
  likedListId?(): Promise<string | undefined>;
  /**
   * How many liked songs, saved albums and followed artists the library holds, from one short
   * request each where the platform reports a list's total: a transfer's first estimate, made
   * before the lists are read. A size the platform does not report is left out.
   */
  sizes?(): Promise<LibrarySizes>;
  /** Liked / saved / favourite tracks, every page, in the platform's order (most recent first where it keeps dates). */
  likedTracks(): Promise<LibraryEntry[]>;
  /** A playlist of the library (the user's own, collaborative or followed, private included) with every entry. */
  playlistEntries(playlistId: string): Promise<PlaylistEntries>;
  /**
   * Each of these sends exactly one request for at most `writeLimits.<kind>.batch` ids (more is a
   * programming error and throws before sending), so the caller can record each request's intent
   * before it and its outcome after. They throw `PlatformError` when the request fails as a whole
   * (`unsupported` where the limit is null) and return the ids the platform refused one by one.
   */
  saveTracks(trackIds: readonly string[]): Promise<WriteRefusal[]>;
  saveAlbums(albumIds: readonly string[]): Promise<WriteRefusal[]>;
  followArtists(artistIds: readonly string[]): Promise<WriteRefusal[]>;
  /** Appends tracks to a playlist of the user's (one request). */
  addToPlaylist(playlistId: string, trackIds: readonly string[]): Promise<WriteRefusal[]>;
  /**
   * The playlist's change marker, from one short request (Spotify `snapshot_id`, Deezer
   * `checksum`, TIDAL `lastModifiedAt`, YouTube the `etag` of the first page of items, Apple
   * `lastModifiedDate`): equal markers mean unchanged entries. For any playlist
   * `playlistEntries` reads; equal to its `playlist.checksum`. Empty where the platform sends
   * none (Apple's documentation example of a library playlist carries no date): then it tells
   * nothing, and the entries must be read.
   */
  playlistVersion(playlistId: string): Promise<string>;
  /**
   * `playlistEntries`, unless `known` is the playlist's change marker: then `unchanged`, from one
   * short request. Only where the marker comes with the entries in the same request (Deezer's
   * `GET /playlist/{id}` embeds its first 400 rows beside `checksum`); elsewhere
   * `entriesIfChanged` asks `playlistVersion` first.
   */
  playlistEntriesIfChanged?(playlistId: string, known: string | null): Promise<PlaylistEntries | 'unchanged'>;
  /**
   * Removes entries from a playlist of the user's: one request for at most
   * `writeLimits.removeFromPlaylist.batch` entries. Where the platform removes by track (Spotify,
   * Deezer) every entry of a named track goes; `removesEveryOccurrence` says so.
   */
  removeFromPlaylist(playlistId: string, entries: readonly EntryRef[]): Promise<void>;
  /**
   * Moves the entry at `from` so that it stands at `to` once moved (0-based, in `current`, the
   * playlist's entries as they stand before the move): one request; none when `from` is `to`.
   * An index outside `current` is a programming error (RangeError, nothing sent); a move the
   * platform cannot make in one request is `unsupported` (TIDAL: to the end past more than 20
   * entries), nothing sent.
   */
  movePlaylistEntry(playlistId: string, current: readonly EntryRef[], from: number, to: number): Promise<void>;
  /** True where a removal takes every entry of the track named (Spotify, Deezer), not only the one named. */
  readonly removesEveryOccurrence: boolean;
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

/**
 * A playlist's entries unless its change marker is `known` (a sync's change check): one request
 * when unchanged. Without a known marker the entries are read at once; a marker the platform
 * leaves empty tells nothing, so the entries are read.
 */
export async function entriesIfChanged(library: PlatformLibrary, playlistId: string, known: string | null): Promise<PlaylistEntries | 'unchanged'> {
  if (library.playlistEntriesIfChanged) return library.playlistEntriesIfChanged(playlistId, known);
  if (known !== null && known !== '' && (await library.playlistVersion(playlistId)) === known) return 'unchanged';
  return library.playlistEntries(playlistId);
}

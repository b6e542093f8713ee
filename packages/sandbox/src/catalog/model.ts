/**
 * The sandbox's ground truth. One `Recording` is one real-world recording; each platform that
 * carries it has a `Listing` with that platform's own id, title convention, artist list,
 * duration and ISRC. Two recordings are "the same music" exactly when they are the same
 * `Recording`: decoys (live, remix, cover, karaoke, sped up, ...) are recordings of their own
 * that point at the original through `decoyOf`.
 *
 * Every simulator renders its responses from this model, so the five platforms agree on what
 * exists while each speaks its own wire format.
 */
import type { PlatformKey } from '@segue/core';

export type { PlatformKey };

/** What sets a decoy apart from the recording it imitates. */
export type DecoyKind =
  | 'live'
  | 'remix'
  | 'cover'
  | 'karaoke'
  | 'sped_up'
  | 'slowed'
  | 'instrumental'
  | 'acoustic'
  | 'remaster'
  | 'radio_edit'
  | 'demo'
  | 'same_title_other_artist'
  | 'clean';

export interface Artist {
  /** Internal id, e.g. `art-0042`. */
  id: string;
  name: string;
  /** The artist's id on each platform that has them. */
  platformIds: Partial<Record<PlatformKey, string>>;
  /** Deterministic seed for artwork URLs. */
  imageSeed: string;
}

export interface AlbumListing {
  /** The platform's album id (YouTube Music: the `MPREb_...` browse id). */
  id: string;
  /** The album title as this platform writes it (Apple Music appends ` - Single` to singles). */
  title: string;
  /** The barcode as this platform writes it (Spotify pads to 14 digits, TIDAL to 13). */
  upc: string;
  /** YouTube Music only: the album's audio playlist id (`OLAK5uy_...`). */
  playlistId?: string;
}

export interface Album {
  /** Internal id, e.g. `alb-0100`. */
  id: string;
  title: string;
  artistIds: string[];
  /** `YYYY-MM-DD`. */
  releaseDate: string;
  type: 'album' | 'single' | 'compilation';
  upc: string;
  /** Recording ids in track order. */
  recordingIds: string[];
  imageSeed: string;
  platforms: Partial<Record<PlatformKey, AlbumListing>>;
}

/** How one platform shows one recording. */
export interface Listing {
  /** The platform's track id (Spotify base62, Deezer/Apple/TIDAL numeric, YouTube video id). */
  id: string;
  /** The title as this platform writes it (`Song - Remastered 2011` vs `Song (Remastered 2011)`, feat. in title or not). */
  title: string;
  /** Artist names as this platform lists them, main artist first. */
  artists: string[];
  /** Duration on this platform: may differ from the recording's by up to 2 s. */
  durationMs: number;
  /** Absent on YouTube Music always, and on a few listings elsewhere; differs from the recording's for a small share. */
  isrc?: string;
  explicit: boolean;
  /** The platform's id of the album this listing appears on. */
  albumId: string;
  trackNumber: number;
  discNumber: number;
}

export interface Recording {
  /** Internal id, e.g. `rec-00001`. */
  id: string;
  /** Canonical title without version text. */
  title: string;
  /** Version text that is part of the identity (`Live`, `Remastered 2011`, `Radio Edit`, ...), if any. */
  version?: string;
  artistIds: string[];
  featuredArtistIds: string[];
  albumId: string;
  durationMs: number;
  isrc: string;
  explicit: boolean;
  /** Set on decoys: the recording this one must never be matched to. */
  decoyOf?: string;
  decoyKind?: DecoyKind;
  /** Script of the title, so tests can pick non-Latin recordings. */
  script: 'latin' | 'cyrillic' | 'cjk' | 'hangul' | 'greek' | 'arabic' | 'devanagari';
  platforms: Partial<Record<PlatformKey, Listing>>;
}

export interface Playlist {
  /** Internal id, e.g. `pls-spotify-0003`. */
  id: string;
  platform: PlatformKey;
  /** The platform's playlist id (Spotify base62, Deezer numeric, Apple `pl.` + 32 hex, TIDAL UUID, YouTube `PL...`). */
  platformId: string;
  title: string;
  description: string;
  ownerName: string;
  /** Recording ids in order; every one has a listing on `platform`. */
  recordingIds: string[];
  imageSeed: string;
  createdAt: string;
  /** Set on playlists in a sandbox user's own library: the `SandboxUser.id` that owns it. */
  ownerUserId?: string;
  /** Absent means public (the catalog's editorial and shared playlists). */
  public?: boolean;
  collaborative?: boolean;
}

export interface Catalog {
  seed: number;
  artists: Artist[];
  albums: Album[];
  recordings: Recording[];
  /** Owned playlists of users are in `playlists` too (`ownerUserId` set). */
  playlists: Playlist[];
  /** Sandbox listeners; the first is the one OAuth screens approve as by default. */
  users: SandboxUser[];
  /** Lookups built once from the arrays above. */
  index: CatalogIndex;
}

export interface CatalogIndex {
  artist(id: string): Artist | undefined;
  album(id: string): Album | undefined;
  recording(id: string): Recording | undefined;
  /** By internal id (`pls-spotify-0003`, a user's `pls-spotify-u0001`, a created `pls-spotify-r0001`). */
  playlist(id: string): Playlist | undefined;
  /** By a platform's own ids. */
  recordingByPlatformId(platform: PlatformKey, id: string): Recording | undefined;
  albumByPlatformId(platform: PlatformKey, id: string): Album | undefined;
  artistByPlatformId(platform: PlatformKey, id: string): Artist | undefined;
  playlistByPlatformId(platform: PlatformKey, id: string): Playlist | undefined;
  /** Every recording whose listing on `platform` carries this ISRC (can be several, as on Apple Music). */
  recordingsByIsrc(platform: PlatformKey, isrc: string): Recording[];
  user(id: string): SandboxUser | undefined;
  /** Case-insensitive. */
  userByEmail(email: string): SandboxUser | undefined;
  /** By the user's account id on a platform (`PlatformAccount.id`). */
  userByPlatformId(platform: PlatformKey, id: string): SandboxUser | undefined;
  /**
   * Makes a playlist created at runtime (by a simulator's write endpoint) findable by
   * `playlistByPlatformId`. The caller also appends it to `catalog.playlists`; `user-state`
   * does both.
   */
  addPlaylist(playlist: Playlist): void;
}

/**
 * A listener with accounts on the platforms. Sandbox OAuth screens approve on a plain GET as
 * this user (the first user unless the authorisation request names another with
 * `sandbox_user=<email>`), so a client that follows redirects completes the linking flow.
 */
export interface SandboxUser {
  /** Internal id, e.g. `usr-001`. */
  id: string;
  email: string;
  displayName: string;
  /** ISO 3166 alpha-2, e.g. `US`. */
  country: string;
  imageSeed: string;
  /** The user's account on each platform they have one on. */
  accounts: Partial<Record<PlatformKey, PlatformAccount>>;
}

export interface PlatformAccount {
  /** The user's id on that platform (Spotify user id, Deezer numeric id, TIDAL numeric id, ...). */
  id: string;
  username: string;
  /** The platform's own plan name (`premium`, `free`, `HIFI`, `Premium+`, ...). */
  plan: string;
  followers: number;
  /** Internal playlist ids (`Playlist.id`) in the user's library: owned ones first, then followed. */
  playlistIds: string[];
  savedAlbums: { albumId: string; addedAt: string }[];
  followedArtistIds: string[];
  /** Most recent first. */
  history: { recordingId: string; playedAt: string }[];
  /** Liked / favourite tracks (Spotify saved tracks, Deezer favourites, ...), most recent first. */
  savedTracks: { recordingId: string; addedAt: string }[];
}

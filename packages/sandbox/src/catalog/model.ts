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
import type { EntryStamp } from './playlist-entries';
import type { PlatformKey } from '@segue/core';
import type { SandboxUser } from './user-model';

export type { PlatformKey };
export type { PlatformAccount, SandboxUser } from './user-model';

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

/**
 * Which kind of matching case a recording belongs to (see `README.md` here):
 * `plain` for the ordinary catalog (its originals and its version decoys), and one kind per hard
 * case the real world throws at a matcher. Every recording of a hard case's group carries the
 * group's kind, so a bench can score the kind from either side.
 */
export type RecordingKind =
  | 'plain'
  /** A non-Latin title that YouTube Music shows romanised or translated, credited to a `- Topic` channel. */
  | 'script_twin'
  /** One recording under two ISRCs on different platforms (a re-registered reissue, a territory release). */
  | 'isrc_reissue'
  /** An artist's re-recording of their own song ("(Name's Version)", "(Re-Recorded)", or unlabelled). */
  | 'rerecording'
  /** A later "(feat. X)" version that the label registered under the original's ISRC. */
  | 'feat_version'
  /** Official-video and lyric-video uploads on YouTube Music, and the songs they show. */
  | 'video_upload'
  /** A remix with a featured guest, lasting within seconds of the original. */
  | 'near_remix'
  /** Instrumental and karaoke versions of a song. */
  | 'instrumental_karaoke'
  /** 8D, sped-up, nightcore and slowed uploads of a song. */
  | 'altered_upload'
  /** A children's cover act's recording of a song. */
  | 'kids_cover'
  /** Movements of classical works with catalogue numbers, each work in several performances. */
  | 'classical'
  /** Tracks of albums with several editions (deluxe, single and album, regional, uneven track lists). */
  | 'edition';

export interface Artist {
  /** Internal id, e.g. `art-0042`. */
  id: string;
  name: string;
  /** The artist's id on each platform that has them. */
  platformIds: Partial<Record<PlatformKey, string>>;
  /** Deterministic seed for artwork URLs. */
  imageSeed: string;
  /**
   * YouTube only: the auto-generated `<name> - Topic` channel that uploads the artist's art tracks,
   * for listings credited to it (https://support.google.com/youtube/answer/6007071).
   */
  topicChannelId?: string;
  /** A YouTube uploader that is no artist (a lyric, karaoke or 8D channel): its page is a user channel. */
  channel?: boolean;
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

/** Which edition of a release an album is, for albums released in several. */
export interface AlbumEdition {
  /** The standard album's id: every edition of one release shares it (the standard one too). */
  group: string;
  /**
   * `standard` the plain release; `deluxe` with bonus tracks; `single` a single whose track is
   * also on the album; `regional` another territory's edition under its own barcode; `uneven` one
   * edition whose track list differs between platforms (a bonus track here, a missing one there).
   */
  kind: 'standard' | 'deluxe' | 'single' | 'regional' | 'uneven';
}

export interface Album {
  /** Internal id, e.g. `alb-0100`. */
  id: string;
  title: string;
  artistIds: string[];
  /** `YYYY-MM-DD`. */
  releaseDate: string;
  type: 'album' | 'single' | 'compilation';
  /** Set on albums released in several editions. */
  edition?: AlbumEdition;
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
  /** The platform's id of the album this listing appears on; `''` for a YouTube video, which is on no album. */
  albumId: string;
  trackNumber: number;
  discNumber: number;
  /** YouTube Music only: an official (`omv`) or user-uploaded (`ugc`) video rather than a song (`MUSIC_VIDEO_TYPE_ATV`). */
  videoType?: 'omv' | 'ugc';
  /**
   * The bare title and version as this platform keeps them apart (Deezer `title_short` and
   * `title_version`, TIDAL `title` and `version`), when it names the song unlike
   * `recording.title`/`version` (a classical movement written its own way).
   */
  parts?: { title: string; version?: string };
  /**
   * Countries (ISO 3166 alpha-2) where the platform lists this track but will not play it
   * (region-blocked): library reads for a listener of such a country mark it unplayable
   * (Spotify `is_playable: false`, Deezer `readable: false`, Apple without `playParams`, TIDAL
   * outside `availability`, YouTube "Video unavailable"). Never `US`, the catalog's region.
   */
  blockedIn?: string[];
  /**
   * Titles the platform's search also knows this listing by without showing them: YouTube Music
   * shows an English-language user the romanised or translated title of a song whose original
   * title (in its own script) search still finds.
   */
  searchAliases?: string[];
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
  /** Which kind of matching case this recording belongs to. */
  kind: RecordingKind;
  /**
   * The recording whose very audio this one is, released again: a track on another edition of
   * an album (same ISRC), or a YouTube video that plays the studio recording. Two recordings
   * with the same `sameAs ?? id` are the same music: a conversion of one may return the other.
   */
  sameAs?: string;
  /** Classical recordings: the composer (an `Artist`), credited apart from the performers in `artistIds`. */
  composerId?: string;
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
  /**
   * Entries that are no catalog recording, as real libraries hold them: a local file the
   * listener uploaded, a podcast episode. `at` is the position in the whole playlist (entries
   * of `recordingIds` fill the other positions, in order); ascending.
   */
  oddEntries?: { at: number; entry: OddEntry }[];
  /**
   * Bumped on every change of the playlist (entries added, removed, moved), by the platforms'
   * writes and by tests' edits alike; absent means never changed. The platforms' change markers
   * (Spotify `snapshot_id`, YouTube `etag`, ...) derive from it.
   */
  revision?: number;
  /** When it last changed (ISO, whole seconds); absent means at `createdAt`. */
  modifiedAt?: string;
  /** Each entry's identity, parallel to the whole entry list (`catalog/playlist-entries.ts`); absent until the first change. */
  entryStamps?: EntryStamp[];
}

/** A playlist entry that is no recording of the catalog. */
export interface OddEntry {
  /** `local`: a file from the listener's device (Spotify local files, Apple uploads); `episode`: a podcast episode or any non-music video. */
  kind: 'local' | 'episode';
  /** The platform's id of an episode; empty for a local file (platforms give them none, or a URI built from its tags). */
  id: string;
  title: string;
  artist: string;
  album: string;
  durationMs: number;
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
  /** Whether two recordings are the same music (the same recording, or one released again: `sameAs`). */
  sameMusic(a: Recording, b: Recording): boolean;
  /**
   * The listing a conversion of `recording` must return on `platform`: its own listing there,
   * else the listing of a recording with the same audio (`sameAs`), else undefined (the
   * recording is absent there, and every candidate is wrong).
   */
  expectedListing(recording: Recording, platform: PlatformKey): { recording: Recording; listing: Listing } | undefined;
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
  /** Makes a deleted playlist unfindable; the caller also takes it out of `catalog.playlists` (`user-state` does both). */
  removePlaylist(playlist: Playlist): void;
}

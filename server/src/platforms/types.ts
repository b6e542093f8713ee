import type { PlatformKey, TrackInfo } from '@segue/core';

/**
 * Segue's view of a track on one platform, whatever the platform's wire format. Mappers in each
 * platform folder build it; `toApiTrack` turns it into the API's Track.
 */
export interface PlatformTrack {
  platform: PlatformKey;
  id: string;
  /** As the platform titles it, with version text appended when the platform keeps it apart (TIDAL `version`, Deezer `title_version`). */
  title: string;
  /** Credited artists, main artist first. */
  artists: string[];
  /** Only the main artist is named: the platform's row lists no other credits (Deezer's search, album and playlist rows). */
  mainArtistOnly?: boolean;
  /** Album name; empty when the platform has none. */
  album: string;
  albumId?: string;
  durationMs: number;
  /** Upper-case ISRC when the platform gives one (never on YouTube Music). */
  isrc?: string;
  explicit: boolean;
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY` as precise as the platform says, or empty when unknown. */
  releaseDate: string;
  /** Position on its album (1-based) and the album's disc, where the platform's answer says (the matcher's release evidence). */
  trackNumber?: number;
  discNumber?: number;
  /** YouTube Music: a music video or a user upload rather than the song's art track. */
  isVideo?: boolean;
  /** Artwork URL, or empty. */
  cover: string;
  /** Preview audio URL, or empty. */
  preview: string;
  /** Public web link to the track. */
  url: string;
}

export interface AlbumReadOptions {
  /** Every track's album position is wanted (the matcher's release evidence). */
  positions?: boolean;
}

export interface PlatformAlbum {
  platform: PlatformKey;
  id: string;
  title: string;
  artists: string[];
  releaseDate: string;
  cover: string;
  url: string;
  upc?: string;
  /** Number of tracks the platform says the album has. */
  totalTracks?: number;
  /** The ISRCs of its tracks, when it was read with them: they find the same album elsewhere. */
  isrcs?: string[];
}

export interface PlatformAlbumWithTracks extends PlatformAlbum {
  tracks: PlatformTrack[];
}

export interface PlatformArtist {
  platform: PlatformKey;
  id: string;
  name: string;
  /** Picture URL, or empty. */
  image: string;
  url: string;
}

export interface PlatformPlaylist {
  platform: PlatformKey;
  id: string;
  title: string;
  description: string;
  /** Owner's display name; empty when the platform does not say. */
  owner: string;
  cover: string;
  url: string;
  tracks: PlatformTrack[];
}

/** What an adapter can do; services check these before calling, so `unsupported` stays rare. */
export interface AdapterCapabilities {
  /** ISRC lookup, with how many ISRCs one request can carry; null when the platform has none. */
  isrcLookup: { batchSize: number } | null;
  search: boolean;
  playlistRead: boolean;
  albumRead: boolean;
  artistRead: boolean;
  /** User account linking (OAuth or the platform's own flow). */
  linking: boolean;
  libraryRead: boolean;
  playlistWrite: boolean;
}

/** What to look for: a track as the matcher sees it. Title and artists are required. */
export type TrackQuery = Pick<TrackInfo, 'title' | 'artists'> & Partial<Omit<TrackInfo, 'title' | 'artists'>>;

export interface AlbumQuery {
  title: string;
  artists: string[];
  upc?: string;
}

export interface SearchOptions {
  /** Candidates wanted; adapters clamp to what the platform allows per request. */
  limit?: number;
}

export interface PlaylistReadOptions {
  /**
   * Called after every page with the tracks read so far and the total when the platform says it.
   * An error it throws ends the read there and propagates: `segue doctor` reads one page this way.
   */
  onPage?: (progress: { read: number; total: number | undefined }) => void;
}

/**
 * One platform's catalog, for one integration (its credentials, its request budget). Methods
 * throw `PlatformError`; a search that finds nothing returns an empty list and an ISRC without a
 * hit is absent from the map: "no good match" is a result, never an exception.
 */
export interface PlatformAdapter {
  readonly platform: PlatformKey;
  /**
   * The catalog region the answers hold for (Apple Music's storefront, TIDAL's `countryCode`,
   * Spotify's market): availability differs per region, so what Segue remembers of a catalog is
   * kept per region. Empty where one catalog answers every request of this server (Deezer
   * answers for the server's own country; YouTube Music is read without an ISRC to remember).
   */
  readonly region: string;
  readonly capabilities: AdapterCapabilities;
  getTrack(id: string): Promise<PlatformTrack>;
  /**
   * The album with all its tracks (every page).
   * With `positions`, each track carries its track and disc number where the platform can give
   * them; every adapter now reads them with the tracks at no extra cost (Deezer reads
   * `/album/{id}/tracks` for every album, since only its rows carry ISRCs), so the option only
   * says what the caller relies on.
   */
  getAlbum(id: string, options?: AlbumReadOptions): Promise<PlatformAlbumWithTracks>;
  getArtist(id: string): Promise<PlatformArtist>;
  /** The playlist's metadata and all its tracks (every page). */
  getPlaylist(id: string, options?: PlaylistReadOptions): Promise<PlatformPlaylist>;
  /** Tracks per ISRC (upper-case keys); batched where the platform allows it. */
  lookupIsrcs(isrcs: readonly string[]): Promise<Map<string, PlatformTrack[]>>;
  /** Candidates for the track, from the query forms this platform understands best. */
  searchTracks(query: TrackQuery, options?: SearchOptions): Promise<PlatformTrack[]>;
  /** Music videos and uploads, where the platform keeps them apart from songs (YouTube Music). */
  searchVideos?(query: TrackQuery, options?: SearchOptions): Promise<PlatformTrack[]>;
  searchAlbums(query: AlbumQuery, options?: SearchOptions): Promise<PlatformAlbum[]>;
  searchArtists(name: string, options?: SearchOptions): Promise<PlatformArtist[]>;
}

/** The five platforms Segue speaks to, by the keys used in paths and `platforms` objects. */
export const PLATFORM_KEYS = ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'] as const;

export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export function isPlatformKey(value: unknown): value is PlatformKey {
  return typeof value === 'string' && (PLATFORM_KEYS as readonly string[]).includes(value);
}

/** The lists of a linked user's library the server can read on a platform. */
export type LibraryList = 'playlists' | 'albums' | 'artists' | 'history';

/** What the server does with a platform, so clients can offer only what works. */
export interface PlatformCapabilities {
  /** Its links convert to other platforms, and other platforms' links convert to it. */
  convert: boolean;
  /** Its playlists can be read and converted. */
  playlistSource: boolean;
  /** A listener's account can be linked. */
  link: boolean;
  /** Library lists readable for a linked account. */
  libraryLists: readonly LibraryList[];
  /** A playlist can be created in a linked account's library. */
  addPlaylist: boolean;
}

/** The platform's catalog track ids, as POST /playlist/{platform}/add takes them. */
export interface TrackIdFormat {
  pattern: RegExp;
  /** The format in words, for error messages and the API description. */
  description: string;
  /** The ids are integers, so JSON numbers are accepted too. */
  numeric: boolean;
}

export interface PlatformInfo {
  /** How the platform is named to people. */
  name: string;
  capabilities: PlatformCapabilities;
  trackId: TrackIdFormat;
}

const ALL_LISTS: readonly LibraryList[] = ['playlists', 'albums', 'artists', 'history'];

// Deezer, TIDAL and Apple Music catalog ids are integers (sent as digits or as JSON numbers;
// Deezer's exceed 32 bits), Spotify's are base62 of 22
// (https://developer.spotify.com/documentation/web-api/concepts/spotify-uris-ids), YouTube
// Music's are 11-character video ids.
const integerId = (maxDigits: number): TrackIdFormat => ({
  pattern: new RegExp(`^[1-9]\\d{0,${maxDigits - 1}}$`),
  description: 'a positive integer',
  numeric: true,
});

/** Each platform's name and capabilities, the one copy the server, dashboard and extension read. */
export const PLATFORMS: { readonly [P in PlatformKey]: PlatformInfo } = {
  applemusic: {
    name: 'Apple Music',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ALL_LISTS, addPlaylist: true },
    trackId: integerId(15),
  },
  spotify: {
    name: 'Spotify',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ALL_LISTS, addPlaylist: true },
    trackId: { pattern: /^[0-9A-Za-z]{22}$/, description: 'a base62 id of 22 characters', numeric: false },
  },
  deezer: {
    name: 'Deezer',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ALL_LISTS, addPlaylist: true },
    trackId: integerId(20),
  },
  // TIDAL's API has no listening-history endpoint (only search history).
  tidal: {
    name: 'TIDAL',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ['playlists', 'albums', 'artists'], addPlaylist: true },
    trackId: integerId(20),
  },
  // Accounts go through the YouTube Data API: playlists, and channel subscriptions as followed
  // artists (the API cannot tell an artist's channel from another); no saved albums or history.
  ytmusic: {
    name: 'YouTube Music',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ['playlists', 'artists'], addPlaylist: true },
    trackId: { pattern: /^[0-9A-Za-z_-]{11}$/, description: 'an 11-character video id', numeric: false },
  },
};

/** The platform's name as people read it ("Apple Music"). */
export function platformName(platform: PlatformKey): string {
  return PLATFORMS[platform].name;
}

/** Platforms whose listeners' accounts can be linked. */
export const LINKABLE_PLATFORM_KEYS: readonly PlatformKey[] = PLATFORM_KEYS.filter((key) => PLATFORMS[key].capabilities.link);

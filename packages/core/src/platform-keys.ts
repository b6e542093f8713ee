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

export interface PlatformInfo {
  /** How the platform is named to people. */
  name: string;
  capabilities: PlatformCapabilities;
}

const ALL_LISTS: readonly LibraryList[] = ['playlists', 'albums', 'artists', 'history'];

/** Each platform's name and capabilities, the one copy the server, dashboard and extension read. */
export const PLATFORMS: { readonly [P in PlatformKey]: PlatformInfo } = {
  applemusic: {
    name: 'Apple Music',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ALL_LISTS, addPlaylist: true },
  },
  spotify: {
    name: 'Spotify',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ALL_LISTS, addPlaylist: true },
  },
  deezer: {
    name: 'Deezer',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ALL_LISTS, addPlaylist: true },
  },
  // TIDAL's API has no listening-history endpoint (only search history).
  tidal: {
    name: 'TIDAL',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ['playlists', 'albums', 'artists'], addPlaylist: true },
  },
  // Accounts go through the YouTube Data API, which lists playlists but no saved albums,
  // followed artists or history.
  ytmusic: {
    name: 'YouTube Music',
    capabilities: { convert: true, playlistSource: true, link: true, libraryLists: ['playlists'], addPlaylist: true },
  },
};

/** The platform's name as people read it ("Apple Music"). */
export function platformName(platform: PlatformKey): string {
  return PLATFORMS[platform].name;
}

/** Platforms whose listeners' accounts can be linked. */
export const LINKABLE_PLATFORM_KEYS: readonly PlatformKey[] = PLATFORM_KEYS.filter((key) => PLATFORMS[key].capabilities.link);

import type { PlatformKey } from '@segue/core';

/** Base URLs of every platform host Segue talks to; sandbox mode points them at the simulators. */
export interface PlatformUrls {
  spotify: { api: string; accounts: string };
  applemusic: { api: string };
  deezer: { api: string; connect: string };
  tidal: { api: string; auth: string; login: string };
  /**
   * `api` InnerTube (anonymous catalog reads), `data` the YouTube Data API v3 (a user's account:
   * profile, playlists, playlist writes; absent: Google's), `oauth` empty or absent: Google's own
   * OAuth hosts.
   */
  ytmusic: { api: string; data?: string; oauth?: string };
}

export interface PlatformUrlSetting {
  platform: PlatformKey;
  /** Host name inside the platform, as in `PlatformUrls` and the sandbox's server names. */
  name: string;
  variable: string;
  /** The real host; empty where the code knows the real hosts itself. */
  fallback: string;
}

/** Google's host of the YouTube Data API v3 (`/youtube/v3/...`). */
export const YOUTUBE_DATA_API_URL = 'https://www.googleapis.com';

/** The `SEGUE_<PLATFORM>_<HOST>_URL` settings of ARCHITECTURE.md with their real defaults. */
export const PLATFORM_URL_SETTINGS: readonly PlatformUrlSetting[] = [
  { platform: 'spotify', name: 'api', variable: 'SEGUE_SPOTIFY_API_URL', fallback: 'https://api.spotify.com' },
  { platform: 'spotify', name: 'accounts', variable: 'SEGUE_SPOTIFY_ACCOUNTS_URL', fallback: 'https://accounts.spotify.com' },
  { platform: 'applemusic', name: 'api', variable: 'SEGUE_APPLEMUSIC_API_URL', fallback: 'https://api.music.apple.com' },
  { platform: 'deezer', name: 'api', variable: 'SEGUE_DEEZER_API_URL', fallback: 'https://api.deezer.com' },
  { platform: 'deezer', name: 'connect', variable: 'SEGUE_DEEZER_CONNECT_URL', fallback: 'https://connect.deezer.com' },
  { platform: 'tidal', name: 'api', variable: 'SEGUE_TIDAL_API_URL', fallback: 'https://openapi.tidal.com' },
  { platform: 'tidal', name: 'auth', variable: 'SEGUE_TIDAL_AUTH_URL', fallback: 'https://auth.tidal.com' },
  { platform: 'tidal', name: 'login', variable: 'SEGUE_TIDAL_LOGIN_URL', fallback: 'https://login.tidal.com' },
  { platform: 'ytmusic', name: 'api', variable: 'SEGUE_YTMUSIC_API_URL', fallback: 'https://music.youtube.com' },
  // InnerTube refuses third-party OAuth tokens (HTTP 400 "Request contains an invalid argument"
  // since 2024-11, https://github.com/sigma67/ytmusicapi/issues/676), so a user's account goes
  // through the official Data API, served under `/youtube/v3` on this host.
  { platform: 'ytmusic', name: 'data', variable: 'SEGUE_YTMUSIC_DATA_API_URL', fallback: YOUTUBE_DATA_API_URL },
  // Google splits OAuth over two hosts (accounts.google.com authorises, oauth2.googleapis.com
  // issues tokens), so there is no one real base URL: empty means those two, and a configured
  // URL serves both paths, `/o/oauth2/v2/auth` and `/token`, as the sandbox's `oauth` host does.
  // https://developers.google.com/identity/protocols/oauth2/web-server
  { platform: 'ytmusic', name: 'oauth', variable: 'SEGUE_YTMUSIC_OAUTH_URL', fallback: '' },
];

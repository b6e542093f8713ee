/**
 * What each platform's `settings.ts` declares, gathered without its adapter: the
 * `SEGUE_<PLATFORM>_<HOST>_URL` settings, the credential schema of an integration, and which of
 * its fields are sealed at rest. Kept apart from the registry on purpose: the configuration and
 * the integration service (and so every CLI command) need only these, while the registry pulls
 * in every adapter with the matcher's reading tables, most of a command's start-up time
 * (`pnpm bench:cli`). The registry's records hold these same objects (registry.test.ts).
 */
import type { PlatformKey } from '@segue/core/platform-keys';
import { APPLE_MUSIC_SECRET_FIELDS, APPLE_MUSIC_URLS, appleMusicCredentials } from './applemusic/settings';
import { DEEZER_SECRET_FIELDS, DEEZER_URLS, deezerCredentials } from './deezer/settings';
import { SPOTIFY_SECRET_FIELDS, SPOTIFY_URLS, spotifyCredentials } from './spotify/settings';
import { TIDAL_SECRET_FIELDS, TIDAL_URLS, tidalCredentials } from './tidal/settings';
import { YTMUSIC_SECRET_FIELDS, YTMUSIC_URLS, ytMusicCredentials } from './ytmusic/settings';

/** Each platform's hosts, as its record's `urls`. */
export const URL_SETTINGS_BY_PLATFORM = {
  spotify: SPOTIFY_URLS,
  applemusic: APPLE_MUSIC_URLS,
  deezer: DEEZER_URLS,
  tidal: TIDAL_URLS,
  ytmusic: YTMUSIC_URLS,
} as const satisfies { readonly [P in PlatformKey]: object };

/** What an integration needs per platform. */
export const CREDENTIAL_SCHEMAS = {
  spotify: spotifyCredentials,
  applemusic: appleMusicCredentials,
  deezer: deezerCredentials,
  tidal: tidalCredentials,
  ytmusic: ytMusicCredentials,
} as const satisfies { readonly [P in PlatformKey]: object };

/** Fields sealed at rest, per platform. */
export const SECRET_FIELDS: Readonly<Record<PlatformKey, readonly string[]>> = {
  spotify: SPOTIFY_SECRET_FIELDS,
  applemusic: APPLE_MUSIC_SECRET_FIELDS,
  deezer: DEEZER_SECRET_FIELDS,
  tidal: TIDAL_SECRET_FIELDS,
  ytmusic: YTMUSIC_SECRET_FIELDS,
};

export interface PlatformUrlSetting {
  platform: PlatformKey;
  /** Host name inside the platform, as in `PlatformUrls` and the sandbox's server names. */
  name: string;
  variable: string;
  /** The real host; empty where the code knows the real hosts itself. */
  fallback: string;
}

/** The `SEGUE_<PLATFORM>_<HOST>_URL` settings with their real defaults. */
export const PLATFORM_URL_SETTINGS: readonly PlatformUrlSetting[] = Object.entries(URL_SETTINGS_BY_PLATFORM).flatMap(([platform, urls]) =>
  Object.entries(urls as Record<string, { variable: string; fallback: string }>).map(([name, setting]) => ({
    platform: platform as PlatformKey,
    name,
    ...setting,
  })),
);

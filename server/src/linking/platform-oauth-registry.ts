import type { PlatformKey } from '@segue/core';
import type { Credentials } from '../integrations/credential-schemas';
import { appleDeveloperToken } from '../platforms/applemusic/auth';
import { createAppleMusicOAuth } from '../platforms/applemusic/oauth';
import { createDeezerOAuth } from '../platforms/deezer/oauth';
import { createSpotifyOAuth } from '../platforms/spotify/oauth';
import { createTidalOAuth } from '../platforms/tidal/oauth';
import type { PlatformUrls } from '../platform-urls';
import type { PlatformOAuth } from './platform-oauth';

export interface OAuthFactoryOptions<P extends PlatformKey> {
  baseUrls: PlatformUrls[P];
  credentials: Credentials<P>;
  /** `SEGUE_PUBLIC_URL`, for pages Segue serves itself (Apple Music's sign-in). */
  publicUrl: string;
}

export type OAuthFactory<P extends PlatformKey> = (options: OAuthFactoryOptions<P>) => PlatformOAuth;

/**
 * The linking flow of each platform; null where Segue cannot link. YouTube Music: its library
 * lives behind InnerTube, which takes browser cookies or a TV-client device flow, not a web OAuth
 * grant a server could hold for an app, and the sandbox simulates no Google sign-in.
 */
export const PLATFORM_OAUTH = {
  spotify: (options) => createSpotifyOAuth(options),
  tidal: (options) => createTidalOAuth(options),
  deezer: (options) => createDeezerOAuth(options),
  applemusic: (options) =>
    createAppleMusicOAuth({
      ...options,
      developerToken: appleDeveloperToken(options.credentials),
      signInUrl: `${options.publicUrl}/v1/auth/applemusic/authorize`,
    }),
  ytmusic: null,
} satisfies { [P in PlatformKey]: OAuthFactory<P> | null };

/** Why a platform cannot be linked, for `ENOTSUPPORTED`. */
export const NOT_LINKABLE: Partial<Record<PlatformKey, string>> = {
  ytmusic:
    'YouTube Music accounts cannot be linked: its library is only reachable through InnerTube with browser cookies, not through an OAuth grant Segue could hold for an app',
};

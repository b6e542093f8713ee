import type { PlatformKey } from '@segue/core';
import type { Credentials } from '../platforms/credential-schemas';
import { appleDeveloperToken } from '../platforms/applemusic/auth';
import { createAppleMusicOAuth } from '../platforms/applemusic/oauth';
import { createDeezerOAuth } from '../platforms/deezer/oauth';
import { createSpotifyOAuth } from '../platforms/spotify/oauth';
import { createTidalOAuth } from '../platforms/tidal/oauth';
import { AppError } from '../errors/app-error';
import { createYtMusicOAuth } from '../platforms/ytmusic/oauth';
import { YOUTUBE_DATA_API_URL, type PlatformUrls } from '../platforms/platform-urls';
import type { PlatformOAuth } from '../platforms/kit/platform-oauth';

export interface OAuthFactoryOptions<P extends PlatformKey> {
  baseUrls: PlatformUrls[P];
  credentials: Credentials<P>;
  /** `SEGUE_PUBLIC_URL`, for pages Segue serves itself (Apple Music's sign-in). */
  publicUrl: string;
}

export type OAuthFactory<P extends PlatformKey> = (options: OAuthFactoryOptions<P>) => PlatformOAuth;

/**
 * The Google OAuth client YouTube Music linking needs (its Cloud project with the YouTube Data
 * API v3 enabled: accounts are read through it). InnerTube's catalog needs no credentials, so
 * the client arrives as optional credential fields, and a
 * `oauth` base URL (the sandbox serves Google's authorize and token paths on one host) replaces
 * Google's own hosts when configured.
 */
function ytMusicOAuth(options: OAuthFactoryOptions<'ytmusic'>): PlatformOAuth {
  const credentials = options.credentials as Record<string, string | undefined>;
  if (!credentials.client_id || !credentials.client_secret) throw new AppError('ENOTSUPPORTED', YTMUSIC_NEEDS_CLIENT);
  const oauthBase = (options.baseUrls as Record<string, string | undefined>).oauth;
  return createYtMusicOAuth({
    dataApiUrl: options.baseUrls.data ?? YOUTUBE_DATA_API_URL,
    client: { client_id: credentials.client_id, client_secret: credentials.client_secret },
    ...(oauthBase ? { urls: { authorize: `${oauthBase}/o/oauth2/v2/auth`, token: `${oauthBase}/token` } } : {}),
  });
}

/**
 * Deezer's catalog needs no credentials, so a Deezer integration may have none; linking a
 * listener's account needs the app id and secret of a Deezer app (Deezer registers no new apps
 * since 2024, so only an app made before can link).
 */
function deezerOAuth(options: OAuthFactoryOptions<'deezer'>): PlatformOAuth {
  const { app_id: appId, secret } = options.credentials;
  if (!appId || !secret) throw new AppError('ENOCREDENTIALS', DEEZER_NEEDS_APP);
  return createDeezerOAuth({ baseUrls: options.baseUrls, app: { appId, secret } });
}

export const DEEZER_NEEDS_APP =
  "Deezer accounts cannot be linked for this app: linking needs a Deezer app's app_id and secret on the app's deezer integration (conversions work without them)";

export const YTMUSIC_NEEDS_CLIENT =
  "YouTube Music accounts cannot be linked for this app: linking needs a Google OAuth client (client_id and client_secret, in a Google Cloud project with the YouTube Data API v3 enabled) on the app's ytmusic integration";

/** The linking flow of each platform. */
export const PLATFORM_OAUTH = {
  spotify: (options) => createSpotifyOAuth(options),
  tidal: (options) => createTidalOAuth(options),
  deezer: deezerOAuth,
  applemusic: (options) =>
    createAppleMusicOAuth({
      ...options,
      developerToken: appleDeveloperToken(options.credentials),
      signInUrl: `${options.publicUrl}/v1/auth/applemusic/authorize`,
    }),
  ytmusic: ytMusicOAuth,
} satisfies { [P in PlatformKey]: OAuthFactory<P> | null };

/** Platforms that cannot be linked at all, with the reason for `ENOTSUPPORTED`. */
export const NOT_LINKABLE: Partial<Record<PlatformKey, string>> = {};

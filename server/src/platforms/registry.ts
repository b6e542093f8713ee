/**
 * The only list of platforms on the server: a platform missing here, or a record whose factories
 * do not fit its own URLs and credentials, fails to compile. Settings, credential forms, request
 * budgets and names are read from these records.
 */
import type { PlatformKey } from '@segue/core';
import { AppError } from '../errors/app-error';
import { applemusic } from './applemusic/index';
import { deezer } from './deezer/index';
import type { CredentialsOf, OAuthOptions, PlatformRecord, UrlsOf } from './kit/define-platform';
import type { PlatformOAuth } from './kit/platform-oauth';
import { spotify } from './spotify/index';
import { tidal } from './tidal/index';
import { ytmusic } from './ytmusic/index';

export const PLATFORM_REGISTRY = { spotify, applemusic, deezer, tidal, ytmusic } satisfies { readonly [P in PlatformKey]: PlatformRecord<P> };

type Registry = typeof PLATFORM_REGISTRY;

const BY_KEY: { readonly [P in PlatformKey]: PlatformRecord<P> } = PLATFORM_REGISTRY;

/**
 * One platform's record for a key known only at run time, its factories typed loosely: callers
 * hand them the configuration and credentials stored for that same platform.
 */
export function platformRecord<P extends PlatformKey>(platform: P): PlatformRecord<P> {
  return BY_KEY[platform];
}

/** Base URLs of every platform host Segue talks to; sandbox mode points them at the simulators. */
export type PlatformUrls = { [P in PlatformKey]: UrlsOf<Registry[P]> };

export type Credentials<P extends PlatformKey> = CredentialsOf<Registry[P]>;

export { CREDENTIAL_SCHEMAS, PLATFORM_URL_SETTINGS, SECRET_FIELDS, type PlatformUrlSetting } from './platform-settings';

/** Why the platform cannot link listeners' accounts; undefined when it can. */
export function notLinkableReason(platform: PlatformKey): string | undefined {
  return platformRecord(platform).notLinkable;
}

/** How the platform's sign-in answers Segue's callback: `GET` (a redirect) unless its record says `POST` (a form). */
export function callbackMethodOf(platform: PlatformKey): 'GET' | 'POST' {
  return platformRecord(platform).callbackMethod ?? 'GET';
}

/** The platform's linking flow for one integration; `ENOTSUPPORTED` when the platform cannot link accounts. */
export function createOAuth<P extends PlatformKey>(platform: P, options: OAuthOptions<PlatformUrls[P], Credentials<P>>): PlatformOAuth {
  const record = platformRecord(platform);
  if (!record.oauth) throw new AppError('ENOTSUPPORTED', record.notLinkable);
  return record.oauth(options);
}

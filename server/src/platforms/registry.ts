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

const RECORDS: readonly PlatformRecord[] = Object.values(PLATFORM_REGISTRY);

export interface PlatformUrlSetting {
  platform: PlatformKey;
  /** Host name inside the platform, as in `PlatformUrls` and the sandbox's server names. */
  name: string;
  variable: string;
  /** The real host; empty where the code knows the real hosts itself. */
  fallback: string;
}

/** The `SEGUE_<PLATFORM>_<HOST>_URL` settings with their real defaults. */
export const PLATFORM_URL_SETTINGS: readonly PlatformUrlSetting[] = RECORDS.flatMap((record) =>
  Object.entries(record.urls as Record<string, { variable: string; fallback: string }>).map(([name, setting]) => ({
    platform: record.key,
    name,
    ...setting,
  })),
);

/** What an integration needs per platform (see each platform's `settings.ts`). */
export const CREDENTIAL_SCHEMAS = Object.fromEntries(RECORDS.map((record) => [record.key, record.credentials])) as {
  [P in PlatformKey]: Registry[P]['credentials'];
};

/** Fields sealed at rest, per platform. */
export const SECRET_FIELDS = Object.fromEntries(RECORDS.map((record) => [record.key, record.secretFields])) as Record<
  PlatformKey,
  readonly string[]
>;

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

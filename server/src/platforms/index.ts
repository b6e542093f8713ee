/**
 * The only list of platform adapters (CONVENTIONS habit 1): a platform missing here, or an
 * adapter whose options do not fit its platform's URLs and credentials, fails to compile.
 */
import type { PlatformKey } from '@segue/core';
import type { Credentials } from './credential-schemas';
import type { PlatformUrls } from './platform-urls';
import { createAppleMusicAdapter } from './applemusic/adapter';
import { createDeezerAdapter } from './deezer/adapter';
import type { PlatformHttp } from './http/http-types';
import { createSpotifyAdapter } from './spotify/adapter';
import { createTidalAdapter } from './tidal/adapter';
import type { PlatformAdapter } from './types';
import { createYtMusicAdapter } from './ytmusic/adapter';

export interface AdapterOptions<P extends PlatformKey> {
  baseUrls: PlatformUrls[P];
  credentials: Credentials<P>;
  /** The integration's client from the HTTP layer (`layer.client(platform, integrationId)`). */
  http: PlatformHttp;
  /** Clock for token expiry; tests move it. */
  now?: () => number;
}

export type AdapterFactory<P extends PlatformKey> = (options: AdapterOptions<P>) => PlatformAdapter;

export const PLATFORM_ADAPTERS = {
  applemusic: createAppleMusicAdapter,
  spotify: createSpotifyAdapter,
  deezer: createDeezerAdapter,
  tidal: createTidalAdapter,
  ytmusic: createYtMusicAdapter,
} satisfies { [P in PlatformKey]: AdapterFactory<P> };

/** The adapter of one integration on one platform. */
export function createAdapter<P extends PlatformKey>(platform: P, options: AdapterOptions<P>): PlatformAdapter {
  const factory = PLATFORM_ADAPTERS[platform] as AdapterFactory<P>;
  return factory(options);
}

export { createHttpLayer } from './http/http-layer';
export type { HttpLayer, HttpLayerOptions } from './http/http-layer';
export type { HttpRequest, HttpResponse, PlatformHttp, PlatformRequestStats, RequestBudget } from './http/http-types';
export { PlatformError, isPlatformError } from '../errors/platform-error';
export type { PlatformErrorCode } from '../errors/platform-error';
export { formatDuration, toApiTrack } from './to-api-track';
export type * from './types';

import { PLATFORM_KEYS, type PlatformKey } from '../platform-keys';
import { PLATFORM_MATCHERS } from '../platforms/index';

function perPlatform(pick: (key: PlatformKey) => readonly string[]): Readonly<Record<PlatformKey, readonly string[]>> {
  return Object.fromEntries(PLATFORM_KEYS.map((key) => [key, pick(key)])) as Record<PlatformKey, readonly string[]>;
}

/**
 * Per platform, every web host its links live on. A server that follows a short link's redirects
 * uses these (with the short-link hosts) as the allow-list of where a redirect may lead.
 */
export const PLATFORM_WEB_HOSTS = perPlatform((key) => PLATFORM_MATCHERS[key].webHosts);

/** Per platform, the hosts of its short links (empty when it has none). */
export const PLATFORM_SHORT_LINK_HOSTS = perPlatform((key) => PLATFORM_MATCHERS[key].shortLinkHosts);

/** Every short-link host of every platform. */
export const SHORT_LINK_HOSTS: readonly string[] = PLATFORM_KEYS.flatMap((key) => PLATFORM_SHORT_LINK_HOSTS[key]);

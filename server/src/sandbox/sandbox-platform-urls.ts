import type { PlatformKey } from '@segue/core';
import { PLATFORM_URL_SETTINGS, type PlatformUrls } from '../platform-urls';

/**
 * Every platform URL setting pointed at the simulator host of the same name (`spotify.accounts`
 * → the sandbox's Spotify accounts server). A host the sandbox lacks is an error, not a silent
 * fall-back to the real platform.
 */
export function sandboxPlatformUrls(urls: Record<PlatformKey, Record<string, string>>): PlatformUrls {
  const result = {} as Record<string, Record<string, string>>;
  for (const setting of PLATFORM_URL_SETTINGS) {
    const url = urls[setting.platform]?.[setting.name];
    if (!url) throw new Error(`the sandbox has no ${setting.platform} "${setting.name}" server for ${setting.variable}`);
    (result[setting.platform] ??= {})[setting.name] = url.replace(/\/+$/, '');
  }
  return result as unknown as PlatformUrls;
}

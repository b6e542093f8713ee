import { PLATFORM_URL_SETTINGS, type PlatformUrls } from '../../../src/platforms/registry';

/** The real platforms' base URLs (the sandbox replaces every one it simulates). */
export function defaultPlatformUrls(): PlatformUrls {
  const urls: Record<string, Record<string, string>> = {};
  for (const setting of PLATFORM_URL_SETTINGS) (urls[setting.platform] ??= {})[setting.name] = setting.fallback;
  return urls as unknown as PlatformUrls;
}

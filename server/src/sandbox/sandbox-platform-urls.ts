import type { PlatformKey } from '@segue/core';
import { PLATFORM_URL_SETTINGS, type PlatformUrls } from '../platforms/registry';

export interface SandboxPlatformUrls {
  urls: PlatformUrls;
  /** Settings the sandbox has no host for; they keep their configured value. */
  missing: string[];
}

/**
 * Every platform URL setting pointed at the simulator host of the same name (`spotify.accounts`
 * → the sandbox's Spotify accounts server). A host the sandbox does not simulate keeps its
 * configured URL and is reported, so the start can say which calls would leave the machine.
 */
export function sandboxPlatformUrls(
  sandboxUrls: Partial<Record<PlatformKey, Record<string, string>>>,
  configured: PlatformUrls,
): SandboxPlatformUrls {
  const result = structuredClone(configured) as unknown as Record<string, Record<string, string>>;
  const missing: string[] = [];
  for (const setting of PLATFORM_URL_SETTINGS) {
    const url = sandboxUrls[setting.platform]?.[setting.name];
    if (url) (result[setting.platform] ??= {})[setting.name] = url.replace(/\/+$/, '');
    else missing.push(setting.variable);
  }
  return { urls: result as unknown as PlatformUrls, missing };
}

import { PLATFORM_KEYS } from '@segue/core';
import { platformRecord } from '../platforms/registry';

/** Every platform's image hosts (`imageHosts` of its record), as Content-Security-Policy host sources. */
export const PLATFORM_IMAGE_HOSTS: readonly string[] = [...new Set(PLATFORM_KEYS.flatMap((key) => platformRecord(key).imageHosts))];

/** Every platform's audio preview hosts (`previewHosts` of its record), the same way. */
export const PLATFORM_PREVIEW_HOSTS: readonly string[] = [...new Set(PLATFORM_KEYS.flatMap((key) => platformRecord(key).previewHosts))];

/** Whether `host` is named by a host source: exactly, or under a `*.` wildcard (which, as in CSP, needs a subdomain). */
export function hostMatches(host: string, pattern: string): boolean {
  const lower = host.toLowerCase();
  return pattern.startsWith('*.') ? lower.endsWith(pattern.slice(1)) && lower.length > pattern.length - 1 : lower === pattern;
}

/** `raw` when it is a plain https URL on one of `hosts` (no credentials, no odd port), else undefined. */
function onHosts(raw: string, hosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
  return hosts.some((pattern) => hostMatches(url.hostname, pattern)) ? url.href : undefined;
}

/**
 * The cover URL when it is an https URL on one of the platforms' image hosts, else undefined.
 * Stored pages hold what the adapters read from the platforms; checking again when a page is
 * shown means a row written by anything else still cannot point a reader's browser elsewhere.
 */
export function platformImageUrl(raw: string): string | undefined {
  return onHosts(raw, PLATFORM_IMAGE_HOSTS);
}

/** The preview clip's URL when it is on one of the platforms' preview hosts, else undefined (as covers are checked). */
export function platformPreviewUrl(raw: string | undefined): string | undefined {
  return raw === undefined ? undefined : onHosts(raw, PLATFORM_PREVIEW_HOSTS);
}

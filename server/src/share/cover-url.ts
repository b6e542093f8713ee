import { PLATFORM_KEYS } from '@segue/core';
import { platformRecord } from '../platforms/registry';

/** Every platform's image hosts (`imageHosts` of its record), as Content-Security-Policy host sources. */
export const PLATFORM_IMAGE_HOSTS: readonly string[] = [...new Set(PLATFORM_KEYS.flatMap((key) => platformRecord(key).imageHosts))];

/** Whether `host` is named by a host source: exactly, or under a `*.` wildcard (which, as in CSP, needs a subdomain). */
export function hostMatches(host: string, pattern: string): boolean {
  const lower = host.toLowerCase();
  return pattern.startsWith('*.') ? lower.endsWith(pattern.slice(1)) && lower.length > pattern.length - 1 : lower === pattern;
}

/**
 * The cover URL when it is an https URL on one of the platforms' image hosts, else undefined.
 * Stored pages hold what the adapters read from the platforms; checking again when a page is
 * shown means a row written by anything else still cannot point a reader's browser elsewhere.
 */
export function platformImageUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
  return PLATFORM_IMAGE_HOSTS.some((pattern) => hostMatches(url.hostname, pattern)) ? url.href : undefined;
}

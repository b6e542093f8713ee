import { isIP } from 'node:net';
import { PLATFORM_KEYS, PLATFORM_SHORT_LINK_HOSTS, PLATFORM_WEB_HOSTS } from '@segue/core';

/** Every host a short link's redirects may lead to: the platforms' own web and short-link hosts. */
export const SHORT_LINK_ALLOW_LIST: ReadonlySet<string> = new Set(
  PLATFORM_KEYS.flatMap((key) => [...PLATFORM_WEB_HOSTS[key], ...PLATFORM_SHORT_LINK_HOSTS[key]]),
);

/**
 * Why a URL must not be fetched while following a short link, or null when it may be. Checked
 * before every request, so the server never reaches a host outside the platforms' own, whatever
 * a redirect says. The reasons are shown to the caller.
 */
export function refuseHop(url: URL, options: { allowHttp: boolean }): string | null {
  const host = url.hostname.toLowerCase();
  // WHATWG URL already turns `2130706433`, `0x7f.1` and friends into dotted quads.
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return `it redirects to an IP address (${host}), not a music platform`;
  if (!SHORT_LINK_ALLOW_LIST.has(host)) return `it redirects to ${host}, which is not a music platform`;
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) {
    return `it redirects to a ${url.protocol.replace(/:$/, '')} address; only https is followed`;
  }
  if (url.username !== '' || url.password !== '') return 'it redirects to an address with credentials in it';
  if (url.port !== '') return `it redirects to ${host} on port ${url.port}, not the platform's own site`;
  return null;
}

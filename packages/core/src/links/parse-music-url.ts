import { PLATFORM_MATCHERS, type PlatformMatcher } from '../platforms/index';
import type { MusicLink } from './music-link';
import { splitUrl } from './url-parts';

// One lookup picks the only matcher that could read a host (or an opaque URI scheme, keyed
// `scheme:`), so a link is cut once and read once.
const BY_HOST = new Map<string, PlatformMatcher>();
for (const matcher of Object.values(PLATFORM_MATCHERS)) {
  for (const host of matcher.webHosts) BY_HOST.set(host, matcher);
  for (const scheme of matcher.uriSchemes) BY_HOST.set(`${scheme}:`, matcher);
}

/**
 * What a pasted music link points at, or null when it is not a link to a track, album, playlist
 * or artist of a supported platform, or its id is malformed. Never throws.
 */
export function parseMusicUrl(input: string): MusicLink | null {
  if (typeof input !== 'string') return null;
  const parts = splitUrl(input);
  if (parts === null) return null;
  const matcher = BY_HOST.get(parts.host === '' ? `${parts.scheme}:` : parts.host);
  return matcher === undefined ? null : matcher.match(parts);
}

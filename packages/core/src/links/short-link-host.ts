import { SHORT_LINK_HOSTS } from './platform-hosts';
import { splitUrl } from './url-parts';

const HOSTS: ReadonlySet<string> = new Set(SHORT_LINK_HOSTS);

/**
 * The host of a short link (`spotify.link/…`, `apple.co/…`) whose target only following its
 * redirect can tell, else null. A bare host without a code is not a link to anything.
 */
export function shortLinkHost(input: string): string | null {
  if (typeof input !== 'string') return null;
  const parts = splitUrl(input);
  if (parts === null || (parts.scheme !== '' && parts.scheme !== 'http' && parts.scheme !== 'https')) return null;
  return HOSTS.has(parts.host) && parts.segments.length > 0 ? parts.host : null;
}

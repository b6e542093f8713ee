import { PLATFORM_MATCHERS } from '../platforms/index';
import type { MusicLink } from './music-link';

/**
 * The canonical web URL of a link: the form each platform itself shares. Apple Music links
 * without a storefront get the `us` one, the storefront Apple itself falls back to.
 */
export function toCanonicalUrl(link: MusicLink): string {
  return PLATFORM_MATCHERS[link.platform].canonicalUrl(link);
}

import type { MusicEntityType, MusicLink } from '../links/music-link';
import type { UrlParts } from '../links/url-parts';
import type { PlatformKey } from '../platform-keys';

/** One platform's knowledge of its links. Each lives in `platforms/<key>/matcher.ts`. */
export interface PlatformMatcher {
  readonly platform: PlatformKey;
  /** Every web host whose links this matcher reads: all owned by the platform. */
  readonly webHosts: readonly string[];
  /** Opaque app URI schemes it reads without a host (`spotify:track:…`). */
  readonly uriSchemes: readonly string[];
  /** Hosts of short links that only a redirect (followed by the server) can resolve. */
  readonly shortLinkHosts: readonly string[];
  /** The exact shape of a valid id per entity type, anchored. */
  readonly idPatterns: Readonly<Record<MusicEntityType, RegExp>>;
  /** The link these parts point at, or null when they are not a link of this platform we can use. */
  match(parts: UrlParts): MusicLink | null;
  /** The canonical web URL of a link of this platform. */
  canonicalUrl(link: MusicLink): string;
}

/** Schemes every web link may carry: none pasted, or plain web. */
export const WEB_SCHEMES: ReadonlySet<string> = new Set(['', 'http', 'https']);

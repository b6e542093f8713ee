import type { PlatformKey } from '../platform-keys';
import { appleMusicExamples, appleMusicShortLinks } from './applemusic/examples';
import { deezerExamples, deezerShortLinks } from './deezer/examples';
import type { LinkExample } from './link-example';
import { spotifyExamples, spotifyShortLinks } from './spotify/examples';
import { tidalExamples, tidalShortLinks } from './tidal/examples';
import { ytmusicExamples } from './ytmusic/examples';

/** Every platform's example links, for the tests (the library itself never imports this). */
export const PLATFORM_EXAMPLES = {
  applemusic: { links: appleMusicExamples, shortLinks: appleMusicShortLinks },
  spotify: { links: spotifyExamples, shortLinks: spotifyShortLinks },
  deezer: { links: deezerExamples, shortLinks: deezerShortLinks },
  tidal: { links: tidalExamples, shortLinks: tidalShortLinks },
  ytmusic: { links: ytmusicExamples, shortLinks: [] },
} as const satisfies Record<PlatformKey, { links: readonly LinkExample[]; shortLinks: readonly string[] }>;

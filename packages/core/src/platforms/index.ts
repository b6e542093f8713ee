import type { PlatformKey } from '../platform-keys';
import { appleMusicMatcher } from './applemusic/matcher';
import { deezerMatcher } from './deezer/matcher';
import type { PlatformMatcher } from './platform-matcher';
import { spotifyMatcher } from './spotify/matcher';
import { tidalMatcher } from './tidal/matcher';
import { ytmusicMatcher } from './ytmusic/matcher';

/** The only list of link matchers: a platform without one fails to compile. */
export const PLATFORM_MATCHERS = {
  applemusic: appleMusicMatcher,
  spotify: spotifyMatcher,
  deezer: deezerMatcher,
  tidal: tidalMatcher,
  ytmusic: ytmusicMatcher,
} as const satisfies Record<PlatformKey, PlatformMatcher>;

export type { PlatformMatcher } from './platform-matcher';

/**
 * The only list of user-library clients, one per platform (CONVENTIONS habit 1): a platform
 * missing here fails to compile.
 */
import type { PlatformKey } from '@segue/core';
import { createAppleMusicLibrary } from '../platforms/applemusic/library';
import { createDeezerLibrary } from '../platforms/deezer/library';
import { createSpotifyLibrary } from '../platforms/spotify/library';
import { createTidalLibrary } from '../platforms/tidal/library';
import { createYtMusicLibrary } from '../platforms/ytmusic/library';
import type { LibraryClientOptions, LibraryFactory, PlatformLibrary } from '../platforms/kit/platform-library';

export const PLATFORM_LIBRARIES = {
  applemusic: createAppleMusicLibrary,
  spotify: createSpotifyLibrary,
  deezer: createDeezerLibrary,
  tidal: createTidalLibrary,
  ytmusic: createYtMusicLibrary,
} satisfies { [P in PlatformKey]: LibraryFactory<P> };

export function createPlatformLibrary<P extends PlatformKey>(platform: P, options: LibraryClientOptions<P>): PlatformLibrary {
  const factory = PLATFORM_LIBRARIES[platform] as LibraryFactory<P>;
  return factory(options);
}

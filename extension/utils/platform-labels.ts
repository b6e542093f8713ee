import type { PlatformKey } from '@segue/core';

/** How each platform is named to people. */
export const PLATFORM_LABELS: Readonly<Record<PlatformKey, string>> = {
  applemusic: 'Apple Music',
  spotify: 'Spotify',
  deezer: 'Deezer',
  tidal: 'TIDAL',
  ytmusic: 'YouTube Music',
};

/** Platforms whose accounts the server can link (spec 1: S1, S2 and S3). */
export const LINKABLE_PLATFORMS = ['applemusic', 'spotify', 'deezer'] as const satisfies readonly PlatformKey[];

export type LinkablePlatform = (typeof LINKABLE_PLATFORMS)[number];

export function isLinkablePlatform(platform: PlatformKey): platform is LinkablePlatform {
  return (LINKABLE_PLATFORMS as readonly PlatformKey[]).includes(platform);
}

import type { PlatformKey } from '../platform-keys';

/** The kinds of catalog page a link can point at. */
export const MUSIC_ENTITY_TYPES = ['track', 'album', 'playlist', 'artist'] as const;

export type MusicEntityType = (typeof MUSIC_ENTITY_TYPES)[number];

/**
 * What a pasted link points at. `id` is the platform's own id, case preserved. `storefront` is
 * only set for Apple Music links that name one (lowercased), because Apple's catalog is per country.
 */
export interface MusicLink {
  platform: PlatformKey;
  type: MusicEntityType;
  id: string;
  storefront?: string;
}

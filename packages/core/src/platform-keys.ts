/** The five platforms Segue speaks to, by the keys used in paths and `platforms` objects. */
export const PLATFORM_KEYS = ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'] as const;

export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export function isPlatformKey(value: unknown): value is PlatformKey {
  return typeof value === 'string' && (PLATFORM_KEYS as readonly string[]).includes(value);
}

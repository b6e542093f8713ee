import { describe, expect, it } from 'vitest';
import { isPlatformKey, PLATFORM_KEYS } from './platform-keys';

describe('platform keys', () => {
  it('accepts exactly the five keys', () => {
    expect(PLATFORM_KEYS).toHaveLength(5);
    for (const key of PLATFORM_KEYS) expect(isPlatformKey(key)).toBe(true);
    expect(isPlatformKey('all')).toBe(false);
    expect(isPlatformKey('Spotify')).toBe(false);
    expect(isPlatformKey(3)).toBe(false);
  });
});

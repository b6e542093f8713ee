import { parseMusicUrl, PLATFORM_KEYS, toCanonicalUrl, type MusicEntityType } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { LIVE_PROBES } from './doctor-probes';

describe('the live probes', () => {
  it.each(PLATFORM_KEYS)('are ids of %s of the right kind (their canonical links read back as themselves)', (platform) => {
    const probe = LIVE_PROBES[platform];
    const entities: [MusicEntityType, string][] = [
      ['track', probe.track.id],
      ['album', probe.albumId],
      ['playlist', probe.playlistId],
    ];
    for (const [type, id] of entities) {
      const url = toCanonicalUrl({ platform, type, id, ...(platform === 'applemusic' ? { storefront: 'us' } : {}) });
      expect(parseMusicUrl(url), url).toMatchObject({ platform, type, id });
    }
    expect(probe.search.title).not.toBe('');
    expect(probe.search.artists.length).toBeGreaterThan(0);
  });

  it('carry an ISRC wherever the platform has ISRCs, and look up the track they read', () => {
    for (const platform of PLATFORM_KEYS) {
      const { track, isrc } = LIVE_PROBES[platform];
      if (platform === 'ytmusic') expect(isrc).toBeUndefined();
      else {
        expect(isrc, platform).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
        expect(track.isrc).toBe(isrc);
      }
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CACHE_MAX_ENTRIES, CACHE_TTL_MS, conversionCacheItem, readCachedConversion, writeCachedConversion } from './conversion-cache';
import { trackResult } from '../test/fixtures';

const SPOTIFY = 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe';

describe('conversion cache', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers another form of the same link from the entry', async () => {
    await writeCachedConversion(SPOTIFY, trackResult(), 1000);
    const hit = await readCachedConversion('https://open.spotify.com/intl-de/track/2plbrEY59IikOBgBGLjaoe?si=abc', 2000);
    expect(hit).toEqual({ result: trackResult(), savedAt: 1000 });
  });

  it('answers the converted links too', async () => {
    await writeCachedConversion(SPOTIFY, trackResult(), 1000);
    expect(await readCachedConversion('https://www.deezer.com/en/track/3135556', 2000)).not.toBeNull();
  });

  it('misses on other music, on non-music links and after the TTL', async () => {
    await writeCachedConversion(SPOTIFY, trackResult(), 1000);
    expect(await readCachedConversion('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 2000)).toBeNull();
    expect(await readCachedConversion('https://example.com/', 2000)).toBeNull();
    expect(await readCachedConversion(SPOTIFY, 1000 + CACHE_TTL_MS)).toBeNull();
  });

  it(`keeps at most ${CACHE_MAX_ENTRIES} entries, newest first`, async () => {
    const entries = Object.fromEntries(
      Array.from({ length: CACHE_MAX_ENTRIES + 10 }, (_, i) => [`deezer:track:${i}`, { result: trackResult(), savedAt: 10_000 + i }]),
    );
    await conversionCacheItem.setValue(entries);
    await writeCachedConversion(SPOTIFY, trackResult(), 20_000);
    const kept = await conversionCacheItem.getValue();
    expect(Object.keys(kept)).toHaveLength(CACHE_MAX_ENTRIES);
    expect(kept['spotify:track:2plbrEY59IikOBgBGLjaoe']).toBeDefined();
    expect(kept['deezer:track:0']).toBeUndefined();
  });
});

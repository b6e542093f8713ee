import { describe, expect, it } from 'vitest';
import { numericId, spotifyId, uniqueIds, uuidV4, youtubeVideoId } from './ids';
import { createSeededRandom } from './seeded-random';
import { upcCheckDigit } from './catalog/platform-ids';

describe('ids', () => {
  const r = createSeededRandom(1);
  it('draws ids in the platform formats', () => {
    expect(spotifyId(r)).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(youtubeVideoId(r)).toMatch(/^[0-9A-Za-z_-]{11}$/);
    expect(uuidV4(r)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (let i = 0; i < 200; i++) {
      const n = Number(numericId(r, 2 ** 31, 2 ** 33));
      expect(n >= 2 ** 31 && n <= 2 ** 33).toBe(true);
    }
  });

  it('never returns an id twice', () => {
    const unique = uniqueIds();
    const draws = ['a', 'a', 'b', 'a', 'b', 'c'];
    const make = (): string => draws.shift() ?? 'z';
    expect([unique(make), unique(make), unique(make)]).toEqual(['a', 'b', 'c']);
  });

  it('computes the GS1 check digit', () => {
    // 036000291452 is the textbook UPC-A example.
    expect(upcCheckDigit('03600029145')).toBe('2');
  });
});

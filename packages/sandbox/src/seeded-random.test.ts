import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random';

describe('createSeededRandom', () => {
  it('repeats its sequence for one seed and differs for another', () => {
    const a = createSeededRandom(123);
    const b = createSeededRandom(123);
    const c = createSeededRandom(124);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays in range and covers it', () => {
    const r = createSeededRandom(5);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6_000; i++) {
      const v = r.int(0, 5);
      counts[v] = (counts[v] ?? 0) + 1;
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it('shuffles to a permutation and forks independent streams', () => {
    const r = createSeededRandom(9);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = r.shuffle(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const f1 = createSeededRandom(9).fork('x');
    const f2 = createSeededRandom(9).fork('y');
    expect(f1.next()).not.toBe(f2.next());
    expect(() => r.pick([])).toThrow();
  });
});

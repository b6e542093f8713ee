import { PLATFORM_KEYS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { disjointRounds } from './disjoint-rounds';

describe('disjointRounds', () => {
  it('holds every ordered pair once, in rounds that share no platform', () => {
    const rounds = disjointRounds(PLATFORM_KEYS);
    const all = rounds.flat().map(({ source, target }) => `${source}>${target}`);
    expect(new Set(all).size).toBe(20);
    expect(all).toHaveLength(20);
    for (const round of rounds) {
      const used = round.flatMap(({ source, target }) => [source, target]);
      expect(new Set(used).size).toBe(used.length);
    }
    expect(rounds).toHaveLength(10);
  });
});

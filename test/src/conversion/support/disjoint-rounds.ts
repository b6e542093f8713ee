import type { PlatformKey } from '@segue/core';

export type Pair = { source: PlatformKey; target: PlatformKey };

/**
 * Every ordered pair of platforms, in rounds whose pairs share no platform (the circle method
 * of a round-robin schedule, then the same rounds reversed). Running a round's pairs at the
 * same time keeps each platform's request counts and rate limits to one pair.
 */
export function disjointRounds(platforms: readonly PlatformKey[]): Pair[][] {
  const seats: (PlatformKey | null)[] = platforms.length % 2 === 0 ? [...platforms] : [...platforms, null];
  const rounds: Pair[][] = [];
  for (let round = 0; round < seats.length - 1; round++) {
    const pairs: Pair[] = [];
    for (let i = 0; i < seats.length / 2; i++) {
      const a = seats[i];
      const b = seats[seats.length - 1 - i];
      if (a && b) pairs.push(round % 2 === 0 ? { source: a, target: b } : { source: b, target: a });
    }
    rounds.push(pairs);
    // Keep the first seat, rotate the others.
    seats.splice(1, 0, seats.pop()!);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(({ source, target }) => ({ source: target, target: source })))];
}

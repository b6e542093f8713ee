/**
 * Which platforms carry each of two recordings that a matcher could confuse (an original and its
 * re-recording, say). Real catalogs rarely carry both everywhere: a takedown, a territory or a
 * distributor leaves one of them alone on a platform, and that is where a matcher that cannot
 * tell them apart makes a wrong claim. So at least `onlyA` platforms carry A alone and at least
 * `onlyB` carry B alone; the others carry both, one or neither.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { SeededRandom } from '../../seeded-random';

export interface PresenceSplit {
  a: PlatformKey[];
  b: PlatformKey[];
}

export interface SplitOptions {
  onlyA?: number;
  onlyB?: number;
  /** Platforms to draw from (default all five). */
  pool?: readonly PlatformKey[];
  /** Chance that a remaining platform carries both (default 0.4); else one of them (0.45) or none. */
  both?: number;
}

export function splitPresence(random: SeededRandom, options: SplitOptions = {}): PresenceSplit {
  const { onlyA = 1, onlyB = 1, pool = PLATFORM_KEYS, both = 0.4 } = options;
  const order = random.shuffle(pool);
  const a: PlatformKey[] = [];
  const b: PlatformKey[] = [];
  order.forEach((platform, i) => {
    if (i < onlyA) a.push(platform);
    else if (i < onlyA + onlyB) b.push(platform);
    else {
      const roll = random.next();
      if (roll < both) {
        a.push(platform);
        b.push(platform);
      } else if (roll < both + 0.45) (random.chance(0.5) ? a : b).push(platform);
    }
  });
  // Keep platform order stable (the order `PLATFORM_KEYS` lists them in).
  const sorted = (list: PlatformKey[]) => pool.filter((p) => list.includes(p));
  return { a: sorted(a), b: sorted(b) };
}

/** Each platform of `pool` with chance `share`, at least `minimum` of them. */
export function somePlatforms(random: SeededRandom, share: number, minimum: number, pool: readonly PlatformKey[] = PLATFORM_KEYS): PlatformKey[] {
  const picked = pool.filter(() => random.chance(share));
  if (picked.length >= minimum) return picked;
  const extra = random.shuffle(pool.filter((p) => !picked.includes(p))).slice(0, minimum - picked.length);
  return pool.filter((p) => picked.includes(p) || extra.includes(p));
}

/**
 * What the mover's library is drawn from, per platform: mostly songs and albums every platform
 * lists (a transfer between any two finds them), with a few percent that only some platforms
 * list or that are hard matching cases, as a real library has.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { SeededRandom } from '../seeded-random';
import { sample } from './generate-users';
import type { Album, PlatformKey, Recording } from './model';

/** Shares of a drawn list taken from the hard cases and from songs missing on some platform. */
export const MOVER_SHARES = { hard: 0.02, partial: 0.025 } as const;

export interface MoverPools {
  /** Ordinary recordings listed on all five platforms. */
  everywhere: string[];
  /** Ordinary recordings listed on the platform but missing from at least one other. */
  partial: Record<PlatformKey, string[]>;
  /** Hard-case recordings listed on the platform. */
  hard: Record<PlatformKey, string[]>;
  albumsEverywhere: string[];
  /** Albums on the platform that some other platform lacks, or one edition of several. */
  albumsOther: Record<PlatformKey, string[]>;
}

const perPlatform = (): Record<PlatformKey, string[]> => Object.fromEntries(PLATFORM_KEYS.map((p) => [p, []])) as unknown as Record<PlatformKey, string[]>;

export function moverPools(recordings: readonly Recording[], albums: readonly Album[]): MoverPools {
  const pools: MoverPools = { everywhere: [], partial: perPlatform(), hard: perPlatform(), albumsEverywhere: [], albumsOther: perPlatform() };
  for (const r of recordings) {
    const on = PLATFORM_KEYS.filter((p) => r.platforms[p]);
    if (r.kind !== 'plain') for (const p of on) pools.hard[p].push(r.id);
    else if (on.length === PLATFORM_KEYS.length) pools.everywhere.push(r.id);
    else for (const p of on) pools.partial[p].push(r.id);
  }
  for (const a of albums) {
    const on = PLATFORM_KEYS.filter((p) => a.platforms[p]);
    if (on.length === PLATFORM_KEYS.length && !a.edition) pools.albumsEverywhere.push(a.id);
    else for (const p of on) pools.albumsOther[p].push(a.id);
  }
  return pools;
}

/**
 * `k` distinct ids in random order: `shares` of them (rounded) from each side pool, the rest
 * from `main`; fewer where a small catalog's pools run short.
 */
export function drawMix(random: SeededRandom, main: readonly string[], sides: readonly [pool: readonly string[], share: number][], k: number): string[] {
  const out: string[] = [];
  for (const [pool, share] of sides) out.push(...sample(random, pool, Math.min(pool.length, Math.round(k * share))));
  out.push(...sample(random, main, Math.min(main.length, k - out.length)));
  return random.shuffle(out);
}

/** Songs for one platform's liked songs or one playlist. */
export function drawSongs(random: SeededRandom, pools: MoverPools, platform: PlatformKey, k: number): string[] {
  return drawMix(
    random,
    pools.everywhere,
    [
      [pools.hard[platform], MOVER_SHARES.hard],
      [pools.partial[platform], MOVER_SHARES.partial],
    ],
    k,
  );
}

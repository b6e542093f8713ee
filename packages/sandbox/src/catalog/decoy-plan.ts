/**
 * What a decoy of each kind looks like next to its original: its version text, who performs it,
 * and how its duration and ISRC relate. Several kinds are deliberately close to the original
 * (remaster within 1 s, instrumental within 2 s, clean with the same title) so that only the
 * version tag, the explicit flag or the artist tells them apart.
 */
import type { SeededRandom } from '../seeded-random';
import type { DecoyKind, Recording } from './model';
import { PLACES, REMIXERS } from './words-latin';

export const DECOY_KINDS: readonly DecoyKind[] = [
  'live',
  'remix',
  'cover',
  'karaoke',
  'sped_up',
  'slowed',
  'instrumental',
  'acoustic',
  'remaster',
  'radio_edit',
  'demo',
  'same_title_other_artist',
  'clean',
];

export interface DecoyPlan {
  version?: string;
  /** `original`: same artists; `other`: an unrelated artist; `karaoke`: a karaoke act. */
  performer: 'original' | 'other' | 'karaoke';
  durationMs: number;
  explicit: boolean;
  /** The label registered the decoy under the original's ISRC: a real-world mistake ISRC matching must survive. */
  sharesIsrc: boolean;
}

function around(random: SeededRandom, ms: number, spreadMs: number): number {
  return Math.max(30_000, ms + random.int(-spreadMs, spreadMs));
}

export function planDecoy(random: SeededRandom, kind: DecoyKind, original: Recording, releaseYear: number): DecoyPlan {
  const d = original.durationMs;
  const base = { performer: 'original' as const, explicit: original.explicit, sharesIsrc: false };
  switch (kind) {
    case 'live':
      return {
        ...base,
        version: random.chance(0.5) ? 'Live' : `Live at ${random.pick(PLACES)}`,
        durationMs: d + random.int(5_000, 60_000),
      };
    case 'remix':
      return { ...base, version: `${random.pick(REMIXERS)} Remix`, durationMs: random.int(150_000, 400_000) };
    case 'cover':
      return { ...base, performer: 'other', durationMs: around(random, d, 30_000) };
    case 'karaoke':
      return {
        ...base,
        performer: 'karaoke',
        version: random.pick(['Karaoke Version', 'Instrumental Karaoke', 'Originally Performed']),
        durationMs: around(random, d, 3_000),
        explicit: false,
      };
    case 'sped_up':
      return { ...base, version: random.pick(['Sped Up', 'Sped Up Version']), durationMs: Math.round(d * 0.8) };
    case 'slowed':
      return { ...base, version: random.pick(['Slowed', 'Slowed + Reverb']), durationMs: Math.round(d * 1.2) };
    case 'instrumental':
      return { ...base, version: 'Instrumental', durationMs: around(random, d, 2_000), explicit: false };
    case 'acoustic':
      return { ...base, version: random.pick(['Acoustic', 'Acoustic Version']), durationMs: around(random, d, 20_000) };
    case 'remaster': {
      const year = Math.min(2026, releaseYear + random.int(8, 30));
      return {
        ...base,
        version: random.chance(0.5) ? `Remastered ${year}` : `${year} Remaster`,
        durationMs: around(random, d, 1_000),
      };
    }
    case 'radio_edit':
      return {
        ...base,
        version: 'Radio Edit',
        durationMs: Math.max(90_000, d - random.int(30_000, 70_000)),
        sharesIsrc: random.chance(0.4),
      };
    case 'demo':
      return { ...base, version: random.chance(0.5) ? 'Demo' : `${releaseYear - 1} Demo`, durationMs: around(random, d, 30_000) };
    case 'same_title_other_artist':
      return { ...base, performer: 'other', durationMs: random.int(120_000, 360_000), explicit: random.chance(0.15) };
    case 'clean':
      return { ...base, durationMs: around(random, d, 500), explicit: false };
  }
}

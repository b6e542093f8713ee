import { distance } from 'fastest-levenshtein';
import type { ArtistSet } from './artist-set';

export interface ArtistComparison {
  /** 0..1; 0 means no artist in common. */
  score: number;
  reason: string;
  /**
   * Set when only one side's primary artist is credited on the other ("Song (feat. B)" by A vs
   * "Song" by B): maybe two songs that share a title and a guest, so review only.
   */
  oneWay: boolean;
}

function intersects(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const key of a) if (b.has(key)) return true;
  return false;
}

function covered(names: readonly string[], other: ReadonlySet<string>): number {
  let n = 0;
  for (const name of names) if (other.has(name)) n++;
  return n;
}

/** Spelling slips between catalogues ("Jay Z" / "JAYZ" are the same; one letter off is similar). */
function spelledAlike(a: ReadonlySet<string>, b: ReadonlySet<string>): 'same' | 'similar' | null {
  let found: 'similar' | null = null;
  for (const x of a) {
    const cx = x.replaceAll(' ', '');
    for (const y of b) {
      const cy = y.replaceAll(' ', '');
      if (cx === cy) return 'same';
      const longest = Math.max(cx.length, cy.length);
      if (Math.min(cx.length, cy.length) >= 4 && 1 - distance(cx, cy) / longest >= 0.85) found = 'similar';
    }
  }
  return found;
}

/**
 * Artists agree when the primary artist of one track is credited on the other (as main or
 * guest): 0.8 for that, up to 1 when every credited name of both sides is found on the other.
 * A shared guest alone ("A feat. C" vs "B feat. C") is no agreement.
 */
export function compareArtists(a: ArtistSet, b: ArtistSet): ArtistComparison {
  const aInB = intersects(a.primary, b.all);
  const bInA = intersects(b.primary, a.all);
  if (aInB || bInA) {
    const total = a.names.length + b.names.length;
    const found = covered(a.names, b.all) + covered(b.names, a.all);
    const share = total === 0 ? 0 : found / total;
    const reason = share === 1 ? 'artists equal' : `artists overlap (${found}/${total})`;
    return { score: 0.8 + 0.2 * share, reason, oneWay: !(aInB && bInA) };
  }
  const alike = spelledAlike(a.main, b.main);
  if (alike === 'same') return { score: 0.85, reason: 'artist spelled differently', oneWay: false };
  if (alike === 'similar') return { score: 0.5, reason: 'artist similar', oneWay: false };
  return { score: 0, reason: 'no primary artist in common', oneWay: false };
}

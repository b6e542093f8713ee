import { normalizeArtists } from '@segue/core';
import type { PlatformAdapter, PlatformArtist } from '../platforms/types';
import type { Found } from './match-entity';

function nameKey(name: string): string {
  return normalizeArtists([name]).sort().join('\u0000');
}

/**
 * The artist on the target: a search by name, kept when the normalised names are equal. Two
 * artists of the same name cannot be told apart by name alone: the platform's first (its own
 * popularity ranking) is taken with a lower confidence that still passes.
 */
export async function findArtist(adapter: PlatformAdapter, source: PlatformArtist): Promise<Found<'artist'>> {
  const key = nameKey(source.name);
  const same = (await adapter.searchArtists(source.name)).filter((artist) => nameKey(artist.name) === key);
  const first = same[0];
  if (!first) return { reason: 'no artist of that name' };
  return { entity: first, method: 'search', confidence: same.length === 1 ? 0.95 : 0.9 };
}

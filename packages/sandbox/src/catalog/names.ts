/** Realistic-looking artist names, song titles and album titles drawn from the word lists. */
import type { SeededRandom } from '../seeded-random';
import type { Recording } from './model';
import {
  ADJECTIVES,
  ALBUM_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  NOUNS,
  PHRASES,
  PLURAL_NOUNS,
  PREPOSITIONS,
  VERBS,
} from './words-latin';
import { SCRIPT_WORDS } from './words-scripts';

export type Script = Recording['script'];

export function artistName(random: SeededRandom, script: Script): string {
  if (script !== 'latin') {
    const words = SCRIPT_WORDS[script];
    if (random.chance(0.3)) return random.pick(words.artists);
    const given = random.pick(words.given);
    const family = random.pick(words.family);
    return words.familyFirst ? `${family}${given}` : `${given} ${family}`;
  }
  const roll = random.next();
  if (roll < 0.38) return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  if (roll < 0.53) return `The ${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`;
  if (roll < 0.68) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
  if (roll < 0.78) return `${random.pick(FIRST_NAMES)} & The ${random.pick(PLURAL_NOUNS)}`;
  if (roll < 0.84) return `DJ ${random.pick(FIRST_NAMES)}`;
  if (roll < 0.92) return `${random.pick(NOUNS)} ${random.pick(PLURAL_NOUNS)}`;
  return random.pick(PLURAL_NOUNS);
}

export function songTitle(random: SeededRandom, script: Script): string {
  if (script !== 'latin') {
    const words = SCRIPT_WORDS[script].titles;
    if (random.chance(0.6)) return random.pick(words);
    const joiner = script === 'cjk' ? '、' : ' ';
    return `${random.pick(words)}${joiner}${random.pick(words)}`;
  }
  const roll = random.next();
  if (roll < 0.25) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
  if (roll < 0.42) return random.pick(PHRASES);
  if (roll < 0.54) return `${random.pick(VERBS)} ${random.pick(PREPOSITIONS)} the ${random.pick(NOUNS)}`;
  if (roll < 0.64) return random.pick(NOUNS);
  if (roll < 0.74) return `${random.pick(NOUNS)} of ${random.pick(PLURAL_NOUNS)}`;
  if (roll < 0.84) return `${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`;
  if (roll < 0.9) return `${random.pick(NOUNS)} ${random.int(2, 99)}`;
  return `${random.pick(VERBS)} ${random.pick(NOUNS)}`;
}

export function albumTitle(random: SeededRandom, script: Script, firstTrackTitle: string): string {
  const roll = random.next();
  // Title tracks are common: the album is named after one of its songs.
  if (roll < 0.3 || script !== 'latin') return firstTrackTitle;
  if (roll < 0.6) return `${random.pick(ADJECTIVES)} ${random.pick(ALBUM_WORDS)}`;
  if (roll < 0.8) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
  return random.pick(NOUNS);
}

/** Version text some original recordings carry as part of their identity. */
export function originalVersion(random: SeededRandom, year: number): string | undefined {
  if (!random.chance(0.06)) return undefined;
  return random.pick([
    `Remastered ${Math.max(year + 10, 1995)}`,
    `${Math.max(year + 15, 2000)} Remaster`,
    'Mono Version',
    'Single Version',
    'Album Version',
  ]);
}

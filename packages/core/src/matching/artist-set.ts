import { comparableKey } from './comparable-key';
import { foldText } from './fold-text';
import { splitArtistNames } from './split-artist-names';

/** A track's credited artists as comparable keys. */
export interface ArtistSet {
  /** Keys of every credited name and, for shared credits, of each name in it. */
  main: ReadonlySet<string>;
  /** `main` plus guests (after "feat." in a credit, or credited in the title). */
  all: ReadonlySet<string>;
  /** Individual names only (not whole shared credits), for measuring how much two sets agree. */
  names: readonly string[];
}

// YouTube's auto-generated artist channels are named "<Artist> - Topic".
const TOPIC_RE = /\s+-\s+topic$/;
// "P!nk", "Ke$ha", "A$AP Rocky": stylised letters platforms spell both ways.
const BANG_RE = /(\p{L})!(\p{L})/gu;
const LEADING_THE_RE = /^the /;

/** The comparable key of one folded artist name: "The Weeknd" and "Weeknd" are one artist. */
export function artistKey(folded: string): string {
  const plain = folded.replace(TOPIC_RE, '').replace(BANG_RE, '$1i$2').replaceAll('$', 's');
  return comparableKey(plain).replace(LEADING_THE_RE, '');
}

function addKey(set: Set<string>, folded: string): string {
  const key = artistKey(folded);
  if (key !== '') set.add(key);
  return key;
}

/**
 * Builds the artist keys of a track. A credit shared in one string ("Simon & Garfunkel",
 * "Lady Gaga & Bruno Mars") contributes both its whole key and the key of each name in it, so it
 * meets a platform that lists the same people as separate entries and one that lists the duo as
 * one artist alike.
 */
export function artistSet(artists: readonly string[], titleFeatured: readonly string[] = []): ArtistSet {
  const main = new Set<string>();
  const featured = new Set<string>();
  const names: string[] = [];
  for (const credit of artists) {
    const folded = foldText(credit).trim();
    if (folded === '') continue;
    const split = splitArtistNames(folded.replace(TOPIC_RE, ''));
    if (split.main.length + split.featured.length > 1) addKey(main, split.featured.length > 0 ? split.main.join(' & ') : folded);
    for (const name of split.main) {
      const key = addKey(main, name);
      if (key !== '' && !names.includes(key)) names.push(key);
    }
    for (const name of split.featured) addKey(featured, name);
  }
  for (const name of titleFeatured) addKey(featured, name);
  const all = new Set(main);
  for (const key of featured) all.add(key);
  return { main, all, names };
}

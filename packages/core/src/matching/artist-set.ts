import { comparableKey } from './comparable-key';
import { splitArtistNames } from './split-artist-names';

/** A track's credited artists as comparable keys. */
export interface ArtistSet {
  /** Keys of every credited name and, for shared credits, of the whole credit too. */
  main: ReadonlySet<string>;
  /** `main` plus guests (after "feat." in a credit, or credited in the title). */
  all: ReadonlySet<string>;
  /** Keys of the first credit: the primary artist (or, for "A & B", both). */
  primary: ReadonlySet<string>;
  /** Individual names, guests included (not whole shared credits), for measuring how much two sets agree. */
  names: readonly string[];
}

/** The keys of one credit string. */
export interface CreditKeys {
  /** Whole shared credit ("simon and garfunkel"), when the credit names several artists. */
  whole: string | undefined;
  main: readonly string[];
  featured: readonly string[];
}

// YouTube channels: auto-generated "<Artist> - Topic", label-run "<Artist>VEVO", "<Artist> Official".
const TOPIC_RE = /\s+-\s+topic$|(?<=\S)\s?vevo$|(?<=\S)\s+official$/;
// "P!nk", "Ke$ha", "A$AP Rocky": stylised letters platforms spell both ways.
const BANG_RE = /(\p{L})!(\p{L})/gu;
const LEADING_THE_RE = /^the /;

/** The comparable key of one folded artist name: "The Weeknd" and "Weeknd" are one artist. */
export function artistKey(folded: string): string {
  let plain = folded;
  if (plain.includes('!')) plain = plain.replace(BANG_RE, '$1i$2');
  if (plain.includes('$')) plain = plain.replaceAll('$', 's');
  return comparableKey(plain).replace(LEADING_THE_RE, '');
}

function keys(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const key = artistKey(name);
    if (key !== '' && !out.includes(key)) out.push(key);
  }
  return out;
}

/** Splits one folded credit ("a & b feat. c", "queen - topic") into keys. */
export function creditKeys(folded: string): CreditKeys {
  const credit = folded.trim().replace(TOPIC_RE, '');
  const split = splitArtistNames(credit);
  const several = split.main.length + split.featured.length > 1;
  const whole = several ? artistKey(split.featured.length > 0 ? split.main.join(' & ') : credit) : undefined;
  return { whole: whole === '' ? undefined : whole, main: keys(split.main), featured: keys(split.featured) };
}

/**
 * Builds the artist keys of a track. A credit shared in one string ("Simon & Garfunkel",
 * "Lady Gaga & Bruno Mars") contributes both its whole key and the key of each name in it, so it
 * meets a platform that lists the same people as separate entries and one that lists the duo as
 * one artist alike. Guests credited in the title come as folded names.
 */
export function artistSet(credits: readonly CreditKeys[], titleFeatured: readonly string[] = []): ArtistSet {
  const main = new Set<string>();
  const all = new Set<string>();
  const names: string[] = [];
  const first = credits[0];
  const primary = new Set<string>(first ? first.main : []);
  if (first?.whole !== undefined) primary.add(first.whole);
  for (const credit of credits) {
    if (credit.whole !== undefined) main.add(credit.whole);
    for (const key of credit.main) {
      main.add(key);
      if (!names.includes(key)) names.push(key);
    }
  }
  for (const key of main) all.add(key);
  const guests = titleFeatured.length > 0 ? keys(titleFeatured) : [];
  for (const credit of credits) guests.push(...credit.featured);
  for (const key of guests) {
    all.add(key);
    if (!names.includes(key)) names.push(key);
  }
  return { main, primary, all, names };
}

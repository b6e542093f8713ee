import { distance } from 'fastest-levenshtein';
import { memoize } from './memoize';
import type { Romanizer } from './romanize';

/** How two strings written in different scripts compare once romanised. */
export type ScriptAgreement = 'equal' | 'alike' | 'fits' | 'unknown';

// Any letter outside the Latin script: such text is compared by its romanised form.
const NON_LATIN_RE = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const HAN_RUN_RE = /\p{Script=Han}+/gu;
const HAN_RE = /\p{Script=Han}/u;
const NOT_LETTER_RE = /[^a-z0-9\p{Script=Han}]+/gu;
// Long vowels are written several ways ("shounen", "shōnen", "shonen"; "kyuukei", "kyukei").
const LONG_VOWEL_RE = /([aeiou])\1+|ou/g;
const shortVowels = (text: string): string => text.replace(LONG_VOWEL_RE, (m, v: string | undefined) => v ?? m[0] ?? '');

/** The scripts of a key's letters other than Latin, as one sorted string ("" for Latin text). */
export const scriptsOf = memoize((key: string): string => {
  if (!NON_LATIN_RE.test(key)) return '';
  const found = new Set<string>();
  for (const ch of key) {
    if (!NON_LATIN_RE.test(ch)) continue;
    if (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(ch)) found.add('cjk');
    else if (/\p{Script=Hangul}/u.test(ch)) found.add('hangul');
    else if (/\p{Script=Cyrillic}/u.test(ch)) found.add('cyrillic');
    else if (/\p{Script=Greek}/u.test(ch)) found.add('greek');
    else if (/\p{Script=Arabic}/u.test(ch)) found.add('arabic');
    else if (/\p{L}/u.test(ch)) found.add('other');
  }
  return [...found].sort().join(' ');
});

/** Whether two keys are written in different scripts, so that their letters cannot be compared directly. */
export function scriptsDiffer(a: string, b: string): boolean {
  return scriptsOf(a) !== scriptsOf(b);
}

/**
 * The consonants of a romanised string, which survive the ways one word is romanised ("Tamally
 * Maak" and "tmly meak" from تملي معاك, "Khochesh" and "Hochesh", "Bom Nal" and "bomnal"): vowels,
 * y, w and h dropped, l and r merged (Japanese and Korean do not tell them apart), c and q as k,
 * doubled letters once.
 */
export function consonantSkeleton(roman: string): string {
  return roman
    .replace(/ts/g, 't')
    .replace(/[cq]/g, 'k')
    .replace(/l/g, 'r')
    .replace(/[aeiouyhw']/g, '')
    .replace(/(.)\1+/g, '$1');
}

const MAX_HAN_RUNS = 4;
const MAX_PATTERN_TEXT = 80;

interface Form {
  /** Lower-case letters and digits only, Han characters kept. */
  roman: string;
  hasHan: boolean;
  skeleton: string;
  /** Romanised letters outside Han characters. */
  literal: number;
  /** For text with Han characters: a pattern that its romanised form must fit. */
  pattern: RegExp | undefined;
}

function formOf(key: string, romanizer: Romanizer): Form {
  const roman = romanizer(key).replace(NOT_LETTER_RE, '');
  const hasHan = HAN_RE.test(roman);
  if (!hasHan) return { roman, hasHan, skeleton: consonantSkeleton(roman), literal: roman.length, pattern: undefined };
  // Each Han character reads as one to six Latin letters ("夜" yoru, "駆" ka, "少年" shounen).
  // Song titles have a few runs of Han characters; past that the pattern would backtrack too much
  // to be worth it, and says too little.
  const runs = roman.match(HAN_RUN_RE)?.length ?? 0;
  if (runs > MAX_HAN_RUNS || roman.length > MAX_PATTERN_TEXT) return { roman, hasHan, skeleton: '', literal: 0, pattern: undefined };
  let literal = 0;
  let source = '';
  let last = 0;
  for (const m of roman.matchAll(HAN_RUN_RE)) {
    const text = shortVowels(roman.slice(last, m.index));
    literal += text.length;
    source += text + `[a-z]{${m[0].length},${m[0].length * 6}}`;
    last = m.index + m[0].length;
  }
  const tail = shortVowels(roman.slice(last));
  literal += tail.length;
  source += tail;
  return { roman, hasHan, skeleton: '', literal, pattern: new RegExp(`^${source}$`) };
}

const cache = new WeakMap<Romanizer, (key: string) => Form>();
function formFor(romanizer: Romanizer): (key: string) => Form {
  let f = cache.get(romanizer);
  if (!f) {
    f = memoize((key: string) => formOf(key, romanizer));
    cache.set(romanizer, f);
  }
  return f;
}

/** Skeletons this long or longer compare; shorter ones ("lv") match too many words. */
const MIN_SKELETON = 3;
const ALIKE_RATIO = 0.8;
/** Romanised kana letters needed before a pattern says anything: at least this many, and this share of the whole. */
const MIN_LITERAL = 3;
const MIN_LITERAL_SHARE = 0.3;

/**
 * Compares two comparable keys written in different scripts by their romanised forms: `equal`
 * when they romanise to the same letters, `alike` when their consonants agree, `fits` when one
 * has Han characters and the other's romanised form fits its kana ("夜に駆ける" and "Yoru ni
 * Kakeru"), `unknown` when nothing can be told (a translation, or Han characters alone).
 */
export function compareAcrossScripts(a: string, b: string, romanizer: Romanizer): ScriptAgreement {
  const form = formFor(romanizer);
  const fa = form(a);
  const fb = form(b);
  if (fa.roman === '' || fb.roman === '') return 'unknown';
  if (fa.roman === fb.roman) return 'equal';
  if (!fa.hasHan && !fb.hasHan) {
    const sa = fa.skeleton;
    const sb = fb.skeleton;
    if (sa.length < MIN_SKELETON || sb.length < MIN_SKELETON) return 'unknown';
    if (sa === sb) return 'alike';
    const longest = Math.max(sa.length, sb.length);
    return longest >= 5 && 1 - distance(sa, sb) / longest >= ALIKE_RATIO ? 'alike' : 'unknown';
  }
  if (fa.hasHan && fb.hasHan) return 'unknown';
  const [han, latin] = fa.hasHan ? [fa, fb] : [fb, fa];
  if (han.literal < MIN_LITERAL) return 'unknown';
  const plain = shortVowels(latin.roman);
  if (han.literal / Math.max(1, plain.length) < MIN_LITERAL_SHARE) return 'unknown';
  return han.pattern?.test(plain) ? 'fits' : 'unknown';
}

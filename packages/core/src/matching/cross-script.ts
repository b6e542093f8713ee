import { distance } from 'fastest-levenshtein';
import { memoize } from './memoize';
import { canonicalRomaji, hanReadings, shortVowels } from './han-readings';
import type { Romanizer } from './romanize';

/** How two strings written in different scripts compare once romanised. */
export type ScriptAgreement = 'equal' | 'alike' | 'fits' | 'unknown' | 'unlike';

// Any letter outside the Latin script: such text is compared by its romanised form.
const NON_LATIN_RE = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const HAN_RE = /\p{Script=Han}/u;
const NOT_LETTER_RE = /[^a-z0-9\p{Script=Han}]+/gu;

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

/** Longer text is not read: titles are shorter, and a fit would say too little. */
const MAX_HAN = 16;
const KATAKANA_ONLY_RE = /^[\p{Script=Katakana}\u30FC\s]+$/u;
const loanwordSkeleton = (skeleton: string): string => skeleton.replace(/v/g, 'b').replace(/z/g, 's').replace(/(.)\1+/g, '$1');
const MAX_PATTERN_TEXT = 80;
const SEGMENT_RE = /(\p{Script=Han}+)|([\p{Script=Katakana}\u30FC]+)|([^\p{Script=Han}\p{Script=Katakana}\u30FC]+)/gu;
// Particles written with one kana and read another way (君の名は "Kimi no Na wa").
const PARTICLES: Record<string, readonly string[]> = { は: ['ha', 'wa'], へ: ['he', 'e'], を: ['wo', 'o'] };
const escape = (text: string): string => text.replace(/[^a-z0-9]/g, '');
/** Romanised kana with its long vowels written or not. */
const either = (letters: string): string[] => {
  const short = shortVowels(letters);
  return short === letters ? [letters] : [letters, short];
};

/** One part of a reading: one of some spellings, or (`min`..`max`) any letters. */
type Step = { spellings: readonly string[]; min: number; max: number };

/**
 * Whether `text` is the steps in turn. Walked as the set of positions reachable after each
 * step, so a hostile title costs at most steps × positions × spellings, never a backtracking
 * regular expression's blow-up.
 */
function readsAs(steps: readonly Step[], text: string): boolean {
  let at = new Set<number>([0]);
  for (const step of steps) {
    const next = new Set<number>();
    for (const from of at) {
      for (const spelling of step.spellings) if (text.startsWith(spelling, from)) next.add(from + spelling.length);
      for (let length = step.min; length <= step.max && from + length <= text.length; length++) next.add(from + length);
    }
    if (next.size === 0) return false;
    at = next;
  }
  return at.has(text.length);
}

const spelled = (spellings: readonly string[]): Step => ({ spellings, min: 1, max: 0 });

interface Form {
  /** Lower-case letters and digits only, Han characters kept. */
  roman: string;
  hasHan: boolean;
  skeleton: string;
  /** Romanised letters outside Han characters and katakana. */
  literal: number;
  /** For text with Han characters: the steps its romanised form (`canonicalRomaji`) must read as. */
  steps: readonly Step[] | undefined;
  /** Every Han character has readings, so the steps are exact rather than lengths. */
  read: boolean;
}

/**
 * The steps a romanised form of Japanese text must read as: each Han character one of its
 * readings (`hanReadings`), or one to six letters for a character without any; kana as
 * romanised; a katakana word as romanised or as the loanword it spells ("ドライブ" doraibu,
 * "Drive"), so by length only.
 */
function hanForm(key: string, roman: string, romanizer: Romanizer): Form {
  const none: Form = { roman, hasHan: true, skeleton: '', literal: 0, steps: undefined, read: false };
  let han = 0;
  for (const ch of key) if (HAN_RE.test(ch)) han++;
  if (han > MAX_HAN || key.length > MAX_PATTERN_TEXT) return none;
  let literal = 0;
  let read = true;
  const steps: Step[] = [];
  let previous: readonly string[] | undefined;
  for (const [, hanRun, katakana, other] of key.matchAll(SEGMENT_RE)) {
    if (hanRun) {
      for (const ch of hanRun) {
        // 々 repeats the character before it (時々 toki-doki).
        const readings = ch === '\u3005' ? previous : hanReadings(ch);
        previous = readings;
        if (readings && readings.length > 0) steps.push(spelled(readings));
        else {
          read = false;
          steps.push({ spellings: [], min: 1, max: 6 });
        }
      }
    } else if (katakana) {
      const letters = canonicalRomaji(escape(romanizer(katakana)));
      if (letters.length > 0) steps.push({ spellings: either(letters), min: Math.ceil(letters.length / 2), max: Math.ceil(letters.length * 1.5) });
    } else if (other) {
      const particle = PARTICLES[other.trim()];
      if (particle) steps.push(spelled(particle));
      else {
        const letters = canonicalRomaji(escape(romanizer(other)));
        literal += letters.length;
        if (letters.length > 0) steps.push(spelled(either(letters)));
      }
    }
  }
  return { roman, hasHan: true, skeleton: '', literal, steps, read };
}

function formOf(key: string, romanizer: Romanizer): Form {
  const roman = romanizer(key).replace(NOT_LETTER_RE, '');
  if (HAN_RE.test(roman)) return hanForm(key, roman, romanizer);
  return { roman, hasHan: false, skeleton: consonantSkeleton(roman), literal: roman.length, steps: undefined, read: false };
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
/** Romanised letters needed on each side before their spelling alone compares. */
const MIN_LETTERS = 5;
/** Consonants this far apart are no romanisation of one another (a translation may still be). */
const UNLIKE_RATIO = 0.5;
/** Romanised kana letters needed before a pattern says anything: at least this many, and this share of the whole. */
const MIN_LITERAL = 3;
const MIN_LITERAL_SHARE = 0.3;
/** Letters a romanised form needs before fitting the readings of its characters says anything ("u" fits 雨). */
const MIN_READ = 3;

/**
 * Compares two comparable keys written in different scripts by their romanised forms: `equal`
 * when they romanise to the same letters, `alike` when their consonants agree, `fits` when one
 * has Han characters and the other's romanised form fits its kana ("夜に駆ける" and "Yoru ni
 * Kakeru"), `unlike` when neither is a romanisation of the other (a translation can be: for titles
 * that says little, for names more), `unknown` when nothing can be told (Han characters alone,
 * or names too short to compare).
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
    // A katakana loanword against the word it spells ("アイドル" aidoru / "Idol", "ドライブ" / "Drive"):
    // vowels are inserted, v written b and th s, so two consonants already tell.
    if (KATAKANA_ONLY_RE.test(a) !== KATAKANA_ONLY_RE.test(b)) {
      const la = loanwordSkeleton(sa);
      if (la.length >= 2 && la === loanwordSkeleton(sb)) return 'alike';
    }
    // Short words keep too few consonants to compare, but their letters still do ("기억해":
    // gieokae by the rules of Revised Romanization, "Gieokhae" letter by letter).
    const longer = Math.max(fa.roman.length, fb.roman.length);
    if (Math.min(fa.roman.length, fb.roman.length) >= MIN_LETTERS && 1 - distance(fa.roman, fb.roman) / longer >= ALIKE_RATIO) return 'alike';
    if (sa.length < MIN_SKELETON || sb.length < MIN_SKELETON) return 'unknown';
    if (sa === sb) return 'alike';
    const longest = Math.max(sa.length, sb.length);
    const similar = 1 - distance(sa, sb) / longest;
    if (longest >= 5 && similar >= ALIKE_RATIO) return 'alike';
    return similar < UNLIKE_RATIO ? 'unlike' : 'unknown';
  }
  if (fa.hasHan && fb.hasHan) return 'unknown';
  const [han, latin] = fa.hasHan ? [fa, fb] : [fb, fa];
  const written = canonicalRomaji(latin.roman);
  // The other side may write long vowels or not ("Tōkyō", "Tokyo", "Toukyou"): either form may fit.
  const fits = (text: string) => han.steps !== undefined && readsAs(han.steps, text);
  const plain = fits(written) ? written : shortVowels(written);
  // Romaji that is no reading of the characters ("紅蓮華" / "Homura") is most likely another title,
  // but English made of Japanese syllables ("Tokyo Rain") may be a translation: it says nothing.
  if (!fits(plain)) return 'unknown';
  // Read character by character, a fit is telling once the romanised form has a few letters;
  // with characters of unknown reading it must rest on the kana around them.
  if (han.read) return plain.length >= MIN_READ ? 'fits' : 'unknown';
  return han.literal >= MIN_LITERAL && han.literal / Math.max(1, plain.length) >= MIN_LITERAL_SHARE ? 'fits' : 'unknown';
}

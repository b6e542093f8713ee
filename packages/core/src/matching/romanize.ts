import transliterate from '@sindresorhus/transliterate';
import { romanize as romanizeHangul } from 'es-hangul';
import { toRomaji } from 'wanakana';

/**
 * Turns folded text in any script into lower-case Latin letters, for comparing a title or a name
 * with its romanised form ("夜に駆ける" / "Yoru ni Kakeru", "Кино" / "Kino"). Letters it cannot
 * romanise (Han characters without a reading dictionary) stay as they are.
 */
export type Romanizer = (folded: string) => string;

/** Longer than any title or name a platform lists. */
export const MAX_ROMANIZED = 500;
const KANA_RE = /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
const HANGUL_RE = /\p{Script=Hangul}/u;
// Scripts romanised letter by letter: Cyrillic, Greek, Arabic, Hebrew, Armenian, Georgian.
const ALPHABET_RUN_RE = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Armenian}\p{Script=Georgian}]+/gu;

/**
 * The built-in romaniser, one maintained library per script, all small enough for any bundle:
 * kana by `wanakana` (Hepburn), Hangul by `es-hangul` (Revised Romanization with its sound
 * changes, as Korean labels romanise titles), Cyrillic, Greek, Arabic and Hebrew by
 * `@sindresorhus/transliterate`. Han characters are left to an injected romaniser: their
 * readings need a dictionary of several megabytes (see the README).
 */
export const defaultRomanizer: Romanizer = (folded) => {
  // Titles and names are short; wanakana recurses once per character and overflows the stack on
  // a few thousand kana, so longer text (only hostile input is that long) is not romanised.
  if (folded.length > MAX_ROMANIZED) return folded.toLowerCase();
  let out = folded;
  if (KANA_RE.test(out)) out = toRomaji(out);
  if (HANGUL_RE.test(out)) out = romanizeHangul(out);
  out = out.replace(ALPHABET_RUN_RE, (run) => transliterate(run));
  return out.toLowerCase();
};

import kanjiJs, { type Word } from 'kanji.js';
import { toRomaji } from 'wanakana';

/**
 * The Japanese readings of Han characters, romanised, for telling whether "月光" can be "Gekkō"
 * or "東京の雨" "Tokyo no Ame" (YouTube Music shows many Japanese songs under their romanised
 * title). Source: KANJIDIC (13,108 characters, on and kun readings; © the Electronic Dictionary
 * Research and Development Group, CC BY-SA 4.0, https://www.edrdg.org/edrdg/licence.html) as
 * packaged by `kanji.js` (MIT): a maintained package of the readings alone, 1.9 MB, where a
 * tokenizer with a word dictionary (kuromoji) is ten times that and asynchronous to load. A
 * character-by-character reading is all a comparison needs: the romanised title must be one way
 * to read the characters in turn, so it can be checked without knowing which word they form.
 */

/**
 * The same letters whichever romanisation wrote them: Hepburn and Kunrei spellings as one,
 * doubled consonants once (a small っ; not n, which doubles across syllables: "eien no").
 */
export function canonicalRomaji(roman: string): string {
  return roman
    .replace(/shi/g, 'si')
    .replace(/chi/g, 'ti')
    .replace(/tsu/g, 'tu')
    .replace(/fu/g, 'hu')
    .replace(/ji/g, 'zi')
    .replace(/sh/g, 'sy')
    .replace(/ch/g, 'ty')
    .replace(/j/g, 'zy')
    .replace(/([bcdfghjklmpqrstvwxyz])\1+/g, '$1');
}

/**
 * Long vowels written once ("shounen", "shōnen" and "shonen"; "kyuukei" and "kyukei"). Applied
 * to whole romanised text only as an alternative: across two words it would also merge "no uta".
 */
export const shortVowels = (roman: string): string => roman.replace(/([aeiou])\1+|ou/g, (m, v: string | undefined) => v ?? m[0] ?? '');

// Rendaku: the second part of a compound often starts voiced (花火 hana-bi, 手紙 te-gami).
const VOICED: readonly [RegExp, string][] = [
  [/^k/, 'g'],
  [/^s/, 'z'],
  [/^t/, 'd'],
  [/^t/, 'z'],
  [/^h/, 'b'],
  [/^h/, 'p'],
];
// Sokuon: a reading ending in these (canonical: ku, ki, tsu, chi) loses its last syllable before a doubled consonant (月光 ge-kkō, 学校 ga-kkō).
const CLIPPED = /(ku|ki|tu|ti)$/;

/** Prefixes of a kun reading at each kana, since the table gives 駆 "かける" where a title writes 駆ける. */
function kanaPrefixes(kana: string): string[] {
  const out: string[] = [];
  for (let end = 1; end <= kana.length; end++) {
    // A small kana (ゃ, ょ, っ) belongs to the syllable before it.
    if (end < kana.length && /[ゃゅょぁぃぅぇぉっャュョァィゥェォッ]/.test(kana[end]!)) continue;
    out.push(kana.slice(0, end));
  }
  return out;
}

function readingsFor(onyomi: readonly string[], kunyomi: readonly string[]): string[] {
  const base = new Set<string>();
  for (const on of onyomi) base.add(canonicalRomaji(toRomaji(on.replace(/-/g, ''))));
  for (const kun of kunyomi) for (const prefix of kanaPrefixes(kun.replace(/-/g, ''))) base.add(canonicalRomaji(toRomaji(prefix)));
  const all = new Set<string>();
  for (const reading of base) {
    if (!/^[a-z]+$/.test(reading)) continue;
    const forms = [reading];
    for (const [re, voiced] of VOICED) if (re.test(reading)) forms.push(reading.replace(re, voiced));
    if (CLIPPED.test(reading) && reading.length > 2) forms.push(reading.replace(CLIPPED, ''));
    for (const form of forms) {
      all.add(form);
      all.add(shortVowels(form));
    }
  }
  return [...all].sort((a, b) => b.length - a.length);
}

const known = new Map<string, readonly string[] | undefined>();

/** The romanised readings of one Han character (`canonicalRomaji`, long vowels written and not), or undefined for one KANJIDIC lacks. */
export function hanReadings(character: string): readonly string[] | undefined {
  if (known.has(character)) return known.get(character);
  // Looked up per character as titles need them: building all 13,108 at once takes most of a second.
  const word = kanjiJs.getDetails(character) as Partial<Word> | null;
  const readings = word ? readingsFor(word.onyomi ?? [], word.kunyomi ?? []) : undefined;
  if (known.size < 20_000) known.set(character, readings);
  return readings;
}

// Typography that platforms spell differently for the same title. Brackets of every style become
// round ones so the title parser sees one form; CJK corner brackets are quotation marks, not
// version brackets, so they become plain quotes.
const TYPOGRAPHY: Readonly<Record<string, string>> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'", '\u00B4': "'", '`': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"', '\u00AB': '"', '\u00BB': '"',
  '\u300C': '"', '\u300D': '"', '\u300E': '"', '\u300F': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
  '\uFE58': '-', '\uFE63': '-', '\uFF0D': '-', '\u301C': '-', '\uFF5E': '-',
  '\u2026': '...', '\u00D7': ' x ',
  '[': '(', ']': ')', '{': '(', '}': ')', '\u3010': '(', '\u3011': ')', '\u3014': '(', '\u3015': ')',
  '\uFF3B': '(', '\uFF3D': ')', '\uFF5B': '(', '\uFF5D': ')', '\u3016': '(', '\u3017': ')',
};
const TYPOGRAPHY_RE = /[\u2018\u2019\u201A\u201B\u2032\u00B4`\u201C-\u201F\u2033\u00AB\u00BB\u300C-\u300F\u2010-\u2015\u2212\uFE58\uFE63\uFF0D\u301C\uFF5E\u2026\u00D7[\]{}\u3010\u3011\u3014\u3015\uFF3B\uFF3D\uFF5B\uFF5D\u3016\u3017]/g;
const ASCII_BRACKETS_RE = /[[\]{}`]/g;

// Accents are folded only on Latin and Greek letters: "Café" = "Cafe", and Greek capitals drop
// their tonos by convention ("ΑΓΑΠΗ" is "Αγάπη"). On every other script a combining mark is part
// of the letter: Cyrillic й is not и, Japanese が is not か, Devanagari vowel signs carry meaning.
const LATIN_GREEK_MARKS_RE = /([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu;

// Latin letters that NFKD leaves whole.
const LETTERS: Readonly<Record<string, string>> = {
  'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'ß': 'ss', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i', 'ħ': 'h',
  // Russian print writes ё as е more often than not; everything else Cyrillic stays as it is.
  'ё': 'е',
};
const LETTERS_RE = /[øæœßłđðþıħё]/g;

const NON_ASCII_RE = /[\u0080-\uFFFF]/;

/**
 * Folds case, typography, full-width forms and Latin/Greek diacritics, keeping punctuation and
 * brackets (unified to round ones) so titles can still be parsed afterwards.
 */
export function foldText(input: string): string {
  if (!NON_ASCII_RE.test(input)) {
    return input.replace(ASCII_BRACKETS_RE, (c) => TYPOGRAPHY[c] ?? c).toLowerCase();
  }
  return input
    .replace(TYPOGRAPHY_RE, (c) => TYPOGRAPHY[c] ?? c)
    .normalize('NFKD')
    .replace(LATIN_GREEK_MARKS_RE, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(LETTERS_RE, (c) => LETTERS[c] ?? c);
}

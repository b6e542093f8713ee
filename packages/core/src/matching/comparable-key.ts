const AMPERSAND_RE = /\s*&\s*/g;
// Apostrophes and dots join ("Don't" = "Dont", "B.o.B" = "BoB", "Mr." = "Mr"); any other
// punctuation or symbol separates words.
const JOINING_RE = /['.]/g;
const ASCII_SEPARATOR_RE = /[^a-z0-9]+/g;
const SEPARATOR_RE = /[^\p{L}\p{N}\p{M}]+/gu;
const NON_ASCII_RE = /[\u0080-\uFFFF]/;
// "Pt. 2", "Part II" and "Part 2" are written all three ways for the same track.
const PART_RE = /\b(?:pt|part)\s+(i{1,3}|iv|v|vi{1,3}|ix|x|\d+)\b/g;
const ROMAN: Readonly<Record<string, string>> = {
  i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10',
};

/**
 * Reduces already folded text (see `foldText`) to space-separated words, for equality and
 * distance comparisons. Text that is nothing but symbols (Ed Sheeran's "+", "÷") keeps its symbols
 * so it still compares.
 */
export function comparableKey(folded: string): string {
  const joined = folded.replace(AMPERSAND_RE, ' and ').replace(JOINING_RE, '');
  const separated = NON_ASCII_RE.test(joined)
    ? joined.replace(SEPARATOR_RE, ' ')
    : joined.replace(ASCII_SEPARATOR_RE, ' ');
  let key = separated.trim();
  if (key.includes('pt ') || key.includes('part ')) {
    key = key.replace(PART_RE, (_m, n: string) => `part ${ROMAN[n] ?? n}`);
  }
  return key === '' ? folded.replace(/\s+/g, ' ').trim() : key;
}

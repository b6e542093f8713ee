const AMPERSAND_RE = /\s*&\s*/g;
// Apostrophes and dots join ("Don't" = "Dont", "B.o.B" = "BoB", "Mr." = "Mr"); any other
// punctuation or symbol separates words.
const JOINING_RE = /['.]/g;
const SEPARATOR_RE = /[^\p{L}\p{N}\p{M}]+/gu;
const NON_ASCII_RE = /[\u0080-\uFFFF]/;
// "Pt. 2", "Part II" and "Part 2" are written all three ways for the same track.
const PART_RE = /\b(?:pt|part)\s+(i{1,3}|iv|v|vi{1,3}|ix|x|\d+)\b/g;
const ROMAN: Readonly<Record<string, string>> = {
  i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10',
};

/** The ASCII case of the rules above in one pass, since nearly every title takes it. */
function asciiKey(text: string): string {
  let out = '';
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (space && out !== '') out += ' ';
      space = false;
      out += text[i];
    } else if (c === 39 /* ' */ || c === 46 /* . */) {
      continue;
    } else if (c === 38 /* & */) {
      out += out === '' ? 'and' : ' and';
      space = true;
    } else {
      space = true;
    }
  }
  return out;
}

/**
 * Reduces already folded text (see `foldText`) to space-separated words, for equality and
 * distance comparisons. Text that is nothing but symbols (Ed Sheeran's "+", "÷") keeps its symbols
 * so it still compares.
 */
export function comparableKey(folded: string): string {
  let key = NON_ASCII_RE.test(folded)
    ? folded.replace(AMPERSAND_RE, ' and ').replace(JOINING_RE, '').replace(SEPARATOR_RE, ' ').trim()
    : asciiKey(folded);
  if (key.includes('pt ') || key.includes('part ')) {
    key = key.replace(PART_RE, (_m, n: string) => `part ${ROMAN[n] ?? n}`);
  }
  return key === '' ? folded.replace(/\s+/g, ' ').trim() : key;
}

/**
 * Word matching for the simulators' search engines: a field is the normalised words of a title,
 * artist list or album name; a query word scores by how well it is found there.
 */
import { normalizeWords } from './platform-kit/listing-search';

export interface TextField {
  tokens: string[];
  /** Tokens joined by single spaces, for phrase and substring checks. */
  joined: string;
}

export function textField(text: string): TextField {
  const tokens = normalizeWords(text);
  return { tokens, joined: tokens.join(' ') };
}

/**
 * 1 for a whole word, 0.75 for a word prefix (engines complete words as you type), 0.6 for a
 * piece inside a word in scripts written without spaces (Japanese), else 0. `exact` turns off
 * everything but whole words (Deezer's `strict=on`).
 */
export function wordWeight(word: string, field: TextField, exact = false): number {
  if (field.tokens.includes(word)) return 1;
  if (exact) return 0;
  if (word.length >= 2 && field.tokens.some((t) => t.startsWith(word))) return 0.75;
  if (!/^[\p{Script=Latin}\p{N}]+$/u.test(word) && field.joined.includes(word)) return 0.6;
  return 0;
}

/** Query words, without the credit markers (`feat.`, `ft.`) that belong to no title. */
export function queryWords(text: string): string[] {
  return normalizeWords(text).filter((w) => w !== 'feat' && w !== 'ft' && w !== 'featuring');
}

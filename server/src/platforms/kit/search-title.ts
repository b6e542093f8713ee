/**
 * The part of a title a platform's search engine matches best: without bracketed or dashed
 * version text and without "feat." credits. Engines that want every word ("Song Remastered
 * 2011" misses "Song - 2011 Remaster") find more this way; the matcher then tells the
 * versions apart among the candidates.
 */
export function searchTitle(title: string): string {
  const base = title
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, ' ')
    .split(/\s+[-|–—]\s+/)[0]!
    .replace(/\s+(?:feat\.?|ft\.|featuring)\s+.+$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return base === '' ? title.trim() : base;
}

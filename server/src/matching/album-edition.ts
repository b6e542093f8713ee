/**
 * An album title split into the release's name and its edition. Platforms write one release as
 * "Title", "Title - Single" (Apple Music marks singles and EPs so), and its editions as
 * "Title (Deluxe Edition)", "Title [Bonus Track Version]", "Title - 2011 Remaster".
 */
export interface AlbumTitle {
  /** The name shared by every edition. */
  base: string;
  /** The edition's words in a fixed order (`deluxe`, `remaster 2011`), empty for the standard one. */
  edition: string;
}

const FORMAT_SUFFIX = /\s+-\s+(?:single|ep)$/i;
const EDITION_WORDS: [RegExp, string][] = [
  [/\bdeluxe\b/i, 'deluxe'],
  [/\bexpanded\b/i, 'expanded'],
  [/\bbonus\b/i, 'bonus'],
  [/\banniversary\b/i, 'anniversary'],
  [/\bremaster(?:ed)?\b/i, 'remaster'],
  [/\bspecial\b/i, 'special'],
  [/\bcollector'?s\b/i, 'collector'],
  [/\bcomplete\b/i, 'complete'],
  [/\blive\b/i, 'live'],
];
// A trailing "(...)", "[...]" or " - ..." that names an edition.
const TRAILING_GROUP = /\s*(?:\(([^()]*)\)|\[([^[\]]*)\]|\s-\s([^-]*))$/;

function editionWords(text: string): string[] {
  const words = EDITION_WORDS.filter(([pattern]) => pattern.test(text)).map(([, word]) => word);
  if (words.length === 0 && !/\b(?:edition|version)\b/i.test(text)) return [];
  const year = /\b(19|20)\d{2}\b/.exec(text)?.[0];
  return year ? [...words, year] : words.length > 0 ? words : ['edition'];
}

export function albumTitle(title: string): AlbumTitle {
  let base = title.trim().replace(FORMAT_SUFFIX, '');
  const words: string[] = [];
  for (let group = TRAILING_GROUP.exec(base); group; group = TRAILING_GROUP.exec(base)) {
    const found = editionWords(group[1] ?? group[2] ?? group[3] ?? '');
    if (found.length === 0) break;
    words.push(...found);
    base = base.slice(0, group.index).trim();
  }
  return { base: base || title.trim(), edition: [...new Set(words)].sort().join(' ') };
}

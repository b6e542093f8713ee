/**
 * Spotify's search query syntax: free words, quoted phrases, and field filters
 * `track:`, `artist:`, `album:`, `year:` (a year or a range), `isrc:`, `upc:`, `genre:`, `tag:`
 * (https://developer.spotify.com/documentation/web-api/reference/search).
 */
export type SearchField = 'any' | 'track' | 'artist' | 'album' | 'year' | 'isrc' | 'upc' | 'genre' | 'tag';

export interface SearchTerm {
  field: SearchField;
  value: string;
  /** Written in quotes: the whole value should match as a phrase. */
  quoted: boolean;
}

const FIELDS = new Set<string>(['track', 'artist', 'album', 'year', 'isrc', 'upc', 'genre', 'tag']);

export function parseSearchQuery(q: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const pattern = /([A-Za-z]+):"([^"]*)"?|([A-Za-z]+):(\S+)|"([^"]*)"?|(\S+)/g;
  for (const m of q.matchAll(pattern)) {
    const [, qField, qValue, field, value, phrase, word] = m;
    if (qField !== undefined && FIELDS.has(qField.toLowerCase())) {
      terms.push({ field: qField.toLowerCase() as SearchField, value: qValue ?? '', quoted: true });
    } else if (field !== undefined && FIELDS.has(field.toLowerCase())) {
      terms.push({ field: field.toLowerCase() as SearchField, value: value ?? '', quoted: false });
    } else if (phrase !== undefined) {
      terms.push({ field: 'any', value: phrase, quoted: true });
    } else {
      // An unknown `foo:bar` is just text, as are the words of an unknown quoted filter.
      terms.push({ field: 'any', value: word ?? `${qField ?? field ?? ''} ${qValue ?? value ?? ''}`, quoted: false });
    }
  }
  return terms.filter((t) => t.value.trim() !== '');
}

/** `year:1999` or `year:1990-1999` as an inclusive range; undefined when unreadable. */
export function yearRange(value: string): [number, number] | undefined {
  const m = /^(\d{4})(?:-(\d{4}))?$/.exec(value.trim());
  if (!m) return undefined;
  const from = Number(m[1]);
  return [from, m[2] ? Number(m[2]) : from];
}

/** An entry on the target: its id, and what to show of it. */
export interface TargetRef {
  id: string;
  title: string;
  artists: string[];
  url: string;
}

type Named = { title: string; artists: readonly string[] };

const nameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** An entry by its title and first artist, for entries a platform lists without an id. */
export const byName = (e: Named): string => `${nameKey(e.title)}\u0000${nameKey(e.artists[0] ?? '')}`;

/** How a playlist's entry is counted: its id, or for one listed without an id (Apple Music's unplayable library songs), its title and first artist. */
export const entryKey = (e: Named & { id: string }): string => (e.id === '' ? `\u0000${byName(e)}` : e.id);

/** The key under which an entry the platform lists without an id stands for `target` (see `entryKey`). */
export const nameOnlyKey = (target: Named): string => `\u0000${byName(target)}`;

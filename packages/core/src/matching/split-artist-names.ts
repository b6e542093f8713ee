export interface ArtistNames {
  main: string[];
  featured: string[];
}

// Everything after a featuring marker is a guest. "with" is only a marker between spaces, which a
// band name rarely has ("Hootie & the Blowfish" is split by "&", not by this).
const FEATURING_RE = /\s+(?:feat\.?|ft\.|featuring|with|w\/)\s+|\s*\(\s*(?:feat\.?|ft\.|featuring|with)\s+/;
// Separators platforms use when several artists share one string: "A & B", "A, B", "A x B",
// "A X B", "A and B", "A vs. B", "A / B", "A、B" (Japanese lists). "x" needs spaces around it so
// "Lil Nas X" and "X Ambassadors" stay whole.
const SEPARATOR_RE = /\s*[,;\u3001]\s*|\s+(?:&|and|x|vs\.?|versus|\/)\s+/;
const CLOSING_RE = /[()]/g;

function splitList(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(SEPARATOR_RE)) {
    const name = part.replace(CLOSING_RE, ' ').trim();
    if (name !== '') out.push(name);
  }
  return out;
}

/**
 * Splits one folded artist credit ("a & b feat. c") into main and featured names, still folded
 * but not yet reduced to keys.
 */
export function splitArtistNames(folded: string): ArtistNames {
  const m = FEATURING_RE.exec(folded);
  if (!m) return { main: splitList(folded), featured: [] };
  return {
    main: splitList(folded.slice(0, m.index)),
    featured: splitList(folded.slice(m.index + m[0].length)),
  };
}

/**
 * A classical track named by its work's catalogue number and its movement. Platforms write the
 * same movement many ways ("Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio", "Beethoven:
 * Symphony No. 5 in C minor, Op.67 - 1. Allegro con brio", "Sinfonie Nr. 5 c-Moll op. 67: I.
 * Allegro con brio"): the catalogue number and the movement are what they share.
 */
export interface ClassicalWork {
  /** Catalogue numbers, e.g. "op67", "op10n3", "bwv1007", "k525", "hobxvi52". */
  catalogue: string[];
  /** Movement number when the title numbers it. */
  movement: number | undefined;
  /** First word of the movement's name ("allegro"), when it has one. */
  tempo: string | undefined;
}

// Catalogues with a name no ordinary title carries: Opus, Bach, Köchel, Hoboken, Vivaldi (RV),
// Handel (HWV), "without opus" (WoO), Telemann (TWV), Bartók (Sz, BB), Schubert (D), Liszt (S).
const CATALOGUE_RE =
  /\b(op|opus|bwv|kv|hob|rv|hwv|woo|twv|sz|bb)\.?\s*((?:[ivx]+\s*:\s*)?\d+[a-z]?)(?:\s*,?\s*(?:no|nr|n)\.?\s*(\d+))?/g;
// One-letter catalogues (Köchel's K., Deutsch's D., Searle's S., Longo's L.): with their dot, or
// beside a work word ("Sonata in A, D 959").
const LETTER_CATALOGUE_RE = /\b(k|d|s|l)\.?\s*(\d{2,4}[a-z]?)\b/g;
const DOTTED_LETTER_CATALOGUE_RE = /\b(k|d|s|l)\.\s*(\d{2,4}[a-z]?)\b/g;
const WORK_WORD_RE =
  /symphon|sinfon|sonat|concert|quartet|quintet|trio\b|suite|prelud|fugue|nocturne|etude|mass\b|messe|requiem|cantata|kantate|impromptu|fantasi|variation|serenade|divertimento|rondo|minuet|menuett|waltz|walzer|mazurka|polonaise|ballade|scherzo|partita|toccata/;
const MOVEMENT_RE = /(?::|\s-\s)\s*(?:(?:mvt|movement|satz)\.?\s*)?([ivx]{1,5}|\d{1,2})[.)]?\s+([\p{L}]+)?[^:]*$/u;
const TEMPO_RE = /(?::|\s-\s)\s*([\p{L}]+)[^:]*$/u;
const CATALOGUE_HINT_RE = /\b(?:op|opus|bwv|kv|hob|rv|hwv|woo|twv|sz|bb|[kdsl])\.?\s*(?:[ivx]+\s*:\s*)?\d/;
const ROMAN: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };

function romanValue(s: string): number {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] ?? ''] ?? 0;
    const next = ROMAN[s[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** The work and movement of a folded title, or undefined when it names no catalogue number. */
export function classicalWork(folded: string): ClassicalWork | undefined {
  // Every catalogue number is a catalogue name or letter before digits; most titles have none,
  // and skip the expressions below.
  if (!CATALOGUE_HINT_RE.test(folded)) return undefined;
  const catalogue: string[] = [];
  for (const m of folded.matchAll(CATALOGUE_RE)) {
    const kind = m[1] === 'opus' ? 'op' : m[1] === 'kv' ? 'k' : (m[1] ?? '');
    catalogue.push(`${kind}${(m[2] ?? '').replace(/[\s:]/g, '')}${m[3] ? `n${m[3]}` : ''}`);
  }
  if (catalogue.length === 0) {
    const letters = WORK_WORD_RE.test(folded) ? LETTER_CATALOGUE_RE : DOTTED_LETTER_CATALOGUE_RE;
    for (const m of folded.matchAll(letters)) catalogue.push(`${m[1] ?? ''}${m[2] ?? ''}`);
  }
  if (catalogue.length === 0) return undefined;
  const mv = MOVEMENT_RE.exec(folded);
  let movement: number | undefined;
  let tempo: string | undefined;
  if (mv?.[1]) {
    movement = /\d/.test(mv[1]) ? Number(mv[1]) : romanValue(mv[1]);
    tempo = mv[2];
  } else {
    const t = TEMPO_RE.exec(folded);
    // A bare "Op. 67: Allegro con brio" names its movement by tempo only; a catalogue after the colon is not one.
    if (t?.[1] && !/^(?:op|opus|bwv|kv|no|nr)$/.test(t[1])) tempo = t[1];
  }
  return { catalogue, movement, tempo };
}

/** Whether two classical titles are the same movement of the same work: `true`, `false`, or the reason they differ. */
export function sameMovement(a: ClassicalWork, b: ClassicalWork): { same: boolean; reason: string } {
  const shared = a.catalogue.some((c) => b.catalogue.includes(c));
  if (!shared) return { same: false, reason: `work differs: ${a.catalogue.join(' ')} vs ${b.catalogue.join(' ')}` };
  if (a.movement !== undefined && b.movement !== undefined && a.movement !== b.movement) {
    return { same: false, reason: `movement differs: ${a.movement} vs ${b.movement}` };
  }
  if (a.tempo !== undefined && b.tempo !== undefined && a.tempo !== b.tempo && (a.movement === undefined || b.movement === undefined)) {
    return { same: false, reason: `movement differs: ${a.tempo} vs ${b.tempo}` };
  }
  return { same: true, reason: `same work and movement (${a.catalogue.find((c) => b.catalogue.includes(c)) ?? ''})` };
}

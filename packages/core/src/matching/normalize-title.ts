import { classifySegment } from './classify-segment';
import { memoize } from './memoize';
import { comparableKey } from './comparable-key';
import { foldText } from './fold-text';
import type { VersionTag } from './version-tag';

export interface NormalizedTitle {
  /** The comparable title: folded, without punctuation, version tags, credits or video labels. */
  key: string;
  /** `key` without the bracketed or " - " parts that were kept as probably part of the name. */
  baseKey: string;
  /** Version tags found, one per kind (details merged). */
  tags: VersionTag[];
  /** Featured artists credited in the title ("feat. X", "with X"), folded. */
  featured: string[];
  /** The parts removed from the title, as found (folded). */
  stripped: string[];
}

interface Piece {
  text: string;
  region: number;
  bracketed: boolean;
}

interface Segment extends Piece {
  /** Index of the segment's first piece. */
  at: number;
}

// Platforms append versions after a spaced dash ("Song - Remastered 2011"); YouTube uses " | ".
const DASH_RE = /\s+[-|]\s+/g;
// Suffixes repeat across the whole catalogue ("Remastered 2011", "Live", "Radio Edit"), even when the
// titles they follow are new: classify each distinct one once.
const classify = memoize(classifySegment);
const TRAILING_CREDIT_RE = /\s+(?:feat\.?|ft\.|featuring)\s+(.+)$/;

/**
 * Cuts a folded title into top-level bracket groups and plain text; `region` counts the spaced
 * dashes outside brackets, so region 0 is the name and later regions are suffixes.
 */
function pushText(pieces: Piece[], chunk: string, region: number): number {
  let last = 0;
  for (const m of chunk.matchAll(DASH_RE)) {
    pieces.push({ text: chunk.slice(last, m.index), region, bracketed: false });
    region++;
    last = m.index + m[0].length;
  }
  pieces.push({ text: chunk.slice(last), region, bracketed: false });
  return region;
}

function scan(title: string): Piece[] {
  const pieces: Piece[] = [];
  let region = 0;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < title.length; i++) {
    const c = title.charCodeAt(i);
    if (c === 40 /* ( */) {
      if (depth === 0) {
        region = pushText(pieces, title.slice(start, i), region);
        start = i + 1;
      }
      depth++;
    } else if (c === 41 /* ) */ && depth > 0) {
      depth--;
      if (depth === 0) {
        pieces.push({ text: title.slice(start, i), region, bracketed: true });
        start = i + 1;
      }
    }
  }
  if (depth > 0) start--; // an unclosed bracket is plain text
  pushText(pieces, title.slice(start), region);
  return pieces;
}

function mergeTags(tags: VersionTag[]): VersionTag[] {
  if (tags.length < 2) return tags;
  const byKind = new Map<string, VersionTag>();
  for (const t of tags) {
    const seen = byKind.get(t.kind);
    if (!seen) byKind.set(t.kind, { ...t });
    else if (t.detail && !seen.detail?.includes(t.detail)) {
      seen.detail = seen.detail ? `${seen.detail} ${t.detail}` : t.detail;
    }
  }
  return [...byKind.values()];
}

/**
 * Normalises a title as platforms write it: `Song - Remastered 2011`, `Song (Remastered 2011)`
 * and `Song - 2011 Remaster` all give key "song" with a `remaster` tag of 2011; guest credits
 * become `featured`; case, accents (Latin and Greek only) and typography are folded.
 */
export function normalizeTitle(title: string): NormalizedTitle {
  return normalizeFoldedTitle(foldText(title));
}

// Most titles have no bracket, spaced dash or guest credit: they skip the parser.
const PLAIN_RE = /[(]|\s[-|]\s|\bf(?:ea)?t\b|\bfeaturing\b/;

/** `normalizeTitle` of a title already passed through `foldText`. */
export function normalizeFoldedTitle(folded: string): NormalizedTitle {
  if (!PLAIN_RE.test(folded)) {
    const key = comparableKey(folded);
    return { key, baseKey: key, tags: [], featured: [], stripped: [] };
  }
  const tags: VersionTag[] = [];
  const featured: string[] = [];
  const stripped: string[] = [];
  let name = '';

  // Region 0's plain text is the name; every bracket, and all of a later region, is a segment.
  // `kept[i]` is what piece i leaves in the key, so unrecognised parts keep their place.
  const pieces = scan(folded);
  const kept: string[] = new Array<string>(pieces.length).fill('');
  const segments: Segment[] = [];
  for (let at = 0; at < pieces.length; at++) {
    const p = pieces[at];
    if (!p) continue;
    if (p.region === 0 && !p.bracketed) {
      let text = p.text;
      const credit = TRAILING_CREDIT_RE.exec(text);
      if (credit?.[1] !== undefined) {
        featured.push(...classifySegment(`feat. ${credit[1]}`).featured);
        stripped.push(credit[0].trim());
        text = text.slice(0, credit.index);
      }
      name += ` ${text}`;
      kept[at] = text;
      continue;
    }
    const prev = segments[segments.length - 1];
    if (!p.bracketed && prev && !prev.bracketed && prev.region === p.region) prev.text += ` ${p.text}`;
    else segments.push({ text: p.text, region: p.region, bracketed: p.bracketed, at });
  }

  for (const s of segments) {
    const text = s.text.trim();
    if (text === '') continue;
    const c = classify(text);
    if (c.kind === 'unknown') {
      kept[s.at] = text;
      continue;
    }
    for (const t of c.tags) tags.push(t);
    for (const f of c.featured) featured.push(f);
    stripped.push(text);
  }

  const key = comparableKey(kept.join(' '));
  const baseKey = comparableKey(name);
  return { key, baseKey: baseKey === '' ? key : baseKey, tags: mergeTags(tags), featured, stripped };
}

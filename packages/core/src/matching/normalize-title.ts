import { classifySegment } from './classify-segment';
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

// Platforms append versions after a spaced dash ("Song - Remastered 2011"); YouTube uses " | ".
const DASH_RE = /\s+[-|]\s+/g;
const TRAILING_CREDIT_RE = /\s+(?:feat\.?|ft\.|featuring)\s+(.+)$/;

/**
 * Cuts a folded title into top-level bracket groups and plain text; `region` counts the spaced
 * dashes outside brackets, so region 0 is the name and later regions are suffixes.
 */
function scan(title: string): Piece[] {
  const pieces: Piece[] = [];
  let region = 0;
  let depth = 0;
  let start = 0;
  const pushText = (end: number): void => {
    const chunk = title.slice(start, end);
    let last = 0;
    for (const m of chunk.matchAll(DASH_RE)) {
      pieces.push({ text: chunk.slice(last, m.index), region, bracketed: false });
      region++;
      last = m.index + m[0].length;
    }
    pieces.push({ text: chunk.slice(last), region, bracketed: false });
  };
  for (let i = 0; i < title.length; i++) {
    const c = title.charCodeAt(i);
    if (c === 40 /* ( */) {
      if (depth === 0) {
        pushText(i);
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
  pushText(title.length);
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
  const folded = foldText(title);
  const tags: VersionTag[] = [];
  const featured: string[] = [];
  const stripped: string[] = [];
  const name: string[] = [];
  const kept: { at: number; text: string }[] = [];

  // Region 0's plain text is the name; every bracket, and all of a later region, is a segment.
  const pieces = scan(folded);
  const segments: (Piece & { at: number })[] = [];
  pieces.forEach((p, at) => {
    if (p.region === 0 && !p.bracketed) {
      let text = p.text;
      const credit = TRAILING_CREDIT_RE.exec(text);
      if (credit?.[1] !== undefined) {
        featured.push(...classifySegment(`feat. ${credit[1]}`).featured);
        stripped.push(credit[0].trim());
        text = text.slice(0, credit.index);
      }
      name.push(text);
      kept.push({ at, text });
      return;
    }
    const prev = segments[segments.length - 1];
    if (!p.bracketed && prev && !prev.bracketed && prev.region === p.region) prev.text += ` ${p.text}`;
    else segments.push({ ...p, at });
  });

  for (const s of segments) {
    if (s.text.trim() === '') continue;
    const c = classifySegment(s.text);
    if (c.kind === 'unknown') {
      kept.push({ at: s.at, text: s.text });
      continue;
    }
    tags.push(...c.tags);
    featured.push(...c.featured);
    stripped.push(s.text.trim());
  }
  kept.sort((a, b) => a.at - b.at);

  const key = comparableKey(kept.map((k) => k.text).join(' '));
  const baseKey = comparableKey(name.join(' '));
  return { key, baseKey: baseKey === '' ? key : baseKey, tags: mergeTags(tags), featured, stripped };
}

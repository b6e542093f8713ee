import { comparableKey } from './comparable-key';
import { splitArtistNames } from './split-artist-names';
import { NOISE_RE, VARIANT_RE, VERSION_RULES } from './version-rules';
import type { VersionTag } from './version-tag';

/**
 * What one bracketed or " - "-separated part of a title is:
 * - `tags`: version tags ("Live at Wembley", "Remastered 2011", "Slowed + Reverb");
 * - `featured`: a guest credit ("feat. X", "with X");
 * - `noise`: says nothing about the recording ("Official Video", "From \"Frozen\"");
 * - `unknown`: probably part of the name ("(I Can't Get No)", "Pt. 2").
 */
export interface SegmentClass {
  kind: 'tags' | 'featured' | 'noise' | 'unknown';
  tags: VersionTag[];
  featured: string[];
}

const LEADING_CREDIT_RE = /^(?:feat\.?|ft\.?|featuring|with|w\/)\s+(.+)$/;
const INNER_CREDIT_RE = /(?:^|\s)(?:feat\.?|ft\.|featuring)\s+(.+)$/;
// Spotify packs several facts in one suffix: "Acoustic; Live at MTV Unplugged, 1992; 2013 Remaster".
const PHRASE_SPLIT_RE = /\s*[;,/]\s*|\s+-\s+|\s+\+\s+/;
const SOURCE_CREDIT_RE = /^\s*from\b|\bsoundtrack\b|\bmotion picture\b|\bfrom the (?:film|movie|series|musical)\b/;
const LIVE_FILLER = new Set(['at', 'in', 'from', 'on', 'the', 'live', 'version', 'recorded', 'and']);

function liveDetail(words: string): string | undefined {
  const kept = comparableKey(words)
    .split(' ')
    .filter((w) => w !== '' && !LIVE_FILLER.has(w));
  return kept.length > 0 ? kept.join(' ') : undefined;
}

function splitFeatured(text: string): string[] {
  const { main, featured } = splitArtistNames(text);
  return [...main, ...featured];
}

/** Runs the version rules over one phrase, returning its tags and the words no rule took. */
function tagPhrase(phrase: string, tags: VersionTag[]): string {
  let rest = phrase;
  for (const rule of VERSION_RULES) {
    if (!rule.hint.some((h) => rest.includes(h))) continue;
    const m = rule.re.exec(rest);
    if (!m) continue;
    const before = rest.slice(0, m.index);
    const after = rest.slice(m.index + m[0].length);
    tags.push(...rule.tags(m, before, after));
    rest = `${before} ${after}`;
  }
  return rest;
}

/** Classifies one folded segment of a title (bracket content, or text after " - "). */
export function classifySegment(segment: string): SegmentClass {
  const text = segment.trim();
  const featured: string[] = [];
  const tags: VersionTag[] = [];
  if (text === '') return { kind: 'noise', tags, featured };

  const lead = LEADING_CREDIT_RE.exec(text);
  if (lead?.[1] !== undefined && !text.startsWith('with ')) {
    return { kind: 'featured', tags, featured: splitFeatured(lead[1]) };
  }

  let liveIndex = -1;
  const leftovers: string[] = [];
  for (let phrase of text.split(PHRASE_SPLIT_RE)) {
    const credit = INNER_CREDIT_RE.exec(phrase);
    if (credit?.[1] !== undefined) {
      featured.push(...splitFeatured(credit[1]));
      phrase = phrase.slice(0, credit.index);
    }
    if (phrase.trim() === '') continue;
    // "From \"Live Forever\"", "Music from the Motion Picture": a credit, whatever words it quotes.
    if (SOURCE_CREDIT_RE.test(phrase)) continue;
    const before = tags.length;
    const rest = tagPhrase(phrase, tags);
    if (tags.length === before) {
      const variant = NOISE_RE.test(phrase) ? null : VARIANT_RE.exec(phrase);
      if (variant) tags.push({ kind: 'variant', detail: comparableKey(variant[1] ?? variant[2] ?? '') });
      else leftovers.push(phrase);
      continue;
    }
    for (let i = before; i < tags.length; i++) {
      const t = tags[i];
      if (t?.kind !== 'live') continue;
      liveIndex = i;
      if (t.detail === undefined) {
        const detail = liveDetail(rest);
        if (detail) t.detail = detail;
      }
    }
  }

  if (tags.length === 0) {
    if (lead?.[1] !== undefined) return { kind: 'featured', tags, featured: splitFeatured(lead[1]) };
    if (featured.length > 0) return { kind: 'featured', tags, featured };
    return { kind: NOISE_RE.test(text) ? 'noise' : 'unknown', tags, featured };
  }
  // "Live at Wembley Stadium, London, 1986": the place and date after the commas belong to the
  // live tag, so two different concerts do not compare equal.
  const live = tags[liveIndex];
  if (live && leftovers.length > 0) {
    const extra = liveDetail(leftovers.join(' '));
    if (extra) live.detail = live.detail ? `${live.detail} ${extra}` : extra;
  }
  // Results are cached and shared between titles: freeze the tags so no caller can alter them.
  for (const t of tags) Object.freeze(t);
  return { kind: 'tags', tags, featured };
}

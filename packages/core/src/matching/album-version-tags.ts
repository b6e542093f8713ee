import { normalizeFoldedTitle } from './normalize-title';
import type { VersionKind, VersionTag } from './version-tag';

/**
 * Kinds an album name passes to every track on it: an "(Instrumentals)" or "Karaoke Hits" album
 * lists its tracks under the plain song titles. Remix albums are left out on purpose: remix EPs
 * often open with the original mix.
 */
const ALBUM_KINDS: ReadonlySet<VersionKind> = new Set<VersionKind>([
  'live', 'acoustic', 'instrumental', 'karaoke', 'a-cappella', 'cover', 'sped-up', 'slowed', 'spatial', 're-recorded', 'orchestral',
]);

// Whole album names that say it without brackets: "Instrumentals", "Live at the Royal Albert Hall",
// "MTV Unplugged", "Karaoke Hits Vol. 3", "Acoustic Sessions".
const WHOLE_NAME_RULES: readonly [RegExp, VersionKind][] = [
  [/\binstrumentals?\b|\boff vocal\b/, 'instrumental'],
  [/\bkaraoke\b|\bbacking tracks?\b/, 'karaoke'],
  [/^live (?:at|in|from|on)\b|\bunplugged\b|\bin concert\b|\blive$/, 'live'],
  [/^acoustic\b|\bacoustic (?:sessions?|versions?)\b/, 'acoustic'],
  [/\ba ?cappella\b/, 'a-cappella'],
  [/\btribute to\b|\bcovers\b/, 'cover'],
  [/\bsped up\b|\bnightcore\b/, 'sped-up'],
  [/\bslowed\b/, 'slowed'],
  [/\b8d\b/, 'spatial'],
];

/** The recording tags a folded album name gives its tracks, one per kind. */
export function albumVersionTags(folded: string): VersionTag[] {
  const kinds = new Set<VersionKind>();
  for (const t of normalizeFoldedTitle(folded).tags) if (ALBUM_KINDS.has(t.kind)) kinds.add(t.kind);
  for (const [re, kind] of WHOLE_NAME_RULES) if (re.test(folded)) kinds.add(kind);
  return [...kinds].map((kind) => Object.freeze({ kind }));
}

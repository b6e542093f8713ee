/**
 * What a title says about which rendition of a song it is.
 *
 * Kinds that name a different recording (a track with one never matches a track without it, nor
 * one with another such kind):
 * - `live`, `acoustic` (also "stripped"; "unplugged" is both live and acoustic), `demo`,
 *   `alternate` (alternate/early takes, outtakes, rehearsals): another performance.
 * - `remix` (with the remixer when named), `edit` (radio/single edits and named edits),
 *   `extended`, `mixed` (DJ-mix cuts that bleed into the next track): another cut or mix.
 * - `instrumental`, `karaoke`, `a-cappella`, `cover`, `orchestral`, `re-recorded` (Taylor's Version,
 *   re-recordings): different audio or a different performer.
 * - `sped-up`, `slowed`, `reverb`, `spatial` ("8D Audio"): the fan-edit genre; audibly different audio.
 * - `variant`: any other "<something> version" ("English Version", "Piano Version"); its detail
 *   must agree, since we cannot tell what it changes and a wrong match is worse than none.
 *
 * Kinds that keep the recording (they only nudge the score to prefer the closer release):
 * - `remaster` (with year; also "2009 Mix" style re-mixes of the same performance): same
 *   performance, new mastering, and the only copy many platforms carry.
 * - `mono` / `stereo`: the same performance mixed twice; a mismatch costs a little.
 * - `single-version` / `album-version`: platforms disagree about which one the untagged title is,
 *   so the duration decides; an explicit disagreement costs a little.
 * - `deluxe`, `bonus`, `original` ("Original Mix" is the default cut of an electronic track),
 *   `clean`, `explicit` (the explicit flag compares those).
 */
export type VersionKind =
  | 'live'
  | 'remix'
  | 'acoustic'
  | 'instrumental'
  | 'karaoke'
  | 'cover'
  | 'sped-up'
  | 'slowed'
  | 'reverb'
  | 'spatial'
  | 'demo'
  | 'alternate'
  | 'edit'
  | 'extended'
  | 'mixed'
  | 're-recorded'
  | 'a-cappella'
  | 'orchestral'
  | 'variant'
  | 'remaster'
  | 'mono'
  | 'stereo'
  | 'single-version'
  | 'album-version'
  | 'deluxe'
  | 'bonus'
  | 'original'
  | 'clean'
  | 'explicit';

export interface VersionTag {
  kind: VersionKind;
  /** Remixer, editor, year of a remaster, venue or date of a live recording, name of a variant. */
  detail?: string;
}

/** Kinds that make a different recording: see the comment on `VersionKind`. */
export const RECORDING_KINDS: ReadonlySet<VersionKind> = new Set<VersionKind>([
  'live',
  'remix',
  'acoustic',
  'instrumental',
  'karaoke',
  'cover',
  'sped-up',
  'slowed',
  'reverb',
  'spatial',
  'demo',
  'alternate',
  'edit',
  'extended',
  'mixed',
  're-recorded',
  'a-cappella',
  'orchestral',
  'variant',
]);

/** Whether a tag names a different recording than the untagged title. */
export function changesRecording(tag: VersionTag): boolean {
  return RECORDING_KINDS.has(tag.kind);
}

/** A short human label, for match reasons: "remix (tiesto)", "remaster (2011)", "radio edit". */
export function describeTag(tag: VersionTag): string {
  if (tag.kind === 'edit' && tag.detail === 'radio') return 'radio edit';
  const name = tag.kind === 're-recorded' ? 're-recorded' : tag.kind.replace('-', ' ');
  return tag.detail ? `${name} (${tag.detail})` : name;
}

import type { VersionKind, VersionTag } from './version-tag';

/**
 * One way platforms spell a version tag inside a bracket or after " - ". Rules run in order on
 * one folded phrase; each match is cut out of the phrase before the next rule runs, so "Clean
 * Edit" is `clean` and not also `edit`, and "2009 Stereo Mix" is not a remix.
 */
export interface VersionRule {
  re: RegExp;
  tags: (m: RegExpExecArray, before: string, after: string) => VersionTag[];
}

const YEAR = '((?:19|20)\\d\\d)';

function tag(kind: VersionKind, detail?: string): VersionTag[] {
  return [detail ? { kind, detail } : { kind }];
}

const NAME_NOISE_RE = /^(?:the|a|an|by|official|original)\s+|\s+(?:by|official)$|'s$|[^\p{L}\p{N}\s]+/gu;

/** The name of a remixer or editor as written before ("Tiësto Remix") or after ("Remix by X"). */
function creditName(before: string, after: string): string | undefined {
  const byMatch = /^\s*by\s+(.+)$/.exec(after);
  const raw = byMatch?.[1] ?? before;
  const name = raw.replace(NAME_NOISE_RE, ' ').replace(/\s+/g, ' ').trim();
  return name === '' ? undefined : name;
}

export const VERSION_RULES: readonly VersionRule[] = [
  { re: /\btaylor'?s version\b|\bre-?record(?:ed|ing)?\b|\bnew recording\b/, tags: () => tag('re-recorded') },
  // Anchored: "Clean Bandit Remix" is a remix, not a clean edit.
  { re: /^(?:clean|edited|censored)(?: (?:edit|version|lyrics))?$/, tags: () => tag('clean') },
  { re: /^(?:explicit|dirty)(?: (?:version|lyrics))?$/, tags: () => tag('explicit') },
  { re: /\bradio (?:edit|version|mix|cut)\b/, tags: () => tag('edit', 'radio') },
  { re: /\bsingle edit\b|\bshort (?:edit|version)\b/, tags: () => tag('edit') },
  { re: /\bextended\b(?: (?:mix|version|edit|cut))?|\b12(?:"|''| ?inch)(?: (?:mix|version))?/, tags: () => tag('extended') },
  {
    re: /\bin the style of\b|\bmade famous by\b|\bkaraoke\b(?: version)?|\bbacking track\b|\bminus one\b/,
    tags: () => tag('karaoke'),
  },
  { re: /\boriginally (?:performed|recorded|by)\b|\bcover(?:ed)?(?: version)?\b|\btribute\b/, tags: () => tag('cover') },
  { re: /\boriginal\b(?: (?:mix|version|recording|edit))?/, tags: () => tag('original') },
  { re: /\bunplugged\b/, tags: () => [{ kind: 'live', detail: 'unplugged' }, { kind: 'acoustic' }] },
  {
    re: /\blive\b(?: version)?|\ben (?:vivo|directo|concierto)\b|\bao vivo\b|\bin concert\b|\bsessions?\b|\brecorded (?:live|at)\b/,
    tags: () => tag('live'),
  },
  { re: /\bacoustic\b(?: (?:version|mix))?|\bacustic[oa]\b|\bakustik\b|\bstripped\b(?: version)?/, tags: () => tag('acoustic') },
  { re: /\binstrumental\b(?: (?:version|mix))?|\binst\b\.?|\boff vocal\b/, tags: () => tag('instrumental') },
  { re: /\ba ?cap+el+a\b(?: version)?/, tags: () => tag('a-cappella') },
  { re: /\b(?:sped|speed(?:ed)?) ?up\b(?: version)?|\bnightcore\b/, tags: () => tag('sped-up') },
  { re: /\b(?:super |ultra )?slowed\b(?: down)?(?: version)?|\bslow(?:ed)? down\b|\bslow version\b/, tags: () => tag('slowed') },
  { re: /\breverb\b/, tags: () => tag('reverb') },
  { re: /\bdemo\b(?: version)?/, tags: () => tag('demo') },
  {
    re: /\balt(?:ernat(?:e|ive))?\.? (?:take|version|mix)\b|\btake \d+\b|\bouttake\b|\brehearsal\b|\bearly (?:version|take|mix)\b|\brough mix\b|\bwork(?:ing)? tape\b/,
    tags: () => tag('alternate'),
  },
  {
    re: /\borchestral\b(?: version)?|\bsymphonic\b(?: version)?|\bwith (?:the )?(?:[\p{L}.]+ )?(?:symphony |philharmonic )?orchestra\b|\bwith strings\b/u,
    tags: () => tag('orchestral'),
  },
  {
    // "2009 Mix", "2009 Stereo Mix": a new mix of the same performance, kept with remasters.
    re: new RegExp(`\\b${YEAR} (?:(stereo|mono) )?mix\\b`),
    tags: (m) => [{ kind: 'remaster', detail: m[1] ?? '' }, ...(m[2] ? tag(m[2] as 'mono' | 'stereo') : [])],
  },
  {
    re: new RegExp(`\\b(?:${YEAR} )?(?:digital(?:ly)? )?re-?master(?:ed|izado|isiert)?\\b(?: version)?(?: ${YEAR})?`),
    tags: (m) => tag('remaster', m[1] ?? m[2]),
  },
  { re: /\bmono\b(?: (?:version|mix))?/, tags: () => tag('mono') },
  { re: /\bstereo\b(?: (?:version|mix))?/, tags: () => tag('stereo') },
  { re: /\b(?:single|45) (?:version|mix)\b/, tags: () => tag('single-version') },
  { re: /\b(?:album|lp) (?:version|mix|edit)\b/, tags: () => tag('album-version') },
  { re: /\bmixed\b/, tags: () => tag('mixed') },
  {
    re: /\b(?:re-?mix(?:ed)?|rmx|re-?edit|re-?work(?:ed)?|bootleg|mash-?up|vip(?: mix)?|dub(?: mix)?|flip)\b/,
    tags: (_m, before, after) => tag('remix', creditName(before, after)),
  },
  { re: /\bmix\b/, tags: (_m, before, after) => tag('remix', creditName(before, after)) },
  { re: /\bedit\b/, tags: (_m, before, after) => tag('edit', creditName(before, after)) },
  { re: /\bsuper deluxe\b|\bdeluxe\b|\bexpanded\b|\banniversary\b|\bedition\b/, tags: () => tag('deluxe') },
  { re: /\bbonus(?: track)?\b|\bhidden track\b/, tags: () => tag('bonus') },
];

/** Phrases that say nothing about the recording: video labels, soundtrack credits, producers. */
export const NOISE_RE =
  /\bofficial\b|\bvideo\b|\blyrics?\b|\baudio\b|\bvisuali[sz]er\b|\b(?:hd|hq|4k|mv|m\/v)\b|^from\b|\bsoundtrack\b|\bmotion picture\b|\bost\b|^prod\b\.?|\bproduced by\b|\bfrom the vault\b|^(?:19|20)\d\d$/;

/** "English Version", "Versión Pop": a rendition we cannot name, compared by its words. */
export const VARIANT_RE = /^(.+?) (?:version|versi[oó]n|versao|ver\.?)$|^(?:version|versi[oó]n|versao) (.+)$/;

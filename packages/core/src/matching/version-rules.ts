import type { VersionKind, VersionTag } from './version-tag';

/**
 * One way platforms spell a version tag inside a bracket or after " - ". Rules run in order on
 * one folded phrase; each match is cut out of the phrase before the next rule runs, so "Clean
 * Edit" is `clean` and not also `edit`, and "2009 Stereo Mix" is not a remix.
 */
export interface VersionRule {
  /** The rule can only match when one of these is in the phrase: a cheap test before the regex. */
  hint: readonly string[];
  re: RegExp;
  tags: (m: RegExpExecArray, before: string, after: string) => VersionTag[];
}

const YEAR = '((?:19|20)\\d\\d)';

function tag(kind: VersionKind, detail?: string): VersionTag[] {
  return [detail ? { kind, detail } : { kind }];
}

const NAME_NOISE_RE = /^(?:the|a|an|by|official|original)\s+|\s+(?:by|official)$|'s\b|[^\p{L}\p{N}\s]+/gu;

/** The name of a remixer or editor as written before ("Tiësto Remix") or after ("Remix by X"). */
function creditName(before: string, after: string): string | undefined {
  const byMatch = /^\s*by\s+(.+)$/.exec(after);
  const raw = byMatch?.[1] ?? before;
  const name = raw.replace(NAME_NOISE_RE, ' ').replace(/\s+/g, ' ').trim();
  return name === '' ? undefined : name;
}

export const VERSION_RULES: readonly VersionRule[] = [
  { hint: ['taylor', 'record'], re: /\btaylor'?s version\b|\bre-?record(?:ed|ing)?\b|\bnew recording\b/, tags: () => tag('re-recorded') },
  // Anchored: "Clean Bandit Remix" is a remix, not a clean edit.
  { hint: ['clean', 'edited', 'censored'], re: /^(?:clean|edited|censored)(?: (?:edit|version|lyrics))?$/, tags: () => tag('clean') },
  { hint: ['explicit', 'dirty'], re: /^(?:explicit|dirty)(?: (?:version|lyrics))?$/, tags: () => tag('explicit') },
  { hint: ['radio'], re: /\bradio (?:edit|version|mix|cut)\b/, tags: () => tag('edit', 'radio') },
  { hint: ['edit', 'short'], re: /\bsingle edit\b|\bshort (?:edit|version)\b/, tags: () => tag('edit') },
  { hint: ['extended', '12'], re: /\bextended\b(?: (?:mix|version|edit|cut))?|\b12(?:"|''| ?inch)(?: (?:mix|version))?/, tags: () => tag('extended') },
  {
    hint: ['style of', 'famous', 'karaoke', 'backing', 'minus one'],
    re: /\bin the style of\b|\bmade famous by\b|\bkaraoke\b(?: version)?|\bbacking track\b|\bminus one\b/,
    tags: () => tag('karaoke'),
  },
  { hint: ['original', 'cover', 'tribute'], re: /\boriginally (?:performed|recorded|by)\b|\bcover(?:ed)?(?: version)?\b|\btribute\b/, tags: () => tag('cover') },
  { hint: ['original'], re: /\boriginal\b(?: (?:mix|version|recording|edit))?/, tags: () => tag('original') },
  { hint: ['unplugged'], re: /\bunplugged\b/, tags: () => [{ kind: 'live', detail: 'unplugged' }, { kind: 'acoustic' }] },
  {
    hint: ['live', 'en ', 'ao vivo', 'concert', 'session', 'recorded'],
    re: /\blive\b(?: version)?|\ben (?:vivo|directo|concierto)\b|\bao vivo\b|\bin concert\b|\bsessions?\b|\brecorded (?:live|at)\b/,
    tags: () => tag('live'),
  },
  { hint: ['acoustic', 'acustic', 'akustik', 'stripped'], re: /\bacoustic\b(?: (?:version|mix))?|\bacustic[oa]\b|\bakustik\b|\bstripped\b(?: version)?/, tags: () => tag('acoustic') },
  { hint: ['inst', 'off vocal'], re: /\binstrumental\b(?: (?:version|mix))?|\binst\b\.?|\boff vocal\b/, tags: () => tag('instrumental') },
  { hint: ['cap'], re: /\ba ?cap+el+a\b(?: version)?/, tags: () => tag('a-cappella') },
  { hint: ['up', 'nightcore'], re: /\b(?:sped|speed(?:ed)?) ?up\b(?: version)?|\bnightcore\b/, tags: () => tag('sped-up') },
  { hint: ['slow'], re: /\b(?:super |ultra )?slowed\b(?: down)?(?: version)?|\bslow(?:ed)? down\b|\bslow version\b/, tags: () => tag('slowed') },
  { hint: ['reverb'], re: /\breverb\b/, tags: () => tag('reverb') },
  // "8D Audio" uploads pan the mix around the listener's head: audibly other audio, like reverb edits.
  { hint: ['8d', '16d'], re: /\b(?:8|16)d(?: audio)?\b/, tags: () => tag('spatial') },
  { hint: ['demo'], re: /\bdemo\b(?: version)?/, tags: () => tag('demo') },
  {
    hint: ['alt', 'take', 'rehearsal', 'early', 'rough', 'tape'],
    re: /\balt(?:ernat(?:e|ive))?\.? (?:take|version|mix)\b|\btake \d+\b|\bouttake\b|\brehearsal\b|\bearly (?:version|take|mix)\b|\brough mix\b|\bwork(?:ing)? tape\b/,
    tags: () => tag('alternate'),
  },
  {
    hint: ['orchestra', 'symphonic', 'strings'],
    re: /\borchestral\b(?: version)?|\bsymphonic\b(?: version)?|\bwith (?:the )?(?:[\p{L}.]+ )?(?:symphony |philharmonic )?orchestra\b|\bwith strings\b/u,
    tags: () => tag('orchestral'),
  },
  {
    // "2009 Mix", "2009 Stereo Mix": a new mix of the same performance, kept with remasters.
    hint: ['mix'],
    re: new RegExp(`\\b${YEAR} (?:(stereo|mono) )?mix\\b`),
    tags: (m) => [{ kind: 'remaster', detail: m[1] ?? '' }, ...(m[2] ? tag(m[2] as 'mono' | 'stereo') : [])],
  },
  {
    hint: ['master'],
    re: new RegExp(`\\b(?:${YEAR} )?(?:digital(?:ly)? )?re-?master(?:ed|izado|isiert)?\\b(?: version)?(?: ${YEAR})?`),
    tags: (m) => tag('remaster', m[1] ?? m[2]),
  },
  { hint: ['mono'], re: /\bmono\b(?: (?:version|mix))?/, tags: () => tag('mono') },
  { hint: ['stereo'], re: /\bstereo\b(?: (?:version|mix))?/, tags: () => tag('stereo') },
  { hint: ['single', '45'], re: /\b(?:single|45) (?:version|mix)\b/, tags: () => tag('single-version') },
  { hint: ['album', 'lp'], re: /\b(?:album|lp) (?:version|mix|edit)\b/, tags: () => tag('album-version') },
  { hint: ['mixed'], re: /\bmixed\b/, tags: () => tag('mixed') },
  {
    hint: ['mix', 'rmx', 'edit', 'work', 'bootleg', 'mash', 'vip', 'dub', 'flip'],
    re: /\b(?:re-?mix(?:ed)?|rmx|re-?edit|re-?work(?:ed)?|bootleg|mash-?up|vip(?: mix)?|dub(?: mix)?|flip)\b/,
    tags: (_m, before, after) => tag('remix', creditName(before, after)),
  },
  { hint: ['mix'], re: /\bmix\b/, tags: (_m, before, after) => tag('remix', creditName(before, after)) },
  { hint: ['edit'], re: /\bedit\b/, tags: (_m, before, after) => tag('edit', creditName(before, after)) },
  {
    // A reprise, an intro or an interlude is another track that shares the song's name.
    hint: ['reprise', 'intro', 'outro', 'interlude', 'skit', 'prelude', 'overture'],
    re: /\b(?:reprise|intro|outro|interlude|skit|prelude|overture)\b/,
    tags: (m) => tag('variant', m[0]),
  },
  { hint: ['deluxe', 'expanded', 'anniversary', 'edition'], re: /\bsuper deluxe\b|\bdeluxe\b|\bexpanded\b|\banniversary\b|\bedition\b/, tags: () => tag('deluxe') },
  { hint: ['bonus', 'hidden'], re: /\bbonus(?: track)?\b|\bhidden track\b/, tags: () => tag('bonus') },
];

/** Phrases that say nothing about the recording: video labels, soundtrack credits, producers. */
export const NOISE_RE =
  /\bofficial\b|\bvideo\b|\blyrics?\b|\baudio\b|\bvisuali[sz]er\b|\b(?:hd|hq|4k|mv|m\/v)\b|^from\b|\bsoundtrack\b|\bmotion picture\b|\bost\b|^prod\b\.?|\bproduced by\b|\bfrom the vault\b|^(?:19|20)\d\d$/;

/** "English Version", "Versión Pop": a rendition we cannot name, compared by its words. */
export const VARIANT_RE = /^(.+?) (?:version|versi[oó]n|versao|ver\.?)$|^(?:version|versi[oó]n|versao) (.+)$/;

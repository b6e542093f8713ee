import type { PreparedTrack } from './prepare-track';
import { describeTag, type VersionTag } from './version-tag';

export interface VersionComparison {
  /** Why the two are different recordings, or null when they may be the same. */
  differs: string | null;
  /** A small score change (<= 0) for soft disagreements. */
  adjust: number;
  /**
   * Set when only one side says "Radio Edit" / "Single Edit": the untagged title may be that very
   * edit (platforms disagree on naming it), so it stays a candidate for review only, and only
   * if the durations agree closely. Holds the label for the reasons.
   */
  editOnOneSide: string | null;
  /** Whether a soft tag disagrees (remaster, mono/stereo, single/album version): maybe another master. */
  softConflict: boolean;
  /** Whether the soft disagreement is another mix (mono/stereo, single/album version), not only a remaster. */
  mixConflict: boolean;
  notes: string[];
}

const YEAR_RE = /\b(?:19|20)\d\d\b/g;
// Words that say nothing about which concert or remixer: "live at the ...", "remix by ...".
const FILLER = new Set(['at', 'in', 'the', 'from', 'on', 'by', 'and', 'mix', 'version']);
// Edits that any platform may call a radio edit.
const GENERIC_EDITS = new Set(['radio', 'single', 'short']);

function words(detail: string): string[] {
  return detail.split(' ').filter((w) => w !== '' && !FILLER.has(w));
}

function label(tags: readonly VersionTag[], other: readonly VersionTag[]): string {
  if (tags.length > 0) return tags.map(describeTag).join(' + ');
  return other.some((t) => t.kind === 'live') ? 'studio' : 'original';
}

/** Whether two details name the same remixer, concert or variant (sharing a word, and no year clash). */
function sameDetail(a: string, b: string): boolean {
  const yearsA = a.match(YEAR_RE);
  const yearsB = b.match(YEAR_RE);
  if (yearsA && yearsB && !yearsA.some((y) => yearsB.includes(y))) return false;
  const wa = words(a);
  const wb = new Set(words(b));
  return wa.some((w) => wb.has(w));
}

function isGenericEdit(tag: VersionTag): boolean {
  return tag.kind === 'edit' && (tag.detail === undefined || GENERIC_EDITS.has(tag.detail));
}

function sameKinds(a: readonly VersionTag[], b: readonly VersionTag[]): boolean {
  return a.length === b.length && a.every((t, i) => t.kind === b[i]?.kind);
}

function detailOf(tag: VersionTag): string | undefined {
  if (tag.kind === 'edit' && tag.detail !== undefined && GENERIC_EDITS.has(tag.detail)) return undefined;
  return tag.detail;
}

/**
 * Compares the version tags of two tracks: a different set of recording-changing kinds, or two
 * named details that disagree ("Live at Wembley 1986" vs "Live at Montreux 1997", "Tiësto Remix"
 * vs "Alesso Remix"), make them different recordings; soft tags only adjust the score.
 */
export function compareVersions(a: PreparedTrack, b: PreparedTrack): VersionComparison {
  const notes: string[] = [];
  let adjust = 0;
  let ra = a.recording;
  let rb = b.recording;
  let editOnOneSide: string | null = null;
  if (!sameKinds(ra, rb)) {
    const editA = ra.find(isGenericEdit);
    const editB = rb.find(isGenericEdit);
    const restA = ra.filter((t) => !isGenericEdit(t));
    const restB = rb.filter((t) => !isGenericEdit(t));
    if ((editA === undefined) === (editB === undefined) || !sameKinds(restA, restB)) {
      return { differs: `version differs: ${label(ra, rb)} vs ${label(rb, ra)}`, adjust: 0, notes, editOnOneSide, softConflict: false, mixConflict: false };
    }
    editOnOneSide = `${describeTag((editA ?? editB) as VersionTag)} on one side only`;
    ra = restA;
    rb = restB;
  }
  for (let i = 0; i < ra.length; i++) {
    const ta = ra[i];
    const tb = rb[i];
    if (!ta || !tb) continue;
    const da = detailOf(ta);
    const db = detailOf(tb);
    if (da !== undefined && db !== undefined) {
      if (!sameDetail(da, db)) {
        return { differs: `version differs: ${describeTag(ta)} vs ${describeTag(tb)}`, adjust: 0, notes, editOnOneSide, softConflict: false, mixConflict: false };
      }
    } else if (da !== undefined || db !== undefined) {
      adjust -= 0.04;
      notes.push(`${ta.kind} detail on one side only: ${describeTag(da !== undefined ? ta : tb)}`);
    }
  }
  if (ra.length > 0) notes.push(`same version: ${label(ra, rb)}`);

  const adjustBeforeSoft = adjust;
  const remasterA = a.soft.get('remaster');
  const remasterB = b.soft.get('remaster');
  if (remasterA?.detail && remasterB?.detail && remasterA.detail !== remasterB.detail) {
    adjust -= 0.02;
    notes.push(`remaster ${remasterA.detail} vs ${remasterB.detail}`);
  } else if ((remasterA !== undefined && a.isVideo) || (remasterB !== undefined && b.isVideo)) {
    // A video "[4K Remaster]" or "(Remastered in HD)" speaks of the picture, not of the audio master.
    notes.push('video remastered');
  } else if ((remasterA === undefined) !== (remasterB === undefined)) {
    // Same recording, but when both the original master and a remaster are offered, prefer the
    // one tagged like the source.
    adjust -= 0.01;
    notes.push('remaster on one side only');
  }
  const adjustAfterRemaster = adjust;
  const monoA = a.soft.has('mono');
  const monoB = b.soft.has('mono');
  if ((monoA && b.soft.has('stereo')) || (monoB && a.soft.has('stereo'))) {
    adjust -= 0.06;
    notes.push('mono vs stereo');
  } else if (monoA !== monoB) {
    adjust -= 0.03;
    notes.push('mono on one side only');
  }
  if (
    (a.soft.has('single-version') && b.soft.has('album-version')) ||
    (a.soft.has('album-version') && b.soft.has('single-version'))
  ) {
    adjust -= 0.05;
    notes.push('single version vs album version');
  }
  const softConflict = adjust < adjustBeforeSoft;
  return { differs: null, adjust, notes, editOnOneSide, softConflict, mixConflict: adjust < adjustAfterRemaster };
}

import { TIGHT_MS } from './score-by-evidence';
import type { Evidence } from './evidence';
import type { DetailedScore, Hold } from './score-prepared';
import type { MatchBand } from './track-info';
import { VERIFIED_THRESHOLD } from './match-thresholds';

export interface Resolution {
  band: MatchBand;
  confidence: number;
  reasons: string[];
}

/** Confidence of a review lifted by the release evidence: verified, but under a clean match. */
const LIFTED = VERIFIED_THRESHOLD + 0.01;
/** ISRC years this far apart, from another registrant, on another album: another recording. */
const REREGISTERED_YEARS = 3;

/**
 * Settles a `review` by the release data the score did not weigh. It becomes `verified` when
 * every reason it was held for is answered (`liftedBy`), `none` when the evidence says another
 * recording (`refutation`), and stays `review` otherwise.
 */
export function resolveReview(top: DetailedScore): Resolution {
  const keep: Resolution = { band: 'review', confidence: top.score, reasons: top.reasons };
  const e = top.evidence;
  if (!e) return keep;
  const gap = top.gapMs === undefined ? undefined : Math.abs(top.gapMs);
  const tight = gap !== undefined && gap <= TIGHT_MS;
  const sameRelease = e.edition === 'same' && (e.position === 'equal' || (e.position === 'unknown' && e.year === 'equal'));
  const samePosition = e.position === 'equal';
  // An ISRC of the same batch is no proof: a label registers a single's radio edit, clean
  // version and album cut together. Only an equal ISRC, confirmed by length and title, supports.
  const isrcSupports = e.isrc === 'equal' && top.isrcAccepted;

  const refuted = refutation(top, tight);
  // The same album position can show a platform dropped a guest; it cannot make two
  // performances one (classical albums are named after the work and ordered like it).
  if (refuted && (!samePosition || top.holds.includes('performers'))) return { band: 'none', confidence: top.score, reasons: [...top.reasons, `not the same recording: ${refuted}`] };

  // Held by the score alone (a duration 5-10 s off, a name spelled alike): another cut of the same
  // release would look the same, so only the same album position or an accepted ISRC confirms.
  const lifted = top.holds.length > 0 ? top.holds.every((hold) => answered(hold, { sameRelease, samePosition, isrcSupports, tight, e })) : samePosition || isrcSupports;
  if (lifted) return { band: 'verified', confidence: Math.max(top.score, LIFTED), reasons: [...top.reasons, 'confirmed by the release evidence'] };
  return keep;
}

/** What the release evidence around the top candidate shows, for `answered`. */
interface Shown {
sameRelease: boolean;
samePosition: boolean;
isrcSupports: boolean;
tight: boolean;
e: Evidence;
}

/** Whether the evidence answers one reason a candidate was held in review. */
function answered(hold: Hold, { sameRelease, samePosition, isrcSupports, tight, e }: Shown): boolean {
  switch (hold) {
    case 'title-similar':
    case 'artists-one-way':
    case 'other-mix':
      return sameRelease || isrcSupports;
    case 'edit-one-side':
    case 'guest-one-side':
    case 'isrc-unchecked':
      return samePosition || (sameRelease && tight);
    case 'artists-differ':
      return sameRelease || (tight && e.isrc === 'equal');
    case 'remaster':
      // An untagged title on the album's remastered edition (the album's name says it) is that
      // remaster, and so is one that lasts the same on an album named alike; an untagged album
      // against a remastered one is the original master.
      return tight && e.edition === 'same';
    case 'clean-explicit':
      // Apple Music lists the clean and explicit editions of an album under one name, with the
      // same track positions: only an equal ISRC (which holds nothing) shows one master.
      return false;
    case 'other-script':
      return samePosition;
    case 'performers':
      return isrcSupports;
    case 'other-release':
      // On another album by definition: only an equal ISRC could show the same master, and
      // with one the score holds nothing.
      return false;
  }
}

/** What says the candidate is another recording despite its close score, or null. */
export function refutation(top: DetailedScore, tight: boolean): string | null {
  const e = top.evidence;
  if (!e) return null;
  // An ISRC stays with a recording for its life, through compilations and changes of owner; a new
  // recording, or a materially changed one (a remaster, an edit), gets its own (IFPI, ISRC
  // Handbook, 4th ed., 2021, §4.6-4.7: https://isrc.ifpi.org/downloads/ISRC_Handbook.pdf). So a
  // "Hits Collection" track under another registrant's code from years later is another
  // recording, however close its length, unless a remaster tag says it is the old one remastered.
  if (e.isrc === 'other' && e.isrcYearGap !== undefined && Math.abs(e.isrcYearGap) >= REREGISTERED_YEARS && e.album === 'differs') {
    if (!tight) return `another registrant's ISRC ${Math.abs(e.isrcYearGap)} years apart on another album, and another length: a re-recording`;
    if (!top.holds.includes('remaster')) return `another registrant's ISRC ${Math.abs(e.isrcYearGap)} years apart on another album, no remaster named: a re-recording`;
  }
  // A compilation carries the album cut as it is: the same master lasts the same. Seconds
  // more or less on another album are another recording or another edit.
  if (top.holds.includes('other-release') && !tight && e.isrc !== 'equal') {
    return 'on another album at another length: another recording or edit';
  }
  // The clean and the explicit edit of a song are two masters with an ISRC each (same Handbook):
  // the other edit, under its own code, is not the one the source plays.
  if (top.holds.includes('clean-explicit') && (e.isrc === 'other' || e.isrc === 'registrant' || e.isrc === 'family')) {
    return 'the other edit (clean or explicit) under its own ISRC';
  }
  // Two performances of one work: the ISRCs or the lengths tell them apart.
  if (top.holds.includes('performers') && (!tight || e.isrc === 'other' || e.isrc === 'registrant' || e.isrc === 'family')) {
    return 'the performers differ, and so do the ISRCs or the lengths: another performance';
  }
  // Only the same track position on the same album could show that a platform dropped the guest.
  if (top.holds.includes('guest-one-side') && (!tight || e.album !== 'unknown' || e.isrc === 'other' || e.isrc === 'registrant')) {
    return "a guest credited on one side only, and no same album position to show it is the same track: the guest's version";
  }
  return null;
}

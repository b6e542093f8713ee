import type { Evidence } from './evidence';
import { VERIFIED_THRESHOLD } from './match-thresholds';
import type { DetailedScore } from './score-prepared';

/** Within this, two durations are the same master (rounding to seconds and encoder padding). */
export const TIGHT_MS = 2_000;
/**
 * Without a comparable title or artist, the duration must be closer still: platforms round one
 * master to within a second of each other, while another recording of the song (the English
 * "Into the Night" of "夜に駆ける") is often within two.
 */
const EVIDENCE_TIGHT_MS = 1_500;
/** On the same album at the same position: one master listed with each platform's rounding and padding. */
const SAME_SLOT_MS = 3_000;
const VERIFIED_BY_EVIDENCE = 0.93;
const REVIEW_BY_EVIDENCE = 0.8;
/** The album and the artist without a position: just under verified, as every held score (`REVIEW_CAP`). */
const REVIEW_BY_ALBUM = VERIFIED_THRESHOLD - 0.01;

export interface EvidenceInput {
  reasons: string[];
  evidence: Evidence;
  gapMs: number | undefined;
  isrcAccepted: boolean;
  albumEqual: boolean;
  /** Both the title and the artists are in scripts that cannot be compared. */
  bothUnknown: boolean;
  /** Artists not comparable, but the title is the same on both sides in a script other than Latin. */
  nativeTitle?: boolean;
  /** The artists agree (equal, or equal once romanised): not merely unknown. */
  artistsAgree?: boolean;
  /** A title not in Latin letters is in the script of its album's name: the release's own language, which the other side renders. */
  nativeAlbum?: boolean;
  /** Two different Latin titles of a release in another script (see compareTitle): only its slot can tell. */
  renderings?: boolean;
  /** What the versions and credits say against it (another master, a clean edit, a guest on one side). */
  conflicts: string[];
}

/**
 * A candidate whose title or artists are written in another script that romanising cannot
 * compare (a translated title, Han characters, "방탄소년단" / "BTS") is decided by what the release
 * says: the duration must agree within `EVIDENCE_TIGHT_MS`; then an accepted equal ISRC, the same album
 * with the same track position, or the same position and year, verify it. With one
 * of title or artists still agreeing and nothing against it, it is left for review; with both
 * unknown, or anything against it (another album, year, registrant or explicit flag), it is
 * not the same recording. Without an album position nothing tells the song from another of the
 * same artist on the same album that lasts as long, so the album and the artist alone leave it in
 * review, just under verified: a caller that can read the positions (the server's conversion)
 * settles it by them (`resolveReview`), one that cannot (the extension) does not claim it.
 */
export function scoreByEvidence(input: EvidenceInput): DetailedScore {
  const { reasons, evidence: e, gapMs, isrcAccepted, albumEqual } = input;
  // The same slot of the same release (album, edition and track position) is the same track
  // however each platform rounded or padded its length; elsewhere the length must agree closely.
  const sameSlot = e.edition === 'same' && e.position === 'equal';
  const tight = gapMs !== undefined && Math.abs(gapMs) <= (sameSlot ? SAME_SLOT_MS : EVIDENCE_TIGHT_MS);
  // Another track of the same album lasting as long would fit the same evidence (see findBestMatch);
  // one at another position does not.
  const fitsAlbum = tight && e.edition === 'same' && e.position !== 'differs';
  // Fields in the order of every other score (see scorePrepared), so the hot loop stays monomorphic.
  const result = (score: number, why: string, holds: DetailedScore['holds'] = []): DetailedScore => ({
    score,
    rank: score,
    reasons: [...reasons, why],
    isrcAccepted,
    gapMs,
    albumEqual,
    holds,
    evidence: e,
    byEvidence: true,
    fitsAlbum,
  });
  const refuse = (why: string): DetailedScore => result(0, why);
  if (!tight) return refuse('in another script with no tight duration to go on');
  // The album name alone does not tell its tracks apart (they share it and its year); its
  // position does. The same artist's track on the same edition of an album named in the title's
  // own script, as long to a second and a half, is most often the song whose title one platform
  // translates or romanises, but another song of that album and artist as long fits just as well
  // (the sandbox's script twins: "Dance" of 202 s against the album's "Осень" of 201 s, its own
  // "Танцуй" 2 s off or not among the candidates). With no title to compare, the matcher cannot
  // tell them apart without the positions: that is a review, settled by the positions where they
  // can be read. Where the album is named in Latin letters too, the title may be its other song.
  const albumAndArtist = input.artistsAgree === true && input.nativeAlbum === true && e.edition === 'same';
  // Two Latin titles that differ say nothing for it, unlike a title no one can read: only the
  // same slot of the same release (or an accepted ISRC) shows it is one track.
  const slotOrIsrc = isrcAccepted || sameSlot;
  const strong =
    input.renderings === true ? slotOrIsrc : slotOrIsrc || (e.position === 'equal' && e.year === 'equal') || input.nativeTitle === true;
  const against: string[] = [];
  if (e.album === 'differs') against.push('album differs');
  if (e.position === 'differs' && e.album === 'equal') against.push('track position differs');
  if (e.year === 'differs') against.push('release year differs');
  if (!isrcAccepted && (e.isrc === 'other' || e.isrc === 'registrant')) against.push('isrc differs');
  against.push(...input.conflicts);
  if (strong && against.length === 0) {
    const why = isrcAccepted ? 'isrc equal' : e.position === 'equal' ? 'same album and position' : 'the same title in its own script';
    return result(VERIFIED_BY_EVIDENCE, `verified by the release evidence: ${why}`);
  }
  if (albumAndArtist && against.length === 0) {
    return result(REVIEW_BY_ALBUM, 'the same artist on the same album, as long, but no album position to tell it from another of its songs: review', ['other-script']);
  }
  if (input.renderings === true && (e.album !== 'equal' || e.position !== 'unknown')) {
    // Left for review only where reading the album's track list could still place them.
    return refuse('two Latin titles that differ, not in one slot of one release');
  }
  if (input.bothUnknown || against.length > 0) return refuse(against.length > 0 ? `not confirmed: ${against.join(', ')}` : 'neither title nor artists comparable and no ISRC or album to confirm');
  return result(REVIEW_BY_EVIDENCE, 'nothing but the duration confirms it: review', ['other-script']);
}

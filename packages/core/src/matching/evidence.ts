import type { PreparedTrack } from './prepare-track';

/**
 * What the release data around two tracks says, beyond title, artists and duration. Each field is
 * `unknown` when either side does not give it.
 */
export interface Evidence {
  /** The album names (compared across scripts too). */
  album: 'equal' | 'differs' | 'unknown';
  /**
   * The same edition of an equal album: no guest, version or remaster in one album's name that the
   * other's lacks ("Song" and "Song (feat. X) - Single" are two releases named alike).
   */
  edition: 'same' | 'other' | 'unknown';
  /** Track and disc number on the same edition; `unknown` on another edition, where positions say nothing. */
  position: 'equal' | 'differs' | 'unknown';
  /** Release years: `near` is one year apart (a single and its album, time zones at New Year). */
  year: 'equal' | 'near' | 'differs' | 'unknown';
  isrc: IsrcRelation;
  /** Candidate's ISRC year minus the source's, when both parse and differ. */
  isrcYearGap: number | undefined;
}

/**
 * How two ISRCs relate (ISO 3901: country CC, registrant XXX, year YY, designation NNNNN):
 * - `equal`;
 * - `family`: same registrant and year and designations within `FAMILY_SPAN`, i.e. registered in
 *   one batch, as the tracks of one release and its clean or territory twin are;
 * - `registrant`: same registrant, another batch (a reissue by the same label);
 * - `other`: another registrant (a re-registration by a new rights holder, or another recording);
 * - `unknown`: either is missing or malformed.
 */
export type IsrcRelation = 'equal' | 'family' | 'registrant' | 'other' | 'unknown';

export interface IsrcParts {
  registrant: string;
  year: number;
  designation: number;
}

const ISRC_RE = /^([A-Z]{2}[A-Z0-9]{3})(\d{2})(\d{5})$/;
/** Designations a label assigns to one release's tracks lie close together. */
const FAMILY_SPAN = 100;
/** Two-digit ISRC years: codes exist since 1986, so 40-99 are the 1900s (old catalogue re-registered keeps its year). */
const CENTURY_PIVOT = 40;

export function isrcParts(isrc: string | undefined): IsrcParts | undefined {
  const m = isrc === undefined ? null : ISRC_RE.exec(isrc);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const yy = Number(m[2]);
  return { registrant: m[1], year: yy >= CENTURY_PIVOT ? 1900 + yy : 2000 + yy, designation: Number(m[3]) };
}

function isrcRelation(a: string | undefined, b: string | undefined): { isrc: IsrcRelation; isrcYearGap: number | undefined } {
  if (a !== undefined && a === b) return { isrc: 'equal', isrcYearGap: undefined };
  const pa = isrcParts(a);
  const pb = isrcParts(b);
  if (!pa || !pb) return { isrc: 'unknown', isrcYearGap: undefined };
  const isrcYearGap = pb.year - pa.year;
  if (pa.registrant !== pb.registrant) return { isrc: 'other', isrcYearGap };
  if (isrcYearGap === 0 && Math.abs(pa.designation - pb.designation) <= FAMILY_SPAN) return { isrc: 'family', isrcYearGap };
  return { isrc: 'registrant', isrcYearGap };
}

const YEAR_RE = /^(\d{4})/;

export function yearOf(date: string | undefined): number | undefined {
  const m = date === undefined ? null : YEAR_RE.exec(date);
  return m?.[1] ? Number(m[1]) : undefined;
}

export function gatherEvidence(source: PreparedTrack, candidate: PreparedTrack, albumAgrees: boolean | undefined): Evidence {
  const album = albumAgrees === undefined ? 'unknown' : albumAgrees ? 'equal' : 'differs';
  const edition: Evidence['edition'] = album !== 'equal' ? 'unknown' : source.editionMark === candidate.editionMark ? 'same' : 'other';
  let position: Evidence['position'] = 'unknown';
  const ta = source.track.trackNumber;
  const tb = candidate.track.trackNumber;
  if (ta !== undefined && tb !== undefined && edition === 'same') {
    const sameDisc = (source.track.discNumber ?? 1) === (candidate.track.discNumber ?? 1);
    position = ta === tb && sameDisc ? 'equal' : 'differs';
  }
  let year: Evidence['year'] = 'unknown';
  if (source.year !== undefined && candidate.year !== undefined) {
    const gap = Math.abs(source.year - candidate.year);
    year = gap === 0 ? 'equal' : gap === 1 ? 'near' : 'differs';
  }
  // Listed field by field: an object spread here cost more than the rest of the evidence.
  const { isrc, isrcYearGap } = isrcRelation(source.isrc, candidate.isrc);
  return { album, edition, position, year, isrc, isrcYearGap };
}

/** The evidence as reasons, for the match's explanation. */
export function describeEvidence(e: Evidence): string[] {
  const out: string[] = [];
  if (e.edition === 'other') out.push('another edition of the album');
  if (e.position !== 'unknown') out.push(`track position ${e.position}`);
  if (e.year !== 'unknown') out.push(`release year ${e.year}`);
  if (e.isrc === 'family') out.push('isrc of the same release batch');
  else if (e.isrc === 'registrant') out.push('isrc of the same registrant');
  else if (e.isrc === 'other') out.push(`isrc of another registrant${e.isrcYearGap ? `, ${e.isrcYearGap > 0 ? '+' : ''}${e.isrcYearGap} years` : ''}`);
  return out;
}

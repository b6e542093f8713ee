import { artistKey } from './artist-set';
import { compareAcrossScripts, scriptsDiffer } from './cross-script';
import { artistsOf, type PreparedTrack } from './prepare-track';
import type { Romanizer } from './romanize';

/**
 * Artists compared across scripts, when no name is shared as written: `agree` when a main name
 * of one romanises to a main name of the other ("Кино" / "Kino"), `unknown` when the names are in
 * different scripts and romanising cannot tell ("방탄소년단" / "BTS", "米津玄師" / "Kenshi Yonezu"),
 * `differ` when they are written in the same script and still differ.
 */
export function artistsAcrossScripts(source: PreparedTrack, candidate: PreparedTrack, romanizer: Romanizer): 'agree' | 'unknown' | 'differ' {
  let crossed = false;
  for (const a of artistsOf(source).main) {
    for (const b of artistsOf(candidate).main) {
      if (!scriptsDiffer(a, b)) continue;
      crossed = true;
      if (compareAcrossScripts(a, b, romanizer) !== 'unknown') return 'agree';
    }
  }
  return crossed ? 'unknown' : 'differ';
}

/** Classical credits list composer, soloists, orchestra and conductor in any order: any shared name agrees. */
export function sharesAnyArtist(source: PreparedTrack, candidate: PreparedTrack): boolean {
  const other = artistsOf(candidate).all;
  for (const key of artistsOf(source).all) if (other.has(key)) return true;
  return false;
}

/**
 * A guest credited in one title ("Song (feat. X)") whom the other track credits nowhere, while
 * every name the other credits is on this side: the guest's version, not the solo one. Returns
 * the guest's name, or undefined.
 */
export function guestOnOneSide(withGuest: PreparedTrack, other: PreparedTrack): string | undefined {
  if (withGuest.title.featured.length === 0) return undefined;
  const mine = artistsOf(withGuest).all;
  const theirs = artistsOf(other);
  for (const name of theirs.names) if (!mine.has(name)) return undefined;
  for (const guest of withGuest.title.featured) {
    const key = artistKey(guest);
    if (key !== '' && !theirs.all.has(key)) return guest;
  }
  return undefined;
}

/** Whether the album names agree: equal, or equal once romanised; undefined when either is unknown or they cannot be compared. */
export function albumsAgree(source: PreparedTrack, candidate: PreparedTrack, romanizer: Romanizer): boolean | undefined {
  const a = source.albumKey;
  const b = candidate.albumKey;
  if (a === undefined || b === undefined) return undefined;
  if (a === b) return true;
  if (!scriptsDiffer(a, b)) return false;
  return compareAcrossScripts(a, b, romanizer) === 'unknown' ? undefined : true;
}

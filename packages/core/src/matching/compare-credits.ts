import { artistKey } from './artist-set';
import { comparableKey } from './comparable-key';
import { compareAcrossScripts, scriptsDiffer } from './cross-script';
import { artistsOf, type PreparedTrack } from './prepare-track';
import type { Romanizer } from './romanize';

/**
 * Artists compared across scripts, when no name is shared as written: `agree` when a main name
 * of one romanises to a main name of the other ("Кино" / "Kino"), `unknown` when the names are in
 * different scripts and romanising cannot tell ("米津玄師" / "Kenshi Yonezu", "ДДТ" / "DDT"),
 * `differ` when they are written in the same script and still differ, or when every name across
 * scripts romanises to other consonants ("كريم منصور" / "Jude & The Seasons"): artists are
 * transliterated between platforms far more often than translated.
 */
export function artistsAcrossScripts(source: PreparedTrack, candidate: PreparedTrack, romanizer: Romanizer): 'agree' | 'unknown' | 'differ' {
  let crossed = false;
  let unlike = false;
  for (const a of artistsOf(source).main) {
    for (const b of artistsOf(candidate).main) {
      if (!scriptsDiffer(a, b)) continue;
      crossed = true;
      const across = compareAcrossScripts(a, b, romanizer);
      if (across === 'unlike') unlike = true;
      else if (across !== 'unknown') return 'agree';
    }
  }
  // A name too short to compare ("Jude", "IU") says nothing; a longer one that romanises to other consonants does.
  return crossed && !unlike ? 'unknown' : 'differ';
}

/** Classical credits list composer, soloists, orchestra and conductor in any order: any shared name agrees. */
export function sharesAnyArtist(source: PreparedTrack, candidate: PreparedTrack): boolean {
  const other = artistsOf(candidate).all;
  for (const key of artistsOf(source).all) if (other.has(key)) return true;
  return false;
}

/**
 * Whether two classical credits can be one performance. Platforms credit it differently (Spotify
 * the composer first, then the performers; Apple Music the performers only), so one side naming
 * a subset of the other agrees, and so do two names in common (the composer and a performer).
 * One name in common while each side names others is most often the composer alone: two
 * performances of one work by different orchestras, conductors or soloists.
 */
export function performersAgree(source: PreparedTrack, candidate: PreparedTrack): boolean {
  const a = artistsOf(source);
  const b = artistsOf(candidate);
  let shared = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (const name of a.names) {
    if (b.all.has(name)) shared++;
    else onlyA++;
  }
  for (const name of b.names) if (!a.all.has(name)) onlyB++;
  return onlyA === 0 || onlyB === 0 || shared >= 2;
}

/** Whether a track's whole title (version text included) names `key` as whole words. */
function mentions(track: PreparedTrack, key: string): boolean {
  return ` ${comparableKey(track.foldedTitle)} `.includes(` ${key} `);
}

/** A guest credited on one side only: where the other side cannot have left it out by habit, or only in its credits. */
export interface Guest {
  name: string;
  /** Only in the artist credits (not in the title or the single's name): platforms drop such credits (Deezer's search lists the main artist alone). */
  creditOnly: boolean;
}

/**
 * A guest on one side that the other credits nowhere, while every name the other credits is on
 * this side: the guest's version, not the solo one. The guest is named in the title ("Song
 * (feat. X)"), in the name of the song's single ("Song (feat. X) - Single"), or only credited as
 * an artist, where platforms list guests too (Spotify, TIDAL) but also drop them (Deezer's search
 * rows, Apple Music's "SICKO MODE" by Travis Scott alone): that last kind is `creditOnly`. A name
 * the other title mentions (a remixer, "Song - X Remix") is no guest.
 */
export function guestOnOneSide(withGuest: PreparedTrack, other: PreparedTrack): Guest | undefined {
  const mine = artistsOf(withGuest);
  const theirs = artistsOf(other);
  const named = [...withGuest.title.featured, ...withGuest.albumGuests];
  if (mine.names.length <= theirs.names.length && named.length === 0) return undefined;
  for (const name of theirs.names) if (!mine.all.has(name)) return undefined;
  for (const guest of named) {
    const key = artistKey(guest);
    if (key !== '' && !theirs.all.has(key) && !other.albumGuests.some((g) => artistKey(g) === key)) return { name: guest, creditOnly: false };
  }
  for (const name of mine.names) {
    if (!theirs.all.has(name) && !mentions(other, name)) return { name, creditOnly: true };
  }
  return undefined;
}

/**
 * Whether a video's title names the other side's primary artist ("Song - Artist (Lyrics)",
 * "Artist - Song (Official Lyric Video)"): lyric and fan channels upload songs under their own
 * channel name (the recorded YouTube Music video search, `search-videos-2026-01.json`).
 */
export function artistInVideoTitle(source: PreparedTrack, candidate: PreparedTrack): boolean {
  for (const [video, other] of [[source, candidate], [candidate, source]] as const) {
    if (!video.isVideo) continue;
    for (const key of artistsOf(other).primary) if (key !== '' && mentions(video, key)) return true;
  }
  return false;
}

/** Whether the album names agree: equal, or equal once romanised; undefined when either is unknown or they cannot be compared. */
export function albumsAgree(source: PreparedTrack, candidate: PreparedTrack, romanizer: Romanizer): boolean | undefined {
  const a = source.albumKey;
  const b = candidate.albumKey;
  if (a === undefined || b === undefined) return undefined;
  if (a === b) return true;
  if (!scriptsDiffer(a, b)) return false;
  const across = compareAcrossScripts(a, b, romanizer);
  return across === 'unknown' || across === 'unlike' ? undefined : true;
}

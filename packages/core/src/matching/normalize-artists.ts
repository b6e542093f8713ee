import { artistSet, creditKeys } from './artist-set';
import { foldText } from './fold-text';
import { normalizeTitle } from './normalize-title';

/**
 * The normalised artist names of a track: each credit folded ("Beyoncé" = "Beyonce", "The Weeknd"
 * = "Weeknd"), shared credits split on `&`, `,`, ` x `, `and`, `vs.`, `feat.`, `ft.`, `with`
 * while keeping the whole credit too ("Simon & Garfunkel" stays comparable as one name), plus the
 * guests a title credits ("Song (feat. X)").
 */
export function normalizeArtists(artists: readonly string[], title?: string): string[] {
  const featured = title === undefined ? [] : normalizeTitle(title).featured;
  return [...artistSet(artists.map((a) => creditKeys(foldText(a))), featured).all];
}

/**
 * Pieces of the platforms' title conventions. These conventions are what make text matching
 * hard: Spotify writes `Song - Remastered 2011` and lists featured artists as artists; Apple
 * Music writes `Song (feat. X) [Remastered 2011]` with only the main artists; Deezer writes
 * `Song (feat. X) (Remastered 2011)` and lists everyone as contributors; TIDAL keeps featured
 * artists in the artist list; YouTube Music puts `feat.` in the title. Each platform's
 * `profile.ts` puts the pieces together.
 */
export interface TitleParts {
  title: string;
  version?: string;
  /** Featured artist names, in order. */
  featuring: string[];
}

/** `A`, `A & B`, `A, B & C`: how credits are joined inside a `feat.` clause. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/** ` (feat. A & B)`, or nothing without featured artists. */
export function featClause(featuring: readonly string[]): string {
  return featuring.length > 0 ? ` (feat. ${joinNames(featuring)})` : '';
}

/** `Song (feat. X) (Remastered 2011)`: Deezer's and YouTube Music's way. */
export function titleFeatThenVersion({ title, version, featuring }: TitleParts): string {
  return `${title}${featClause(featuring)}${version ? ` (${version})` : ''}`;
}

/**
 * How each platform writes a recording's title and artists. These conventions are what make
 * text matching hard: Spotify writes `Song - Remastered 2011` and lists featured artists as
 * artists; Apple Music writes `Song (feat. X) [Remastered 2011]` with only the main artists;
 * Deezer writes `Song (feat. X) (Remastered 2011)` and lists everyone as contributors; TIDAL
 * keeps featured artists in the artist list; YouTube Music puts `feat.` in the title.
 */
import type { PlatformKey } from './model';

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

export function platformTitle(platform: PlatformKey, parts: TitleParts): string {
  const { title, version, featuring } = parts;
  const feat = featuring.length > 0 ? ` (feat. ${joinNames(featuring)})` : '';
  switch (platform) {
    case 'spotify':
      return version ? `${title} - ${version}` : title;
    case 'applemusic':
      if (!version) return `${title}${feat}`;
      return feat ? `${title}${feat} [${version}]` : `${title} (${version})`;
    case 'deezer':
    case 'ytmusic':
      return `${title}${feat}${version ? ` (${version})` : ''}`;
    case 'tidal':
      return version ? `${title} (${version})` : title;
  }
}

/** The artist names a platform lists for a track, main artists first. */
export function platformArtists(platform: PlatformKey, main: readonly string[], featuring: readonly string[]): string[] {
  switch (platform) {
    case 'spotify':
    case 'deezer':
    case 'tidal':
      return [...main, ...featuring];
    case 'applemusic':
    case 'ytmusic':
      return [...main];
  }
}

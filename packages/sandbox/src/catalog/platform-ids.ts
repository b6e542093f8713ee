/**
 * Ids in each platform's real format (its `profile.ts`), never handed out twice within one
 * catalog.
 */
import type { PlatformKey } from './model';
import { uniqueIds } from '../ids';
import { profiles } from '../profiles';
import type { SeededRandom } from '../seeded-random';

export interface PlatformIds {
  track(platform: PlatformKey): string;
  album(platform: PlatformKey): string;
  artist(platform: PlatformKey): string;
  playlist(platform: PlatformKey): string;
  /** A playlist created at runtime (some platforms give those another format). */
  createdPlaylist(platform: PlatformKey): string;
  /** The album's own audio playlist, on platforms that have one (YouTube Music `OLAK5uy_...`). */
  albumPlaylist(platform: PlatformKey): string | undefined;
  isrc(countryCode: string, year: number): string;
  upc(): string;
}

export function createPlatformIds(random: SeededRandom): PlatformIds {
  const unique = uniqueIds();
  const ids = (platform: PlatformKey) => profiles[platform].ids;
  return {
    track: (platform) => unique(() => ids(platform).track(random)),
    album: (platform) => unique(() => ids(platform).album(random)),
    artist: (platform) => unique(() => ids(platform).artist(random)),
    playlist: (platform) => unique(() => ids(platform).playlist(random)),
    createdPlaylist: (platform) => unique(() => (ids(platform).createdPlaylist ?? ids(platform).playlist)(random)),
    albumPlaylist: (platform) => {
      const draw = ids(platform).albumPlaylist;
      return draw && unique(() => draw(random));
    },
    isrc: (countryCode, year) =>
      unique(() => {
        const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
        let registrant = '';
        for (let i = 0; i < 3; i++) registrant += random.pick(letters.split(''));
        const yy = String(year % 100).padStart(2, '0');
        return `${countryCode}${registrant}${yy}${String(random.int(0, 99_999)).padStart(5, '0')}`;
      }),
    upc: () =>
      unique(() => {
        let digits = '';
        for (let i = 0; i < 11; i++) digits += String(random.int(0, 9));
        return digits + upcCheckDigit(digits);
      }),
  };
}

/** GS1 check digit of an 11-digit UPC-A body. */
export function upcCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

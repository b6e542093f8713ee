/**
 * Ids in each platform's real format, never handed out twice within one catalog.
 * Ranges are picked to look like today's ids: Deezer track ids pass 2^31 (`2947516331`),
 * Apple catalog ids have about 10 digits, TIDAL ids are numeric strings, YouTube ids are
 * URL-safe base64.
 */
import type { PlatformKey } from './model';
import {
  applePlaylistId,
  numericId,
  spotifyId,
  uniqueIds,
  uuidV4,
  youtubeAlbumBrowseId,
  youtubeAlbumPlaylistId,
  youtubeChannelId,
  youtubePlaylistId,
  youtubeVideoId,
} from '../ids';
import type { SeededRandom } from '../seeded-random';

const INT32_MAX = 2 ** 31 - 1;

export interface PlatformIds {
  track(platform: PlatformKey): string;
  album(platform: PlatformKey): string;
  artist(platform: PlatformKey): string;
  playlist(platform: PlatformKey): string;
  /** YouTube Music album audio playlist (`OLAK5uy_...`). */
  albumPlaylist(): string;
  isrc(countryCode: string, year: number): string;
  upc(): string;
}

export function createPlatformIds(random: SeededRandom): PlatformIds {
  const unique = uniqueIds();
  const apple = (): string => numericId(random, 1_000_000_000, 1_799_999_999);
  const tidal = (): string => numericId(random, 1_000_000, 449_999_999);
  return {
    track: (platform) =>
      unique(() => {
        switch (platform) {
          case 'spotify':
            return spotifyId(random);
          case 'deezer':
            // About a third above 2^31, as recent Deezer tracks are.
            return random.chance(0.35)
              ? numericId(random, INT32_MAX + 1, 3_600_000_000)
              : numericId(random, 1_000_000, INT32_MAX);
          case 'applemusic':
            return apple();
          case 'tidal':
            return tidal();
          case 'ytmusic':
            return youtubeVideoId(random);
        }
      }),
    album: (platform) =>
      unique(() => {
        switch (platform) {
          case 'spotify':
            return spotifyId(random);
          case 'deezer':
            return numericId(random, 100_000, 899_999_999);
          case 'applemusic':
            return apple();
          case 'tidal':
            return tidal();
          case 'ytmusic':
            return youtubeAlbumBrowseId(random);
        }
      }),
    artist: (platform) =>
      unique(() => {
        switch (platform) {
          case 'spotify':
            return spotifyId(random);
          case 'deezer':
            return numericId(random, 1_000, 250_000_000);
          case 'applemusic':
            return numericId(random, 100_000_000, 1_799_999_999);
          case 'tidal':
            return numericId(random, 1_000, 60_000_000);
          case 'ytmusic':
            return youtubeChannelId(random);
        }
      }),
    playlist: (platform) =>
      unique(() => {
        switch (platform) {
          case 'spotify':
            return spotifyId(random);
          case 'deezer':
            return numericId(random, 1_000_000_000, 14_999_999_999);
          case 'applemusic':
            return applePlaylistId(random);
          case 'tidal':
            return uuidV4(random);
          case 'ytmusic':
            return youtubePlaylistId(random);
        }
      }),
    albumPlaylist: () => unique(() => youtubeAlbumPlaylistId(random)),
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

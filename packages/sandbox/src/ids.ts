/**
 * Platform id formats, drawn from a seeded random. Formats follow the platforms' own ids, as
 * their share URLs and the recorded responses (`packages/recorded`) show them.
 */
import type { SeededRandom } from './seeded-random';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const URL_SAFE64 = `${BASE62}-_`;
const HEX = '0123456789abcdef';

/** `length` characters drawn from `alphabet`. */
export function draw(random: SeededRandom, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random.next() * alphabet.length)];
  return out;
}

/** Spotify track/album/artist/playlist id: base62, 22 characters. */
export function spotifyId(random: SeededRandom): string {
  return draw(random, BASE62, 22);
}

/** A decimal id in [min, max] (both below 2^53), as a string since Deezer ids pass 2^31. */
export function numericId(random: SeededRandom, min: number, max: number): string {
  // Two draws give ~53 bits, so spans above 2^32 (Deezer playlist ids) are covered evenly.
  const r = random.next() + random.next() / 4294967296;
  return String(min + Math.floor(r * (max - min + 1)));
}

/** YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export function youtubeVideoId(random: SeededRandom): string {
  return draw(random, URL_SAFE64, 11);
}

/** YouTube Music album browse id, e.g. `MPREb_gTAcphH99wE`. */
export function youtubeAlbumBrowseId(random: SeededRandom): string {
  return `MPREb_${draw(random, BASE62, 11)}`;
}

/** YouTube Music album audio playlist id: `OLAK5uy_` + 33 characters (41 in all). */
export function youtubeAlbumPlaylistId(random: SeededRandom): string {
  return `OLAK5uy_${draw(random, URL_SAFE64, 33)}`;
}

/** YouTube user playlist id: `PL` + 32 characters. */
export function youtubePlaylistId(random: SeededRandom): string {
  return `PL${draw(random, URL_SAFE64, 32)}`;
}

/** YouTube channel id: `UC` + 22 characters. */
export function youtubeChannelId(random: SeededRandom): string {
  return `UC${draw(random, URL_SAFE64, 22)}`;
}

/** Apple Music editorial playlist id: `pl.` + 32 hex. */
export function applePlaylistId(random: SeededRandom): string {
  return `pl.${draw(random, HEX, 32)}`;
}

/** TIDAL playlist id: a version 4 UUID. */
export function uuidV4(random: SeededRandom): string {
  const hex = draw(random, HEX, 32).split('');
  hex[12] = '4';
  hex[16] = HEX[(parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8] ?? '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Lowercase hex of a given length (Deezer `md5_image`, artwork hashes). */
export function hexId(random: SeededRandom, length: number): string {
  return draw(random, HEX, length);
}

/**
 * Draws ids until one is new: real platforms never hand out one id twice, and a collision in
 * a generated catalog would make two listings indistinguishable.
 */
export function uniqueIds(): <T extends string>(make: () => T) => T {
  const seen = new Set<string>();
  return (make) => {
    for (;;) {
      const id = make();
      if (!seen.has(id)) {
        seen.add(id);
        return id;
      }
    }
  };
}

/**
 * Deezer image fields derive from an md5 hash: `https://cdn-images.dzcdn.net/images/{kind}/{md5}/{N}x{N}-000000-80-0-0.jpg`
 * for N = 56, 250, 500, 1000, plus the API's own `/{type}/{id}/image` redirect
 * (https://developers.deezer.com/api/track; recorded /track and /album responses).
 */
import { stableHex } from '../platform-kit/stable-hash';

const SIZES = [
  ['small', 56],
  ['medium', 250],
  ['big', 500],
  ['xl', 1000],
] as const;

export function md5Of(seed: string): string {
  return stableHex(`deezer-md5-${seed}`, 32);
}

/** `cover`, `cover_small` ... `cover_xl` (albums) or `picture`, `picture_small` ... (artists, playlists, users). */
export function imageFields(
  field: 'cover' | 'picture',
  kind: 'cover' | 'artist' | 'playlist' | 'user',
  apiUrl: string,
  md5: string,
): Record<string, string> {
  const out: Record<string, string> = { [field]: `${apiUrl}/image` };
  for (const [name, n] of SIZES) out[`${field}_${name}`] = `https://cdn-images.dzcdn.net/images/${kind}/${md5}/${n}x${n}-000000-80-0-0.jpg`;
  return out;
}

/**
 * Random text for the opaque secrets platforms hand out; each platform's `profile.ts` gives them
 * its shape (Spotify access `BQ…`, Google `ya29.…`, Deezer `fr…`), so a client that logs or
 * validates them sees what it would see in production. Randomness comes from `node:crypto`:
 * sandbox tokens must not repeat across restarts with the same seed (a stored token from an
 * earlier run is unknown).
 */
import { randomBytes } from 'node:crypto';

const URL_SAFE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length: number, alphabet = URL_SAFE64): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(bytes[i] ?? 0) % alphabet.length];
  return out;
}

/** Base64 of `length` random bytes (Apple's Music-User-Token is a long base64 blob). */
export function randomBase64(length: number): string {
  return randomBytes(length).toString('base64');
}

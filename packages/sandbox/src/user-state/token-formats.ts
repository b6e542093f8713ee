/**
 * Opaque secrets in the shape each platform hands out, so a client that logs or validates them
 * sees what it would see in production. Randomness comes from `node:crypto`: sandbox tokens must
 * not repeat across restarts with the same seed (a stored token from an earlier run is unknown).
 */
import { randomBytes } from 'node:crypto';
import type { PlatformKey } from '../catalog/model';

const URL_SAFE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length: number, alphabet = URL_SAFE64): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(bytes[i] ?? 0) % alphabet.length];
  return out;
}

function fakeJwt(): string {
  const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ kid: 'v1', alg: 'ES256' })}.${b64({ type: 'o2_access', scope: 'r_usr', nonce: randomString(16) })}.${randomString(86)}`;
}

export type SecretKind = 'code' | 'access' | 'refresh';

/** A new secret of `kind` for `platform`, e.g. Spotify access `BQ…`, Google `ya29.…`, Deezer `fr…`. */
export function platformSecret(platform: PlatformKey, kind: SecretKind): string {
  switch (platform) {
    case 'spotify':
      return kind === 'access' ? `BQ${randomString(113)}` : `AQ${randomString(kind === 'code' ? 220 : 128)}`;
    case 'deezer':
      return kind === 'code' ? `fr${randomString(30, ALNUM)}` : `fr${randomString(48, ALNUM)}`;
    case 'ytmusic':
      // Google: codes `4/0A…`, access `ya29.…`, refresh `1//0…`.
      if (kind === 'code') return `4/0A${randomString(70)}`;
      return kind === 'access' ? `ya29.a0${randomString(160)}` : `1//0${randomString(100)}`;
    case 'tidal':
      return kind === 'code' ? randomString(40, ALNUM) : fakeJwt();
    case 'applemusic':
      // A Music-User-Token is a long base64 blob; codes are not part of MusicKit's flow.
      return kind === 'access' ? `A${randomBytes(220).toString('base64')}` : randomString(64);
  }
}

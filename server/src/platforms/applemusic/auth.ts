import { SignJWT, importPKCS8, type CryptoKey } from 'jose';
import { PlatformError } from '../../errors/platform-error';
import { createTokenCache, type TokenSource } from '../kit/token-cache';
import type { AppleMusicCredentials } from './settings';

/** Apple accepts developer tokens for at most 15,777,000 s (six months); we mint short-lived ones. */
const MAX_LIFETIME_S = 15_777_000;

/**
 * The Apple Music developer token: an ES256 JWT with the MusicKit key id as `kid` and the team
 * id as `iss`, signed with the integration's .p8 key, cached and re-minted before it expires.
 * https://developer.apple.com/documentation/applemusicapi/generating-developer-tokens
 */
export function appleDeveloperToken(
  credentials: Pick<AppleMusicCredentials, 'team_id' | 'key_id' | 'private_key'>,
  options: { now?: () => number; lifetimeS?: number } = {},
): TokenSource {
  const now = options.now ?? Date.now;
  const lifetime = Math.min(options.lifetimeS ?? 12 * 3600, MAX_LIFETIME_S);
  let key: Promise<CryptoKey> | undefined;
  return createTokenCache(
    async () => {
      key ??= importPKCS8(credentials.private_key, 'ES256');
      let signingKey: CryptoKey;
      try {
        signingKey = await key;
      } catch (error) {
        key = undefined;
        throw new PlatformError('applemusic', 'auth_expired', 'the Apple Music private key cannot be read', { cause: error });
      }
      const iat = Math.floor(now() / 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: credentials.key_id })
        .setIssuer(credentials.team_id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetime)
        .sign(signingKey);
      return { token, expiresAt: (iat + lifetime) * 1000 };
    },
    { now, marginMs: Math.min(600_000, (lifetime * 1000) / 10) },
  );
}

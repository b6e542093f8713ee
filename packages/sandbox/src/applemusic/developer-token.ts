import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';

/** Apple caps a developer token's lifetime at six months. https://developer.apple.com/documentation/applemusicapi/generating-developer-tokens */
export const MAX_TOKEN_LIFETIME_SECONDS = 15_777_000;

export interface DeveloperKey {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the P-256 private key, as Apple hands out in a `.p8` file. */
  privateKeyPem: string;
  verify(token: string): Promise<TokenCheck>;
}

export type TokenCheck = { ok: true } | { ok: false; reason: string };

function randomId(random: () => number, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)] ?? 'A';
  return out;
}

/**
 * The MusicKit key registered for the sandbox team: a fresh P-256 pair per start (jose does the
 * key generation and the ES256 verification), a 10-character team id and key id.
 */
export async function createDeveloperKey(random: () => number, now: () => number): Promise<DeveloperKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const teamId = randomId(random, 10);
  const keyId = randomId(random, 10);
  const privateKeyPem = await exportPKCS8(privateKey);
  const verified = new Map<string, number>();
  return {
    teamId,
    keyId,
    privateKeyPem,
    verify: (token) => verifyToken(token, { publicKey, teamId, keyId, now, verified }),
  };
}

async function verifyToken(
  token: string,
  k: { publicKey: CryptoKey; teamId: string; keyId: string; now: () => number; verified: Map<string, number> },
): Promise<TokenCheck> {
  const cachedExp = k.verified.get(token);
  if (cachedExp !== undefined) {
    return cachedExp * 1000 > k.now() ? { ok: true } : { ok: false, reason: 'token expired' };
  }
  try {
    const { payload, protectedHeader } = await jwtVerify(token, k.publicKey, {
      algorithms: ['ES256'],
      issuer: k.teamId,
      requiredClaims: ['iat', 'exp'],
      currentDate: new Date(k.now()),
    });
    if (protectedHeader.kid !== k.keyId) return { ok: false, reason: 'unknown key id' };
    const { iat, exp } = payload as { iat: number; exp: number };
    if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return { ok: false, reason: 'token lifetime exceeds 15777000 seconds' };
    if (k.verified.size > 10_000) k.verified.clear();
    k.verified.set(token, exp);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid token' };
  }
}

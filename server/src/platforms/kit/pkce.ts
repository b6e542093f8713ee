import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a 43-character verifier (32 random bytes) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier) };
}

/** The S256 challenge of a verifier (RFC 7636 4.2). */
export const s256Challenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

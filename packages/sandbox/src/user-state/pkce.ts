/**
 * PKCE (RFC 7636) verifier check. Platforms here take S256; `plain` is checked too so a
 * simulator can choose to accept or refuse it.
 */
import { createHash } from 'node:crypto';

export type ChallengeMethod = 'S256' | 'plain';

/** RFC 7636 section 4.1: 43..128 characters of `[A-Za-z0-9-._~]`. */
export function isValidVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier);
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string, method: ChallengeMethod): boolean {
  if (!isValidVerifier(verifier)) return false;
  return method === 'S256' ? s256Challenge(verifier) === challenge : verifier === challenge;
}

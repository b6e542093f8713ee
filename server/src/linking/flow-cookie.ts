import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The cookie that binds a linking flow to the browser that opened its start page (OAuth 2.0
 * Security BCP, RFC 9700 section 4.7): a random nonce whose SHA-256 the flow keeps. One cookie per
 * flow, so two flows started in one browser do not overwrite each other. Its path covers the
 * start page, Apple Music's sign-in page, the callbacks and the move confirmation.
 */
export const FLOW_COOKIE_PATH = '/v1/auth/';

export const flowCookieName = (flowId: string): string => `segue_flow_${flowId}`;

export const newNonce = (): string => randomBytes(32).toString('base64url');

export const hashNonce = (nonce: string): Buffer => createHash('sha256').update(nonce, 'utf8').digest();

export function nonceMatches(nonce: string | undefined, stored: Buffer | null | undefined): boolean {
  if (!nonce || !stored) return false;
  const given = hashNonce(nonce);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** One cookie's value from a `Cookie` header (RFC 6265 section 5.4). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** What the routes need to read a flow's cookie. */
export type CookieReader = (name: string) => string | undefined;

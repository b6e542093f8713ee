import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'segue_session';
export const CSRF_HEADER = 'x-csrf-token';

/** HTTP-only, SameSite=Lax, scoped to /dashboard, Secure when the public URL is https. */
export function setSessionCookie(res: Response, token: string, expiresAt: Date, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/dashboard', expires: expiresAt });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/dashboard' });
}

export function sessionTokenOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The CSRF token of a session: derived from the session's secret cookie value, so it needs no
 * storage, changes with every session, and a page on another site can neither read the cookie
 * nor compute the token. The app reads it from GET /dashboard/api/session and sends it back in
 * `x-csrf-token`.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`segue-csrf:${sessionToken}`, 'utf8').digest('base64url');
}

export function csrfTokenMatches(sessionToken: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

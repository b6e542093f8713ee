import { isUuid } from '../shared/params';
import { hashNonce, newNonce } from './flow-cookie';

/**
 * The joining cookie: a browser that finished a link for a user of an app keeps
 * `segue_join_<app id>` = `<row id>.<secret>` on Segue's own origin. The server keeps the
 * secret's SHA-256 (`linked_browsers`), so a value cannot be made up or carried over to another
 * app, and the row can be revoked. HttpOnly and SameSite=Lax: no script reads it and no other
 * site's request carries it, except a top-level navigation to Segue's own pages, where it only
 * ever names the browser's own user. Its path is that of the flow cookies (`/v1/auth/`).
 */
export const JOIN_COOKIE_PREFIX = 'segue_join_';

/** How long a browser is remembered after its last link. */
export const JOIN_COOKIE_DAYS = 90;

export const joinCookieName = (appId: string): string => `${JOIN_COOKIE_PREFIX}${appId}`;

export interface JoinCookieValue {
  id: string;
  secret: string;
}

export function parseJoinCookie(value: string | undefined): JoinCookieValue | undefined {
  const at = value?.indexOf('.') ?? -1;
  if (!value || at < 0) return undefined;
  const id = value.slice(0, at);
  const secret = value.slice(at + 1);
  return isUuid(id) && /^[A-Za-z0-9_-]{43}$/.test(secret) ? { id: id.toLowerCase(), secret } : undefined;
}

export const formatJoinCookie = (value: JoinCookieValue): string => `${value.id}.${value.secret}`;

export const newJoinSecret = newNonce;
export const hashJoinSecret = hashNonce;

/** What a response sets for a browser that just linked a user. */
export interface JoinCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  secure: boolean;
}

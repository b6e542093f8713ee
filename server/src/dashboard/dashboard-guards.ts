import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors/app-error';
import type { Account } from './account.repository';
import type { AccountService } from './account.service';
import { CSRF_HEADER, csrfTokenMatches, sessionTokenOf } from './session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin. Browsers send `Origin` on
 * every cross-origin POST/PUT/PATCH/DELETE (and `Sec-Fetch-Site` on every request); it must name
 * this server, either as the configured public URL or as the host the request came to.
 * Non-browser clients that send neither header pass; they carry no ambient cookie to abuse.
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const configured = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin !== undefined && origin !== configured && origin !== own) {
      throw new AppError('EFORBIDDEN', `requests from ${origin} are not accepted: use the dashboard at ${configured}/dashboard`);
    }
    const site = req.get('sec-fetch-site');
    if (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new AppError('EFORBIDDEN', 'cross-site requests are not accepted');
    }
    next();
  };
}

/**
 * Requires a signed-in session and, for state-changing methods, the session's CSRF token in
 * `x-csrf-token`. Puts the account in `res.locals.account`.
 */
export function requireSession(accounts: AccountService): RequestHandler {
  return async (req, res, next) => {
    const token = sessionTokenOf(req);
    const account = await accounts.resolveSession(token);
    if (!token || !account) throw new AppError('EUNAUTHORIZED', 'sign in to continue (your session has ended)');
    if (!SAFE_METHODS.has(req.method) && !csrfTokenMatches(token, req.get(CSRF_HEADER))) {
      throw new AppError('EFORBIDDEN', `missing or wrong ${CSRF_HEADER} header: reload the dashboard and try again`);
    }
    res.locals.account = account;
    next();
  };
}

export function currentAccount(res: Response): Account {
  const account = res.locals.account as Account | undefined;
  if (!account) throw new Error('currentAccount() used on a route without requireSession()');
  return account;
}

/** The client address the lockout and rate limits count against. */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

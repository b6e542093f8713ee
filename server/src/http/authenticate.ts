import type { RequestHandler, Response } from 'express';
import { AppError } from '../errors/app-error';
import type { App, KeyKind } from '../apps/app.repository';
import type { ApiKeyService, KeyProblem } from '../apps/api-key.service';
import { restrictToAppOrigins } from './cors';
import { foreignKeyHeader, type ForeignKeyHeader } from './foreign-key-header';

import { PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER } from './key-headers';

// The CORS middleware needs the header names too, and authenticate needs CORS: the names live in
// their own module so neither import waits on the other.
export { PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER };

/** `res.locals` entry the per-address limit leaves for a request whose key is still to be checked. */
export const KEY_REFUSED = 'spendAddressBudgetOnRefusal';

/** A key sent under another service's header name: say which header this server reads, for which key. */
function readsFrom(foreign: ForeignKeyHeader, header: string, kind: KeyKind): string {
  const reads = `this server reads the ${kind} key from ${header}, not ${foreign.name}`;
  if (foreign.kind === kind) return reads;
  // `x-service-key` on a public route: the client may also be sending the wrong key.
  const other = kind === 'public' ? PRIVATE_KEY_HEADER : PUBLIC_KEY_HEADER;
  return `${reads} (the ${foreign.kind} key, read from ${other}, is not the one this route takes)`;
}

function explain(problem: KeyProblem, header: string, kind: KeyKind, otherHeaderSent: boolean, foreign: ForeignKeyHeader | undefined): string {
  switch (problem.kind) {
    case 'missing':
      if (!otherHeaderSent && foreign !== undefined) return readsFrom(foreign, header, kind);
      if (kind === 'private' && otherHeaderSent) {
        return `this route needs the app's private key in ${header}; the public key (${PUBLIC_KEY_HEADER}) is not enough`;
      }
      if (kind === 'public' && otherHeaderSent) {
        return `this route takes the app's public key in ${header}, not the private key`;
      }
      return `missing ${header} header: send the app's ${kind} key`;
    case 'malformed':
      return `${header} must be a UUID (the app's ${kind} key)`;
    // One message for a key that is unknown, revoked or the app's other key: telling them apart
    // would say which UUIDs are, or were, some app's key, and when they were revoked.
    case 'unknown':
    case 'revoked':
    case 'public-key-as-private':
      return `the key in ${header} is unknown or revoked: send the app's current ${kind} key`;
  }
}

/**
 * Requires the app's public or private key and puts the app in `res.locals.app`. The key is
 * checked against the database on every request (see ApiKeyService).
 */
export function requireKey(apiKeys: ApiKeyService, kind: KeyKind): RequestHandler {
  const header = kind === 'public' ? PUBLIC_KEY_HEADER : PRIVATE_KEY_HEADER;
  const other = kind === 'public' ? PRIVATE_KEY_HEADER : PUBLIC_KEY_HEADER;
  return async (req, res, next) => {
    const raw = req.get(header);
    const check = kind === 'public' ? await apiKeys.checkPublicKey(raw) : await apiKeys.checkPrivateKey(raw);
    if (!check.ok) {
      // A refused key costs the client address: guessing keys is not free of the per-address limit.
      await (res.locals[KEY_REFUSED] as (() => Promise<void>) | undefined)?.();
      throw new AppError('EUNAUTHORIZED', explain(check.problem, header, kind, req.get(other) !== undefined, foreignKeyHeader(req.headers)));
    }
    res.locals.app = check.app;
    res.locals.keyKind = kind;
    if (kind === 'public') restrictToAppOrigins(req, res, check.app.allowedOrigins);
    next();
  };
}

/**
 * For routes that answer either key, each with what it may see: the private key when its header
 * is sent, the public key otherwise (and its refusals as a public route's).
 */
export function requireEitherKey(apiKeys: ApiKeyService): RequestHandler {
  const publicKey = requireKey(apiKeys, 'public');
  const privateKey = requireKey(apiKeys, 'private');
  return (req, res, next) => (req.get(PRIVATE_KEY_HEADER) !== undefined && req.get(PUBLIC_KEY_HEADER) === undefined ? privateKey : publicKey)(req, res, next);
}

/** Which of the app's keys authenticated this request (the rate limit keeps a budget for each). */
export function currentKeyKind(res: Response): KeyKind {
  const kind = res.locals.keyKind as KeyKind | undefined;
  if (!kind) throw new Error('currentKeyKind() used on a route without requireKey()');
  return kind;
}

/** The app authenticated by `requireKey` for this request. */
export function currentApp(res: Response): App {
  const app = res.locals.app as App | undefined;
  if (!app) throw new Error('currentApp() used on a route without requireKey()');
  return app;
}

import type { RequestHandler, Response } from 'express';
import { AppError } from '../errors/app-error';
import { currentApp } from '../http/authenticate';
import type { LinkingTokenSubject, LinkingTokenVerifier } from '../linking/user-token-provider';

/**
 * For `/v1/me/...`: after `requireKey(public)`, the `Authorization: Bearer <linking token>` of
 * the one user the extension acts for. The verifier checks the signature against Segue's
 * published keys, `iss`, `exp`, and `aud` = the app of the public key sent alongside, so a
 * token of another app is refused.
 */
export function requireLinkingToken(verifier: LinkingTokenVerifier): RequestHandler {
  return async (req, res, next) => {
    res.locals.linkedUser = await verifier.verifyLinkingToken(currentApp(res).id, bearerToken(req.get('authorization')));
    next();
  };
}

/** The token of an `Authorization: Bearer` header, or the 401 that says how to send it. */
export function bearerToken(header: string | undefined): string {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new AppError('EUNAUTHORIZED', "send the user's linking token as Authorization: Bearer <token> (the token from the linking redirect)");
  }
  return match[1];
}

/** The user named by the linking token of this request. */
export function currentLinkedUser(res: Response): LinkingTokenSubject {
  const user = res.locals.linkedUser as LinkingTokenSubject | undefined;
  if (!user) throw new Error('currentLinkedUser() used on a route without requireLinkingToken()');
  return user;
}

import type { Request, RequestHandler, Response } from 'express';
import type { ApiKeyService } from '../apps/api-key.service';
import { AppError } from '../errors/app-error';
import { requireKey } from '../http/authenticate';
import type { LinkingTokenVerifier } from '../linking/user-token-provider';
import type { RouteDoc } from '../openapi/route-doc';
import { isUuid } from '../shared/params';
import { currentLinkedUser, requireLinkingToken } from './require-linking-token';

/** The user of an account route: the Segue user id or the user's e-mail. */
export function userParam(value: unknown): string {
  const raw = String(value);
  if (isUuid(raw)) return raw.toLowerCase();
  if (!raw.includes('@')) throw new AppError('EBADREQUEST', "userId must be the Segue user id (a UUID) or the user's e-mail: look the id up with GET /v1/account/?identifier=<e-mail>");
  return raw;
}

/**
 * The two ways a route reaches a user's library: `/v1/account/{userId}/…` with the private key
 * (the app's backend decides, after its own checks), and `/v1/me/…` with the public key and the
 * listener's linking token (the extension), where the token says who the user is.
 */
export function userRoutePrefixes(deps: { apiKeys: ApiKeyService; linking: LinkingTokenVerifier; rateLimit: RequestHandler }) {
  return [
    { prefix: '/v1/account/:userId', guard: [requireKey(deps.apiKeys, 'private'), deps.rateLimit], user: (req: Request, _res: Response) => userParam(req.params.userId) },
    {
      prefix: '/v1/me',
      guard: [requireKey(deps.apiKeys, 'public'), deps.rateLimit, requireLinkingToken(deps.linking)],
      user: (_req: Request, res: Response) => currentLinkedUser(res).userId,
    },
  ];
}

export const USER_ID_PARAM = { name: 'userId', description: "The Segue user id, or the user's e-mail" };

/** The same route for the user of a linking token (the extension): `/v1/me/…`, public key, no user in the path. */
export const linkingTokenTwin = (doc: RouteDoc): RouteDoc => ({
  ...doc,
  path: doc.path.replace('/v1/account/{userId}', '/v1/me'),
  summary: `${doc.summary}, for the user of the linking token`,
  description: `As \`${doc.method.toUpperCase()} ${doc.path}\`, for the user of \`Authorization: Bearer <linking token>\`.`,
  auth: 'public',
  pathParams: (doc.pathParams ?? []).filter((param) => param !== USER_ID_PARAM),
});

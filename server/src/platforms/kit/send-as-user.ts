import type { HttpRequest, HttpResponse, PlatformHttp } from '../http/http-types';
import type { TokenSource } from './token-cache';
import { UserAuthorizationError } from '../../errors/user-authorization-error';

export interface SendAsUserOptions {
  /** How the request carries the token; Bearer by default. */
  authorize?: (token: string) => Authorization | Promise<Authorization>;
  /** Statuses meaning "this user's token was refused" (Apple answers 403 for a bad Music-User-Token). */
  refusedStatuses?: readonly number[];
  /** A refusal hidden in a 2xx body (Deezer's OAuthException). */
  isRefusal?: (response: HttpResponse) => boolean;
}

type Authorization = Pick<HttpRequest, 'headers' | 'query'>;

const bearer = (token: string): Authorization => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * Sends with the user's token. A refusal means the token expired early or the grant was
 * revoked: refresh it once and retry; a second refusal is a `UserAuthorizationError`: the user
 * must link the platform again.
 */
export async function sendAsUser(
  http: PlatformHttp,
  tokens: TokenSource,
  request: HttpRequest,
  options: SendAsUserOptions = {},
): Promise<HttpResponse> {
  const authorize = options.authorize ?? bearer;
  const refused = options.refusedStatuses ?? [401];
  for (let round = 0; round < 2; round++) {
    const token = await tokens.get();
    const auth = await authorize(token);
    const response = await http.send({
      ...request,
      headers: { ...request.headers, ...auth.headers },
      query: { ...request.query, ...auth.query },
    });
    if (!refused.includes(response.status) && !(options.isRefusal?.(response) ?? false)) return response;
    tokens.invalidate();
  }
  throw new UserAuthorizationError(http.platform, 'the token was refused again after a refresh');
}

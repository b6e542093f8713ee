import type { HttpRequest, HttpResponse, PlatformHttp } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import type { TokenSource } from './token-cache';

/**
 * Sends with `Authorization: Bearer <token>`. A 401 means our cached token expired or was
 * revoked early: fetch a fresh one and try once more; a second 401 is `auth_expired`.
 */
export async function sendAuthorized(http: PlatformHttp, tokens: TokenSource, req: HttpRequest): Promise<HttpResponse> {
  for (let round = 0; round < 2; round++) {
    const token = await tokens.get();
    const response = await http.send({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } });
    if (response.status !== 401) return response;
    tokens.invalidate();
  }
  throw new PlatformError(http.platform, 'auth_expired', `${http.platform} refused the integration's credentials`, {
    status: 401,
  });
}

import type { PlatformKey } from '@segue/core';
import { z } from 'zod';
import { oauthErrorCode, oauthErrorText, type OAuthHttpResponse } from './oauth-http';
import { OAuthError } from '../../errors/oauth-error';
import type { CallbackResult, OAuthTokens } from './platform-oauth';

/** RFC 6749 4.1.2: `code`, or `error` (+ `error_description`) on the redirect. */
export function readCodeCallback(query: Record<string, string>): CallbackResult {
  if (query.error) return { ok: false, error: query.error, description: query.error_description ?? '' };
  if (query.code) return { ok: true, code: query.code };
  return { ok: false, error: 'invalid_request', description: 'the platform sent neither a code nor an error' };
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().nonnegative().optional(),
  scope: z.string().optional(),
});

/**
 * An RFC 6749 5.1 token answer. A 400/401 with `invalid_grant` (a bad, used or expired code, a
 * revoked refresh token) is `invalid_grant`; anything else the platform got wrong is `failed`.
 */
export function readTokenResponse(platform: PlatformKey, response: OAuthHttpResponse, requested: readonly string[], what: string): OAuthTokens {
  if (response.status !== 200) {
    const kind = oauthErrorCode(response.body) === 'invalid_grant' ? 'invalid_grant' : 'failed';
    throw new OAuthError(platform, kind, `${platform} refused the ${what} (${oauthErrorText(response.body, response.status)})`);
  }
  const parsed = tokenSchema.safeParse(response.body);
  if (!parsed.success) throw new OAuthError(platform, 'failed', `${platform} answered the ${what} with an unreadable token response`);
  const token = parsed.data;
  return {
    accessToken: token.access_token,
    ...(token.refresh_token ? { refreshToken: token.refresh_token } : {}),
    expiresIn: token.expires_in ?? null,
    scopes: token.scope === undefined ? [...requested] : token.scope.split(/\s+/).filter(Boolean),
  };
}

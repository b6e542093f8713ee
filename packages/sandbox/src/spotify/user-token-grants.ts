/**
 * `POST accounts.spotify.com/api/token` for users: `authorization_code` (client secret by HTTP
 * Basic or form, or PKCE with `client_id` + `code_verifier`) and `refresh_token`. Answers and
 * errors as Spotify's accounts service gives them: `{access_token, token_type, expires_in,
 * refresh_token, scope}`, and 400 `{"error":"invalid_grant","error_description":…}`
 * (https://developer.spotify.com/documentation/web-api/tutorials/code-flow,
 * https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens).
 */
import type { CodeFailure, IssuedTokens, UserState } from '../user-state/user-state';
import { SPOTIFY_TOKEN_SECONDS } from './spotify-tokens';

export type TokenAnswer = { status: number; body: Record<string, unknown> };

const oauthError = (error: string, description: string): TokenAnswer => ({ status: 400, body: { error, error_description: description } });

const CODE_ERRORS: Record<CodeFailure, TokenAnswer> = {
  unknown: oauthError('invalid_grant', 'Invalid authorization code'),
  used: oauthError('invalid_grant', 'Invalid authorization code'),
  expired: oauthError('invalid_grant', 'Authorization code expired'),
  client_mismatch: oauthError('invalid_grant', 'Invalid authorization code'),
  redirect_mismatch: oauthError('invalid_grant', 'Invalid redirect URI'),
  pkce_missing: oauthError('invalid_request', 'code_verifier required'),
  pkce_mismatch: oauthError('invalid_grant', 'code_verifier was incorrect'),
};

function tokenBody(tokens: IssuedTokens, withRefresh: boolean): Record<string, unknown> {
  return {
    access_token: tokens.accessToken,
    token_type: 'Bearer',
    expires_in: tokens.expiresIn,
    ...(withRefresh && tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
    scope: tokens.scopes.join(' '),
  };
}

export interface ClientAuth {
  id: string | undefined;
  secret: string | undefined;
}

export function userTokenGrant(grant: string, form: URLSearchParams, auth: ClientAuth, client: { id: string; secret: string }, users: UserState): TokenAnswer {
  if (!auth.id || auth.id !== client.id) return oauthError('invalid_client', 'Invalid client');
  // With a secret the client is confidential; without one it must be a PKCE client.
  const pkce = auth.secret === undefined;
  if (!pkce && auth.secret !== client.secret) return oauthError('invalid_client', 'Invalid client secret');
  const options = { accessSeconds: SPOTIFY_TOKEN_SECONDS, refresh: true };

  if (grant === 'authorization_code') {
    const code = form.get('code');
    const redirectUri = form.get('redirect_uri');
    if (!code) return oauthError('invalid_request', 'code must be supplied');
    if (!redirectUri) return oauthError('invalid_request', 'redirect_uri must be supplied');
    const verifier = form.get('code_verifier') ?? undefined;
    if (pkce && verifier === undefined) return oauthError('invalid_client', 'Invalid client');
    const result = users.exchangeCode('spotify', code, { clientId: auth.id, redirectUri, ...(verifier !== undefined ? { codeVerifier: verifier } : {}) });
    if (!result.ok) return CODE_ERRORS[result.reason];
    return { status: 200, body: tokenBody(users.issueTokens(result.grant, options), true) };
  }

  const refreshToken = form.get('refresh_token');
  if (!refreshToken) return oauthError('invalid_request', 'refresh_token must be supplied');
  // PKCE clients get a new refresh token each time; confidential clients keep theirs.
  const result = users.refresh('spotify', refreshToken, auth.id, { ...options, refresh: pkce });
  if (!result.ok) {
    if (result.reason === 'revoked') return oauthError('invalid_grant', 'Refresh token revoked');
    return oauthError('invalid_grant', 'Invalid refresh token');
  }
  return { status: 200, body: tokenBody(result.tokens, pkce) };
}

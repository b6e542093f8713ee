import type { SandboxUser } from '../catalog/model';
import type { CodeFailure, IssuedTokens, UserState } from '../user-state/user-state';
import { parseScopes } from './tidal-scopes';

/** TIDAL user access tokens live a day; the refresh token does not expire. */
export const USER_TOKEN_SECONDS = 86_400;

/** TIDAL's token endpoint error body: `{status, sub_status, error, error_description}`. */
export interface OAuthError {
  status: number;
  sub_status: number;
  error: string;
  error_description: string;
}

export type GrantResult = { ok: true; body: Record<string, unknown> } | { ok: false; error: OAuthError };

/**
 * Sub-statuses are guesses: TIDAL documents none for these cases. 1002 is what the token
 * endpoint sends with malformed requests; 11101 is one of the sub-statuses the official SDK treats
 * as "the user's login is no longer good" (`knownSubStatus` in
 * https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/auth/src/auth/auth.ts).
 */
const invalidRequest = (description: string): OAuthError => ({ status: 400, sub_status: 1002, error: 'invalid_request', error_description: description });
const invalidGrant = (description: string): OAuthError => ({ status: 400, sub_status: 11101, error: 'invalid_grant', error_description: description });

const CODE_FAILURES: Record<CodeFailure, string> = {
  unknown: 'Invalid authorization code',
  used: 'Authorization code has already been used',
  expired: 'Authorization code has expired',
  client_mismatch: 'Authorization code was issued to another client',
  redirect_mismatch: 'redirect_uri does not match the authorization request',
  pkce_missing: 'code_verifier is required',
  pkce_mismatch: 'code_verifier does not match the code_challenge',
};

/**
 * The `user` object TIDAL's token response carries next to `user_id` (field names as reported
 * by clients of the login flow, e.g. tidalapi; not in TIDAL's public docs).
 */
function tokenUser(user: SandboxUser): Record<string, unknown> {
  const account = user.accounts.tidal!;
  const [firstName = '', ...rest] = user.displayName.split(' ');
  return {
    userId: Number(account.id),
    email: user.email,
    countryCode: user.country,
    fullName: user.displayName,
    firstName,
    lastName: rest.join(' '),
    nickname: null,
    username: account.username,
    emailVerified: true,
    newUser: false,
  };
}

function tokenBody(tokens: IssuedTokens, users: UserState, withRefresh: boolean): Record<string, unknown> {
  const user = users.catalog.index.user(tokens.grant.userId)!;
  return {
    scope: tokens.scopes.join(' '),
    user: tokenUser(user),
    clientName: 'Segue sandbox client',
    token_type: 'Bearer',
    access_token: tokens.accessToken,
    // The official SDK notes "there is no refreshToken when renewing the accessToken".
    ...(withRefresh && tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
    expires_in: tokens.expiresIn,
    user_id: Number(user.accounts.tidal!.id),
  };
}

/** `grant_type=authorization_code`: `client_id`, `code`, `code_verifier`, `redirect_uri`. */
export function authorizationCodeGrant(form: URLSearchParams, clientId: string, users: UserState): GrantResult {
  const code = form.get('code');
  const verifier = form.get('code_verifier');
  const redirectUri = form.get('redirect_uri');
  if (!code) return { ok: false, error: invalidRequest('Missing code') };
  if (!verifier) return { ok: false, error: invalidRequest('Missing code_verifier') };
  if (!redirectUri) return { ok: false, error: invalidRequest('Missing redirect_uri') };
  const exchanged = users.exchangeCode('tidal', code, { clientId, redirectUri, codeVerifier: verifier });
  if (!exchanged.ok) return { ok: false, error: invalidGrant(CODE_FAILURES[exchanged.reason]) };
  const tokens = users.issueTokens(exchanged.grant, { accessSeconds: USER_TOKEN_SECONDS, refresh: true });
  return { ok: true, body: tokenBody(tokens, users, true) };
}

/** `grant_type=refresh_token`: `client_id`, `refresh_token`, optional `scope` (no wider than granted). */
export function refreshTokenGrant(form: URLSearchParams, clientId: string, users: UserState): GrantResult {
  const refreshToken = form.get('refresh_token');
  if (!refreshToken) return { ok: false, error: invalidRequest('Missing refresh_token') };
  const refreshed = users.refresh('tidal', refreshToken, clientId, { accessSeconds: USER_TOKEN_SECONDS, refresh: false });
  if (!refreshed.ok) {
    const why = refreshed.reason === 'revoked' ? 'The user revoked access' : refreshed.reason === 'client_mismatch' ? 'Refresh token was issued to another client' : 'Invalid refresh token';
    return { ok: false, error: invalidGrant(why) };
  }
  const wider = parseScopes(form.get('scope')).filter((s) => !refreshed.tokens.scopes.includes(s));
  if (wider.length > 0) {
    return { ok: false, error: { status: 400, sub_status: 1002, error: 'invalid_scope', error_description: `Scope not granted: ${wider.join(' ')}` } };
  }
  return { ok: true, body: tokenBody(refreshed.tokens, users, false) };
}

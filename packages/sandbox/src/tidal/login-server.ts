import type { RequestListener, ServerResponse } from 'node:http';
import { requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { UserState } from '../user-state/user-state';
import { isTidalScope, parseScopes } from './tidal-scopes';

/** TIDAL's authorization codes are short-lived; the exact lifetime is not documented (a guess). */
export const CODE_SECONDS = 300;

/**
 * `login.tidal.com/authorize`: the authorization code flow with PKCE, which TIDAL requires
 * (S256 only) for every user login
 * (https://developer.tidal.com/documentation/authorization/authorization-authorization-code).
 *
 * `GET /authorize?response_type=code&client_id&redirect_uri&scope&code_challenge&code_challenge_method=S256[&state][&sandbox_user=<email or usr-id>][&sandbox_deny=1]`
 *
 * The sandbox approves on the GET itself (no login form): a 302 to `redirect_uri` with
 * `code` and `state`. Following RFC 6749 4.1.2.1, a missing or unknown `client_id` or a bad
 * `redirect_uri` is answered here (400 JSON) rather than redirected; every other problem goes
 * back to `redirect_uri` as `error` (+ `error_description`, `state`): `unsupported_response_type`,
 * `invalid_request` (no PKCE, or a method other than S256), `invalid_scope`, and `access_denied`
 * (`sandbox_deny=1`, an unknown `sandbox_user`, or a user without a TIDAL account). Any
 * absolute http(s) redirect URI is accepted: the sandbox has no app registry.
 */
export function loginServer(clientId: string, users: UserState): RequestListener {
  const fail = (res: ServerResponse, description: string): void =>
    sendJson(res, 400, { status: 400, sub_status: 1002, error: 'invalid_request', error_description: description });

  return (req, res) => {
    const url = requestUrl(req);
    if (url.pathname !== '/authorize' || req.method !== 'GET') {
      sendJson(res, 404, { status: 404, error: 'not_found', error_description: 'Not found' });
      return;
    }
    const q = url.searchParams;
    if (q.get('client_id') !== clientId) return fail(res, 'Unknown client_id');
    let target: URL;
    try {
      target = new URL(q.get('redirect_uri') ?? '');
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http');
    } catch {
      return fail(res, 'redirect_uri must be an absolute http(s) URL');
    }
    const redirectUri = q.get('redirect_uri') ?? '';
    const state = q.get('state');
    const redirect = (params: Record<string, string>): void => {
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
      if (state !== null) target.searchParams.set('state', state);
      res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store', 'content-length': 0 });
      res.end();
    };
    const error = (code: string, description: string): void => redirect({ error: code, error_description: description });

    if (q.get('response_type') !== 'code') return error('unsupported_response_type', 'response_type must be code');
    const challenge = q.get('code_challenge');
    if (!challenge) return error('invalid_request', 'code_challenge is required');
    if (q.get('code_challenge_method') !== 'S256') return error('invalid_request', 'code_challenge_method must be S256');
    if (!/^[A-Za-z0-9\-_]{43}$/.test(challenge)) return error('invalid_request', 'code_challenge must be a base64url SHA-256 digest');
    const scopes = parseScopes(q.get('scope'));
    const unknown = scopes.filter((s) => !isTidalScope(s));
    if (unknown.length > 0) return error('invalid_scope', `Unknown scope: ${unknown.join(' ')}`);
    if (q.get('sandbox_deny') === '1') return error('access_denied', 'The user denied access');
    const user = users.resolveUser(q.get('sandbox_user'));
    if (!user) return error('access_denied', 'No such sandbox user');
    if (!user.accounts.tidal) return error('access_denied', 'The user has no TIDAL account');
    const code = users.issueCode(
      { platform: 'tidal', userId: user.id, clientId, redirectUri, scopes, codeChallenge: challenge, codeChallengeMethod: 'S256' },
      CODE_SECONDS,
    );
    redirect({ code });
  };
}

/**
 * Google's OAuth 2.0 endpoints for YouTube Music linking, on one sandbox host (`oauth`):
 * `GET /o/oauth2/v2/auth` (accounts.google.com) and `POST /token` (oauth2.googleapis.com).
 * Authorization code flow with optional PKCE (S256 or plain), `access_type=offline` for a
 * refresh token, approval on a plain GET (`sandbox_user` or `login_hint` names the user,
 * `sandbox_deny=1` refuses). Token errors are Google's `{"error","error_description"}`
 * (https://developers.google.com/identity/protocols/oauth2/web-server,
 * https://developers.google.com/identity/protocols/oauth2/native-app).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { readBody } from '../platform-kit/read-body';
import { requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { CodeFailure, UserState } from '../user-state/user-state';

/** Google access tokens live an hour; the token endpoint says 3599. */
export const GOOGLE_TOKEN_SECONDS = 3_599;

export const YOUTUBE_SCOPES: ReadonlySet<string> = new Set([
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'openid',
  'email',
  'profile',
]);

export interface GoogleClient {
  id: string;
  secret: string;
}

function errorPage(res: ServerResponse, status: number, error: string, detail: string): void {
  const body = `<!DOCTYPE html><html><head><title>Error ${status} (${error})</title></head><body><p>Access blocked: authorisation error</p><p>${detail}</p><p>Error ${status}: ${error}</p></body></html>`;
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Registered redirect URIs: HTTPS anywhere, or loopback over HTTP on any port (installed apps). */
function allowedRedirect(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    if (url.hash) return undefined;
    if (url.protocol === 'https:') return url;
    if (url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)) return url;
  } catch {
    // not a URL
  }
  return undefined;
}

const CODE_ERRORS: Record<CodeFailure, [number, string, string]> = {
  unknown: [400, 'invalid_grant', 'Malformed auth code.'],
  used: [400, 'invalid_grant', 'Bad Request'],
  expired: [400, 'invalid_grant', 'Bad Request'],
  client_mismatch: [400, 'invalid_grant', 'Bad Request'],
  redirect_mismatch: [400, 'redirect_uri_mismatch', 'Bad Request'],
  pkce_missing: [400, 'invalid_grant', 'Missing code verifier.'],
  pkce_mismatch: [400, 'invalid_grant', 'Invalid code verifier.'],
};

export function googleOAuthServer(client: GoogleClient, users: UserState): RequestListener {
  function authorize(res: ServerResponse, q: URLSearchParams): void {
    if (q.get('client_id') !== client.id) return errorPage(res, 401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = q.get('redirect_uri') ?? '';
    const target = allowedRedirect(redirectUri);
    if (!target) return errorPage(res, 400, 'redirect_uri_mismatch', "You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy.");
    const back = (params: Record<string, string>): void => {
      const state = q.get('state');
      if (state !== null) target.searchParams.set('state', state);
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
      res.writeHead(302, { location: target.toString(), 'content-length': 0 });
      res.end();
    };
    if (q.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' });
    const scopes = [...new Set((q.get('scope') ?? '').split(/\s+/).filter(Boolean))];
    if (scopes.length === 0) return errorPage(res, 400, 'invalid_request', "Missing required parameter: scope");
    if (scopes.some((s) => !YOUTUBE_SCOPES.has(s))) return errorPage(res, 400, 'invalid_scope', 'Some requested scopes were invalid.');
    const challenge = q.get('code_challenge');
    const method = q.get('code_challenge_method') ?? (challenge ? 'plain' : null);
    if (challenge !== null && method !== 'S256' && method !== 'plain') return back({ error: 'invalid_request', error_description: 'Invalid code_challenge_method' });
    const user = users.resolveUser(q.get('sandbox_user') ?? q.get('login_hint'));
    if (!user) return errorPage(res, 400, 'invalid_request', `No sandbox user ${q.get('sandbox_user') ?? q.get('login_hint') ?? ''}`);
    if (q.get('sandbox_deny') === '1' || !user.accounts.ytmusic) return back({ error: 'access_denied' });
    // The refresh token is only handed out for offline access; the grant remembers the choice.
    const granted = q.get('access_type') === 'offline' ? [...scopes, 'sandbox:offline'] : scopes;
    const code = users.issueCode({
      platform: 'ytmusic',
      userId: user.id,
      clientId: client.id,
      redirectUri,
      scopes: granted,
      ...(challenge ? { codeChallenge: challenge, codeChallengeMethod: method === 'S256' ? ('S256' as const) : ('plain' as const) } : {}),
    });
    back({ code, scope: scopes.join(' ') });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'invalid_request', error_description: 'Method not allowed' });
    const form = new URLSearchParams(await readBody(req));
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const id = basicId ?? form.get('client_id');
    const secret = basicSecret ?? form.get('client_secret');
    const fail = (status: number, error: string, description: string): void => sendJson(res, status, { error, error_description: description });
    if (id !== client.id) return fail(401, 'invalid_client', 'The OAuth client was not found.');
    // Web-server clients send their secret; installed apps with PKCE may leave it out.
    if (secret !== null && secret !== undefined && secret !== client.secret) return fail(401, 'invalid_client', 'Unauthorized');
    const grantType = form.get('grant_type');
    const visible = (scopes: string[]): string => scopes.filter((s) => !s.startsWith('sandbox:')).join(' ');
    if (grantType === 'authorization_code') {
      const verifier = form.get('code_verifier');
      if (secret == null && verifier === null) return fail(400, 'invalid_request', 'client_secret is missing.');
      const result = users.exchangeCode('ytmusic', form.get('code') ?? '', {
        clientId: client.id,
        redirectUri: form.get('redirect_uri') ?? '',
        ...(verifier !== null ? { codeVerifier: verifier } : {}),
      });
      if (!result.ok) return fail(...CODE_ERRORS[result.reason]);
      const offline = result.grant.scopes.includes('sandbox:offline');
      const tokens = users.issueTokens(result.grant, { accessSeconds: GOOGLE_TOKEN_SECONDS, refresh: offline });
      return sendJson(res, 200, {
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
        ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
        scope: visible(tokens.scopes),
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const result = users.refresh('ytmusic', form.get('refresh_token') ?? '', client.id, { accessSeconds: GOOGLE_TOKEN_SECONDS, refresh: false });
      if (!result.ok) return fail(400, 'invalid_grant', 'Token has been expired or revoked.');
      return sendJson(res, 200, { access_token: result.tokens.accessToken, expires_in: result.tokens.expiresIn, scope: visible(result.tokens.scopes), token_type: 'Bearer' });
    }
    fail(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  return (req, res) => {
    const url = requestUrl(req);
    const run = async (): Promise<void> => {
      if (url.pathname === '/o/oauth2/v2/auth' || url.pathname === '/o/oauth2/auth') return authorize(res, url.searchParams);
      if (url.pathname === '/token' || url.pathname === '/o/oauth2/token') return token(req, res);
      sendJson(res, 404, { error: 'not_found', error_description: 'Not Found' });
    };
    run().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'internal_failure', error_description: 'Backend Error' });
    });
  };
}

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { readBody } from '../platform-kit/read-body';
import { requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { UserState } from '../user-state/user-state';
import type { TokenStore } from './token-store';
import { authorizationCodeGrant, refreshTokenGrant, type OAuthError } from './user-grants';

/** TIDAL's token endpoint errors: `{status, sub_status, error, error_description}`. https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/auth/src/auth/auth.ts */
function sendOAuthError(res: ServerResponse, e: OAuthError): void {
  sendJson(res, e.status, { status: e.status, sub_status: e.sub_status, error: e.error, error_description: e.error_description });
}

function basicCredentials(req: IncomingMessage): { id: string; secret: string } | undefined {
  const m = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
  if (!m?.[1]) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * `auth.tidal.com`: `POST /v1/oauth2/token` with `grant_type=client_credentials`, the client id
 * and secret in the form body (as the official SDK sends them) or as HTTP Basic; and for users
 * `authorization_code` (PKCE) and `refresh_token` (`user-grants.ts`), where the client is public:
 * `client_id` alone identifies it, a secret if sent must be right.
 */
export function authServer(client: { id: string; secret: string }, tokens: TokenStore, users: UserState): RequestListener {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (url.pathname !== '/v1/oauth2/token') {
      sendJson(res, 404, { status: 404, error: 'not_found', error_description: 'Not found' });
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, { status: 405, error: 'method_not_allowed', error_description: 'Use POST' });
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const basic = basicCredentials(req);
    const id = basic?.id ?? form.get('client_id');
    const secret = basic?.secret ?? form.get('client_secret');
    const grant = form.get('grant_type');
    if (!grant) {
      sendOAuthError(res, { status: 400, sub_status: 1002, error: 'invalid_request', error_description: 'Missing grant_type' });
      return;
    }
    if (grant === 'authorization_code' || grant === 'refresh_token') {
      if (id !== client.id || (secret !== null && secret !== undefined && secret !== client.secret)) {
        sendOAuthError(res, { status: 401, sub_status: 1002, error: 'invalid_client', error_description: 'Client authentication failed' });
        return;
      }
      const result = grant === 'authorization_code' ? authorizationCodeGrant(form, client.id, users) : refreshTokenGrant(form, client.id, users);
      if (result.ok) sendJson(res, 200, result.body);
      else sendOAuthError(res, result.error);
      return;
    }
    if (grant !== 'client_credentials') {
      sendOAuthError(res, {
        status: 400,
        sub_status: 1002,
        error: 'unsupported_grant_type',
        error_description: `Grant type ${grant} is not supported`,
      });
      return;
    }
    if (id !== client.id || secret !== client.secret) {
      sendOAuthError(res, { status: 401, sub_status: 1002, error: 'invalid_client', error_description: 'Client authentication failed' });
      return;
    }
    const scope = form.get('scope') ?? '';
    const { accessToken, expiresIn } = tokens.issue(client.id, scope);
    sendJson(res, 200, { scope, token_type: 'Bearer', access_token: accessToken, expires_in: expiresIn });
  }
  return (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendOAuthError(res, { status: 500, sub_status: 0, error: 'server_error', error_description: 'Internal error' });
    });
  };
}

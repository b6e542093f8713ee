/**
 * `accounts.spotify.com`: `GET /authorize` (user consent, `authorize-handler.ts`) and
 * `POST /api/token` with `grant_type=client_credentials`, the client authenticated by HTTP Basic
 * (or `client_id` + `client_secret` in the form, which Spotify also takes), or the user grants
 * `authorization_code` and `refresh_token` (`user-token-grants.ts`). Errors are OAuth style
 * `{"error","error_description"}` with status 400
 * (https://developer.spotify.com/documentation/web-api/tutorials/client-credentials-flow).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { readBody } from '../platform-kit/read-body';
import { requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { UserState } from '../user-state/user-state';
import { authorizeHandler } from './authorize-handler';
import { SPOTIFY_TOKEN_SECONDS, type SpotifyTokens } from './spotify-tokens';
import { userTokenGrant } from './user-token-grants';

function oauthError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}

function basicCredentials(req: IncomingMessage): { id: string; secret: string } | undefined {
  const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (!m?.[1]) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function accountsServer(client: { id: string; secret: string }, tokens: SpotifyTokens, users: UserState): RequestListener {
  const authorize = authorizeHandler(client.id, users);
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (url.pathname === '/authorize' && (req.method === 'GET' || req.method === 'HEAD')) return authorize(req, res, url);
    if (url.pathname !== '/api/token') {
      sendJson(res, 404, { error: 'not_found', error_description: 'Not found' });
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'method_not_allowed', error_description: 'Method not allowed' });
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const basic = basicCredentials(req);
    const id = basic?.id ?? form.get('client_id') ?? undefined;
    const secret = basic?.secret ?? form.get('client_secret') ?? undefined;
    const grant = form.get('grant_type');
    if (!grant) return oauthError(res, 400, 'unsupported_grant_type', 'grant_type parameter is missing');
    if (grant === 'authorization_code' || grant === 'refresh_token') {
      const answer = userTokenGrant(grant, form, { id, secret }, client, users);
      return sendJson(res, answer.status, answer.body);
    }
    if (grant !== 'client_credentials') return oauthError(res, 400, 'unsupported_grant_type', `grant_type must be client_credentials, authorization_code or refresh_token`);
    if (!id) return oauthError(res, 400, 'invalid_client', 'Invalid client');
    if (id !== client.id) return oauthError(res, 400, 'invalid_client', 'Invalid client');
    if (secret !== client.secret) return oauthError(res, 400, 'invalid_client', 'Invalid client secret');
    sendJson(res, 200, { access_token: tokens.issue(id), token_type: 'Bearer', expires_in: SPOTIFY_TOKEN_SECONDS });
  }
  return (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) oauthError(res, 500, 'server_error', 'Unexpected error');
    });
  };
}

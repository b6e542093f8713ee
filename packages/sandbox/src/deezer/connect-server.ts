/**
 * `connect.deezer.com`: Deezer's own OAuth 2 dialect
 * (https://developers.deezer.com/api/oauth). `GET /oauth/auth.php?app_id&redirect_uri&perms[&state]`
 * approves on a plain GET (as the default or `sandbox_user` user; `sandbox_deny=1` refuses) and
 * redirects with `code` or `error_reason=user_denied`, passing `state` back as given.
 * `/oauth/access_token.php?app_id&secret&code[&output=json]` answers `access_token=…&expires=3600`
 * as text, or JSON with `output=json`; `expires=0` when `offline_access` was granted. No refresh
 * tokens, no PKCE.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { readBody } from '../platform-kit/read-body';
import { requestUrl } from '../platform-kit/route-table';
import type { UserState } from '../user-state/user-state';
import { parsePerms } from './deezer-perms';

export const DEEZER_TOKEN_SECONDS = 3_600;

function text(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function validRedirect(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function connectServer(app: { id: string; secret: string }, users: UserState): RequestListener {
  function authorize(res: ServerResponse, q: URLSearchParams): void {
    // A wrong app id or redirect URI shows Deezer's error page rather than redirecting.
    if (q.get('app_id') !== app.id) return text(res, 400, '<html><body><p>Wrong parameter: app_id</p></body></html>');
    const target = validRedirect(q.get('redirect_uri') ?? '');
    if (!target) return text(res, 400, '<html><body><p>Wrong parameter: redirect_uri</p></body></html>');
    const user = users.resolveUser(q.get('sandbox_user'));
    if (!user) return text(res, 400, `<html><body><p>No sandbox user ${q.get('sandbox_user') ?? ''}</p></body></html>`);
    if (q.get('sandbox_deny') === '1' || !user.accounts.deezer) {
      target.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = users.issueCode({ platform: 'deezer', userId: user.id, clientId: app.id, redirectUri: target.toString(), scopes: parsePerms(q.get('perms')) });
      target.searchParams.set('code', code);
    }
    const state = q.get('state');
    if (state !== null) target.searchParams.set('state', state);
    res.writeHead(302, { location: target.toString(), 'content-length': 0 });
    res.end();
  }

  function accessToken(res: ServerResponse, q: URLSearchParams): void {
    const json = q.get('output') === 'json';
    // Deezer answers every failure here with the same bare text, whatever `output` asks for
    // (observed for bad codes; assumed for a wrong app id or secret).
    if (q.get('app_id') !== app.id || q.get('secret') !== app.secret) return text(res, 200, 'wrong code');
    const result = users.exchangeCode('deezer', q.get('code') ?? '', { clientId: app.id });
    if (!result.ok) return text(res, 200, 'wrong code');
    const offline = result.grant.scopes.includes('offline_access');
    const tokens = users.issueTokens(result.grant, { accessSeconds: offline ? 0 : DEEZER_TOKEN_SECONDS, refresh: false });
    if (json) {
      // Some clients report both `expire` and `expires` in the JSON form.
      const body = JSON.stringify({ access_token: tokens.accessToken, expire: tokens.expiresIn, expires: tokens.expiresIn });
      return text(res, 200, body, 'application/json; charset=utf-8');
    }
    text(res, 200, `access_token=${tokens.accessToken}&expires=${tokens.expiresIn}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const q = new URLSearchParams(url.searchParams);
    // The token endpoint also takes its parameters as a POSTed form.
    if (req.method === 'POST') for (const [k, v] of new URLSearchParams(await readBody(req))) if (!q.has(k)) q.set(k, v);
    if (url.pathname === '/oauth/auth.php') return authorize(res, q);
    if (url.pathname === '/oauth/access_token.php') return accessToken(res, q);
    text(res, 404, '<html><body><p>Not Found</p></body></html>');
  }

  return (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) text(res, 500, 'error');
    });
  };
}

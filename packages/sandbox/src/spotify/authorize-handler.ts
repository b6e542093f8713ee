/**
 * `GET accounts.spotify.com/authorize`: the consent screen, approved on a plain GET as the
 * sandbox's default user (or `sandbox_user=<email>`), refused with `sandbox_deny=1`. Problems
 * with the client or the redirect URI are shown as an error page and never redirected, as
 * Spotify does; everything else comes back to the redirect URI as `error=` with the `state`
 * (https://developer.spotify.com/documentation/web-api/tutorials/code-flow,
 * https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UserState } from '../user-state/user-state';
import { parseScopes, SPOTIFY_SCOPES } from './spotify-scopes';

function errorPage(res: ServerResponse, message: string): void {
  const body = `<!DOCTYPE html><html><head><title>Error - Spotify</title></head><body><h1>Oops! Something went wrong, please try again or check out our help area.</h1><p>${message}</p></body></html>`;
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function redirect(res: ServerResponse, target: URL): void {
  res.writeHead(302, { location: target.toString(), 'content-length': 0 });
  res.end();
}

/**
 * Since 2025 Spotify takes only HTTPS redirect URIs or loopback IP literals over HTTP
 * (`localhost` is refused). The sandbox app has every such URI registered, so only the rules apply.
 */
export function allowedRedirectUri(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.hash) return false;
  if (url.protocol === 'https:') return url.hostname !== 'localhost';
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]');
}

export function authorizeHandler(clientId: string, users: UserState) {
  return (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    const q = url.searchParams;
    if (q.get('client_id') !== clientId) return errorPage(res, 'INVALID_CLIENT: Invalid client');
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!redirectUri || !allowedRedirectUri(redirectUri)) return errorPage(res, 'INVALID_CLIENT: Invalid redirect URI');
    const target = new URL(redirectUri);
    const back = (params: Record<string, string>): void => {
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
      const state = q.get('state');
      if (state !== null) target.searchParams.set('state', state);
      redirect(res, target);
    };
    if (q.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' });
    const scopes = parseScopes(q.get('scope'));
    if (scopes.some((s) => !SPOTIFY_SCOPES.has(s))) return back({ error: 'invalid_scope' });
    const challenge = q.get('code_challenge');
    const method = q.get('code_challenge_method');
    if (challenge !== null || method !== null) {
      // Spotify supports S256 only.
      if (method !== 'S256') return back({ error: 'invalid_request', error_description: 'code_challenge_method must be S256' });
      if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) return back({ error: 'invalid_request', error_description: 'code_challenge must be a base64url SHA-256 hash' });
    }
    const user = users.resolveUser(q.get('sandbox_user'));
    if (!user) return errorPage(res, `No sandbox user ${q.get('sandbox_user') ?? ''}`);
    if (q.get('sandbox_deny') === '1' || !user.accounts.spotify) return back({ error: 'access_denied' });
    const code = users.issueCode({
      platform: 'spotify',
      userId: user.id,
      clientId,
      redirectUri,
      scopes,
      ...(challenge ? { codeChallenge: challenge, codeChallengeMethod: 'S256' as const } : {}),
    });
    back({ code });
  };
}

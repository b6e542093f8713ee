/**
 * Test support: links a sandbox user through the Google OAuth simulator (PKCE, offline access)
 * and talks to the YouTube Data API simulator with the token, as a Google client would.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Sandbox } from '../launch-simulators';
import type { OAuthTestClient } from '../user-state/oauth-test-client';

export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube';
export const READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
export const PKCE_VERIFIER = 'ytm-pkce-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';
const challenge = createHash('sha256').update(PKCE_VERIFIER).digest('base64url');

/** Google's token answer (https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code). */
export const googleTokenSchema = z.strictObject({
  access_token: z.string().startsWith('ya29.'),
  expires_in: z.literal(3599),
  refresh_token: z.string().startsWith('1//').optional(),
  scope: z.string().min(1),
  token_type: z.literal('Bearer'),
});
export const googleOAuthErrorSchema = z.strictObject({ error: z.string(), error_description: z.string() });

export interface GoogleLink {
  authUrl(email: string, params?: Record<string, string>): URL;
  codeFor(email: string, params?: Record<string, string>): Promise<string>;
  token(form: Record<string, string>): Promise<{ status: number; body: unknown }>;
  link(email: string, params?: Record<string, string>): Promise<z.infer<typeof googleTokenSchema>>;
}

export function googleLink(sandbox: Sandbox, oauth: OAuthTestClient): GoogleLink {
  const client = () => sandbox.oauthClients.ytmusic ?? {};
  const authUrl = (email: string, params: Record<string, string> = {}): URL => {
    const url = new URL('/o/oauth2/v2/auth', sandbox.urls.ytmusic.oauth);
    const all = {
      client_id: client().client_id ?? '',
      redirect_uri: oauth.callbackUrl,
      response_type: 'code',
      scope: YOUTUBE_SCOPE,
      state: 's-42',
      access_type: 'offline',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      sandbox_user: email,
      ...params,
    };
    for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
    return url;
  };
  const token = async (form: Record<string, string>) => {
    const res = await fetch(`${sandbox.urls.ytmusic.oauth}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: client().client_id ?? '', client_secret: client().client_secret ?? '', ...form }).toString(),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const codeFor = async (email: string, params: Record<string, string> = {}) => {
    const outcome = await oauth.authorize(authUrl(email, params));
    if (!outcome.redirected) throw new Error(`no redirect: ${outcome.status} ${outcome.body}`);
    return outcome.query.code ?? '';
  };
  return {
    authUrl,
    codeFor,
    token,
    async link(email, params = {}) {
      const res = await token({ grant_type: 'authorization_code', code: await codeFor(email, params), redirect_uri: oauth.callbackUrl, code_verifier: PKCE_VERIFIER });
      if (res.status !== 200) throw new Error(`token exchange failed: ${res.status} ${JSON.stringify(res.body)}`);
      return googleTokenSchema.parse(res.body);
    },
  };
}

/** One Data API call; `json` makes it a POST. */
export async function dataApi(sandbox: Sandbox, path: string, bearer?: string, json?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${sandbox.urls.ytmusic.data}/youtube/v3/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

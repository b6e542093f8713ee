/**
 * Test support for the TIDAL user side: the simulator (with a client-credentials `tidal.get`),
 * a browser-like client that follows the login redirects to a loopback callback, and helpers for
 * the token endpoint and user-token API calls.
 */
import { randomBytes } from 'node:crypto';
import type { Catalog } from '../catalog/model';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { s256Challenge } from '../user-state/pkce';
import { startTidalTestClient, type TidalTestClient } from './tidal-test-client';
import { userTokenSchema, type UserTokens } from './tidal-user-schemas';

export const ALL_SCOPES = 'user.read collection.read playlists.read playlists.write';

export interface ApiResult {
  status: number;
  text: string;
  contentType: string | null;
  body: unknown;
}

export interface TidalUserTestClient {
  tidal: TidalTestClient;
  browser: OAuthTestClient;
  clientId: string;
  /** The login URL for a PKCE verifier; `params` override or add query parameters. */
  authorizeUrl(verifier: string, params?: Record<string, string>): string;
  /** Follows the redirects to the callback and returns its query (throws if it never gets there). */
  follow(url: string): Promise<Record<string, string>>;
  /** Logs in (approving) and returns the code and the verifier it was made for. */
  authorize(params?: Record<string, string>): Promise<{ code: string; verifier: string }>;
  /** `POST /v1/oauth2/token` with a form. */
  token(form: Record<string, string>): Promise<{ status: number; body: unknown }>;
  /** Login + code exchange: a user token response, checked against the schema. */
  link(params?: Record<string, string>): Promise<UserTokens>;
  /** A `/v2` call with a bearer token, JSON:API body when given. */
  api(accessToken: string, path: string, init?: { method?: string; body?: unknown }): Promise<ApiResult>;
  /** Follows `links.next` (relative to `/v2`) to the end, parsing each page. */
  readAll<T extends { links: { next?: string | undefined } }>(accessToken: string, path: string, parse: (body: unknown) => T): Promise<T[]>;
  close(): Promise<void>;
}

export async function startTidalUserTestClient(catalog: Catalog): Promise<TidalUserTestClient> {
  const tidal = await startTidalTestClient(catalog);
  const browser = await startOAuthTestClient();
  const clientId = tidal.started.sandbox.credentials.tidal.client_id!;
  const urls = tidal.started.sandbox.urls.tidal;

  const authorizeUrl = (verifier: string, params: Record<string, string> = {}) => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: browser.callbackUrl,
      scope: ALL_SCOPES,
      code_challenge: s256Challenge(verifier),
      code_challenge_method: 'S256',
      state: 'st-9',
      ...params,
    });
    return `${urls.login}/authorize?${query.toString()}`;
  };
  const follow = async (url: string) => {
    const outcome = await browser.authorize(url);
    if (!outcome.redirected) throw new Error(`no redirect to the callback: ${outcome.status} ${outcome.body}`);
    return outcome.query;
  };
  const token = async (form: Record<string, string>) => {
    const res = await fetch(`${urls.auth}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const authorize = async (params: Record<string, string> = {}) => {
    const verifier = randomBytes(48).toString('base64url');
    const back = await follow(authorizeUrl(verifier, params));
    if (back.state !== 'st-9' || !back.code) throw new Error(`login did not approve: ${JSON.stringify(back)}`);
    return { code: back.code, verifier };
  };
  const link = async (params: Record<string, string> = {}) => {
    const { code, verifier } = await authorize(params);
    const r = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: browser.callbackUrl });
    if (r.status !== 200) throw new Error(`code exchange failed: ${r.status} ${JSON.stringify(r.body)}`);
    return userTokenSchema.parse(r.body);
  };
  const api = async (accessToken: string, path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${urls.api}/v2${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${accessToken}`, ...(init.body !== undefined ? { 'content-type': 'application/vnd.api+json' } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, contentType: res.headers.get('content-type'), body: (text ? JSON.parse(text) : undefined) as unknown };
  };
  const readAll = async <T extends { links: { next?: string | undefined } }>(accessToken: string, path: string, parse: (body: unknown) => T) => {
    const pages: T[] = [];
    let next: string | undefined = path;
    while (next) {
      const r = await api(accessToken, next);
      if (r.status !== 200) throw new Error(`${next}: ${r.status} ${r.text}`);
      const page = parse(r.body);
      pages.push(page);
      next = page.links.next;
    }
    return pages;
  };
  return {
    tidal,
    browser,
    clientId,
    authorizeUrl,
    follow,
    authorize,
    token,
    link,
    api,
    readAll,
    close: async () => {
      await browser.close();
      await tidal.started.sandbox.close();
    },
  };
}

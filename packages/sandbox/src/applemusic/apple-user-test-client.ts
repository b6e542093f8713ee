/**
 * Test support for the Apple Music user side: the simulator with a developer token, a
 * browser-like client that submits the MusicKit page's form to a loopback callback, and
 * helpers for `/v1/me` calls with a Music-User-Token.
 */
import type { Catalog } from '../catalog/model';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { startAppleTestClient, type AppleTestClient } from './apple-test-client';
import { MUSICKIT_AUTHORIZE_PATH } from './musickit-authorize';

export interface MeResult {
  status: number;
  text: string;
  body: unknown;
}

export interface AppleUserTestClient {
  apple: AppleTestClient;
  browser: OAuthTestClient;
  developerToken: string;
  /** The MusicKit page URL; `params` override or add query parameters (state is `st-1`). */
  authorizeUrl(params?: Record<string, string>): string;
  /** Submits the page's form to the callback and returns its fields (throws if it never gets there, or not by POST). */
  follow(url: string): Promise<Record<string, string>>;
  /** Authorises (approving) and returns the Music-User-Token. */
  link(params?: Record<string, string>): Promise<string>;
  /** A call with the developer token (or `devToken`) and the MUT (none when null). */
  me(mut: string | null, path: string, init?: { method?: string; body?: unknown; devToken?: string }): Promise<MeResult>;
  /**
   * Follows `next` from `path` to the end, parsing every page. Apple's `next` drops `limit`, so a
   * client that wants its page size puts it back, as this does.
   */
  readAll<T>(mut: string, path: string, parse: (body: unknown) => { next?: string | undefined; data: T[] }): Promise<{ items: T[]; pages: number }>;
  close(): Promise<void>;
}

export async function startAppleUserTestClient(catalog: Catalog): Promise<AppleUserTestClient> {
  const apple = await startAppleTestClient(catalog);
  const browser = await startOAuthTestClient();
  const developerToken = await apple.mint();
  const api = apple.started.sandbox.urls.applemusic.api;

  const authorizeUrl = (params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ developer_token: developerToken, redirect_uri: browser.callbackUrl, state: 'st-1', ...params });
    return `${api}${MUSICKIT_AUTHORIZE_PATH}?${query.toString()}`;
  };
  const follow = async (url: string) => {
    const outcome = await browser.authorize(url);
    if (!outcome.redirected) throw new Error(`no answer to the callback: ${outcome.status} ${outcome.body}`);
    if (outcome.method !== 'POST') throw new Error(`the answer came in a ${outcome.method} URL, not a form POST`);
    return outcome.query;
  };
  const link = async (params: Record<string, string> = {}) => {
    const back = await follow(authorizeUrl(params));
    if (back.state !== 'st-1' || !back.music_user_token) throw new Error(`authorisation did not approve: ${JSON.stringify(back)}`);
    return back.music_user_token;
  };
  const me = async (mut: string | null, path: string, init: { method?: string; body?: unknown; devToken?: string } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${init.devToken ?? developerToken}` };
    if (mut !== null) headers['music-user-token'] = mut;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as unknown };
  };
  const readAll = async <T>(mut: string, path: string, parse: (body: unknown) => { next?: string | undefined; data: T[] }) => {
    const limit = new URL(path, 'http://x.invalid').searchParams.get('limit');
    const items: T[] = [];
    let next: string | undefined = path;
    let pages = 0;
    while (next) {
      const r = await me(mut, pages > 0 && limit ? `${next}&limit=${limit}` : next);
      if (r.status !== 200) throw new Error(`${next}: ${r.status} ${r.text}`);
      const page = parse(r.body);
      items.push(...page.data);
      next = page.next;
      pages++;
    }
    return { items, pages };
  };
  return {
    apple,
    browser,
    developerToken,
    authorizeUrl,
    follow,
    link,
    me,
    readAll,
    close: async () => {
      await browser.close();
      await apple.started.sandbox.close();
    },
  };
}

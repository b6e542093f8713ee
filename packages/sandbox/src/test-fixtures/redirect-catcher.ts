/**
 * Test support: an app's OAuth callback on loopback. It answers every request with the query it
 * received as JSON, so `fetch(authorizeUrl)` (which follows redirects as a browser does) ends on
 * it and the test reads `code`/`error`/`state`/`music_user_token` from the final body.
 */
import { listenLoopback, type LoopbackServer } from '../loopback-server';

export interface RedirectCatcher {
  /** `http://127.0.0.1:PORT/callback`. */
  callbackUrl: string;
  /** Follows every redirect from `url` and returns the query the callback received. */
  follow(url: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startRedirectCatcher(): Promise<RedirectCatcher> {
  const server: LoopbackServer = await listenLoopback((req, res) => {
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://catcher.invalid').searchParams);
    const body = JSON.stringify(query);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const callbackUrl = `${server.url}/callback`;
  return {
    callbackUrl,
    follow: async (url) => {
      const res = await fetch(url, { redirect: 'follow' });
      if (!res.url.startsWith(callbackUrl)) throw new Error(`ended on ${res.url} (${res.status}): ${await res.text()}`);
      return (await res.json()) as Record<string, string>;
    },
    close: () => server.close(),
  };
}

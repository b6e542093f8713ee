/**
 * Test support: a loopback OAuth callback plus a client that follows redirects as a browser
 * does. `authorize(url)` ends either on the callback (the query it received) or on a page that
 * did not redirect (status and body), so tests can tell a redirected error from an error page.
 */
import { listenLoopback } from '../loopback-server';

export type AuthorizeOutcome = { redirected: true; query: Record<string, string> } | { redirected: false; status: number; body: string };

export interface OAuthTestClient {
  /** `http://127.0.0.1:PORT/callback`. */
  callbackUrl: string;
  authorize(url: string | URL): Promise<AuthorizeOutcome>;
  close(): Promise<void>;
}

export async function startOAuthTestClient(): Promise<OAuthTestClient> {
  const server = await listenLoopback((req, res) => {
    const body = JSON.stringify(Object.fromEntries(new URL(req.url ?? '/', 'http://callback.invalid').searchParams));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const callbackUrl = `${server.url}/callback`;
  return {
    callbackUrl,
    authorize: async (url) => {
      const res = await fetch(url, { redirect: 'follow' });
      if (res.url.startsWith(callbackUrl)) return { redirected: true, query: (await res.json()) as Record<string, string> };
      return { redirected: false, status: res.status, body: await res.text() };
    },
    close: () => server.close(),
  };
}

/**
 * Test support: a loopback OAuth callback plus a client that follows redirects as a browser
 * does, and submits a self-posting form (`form-post.ts`) as a browser's script would.
 * `authorize(url)` ends either on the callback (the query or form it received) or on a page that
 * did not redirect (status and body), so tests can tell a redirected error from an error page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFormPost } from '../form-post';
import { listenLoopback } from '../loopback-server';

export type AuthorizeOutcome =
  | { redirected: true; query: Record<string, string>; method: 'GET' | 'POST' }
  | { redirected: false; status: number; body: string };

export interface OAuthTestClient {
  /** `http://127.0.0.1:PORT/callback`. */
  callbackUrl: string;
  authorize(url: string | URL): Promise<AuthorizeOutcome>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOAuthTestClient(): Promise<OAuthTestClient> {
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const received = new URL(req.url ?? '/', 'http://callback.invalid').searchParams;
    const fields = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : received;
    const body = JSON.stringify({ method: req.method, query: Object.fromEntries(fields) });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = await listenLoopback((req, res) => void answer(req, res));
  const callbackUrl = `${server.url}/callback`;
  const landed = async (res: Response): Promise<AuthorizeOutcome> => {
    const { method, query } = (await res.json()) as { method: 'GET' | 'POST'; query: Record<string, string> };
    return { redirected: true, method, query };
  };
  return {
    callbackUrl,
    authorize: async (url) => {
      const res = await fetch(url, { redirect: 'follow' });
      if (res.url.startsWith(callbackUrl)) return landed(res);
      const body = await res.text();
      const form = res.status === 200 ? readFormPost(body) : undefined;
      if (form) {
        const posted = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'follow' });
        if (posted.url.startsWith(callbackUrl)) return landed(posted);
        return { redirected: false, status: posted.status, body: await posted.text() };
      }
      return { redirected: false, status: res.status, body };
    },
    close: () => server.close(),
  };
}

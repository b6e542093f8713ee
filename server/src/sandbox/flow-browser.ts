import { readFormPost } from '@segue/sandbox';

/**
 * A browser for Segue's linking flows, as far as the flows need one: it keeps the cookies Segue
 * sets (per origin, by path prefix), follows redirects itself so the cookies go along, submits a
 * self-posting form (the sandbox's MusicKit page) as its script would, and reads the Continue
 * link of the start page. Each FlowBrowser is one person's browser. Sandbox mode
 * links its listener with it (`link-sandbox-listener.ts`), and the tests drive flows with it.
 */
export interface FlowBrowser {
  /** One request with this browser's cookies; redirects are not followed. */
  request(url: string | URL, init?: RequestInit): Promise<Response>;
  /** Follows redirects from `url`; answers the last response and its URL. */
  follow(url: string | URL, init?: RequestInit): Promise<{ response: Response; url: string }>;
  /** Opens a start page (`data.url` of connect) and answers its Continue target. */
  start(startUrl: string): Promise<string>;
  /** The Continue link of a start page's HTML. */
  continueTarget(html: string): string;
}

interface Cookie {
  origin: string;
  path: string;
  value: string;
}

const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

export function createFlowBrowser(): FlowBrowser {
  const jar = new Map<string, Cookie>();

  function remember(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()));
      const key = `${url.origin} ${name}`;
      if (expired) jar.delete(key);
      else jar.set(key, { origin: url.origin, path, value: pair.slice(at + 1) });
    }
  }

  async function request(target: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target);
    const cookies = [...jar.entries()]
      .filter(([, cookie]) => cookie.origin === url.origin && url.pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.slice(key.indexOf(' ') + 1)}=${cookie.value}`);
    const headers = new Headers(init.headers);
    if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    remember(url, response);
    return response;
  }

  async function follow(target: string | URL, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let url = new URL(target);
    let response = await request(url, init);
    for (let hops = 0; hops < 20; hops++) {
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location')!, url);
        // A redirect after a POST is a GET, as browsers do it.
        response = await request(url, { headers: init.headers ?? {} });
        continue;
      }
      // A page that posts its answer by script (Apple Music's sign-in): submit it as the script would.
      const form = response.status === 200 && response.headers.get('content-type')?.startsWith('text/html') ? readFormPost(await response.clone().text()) : undefined;
      if (!form) break;
      url = new URL(form.action, url);
      const headers = new Headers(init.headers);
      headers.set('content-type', 'application/x-www-form-urlencoded');
      response = await request(url, { method: 'POST', headers, body: new URLSearchParams(form.fields) });
    }
    return { response, url: url.toString() };
  }

  function continueTarget(html: string): string {
    const match = /id="continue"[^>]*href="([^"]+)"/.exec(html);
    if (!match) throw new Error(`not a start page: ${html.slice(0, 300)}`);
    return unescapeHtml(match[1]!);
  }

  return {
    request,
    follow,
    continueTarget,
    async start(startUrl) {
      const response = await request(startUrl, { headers: { accept: 'text/html' } });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`the start page answered ${response.status}: ${html.slice(0, 300)}`);
      return continueTarget(html);
    },
  };
}

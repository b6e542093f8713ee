import { createFlowBrowser, type FlowBrowser } from './flow-browser';

/** What the connect routes answered. */
export interface ConnectAnswer {
  status: number;
  body: { data?: { url: string }; error?: string; message: string };
}

/** Where a walk through a flow ended: the app's landing page (its query), or a page of Segue's. */
export interface Landing {
  landed: boolean;
  status: number;
  url: string;
  query: Record<string, string>;
  html: string;
  /** The browser that got here (a confirmation is answered from it). */
  browser: FlowBrowser;
}

/**
 * The calls an app and its listener make to link accounts, against one Segue server: the app's
 * backend and front end call the connect routes, and `browser` is the listener's browser.
 */
export function linkingClient(base: { url: string; landingUrl: string }, keys: { publicKey: string; privateKey: string }, browser: FlowBrowser = createFlowBrowser()) {
  async function connect(platform: string, query: Record<string, string> = {}, key = keys.publicKey): Promise<ConnectAnswer> {
    const url = new URL(`${base.url}/v1/${platform}/connect`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { 'x-segue-public-key': key } });
    return { status: response.status, body: (await response.json()) as ConnectAnswer['body'] };
  }

  async function connectFor(platform: string, userId: string, body: Record<string, unknown> = {}, key = keys.privateKey): Promise<ConnectAnswer> {
    const response = await fetch(`${base.url}/v1/${platform}/connect`, {
      method: 'POST',
      headers: { 'x-segue-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: userId, ...body }),
    });
    return { status: response.status, body: (await response.json()) as ConnectAnswer['body'] };
  }

  async function landing(response: Response, url: string, who: FlowBrowser): Promise<Landing> {
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json');
    return { landed: url.startsWith(base.landingUrl), status: response.status, url, query: json ? (JSON.parse(text) as Record<string, string>) : {}, html: json ? '' : text, browser: who };
  }

  /** Walks from a start URL through the sandbox's approval as `email` to wherever it ends (a new browser unless `who` is given). */
  async function walk(startUrl: string, email: string, extra: Record<string, string> = {}, who: FlowBrowser = createFlowBrowser()): Promise<Landing> {
    const authorize = new URL(await who.start(startUrl));
    authorize.searchParams.set('sandbox_user', email);
    for (const [name, value] of Object.entries(extra)) authorize.searchParams.set(name, value);
    const { response, url } = await who.follow(authorize, { headers: { accept: 'text/html' } });
    return landing(response, url, who);
  }

  /** Answers the move question of a confirmation page. */
  async function confirm(platform: string, page: Landing, choice: 'move' | 'cancel', who: FlowBrowser = page.browser): Promise<Landing> {
    const state = /name="state" value="([^"]+)"/.exec(page.html)?.[1];
    if (!state) throw new Error(`not a confirmation page: ${page.html.slice(0, 300)}`);
    const { response, url } = await who.follow(`${base.url}/v1/auth/${platform}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ state, choice }),
    });
    return landing(response, url, who);
  }

  /**
   * A whole link; answers the token. Each call is a browser of its own unless `who` is given:
   * links made in one browser join one user.
   */
  async function link(platform: string, email: string, started?: ConnectAnswer, who: FlowBrowser = createFlowBrowser()): Promise<string> {
    const answer = started ?? (await connect(platform));
    if (!answer.body.data) throw new Error(`connect failed: ${answer.status} ${answer.body.message}`);
    const end = await walk(answer.body.data.url, email, {}, who);
    if (!end.query.token) throw new Error(`linking ${platform} failed: ${JSON.stringify(end.query)} ${end.html.slice(0, 300)}`);
    return end.query.token;
  }

  return { browser, connect, connectFor, walk, confirm, link };
}

/** The claims of a token, unverified (the tests verify tokens through the server). */
export const claimsOf = (token: string): { uuid: string; gen?: number; platform: string; email: string } =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { uuid: string; gen?: number; platform: string; email: string };

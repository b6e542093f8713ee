/**
 * Issue 15's linking attacks, rerun against a `SEGUE_SANDBOX=1` server process: H1 (a flow
 * started by an attacker and finished in a victim's browser, whether as a lure or as login
 * CSRF), H2 (a platform account carrying someone else's unverified e-mail), and linking tokens
 * that outlived an unlink. Each person has their own browser (cookie jar); the sandbox's
 * authorize pages approve as `sandbox_user`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser, type FlowBrowser } from '../../../server/test/support/linking/flow-browser';
import { startSandboxServer, type SandboxServer } from '../conversion/support/sandbox-server';
import { checkResponse } from '../support/openapi-check';

let env: SandboxServer;
let next = 0;

beforeAll(async () => {
  env = await startSandboxServer();
}, 120_000);
afterAll(async () => {
  await env?.close();
});

const base = () => env.file.base_url;
const privateHeaders = () => ({ 'x-segue-key': env.file.app.private_key, 'content-type': 'application/json' });

/**
 * A sandbox listener with accounts on all of `platforms`, a different one each call. The listener
 * sandbox mode links at start (`sandbox.json`'s `listener`) already has every platform linked, so
 * it is never one of the people these flows start from scratch.
 */
function listener(...platforms: string[]): string {
  const users = env.truth.raw.users.filter(
    (user) => user.email !== env.file.listener?.email && platforms.every((platform) => (user.accounts as Record<string, unknown>)[platform]),
  );
  const user = users[next++ % users.length];
  if (!user) throw new Error(`no sandbox listener on ${platforms.join(', ')}`);
  return user.email;
}

async function connect(platform: string, query: Record<string, string> = {}): Promise<{ status: number; url?: string; message: string }> {
  const url = new URL(`${base()}/v1/${platform}/connect`);
  url.searchParams.set('redirect_url', env.file.app.redirect_url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await checkResponse(base(), 'GET', await fetch(url, { headers: { 'x-segue-public-key': env.file.app.public_key } }));
  const body = (await response.json()) as { data?: { url: string }; message: string };
  return { status: response.status, url: body.data?.url, message: body.message };
}

async function connectFor(platform: string, userId: string): Promise<string> {
  const request = { method: 'POST', headers: privateHeaders(), body: JSON.stringify({ user_id: userId, redirect_url: env.file.app.redirect_url }) };
  const response = await checkResponse(base(), 'POST', await fetch(`${base()}/v1/${platform}/connect`, request));
  const body = (await response.json()) as { data?: { url: string }; message: string };
  if (!body.data) throw new Error(`POST connect answered ${response.status}: ${body.message}`);
  return body.data.url;
}

/** The sandbox's approval, as `email`, of a platform authorize URL: where it sends the browser back. */
async function approve(browser: FlowBrowser, authorizeUrl: string, email: string): Promise<URL> {
  const authorize = new URL(authorizeUrl);
  authorize.searchParams.set('sandbox_user', email);
  let url = authorize;
  // Follow the platform's own hops (Apple's sign-in page is Segue's) up to Segue's callback.
  for (let hops = 0; hops < 5 && !url.pathname.endsWith('/callback'); hops++) {
    const response = await browser.request(url);
    url = new URL(response.headers.get('location')!, url);
  }
  return url;
}

/** Where a browser ends up from `url`: the app's landing query, or Segue's page. */
async function land(browser: FlowBrowser, url: string | URL): Promise<{ status: number; token?: string; query: Record<string, string>; html: string }> {
  const { response, url: last } = await browser.follow(url, { headers: { accept: 'text/html' } });
  const text = await response.text();
  if (!last.startsWith(env.file.app.redirect_url.split('?')[0]!)) return { status: response.status, query: {}, html: text };
  const query = (JSON.parse(text) as { data: { query: Record<string, string> } }).data.query;
  return { status: response.status, query, html: '', ...(query.token ? { token: query.token } : {}) };
}

/** A whole flow in one browser: start page, approval as `email`, callback. */
async function link(browser: FlowBrowser, startUrl: string, email: string) {
  return land(browser, await approve(browser, await browser.start(startUrl), email));
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { uuid: string; platform: string; gen?: number };

async function account(identifier: string): Promise<{ status: number; data?: Record<string, unknown> }> {
  const response = await checkResponse(base(), 'GET', await fetch(`${base()}/v1/account/?identifier=${encodeURIComponent(identifier)}`, { headers: privateHeaders() }));
  const body = (await response.json()) as { data?: Record<string, unknown> };
  return { status: response.status, ...(body.data ? { data: body.data } : {}) };
}

const me = async (token: string, path: string) =>
  checkResponse(base(), 'GET', await fetch(`${base()}/v1/me${path}`, { headers: { 'x-segue-public-key': env.file.app.public_key, authorization: `Bearer ${token}` } }));

describe('H1: a flow belongs to the browser that started it', () => {
  it("user_token on the public-key connect is refused, pointing at the backend call", async () => {
    const attacker = createFlowBrowser();
    const token = (await link(attacker, (await connect('spotify')).url!, listener('spotify'))).token!;
    const answer = await connect('tidal', { user_token: token });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/POST \/v1\/\{platform\}\/connect/);
  });

  it("lure: the attacker's authorize URL approved in the victim's browser is refused, and the victim's account stays theirs", async () => {
    const victimEmail = listener('tidal', 'spotify');
    const victim = createFlowBrowser();
    const victimUser = claimsOf((await link(victim, (await connect('tidal')).url!, victimEmail)).token!).uuid;

    const attacker = createFlowBrowser();
    const attackerToken = (await link(attacker, (await connect('spotify')).url!, listener('spotify'))).token!;
    const lureStart = (await connect('tidal')).url!;
    const lure = await attacker.start(lureStart);

    // The victim approves the attacker's authorize URL, and the callback runs in the victim's browser.
    const refused = await land(victim, await approve(victim, lure, victimEmail));
    expect(refused.status).toBe(400);
    expect(refused.token).toBeUndefined();
    expect(refused.html).toMatch(/not started in this browser/);
    // The start URL itself, opened already by the attacker, is refused in the victim's browser too.
    const reopened = await victim.request(lureStart, { headers: { accept: 'text/html' } });
    expect(reopened.status).toBe(400);

    const found = await account(victimUser);
    expect(found.data?.tidal).toBeDefined();
    expect((await me(attackerToken, '/tidal/playlists')).status).not.toBe(200);
  });

  it("login CSRF: a callback URL completed by the attacker's login, opened by the victim, gives the victim no token", async () => {
    const attacker = createFlowBrowser();
    const callback = await approve(attacker, await attacker.start((await connect('deezer')).url!), listener('deezer'));
    expect(callback.pathname).toBe('/v1/auth/deezer/callback');
    const victim = createFlowBrowser();
    const refused = await land(victim, callback);
    expect(refused.status).toBe(400);
    expect(refused.token).toBeUndefined();
    expect(refused.html).toMatch(/Nothing was linked/);
  });

  it('a backend-issued start URL joins a second platform to the existing user', async () => {
    const email = listener('spotify', 'tidal');
    const browser = createFlowBrowser();
    const first = claimsOf((await link(browser, (await connect('spotify')).url!, email)).token!);
    const second = claimsOf((await link(browser, await connectFor('tidal', first.uuid), email)).token!);
    expect(second).toMatchObject({ uuid: first.uuid, platform: 'tidal' });
    const found = await account(first.uuid);
    expect(Object.keys(found.data ?? {})).toEqual(expect.arrayContaining(['spotify', 'tidal']));
  });
});

describe("H2: a platform account with someone else's unverified e-mail", () => {
  it("becomes a new user with no access to the victim's libraries", async () => {
    const email = listener('tidal', 'spotify');
    const victimToken = (await link(createFlowBrowser(), (await connect('tidal')).url!, email)).token!;
    // The attacker registered a Spotify account under the victim's address (Spotify does not verify it).
    const attackerToken = (await link(createFlowBrowser(), (await connect('spotify')).url!, email)).token!;
    expect(claimsOf(attackerToken).uuid).not.toBe(claimsOf(victimToken).uuid);
    expect((await me(victimToken, '/tidal/playlists')).status).toBe(200);
    expect((await me(attackerToken, '/tidal/playlists')).status).not.toBe(200);
    // Looked up by e-mail, the address is the verified TIDAL user's.
    expect((await account(email)).data?.id).toBe(claimsOf(victimToken).uuid);
  });
});

describe('linking tokens are revoked by unlinking', () => {
  it('a token issued before an unlink is refused with 401 and a clear message', async () => {
    const email = listener('spotify', 'deezer');
    const browser = createFlowBrowser();
    const token = (await link(browser, (await connect('spotify')).url!, email)).token!;
    const user = claimsOf(token).uuid;
    await link(browser, await connectFor('deezer', user), email);
    expect((await me(token, '/spotify/playlists')).status).toBe(200);
    const unlinked = await fetch(`${base()}/v1/account/${user}/deezer`, { method: 'DELETE', headers: privateHeaders() });
    expect(unlinked.status).toBe(200);
    const refused = await me(token, '/spotify/playlists');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/revoked/);
  });
});

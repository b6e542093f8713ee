import type { PlatformKey } from '@segue/core';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser } from '../../test/support/linking/flow-browser';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let app: TestApp;
/** The browser of the listener at hand: it opens their start pages, so the flows' cookies are in it. */
let browser = createFlowBrowser();
/** Sandbox listeners already used by a test that looks users up by e-mail. */
const taken = new Set<string>();

function freshUser(has: (accounts: Record<string, unknown>) => boolean): { email: string } {
  const user = h.sandbox.users.find((candidate) => has(candidate.accounts) && !taken.has(candidate.email));
  if (!user) throw new Error('no unused sandbox user fits');
  taken.add(user.email);
  return { email: user.email };
}

beforeAll(async () => {
  h = await startLinkingHarness();
  app = await h.createApp('Linking app');
});
afterAll(async () => {
  await h?.close();
});

type ConnectAnswer = { status: number; body: { data?: { url: string }; error?: string; message: string } };

async function connectStart(platform: string, query: Record<string, string> = {}, key = app.publicKey): Promise<ConnectAnswer> {
  const url = new URL(`${h.url}/v1/${platform}/connect`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { 'x-segue-public-key': key } });
  return { status: response.status, body: (await response.json()) as ConnectAnswer['body'] };
}

/** Opens a successful connect's start page in the listener's browser: data.url becomes its Continue target. */
async function opened(answer: ConnectAnswer): Promise<ConnectAnswer> {
  if (answer.status !== 200 || !answer.body.data) return answer;
  return { ...answer, body: { ...answer.body, data: { url: await browser.start(answer.body.data.url) } } };
}

/** Public-key connect, its start page opened in the listener's browser. */
const connect = async (platform: string, query: Record<string, string> = {}, key = app.publicKey) => opened(await connectStart(platform, query, key));

/** The app's backend asks for a flow that adds `platform` to `userId`, and the listener opens it. */
async function connectFor(platform: string, userId: string, body: Record<string, unknown> = {}, key = app.privateKey): Promise<ConnectAnswer> {
  const response = await fetch(`${h.url}/v1/${platform}/connect`, {
    method: 'POST',
    headers: { 'x-segue-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, ...body }),
  });
  return { status: response.status, body: (await response.json()) as ConnectAnswer['body'] };
}

/** Follows every redirect as a browser would; returns what the app's landing page received. */
async function follow(url: string, extra: Record<string, string> = {}) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(extra)) target.searchParams.set(name, value);
  const { response, url: last } = await browser.follow(target, { headers: { accept: 'application/json' } });
  const text = await response.text();
  const body = (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { html: text }) as Record<string, unknown>;
  return { landed: last.startsWith(h.landingUrl), status: response.status, query: body as Record<string, string>, body };
}

/** A whole link in `who` (a new browser unless given: links made in one browser join one user). */
async function link(platform: PlatformKey, email: string, extra: Record<string, string> = {}, started?: ConnectAnswer, who = createFlowBrowser()) {
  browser = who;
  started = started ? await opened(started) : await connect(platform, extra);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const result = await follow(started.body.data!.url, { sandbox_user: email });
  expect(result.landed, JSON.stringify(result.body)).toBe(true);
  expect(result.query.error, result.query.error_description).toBeUndefined();
  return result.query.token!;
}

async function verify(token: string) {
  const jwks = createRemoteJWKSet(new URL(`${h.url}/.well-known/jwks.json`));
  const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer: h.url, audience: app.app.id, algorithms: ['ES256'] });
  expect(protectedHeader.kid).toEqual(expect.any(String));
  return payload as { uuid: string; email: string; username: string; platform: string; iat: number; exp: number };
}

async function account(identifier: string, key = app.privateKey) {
  const response = await fetch(`${h.url}/v1/account/?identifier=${encodeURIComponent(identifier)}`, { headers: { 'x-segue-key': key } });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; error?: string; message: string } };
}

describe('linking a sandbox user on every linkable platform', () => {
  it.each(['spotify', 'tidal', 'deezer'] as const)('%s: the redirect carries an ES256 token the JWKS verifies, and the account shows the profile', async (platform) => {
    const { email } = freshUser((accounts) => Boolean(accounts[platform]));
    const claims = await verify(await link(platform, email));
    expect(claims).toMatchObject({ email, platform });
    expect(claims.exp - claims.iat).toBeGreaterThan(0);
    const byEmail = await account(email);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ id: claims.uuid, email });
    const profile = byEmail.body.data![platform] as Record<string, unknown>;
    const expected = h.sandbox.users.find((user) => user.email === email)!.accounts[platform]!;
    expect(profile).toMatchObject({ platform, platform_id: expected.id, username: claims.username });
    expect((await account(claims.uuid)).body.data).toEqual(byEmail.body.data);
  });

  it("one e-mail on two platforms is one user with both profiles when the app's backend adds the second", async () => {
    const { email } = freshUser((accounts) => Boolean(accounts.spotify && accounts.tidal));
    const user = h.sandbox.users.find((candidate) => candidate.email === email)!;
    const own = createFlowBrowser();
    const first = await verify(await link('spotify', user.email, {}, undefined, own));
    const second = await verify(await link('tidal', user.email, {}, await connectFor('tidal', first.uuid), own));
    expect(second.uuid).toBe(first.uuid);
    const found = await account(user.email);
    expect(Object.keys(found.body.data!).sort()).toEqual(expect.arrayContaining(['spotify', 'tidal']));
    expect((found.body.data!.spotify as { plan?: string; platform_subscription_plan: string }).platform_subscription_plan).toBe(user.accounts.spotify!.plan);
  });

  it('Apple Music links through the MusicKit sign-in; a backend-issued flow joins that user', async () => {
    const user = h.sandbox.users.find((candidate) => candidate.accounts.applemusic && candidate.accounts.spotify)!;
    const own = createFlowBrowser();
    const spotify = await verify(await link('spotify', user.email, {}, undefined, own));
    const alone = await verify(await link('applemusic', user.email));
    expect(alone.platform).toBe('applemusic');
    expect(alone.uuid).not.toBe(spotify.uuid);
    const joined = await verify(await link('applemusic', user.email, {}, await connectFor('applemusic', spotify.uuid), own));
    expect(joined.uuid).toBe(spotify.uuid);
    const found = await account(spotify.uuid);
    expect(found.body.data!.applemusic).toMatchObject({ platform: 'applemusic', platform_id: expect.stringMatching(/^mut-/) });
    const token = await h.linking.getAccessToken(app.app.id, spotify.uuid, 'applemusic');
    expect(token.extra.storefront).toBe('us');
  });

  it("outside the sandbox, Apple Music's sign-in page gets a developer token signed with the integration's key", async () => {
    const state = new URL((await connect('applemusic')).body.data!.url).searchParams.get('state')!;
    const signIn = await h.linking.appleSignIn(state, { sandbox: false });
    if (signIn.kind !== 'musickit') throw new Error('expected the MusicKit page');
    expect(signIn.callbackUrl).toBe(`${h.url}/v1/auth/applemusic/callback`);
    const header = JSON.parse(Buffer.from(signIn.developerToken.split('.')[0]!, 'base64url').toString()) as { alg: string; kid: string };
    expect(header).toEqual({ alg: 'ES256', kid: h.sandbox.credentials.applemusic.key_id });
    await expect(h.linking.appleSignIn(`${state}x`, { sandbox: false })).rejects.toMatchObject({ code: 'EBADREQUEST' });
  });

  it("YouTube Music links through Google's authorise and token endpoints when the integration has a Google client", async () => {
    await h.db.services.integrations.set(app.app.id, 'ytmusic', h.sandbox.oauthClients.ytmusic!);
    try {
      const started = await connect('ytmusic');
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const authorize = new URL(started.body.data!.url);
      expect(authorize.origin + authorize.pathname).toBe(`${h.sandbox.urls.ytmusic.oauth!.replace(/\/+$/, '')}/o/oauth2/v2/auth`);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        client_id: h.sandbox.oauthClients.ytmusic!.client_id,
        redirect_uri: `${h.url}/v1/auth/ytmusic/callback`,
        access_type: 'offline',
        code_challenge_method: 'S256',
      });
      const { email } = h.userWith('ytmusic');
      const claims = await verify(await link('ytmusic', email));
      expect(claims.platform).toBe('ytmusic');
      const channel = h.sandbox.users.find((user) => user.email === email)!.accounts.ytmusic!;
      const found = await account(claims.uuid);
      expect(found.body.data!.ytmusic).toMatchObject({ platform: 'ytmusic', platform_id: channel.id });
      expect((await h.linking.getAccessToken(app.app.id, claims.uuid, 'ytmusic')).accessToken).toEqual(expect.any(String));
    } finally {
      await h.db.services.integrations.set(app.app.id, 'ytmusic', {});
    }
  });

  it('YouTube Music without a Google client answers ENOTSUPPORTED with a reason', async () => {
    const answer = await connect('ytmusic');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'ENOTSUPPORTED', message: expect.stringContaining('YouTube Music') });
  });
});

describe('Deezer without app credentials', () => {
  it('refuses to link with ENOCREDENTIALS naming app_id and secret', async () => {
    const bare = await h.createApp('Deezer without an app');
    await h.db.services.integrations.set(bare.app.id, 'deezer', {});
    const answer = await connect('deezer', {}, bare.publicKey);
    expect(answer.body).toMatchObject({ error: 'ENOCREDENTIALS', message: expect.stringMatching(/app_id and secret/) });
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});

describe('connect input', () => {
  it('refuses a redirect URL off the allow-list and keeps the query of an allowed one', async () => {
    const off = await connect('spotify', { redirect_url: 'https://evil.example/linked' });
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining('allow-list') });
    const { email } = h.userWith('spotify');
    const token = await follow((await connect('spotify', { redirect_url: `${h.landingUrl}?from=test` })).body.data!.url, { sandbox_user: email });
    expect(token.query).toMatchObject({ from: 'test', token: expect.any(String) });
  });

  it('says to add a redirect URL when the app has none', async () => {
    const bare = await h.createApp('No redirect app', []);
    const answer = await connect('spotify', {}, bare.publicKey);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/add one/);
  });

  it('validates scopes per platform, space- or comma-separated, and defaults Spotify to a working set', async () => {
    const bad = await connect('spotify', { scopes: 'user-read-email,not-a-scope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('not-a-scope');
    const given = new URL((await connect('spotify', { scopes: 'user-read-email playlist-read-private' })).body.data!.url);
    expect(given.searchParams.get('scope')).toBe('user-read-email playlist-read-private');
    const defaults = new URL((await connect('spotify')).body.data!.url);
    expect(defaults.searchParams.get('scope')).toContain('user-read-email');
    expect(defaults.searchParams.get('code_challenge_method')).toBe('S256');
    const tidal = new URL((await connect('tidal', { scopes: 'playlists.read' })).body.data!.url);
    expect(tidal.searchParams.get('scope')).toBe('user.read playlists.read');
  });

  it("puts Deezer's per-app state token in the redirect URI and the flow state beside it", async () => {
    const url = new URL((await connect('deezer')).body.data!.url);
    const redirect = new URL(url.searchParams.get('redirect_uri')!);
    expect(redirect.searchParams.get('state')).toBe(app.app.deezerState);
    expect(redirect.searchParams.get('flow')).toMatch(/^s1\./);
    expect(url.searchParams.get('state')).toBeNull();
  });

  it('needs the public key', async () => {
    const response = await fetch(`${h.url}/v1/spotify/connect`);
    expect(response.status).toBe(401);
  });
});

/** The platform's redirect to our callback, without following it. */
async function callbackFor(platform: PlatformKey, email: string, extra: Record<string, string> = {}): Promise<URL> {
  const started = new URL((await connect(platform)).body.data!.url);
  started.searchParams.set('sandbox_user', email);
  for (const [name, value] of Object.entries(extra)) started.searchParams.set(name, value);
  const response = await browser.request(started);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function callback(url: URL) {
  const response = await browser.request(url, { headers: { accept: 'application/json' } });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location) : undefined,
    body: location ? undefined : ((await response.json()) as { error: string; message: string }),
  };
}

describe('callback state', () => {
  it('refuses a tampered state with a page, not a redirect', async () => {
    const url = await callbackFor('spotify', h.userWith('spotify').email);
    const state = url.searchParams.get('state')!;
    url.searchParams.set('state', state.slice(0, -6) + (state.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'));
    const answer = await callback(url);
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
    expect(answer.body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining('altered') });
  });

  it('accepts a state once: a replay is refused', async () => {
    const url = await callbackFor('tidal', h.userWith('tidal').email);
    const first = await callback(url);
    expect(first.status).toBe(302);
    expect(first.location!.searchParams.get('token')).toEqual(expect.any(String));
    const again = await callback(url);
    expect(again.status).toBe(400);
    expect(again.body!.message).toMatch(/used already/);
  });

  it('an expired flow goes back to the app as an error', async () => {
    const url = await callbackFor('spotify', h.userWith('spotify').email);
    h.clock.offsetMs = 11 * 60_000;
    try {
      const answer = await callback(url);
      expect(answer.status).toBe(302);
      expect(`${answer.location!.origin}${answer.location!.pathname}`).toBe(h.landingUrl);
      expect(answer.location!.searchParams.get('error')).toBe('invalid_request');
      expect(answer.location!.searchParams.get('error_description')).toMatch(/expired/);
      expect(answer.location!.searchParams.get('token')).toBeNull();
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('a state made for another platform is refused', async () => {
    const url = await callbackFor('spotify', h.userWith('spotify').email);
    const answer = await callback(new URL(`${h.url}/v1/auth/tidal/callback${url.search}`));
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
  });

  it('a missing state shows an HTML page to a browser', async () => {
    const response = await fetch(`${h.url}/v1/auth/spotify/callback?code=abc`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/missing its state/);
  });
});

describe('refusals come back to the app', () => {
  it.each(['spotify', 'tidal', 'deezer', 'applemusic'] as const)('%s: denied consent is error=access_denied on the redirect URL', async (platform) => {
    const started = await connect(platform);
    const result = await follow(started.body.data!.url, { sandbox_user: h.userWith(platform).email, sandbox_deny: '1' });
    expect(result.landed).toBe(true);
    expect(result.query).toMatchObject({ error: 'access_denied', error_description: expect.stringContaining('declined') });
    expect(result.query.token).toBeUndefined();
  });

  it.each(['spotify', 'tidal', 'deezer'] as const)('%s: a bad code is error=invalid_grant', async (platform) => {
    const url = await callbackFor(platform, h.userWith(platform).email);
    url.searchParams.set('code', 'not-a-code');
    const answer = await callback(url);
    expect(answer.status).toBe(302);
    expect(answer.location!.searchParams.get('error')).toBe('invalid_grant');
  });

  it("a Deezer redirect without the app's state token is refused on the app's redirect URL", async () => {
    const url = await callbackFor('deezer', h.userWith('deezer').email);
    url.searchParams.set('state', 'WRONGSTATE');
    const answer = await callback(url);
    expect(answer.location!.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('apps never see each other', () => {
  it("another app's key finds neither the user nor their tokens", async () => {
    const { email } = h.userWith('spotify');
    const claims = await verify(await link('spotify', email));
    const other = await h.createApp('Other app');
    expect((await account(email, other.privateKey)).status).toBe(404);
    expect((await account(claims.uuid, other.privateKey)).status).toBe(404);
    await expect(h.linking.getAccessToken(other.app.id, claims.uuid, 'spotify')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(h.linking.verifyLinkingToken(other.app.id, await link('spotify', email))).rejects.toMatchObject({ code: 'EUNAUTHORIZED' });
    expect((await account(email, app.publicKey)).status).toBe(401);
  });

  it('unknown identifiers are 404 and malformed ones 400', async () => {
    expect((await account('nobody@example.com')).status).toBe(404);
    expect((await account('not an identifier')).status).toBe(400);
  });
});

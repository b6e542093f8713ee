import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVER_EMAIL } from '@segue/sandbox';
import { createFlowBrowser } from '../../test/support/linking/flow-browser';
import { claimsOf, linkingClient } from '../../test/support/linking/linking-client';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let app: TestApp;
let client: ReturnType<typeof linkingClient>;

beforeAll(async () => {
  h = await startLinkingHarness();
  app = await h.createApp('Bound flows app');
  client = linkingClient(h, app);
});
afterAll(async () => {
  await h?.close();
});

/** A sandbox listener with accounts on every platform named, each test its own. */
let next = 0;
function listener(...platforms: string[]): string {
  // The six ordinary listeners, in turn (the flows below are laid out over them: some reuse a
  // listener an earlier test linked); the mover's big library is there for transfers.
  const users = h.sandbox.users.filter((user) => user.email !== MOVER_EMAIL && platforms.every((platform) => (user.accounts as Record<string, unknown>)[platform]));
  const user = users[next++ % users.length];
  if (!user) throw new Error(`no sandbox user on ${platforms.join(', ')}`);
  return user.email;
}

const unlink = (userId: string, platform: string) =>
  fetch(`${h.url}/v1/account/${userId}/${platform}`, { method: 'DELETE', headers: { 'x-segue-key': app.privateKey } });

describe("the start page binds a flow to the browser that opens it", () => {
  it("connect answers Segue's start page, which explains the link and sets a short-lived HttpOnly, SameSite=Lax cookie", async () => {
    const started = await client.connect('tidal');
    expect(started.status).toBe(200);
    const start = new URL(started.body.data!.url);
    expect(`${start.origin}${start.pathname}`).toBe(`${h.url}/v1/auth/tidal/start`);
    const response = await fetch(start, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Bound flows app');
    expect(html).toContain('TIDAL');
    expect(html).toMatch(/id="continue"[^>]*href="http/);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^segue_flow_[0-9a-f-]{36}=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/v1\/auth\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie!)![1])).toBeLessThanOrEqual(600);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a start URL opened in a second browser is refused; the first browser may reload it', async () => {
    const url = (await client.connect('spotify')).body.data!.url;
    const first = createFlowBrowser();
    await first.start(url);
    await expect(first.start(url)).resolves.toMatch(/^http/);
    const second = await createFlowBrowser().request(url, { headers: { accept: 'text/html' } });
    expect(second.status).toBe(400);
    expect(await second.text()).toMatch(/already opened in another browser/);
  });

  it("a callback in a browser without the flow's cookie, or with another value, is refused with a page and links nothing", async () => {
    const email = listener('spotify');
    const owner = createFlowBrowser();
    const authorize = new URL(await owner.start((await client.connect('spotify')).body.data!.url));
    authorize.searchParams.set('sandbox_user', email);
    const callback = new URL((await owner.request(authorize)).headers.get('location')!);
    for (const cookie of [undefined, 'segue_flow_x=y']) {
      const refused = await fetch(callback, { redirect: 'manual', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
      expect(await refused.text()).toMatch(/not started in this browser/);
    }
    // The browser that started it still completes it, and the cookie is cleared on the way.
    const done = await owner.request(callback);
    expect(done.status).toBe(302);
    expect(new URL(done.headers.get('location')!).searchParams.get('token')).toEqual(expect.any(String));
    expect(done.headers.getSetCookie().join()).toMatch(/segue_flow_[0-9a-f-]{36}=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("Deezer's state-token flow and Apple Music's sign-in page go through the start page too", async () => {
    for (const platform of ['deezer', 'applemusic'] as const) {
      const token = await client.link(platform, listener(platform));
      expect(claimsOf(token).platform).toBe(platform);
    }
  });
});

describe('joining an existing user only on the backend', () => {
  it('user_token on the public-key connect is refused with a pointer to the backend call', async () => {
    const answer = await client.connect('tidal', { user_token: 'anything' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/POST \/v1\/\{platform\}\/connect/);
  });

  it("POST /v1/{platform}/connect needs the private key, a user of the app and a JSON body", async () => {
    const token = await client.link('spotify', listener('spotify'));
    expect((await client.connectFor('tidal', claimsOf(token).uuid, {}, app.publicKey)).status).toBe(401);
    expect((await client.connectFor('tidal', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.connectFor('tidal', 'not-a-uuid')).status).toBe(404);
    const other = await h.createApp('Another app');
    expect((await client.connectFor('tidal', claimsOf(token).uuid, {}, other.privateKey)).status).toBe(404);
    expect((await client.connectFor('tidal', claimsOf(token).uuid, { extra: 1 })).status).toBe(400);
    const offList = await client.connectFor('tidal', claimsOf(token).uuid, { redirect_url: 'https://evil.example/' });
    expect(offList.body.message).toMatch(/allow-list/);
  });

  it('a backend-issued URL joins the second platform to the user, once, in the browser that linked it', async () => {
    const email = listener('spotify', 'tidal');
    const own = createFlowBrowser();
    const first = claimsOf(await client.link('spotify', email, undefined, own));
    const issued = await client.connectFor('tidal', first.uuid, { scopes: ['playlists.read'] });
    expect(issued.status).toBe(200);
    // Another browser opens it first: it owns the flow now, is not told whose account it is, and the listener's is refused.
    const start = await fetch(issued.body.data!.url, { headers: { accept: 'text/html' } });
    const stranger = await start.text();
    expect(stranger).toContain('This browser has not linked that account before');
    expect(stranger).not.toContain(email.slice(email.indexOf('@')));
    await expect(client.walk(issued.body.data!.url, email, {}, own)).rejects.toThrow(/400/);
    const again = await client.connectFor('tidal', first.uuid);
    const page = await own.request(again.body.data!.url, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain(`adds TIDAL to the Bound flows app account you are signed in to (${email[0]}•••${email.slice(email.indexOf('@'))}, with Spotify)`);
    const joined = claimsOf(await client.link('tidal', email, again, own));
    expect(joined.uuid).toBe(first.uuid);
  });

  it('moving a platform account from another user is asked first: cancel keeps it, move takes it and revokes the loser\'s tokens', async () => {
    const email = listener('deezer', 'tidal');
    const own = createFlowBrowser();
    const deezer = claimsOf(await client.link('deezer', email, undefined, own));
    const tidalToken = await client.link('tidal', email);
    const tidal = claimsOf(tidalToken);
    expect(tidal.uuid).not.toBe(deezer.uuid);

    const asked = await client.walk((await client.connectFor('tidal', deezer.uuid)).body.data!.url, email, {}, own);
    expect(asked.status).toBe(200);
    expect(asked.html).toMatch(/This TIDAL account is linked to another user of Bound flows app/);
    const cancelled = await client.confirm('tidal', asked, 'cancel');
    expect(cancelled.landed).toBe(true);
    expect(cancelled.query).toMatchObject({ error: 'access_denied' });
    expect(await h.linking.verifyLinkingToken(app.app.id, tidalToken)).toMatchObject({ userId: tidal.uuid });
    await expect(h.linking.getAccessToken(app.app.id, deezer.uuid, 'tidal')).rejects.toMatchObject({ code: 'ENOTFOUND' });

    const askedAgain = await client.walk((await client.connectFor('tidal', deezer.uuid)).body.data!.url, email, {}, own);
    // The confirmation belongs to the browser that started the flow.
    const stranger = createFlowBrowser();
    const refused = await client.confirm('tidal', askedAgain, 'move', stranger);
    expect(refused.status).toBe(400);
    const moved = await client.confirm('tidal', askedAgain, 'move');
    expect(claimsOf(moved.query.token!).uuid).toBe(deezer.uuid);
    expect((await h.linking.getAccessToken(app.app.id, deezer.uuid, 'tidal')).accessToken).toEqual(expect.any(String));
    await expect(h.linking.verifyLinkingToken(app.app.id, tidalToken)).rejects.toMatchObject({ code: 'EUNAUTHORIZED', message: expect.stringMatching(/revoked/) });
  });
});

describe('no joins by unverified e-mail', () => {
  it("a Spotify account with a TIDAL user's e-mail (unverified) is a new user", async () => {
    const email = listener('spotify', 'tidal');
    const victim = claimsOf(await client.link('tidal', email));
    const attacker = claimsOf(await client.link('spotify', email));
    expect(attacker.uuid).not.toBe(victim.uuid);
    await expect(h.linking.getAccessToken(app.app.id, attacker.uuid, 'tidal')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('a verified TIDAL e-mail joins the verified user that has no links left', async () => {
    const email = listener('tidal');
    const first = claimsOf(await client.link('tidal', email));
    expect((await unlink(first.uuid, 'tidal')).status).toBe(200);
    expect(claimsOf(await client.link('tidal', email)).uuid).toBe(first.uuid);
  });
});

describe('linking tokens are revoked by unlinking', () => {
  it('a token issued before an unlink answers 401 with a clear message; one issued after works', async () => {
    const email = listener('spotify', 'deezer');
    const own = createFlowBrowser();
    const spotify = await client.link('spotify', email, undefined, own);
    const user = claimsOf(spotify).uuid;
    await client.link('deezer', email, await client.connectFor('deezer', user), own);
    await expect(h.linking.verifyLinkingToken(app.app.id, spotify)).resolves.toMatchObject({ userId: user });
    expect((await unlink(user, 'deezer')).status).toBe(200);
    await expect(h.linking.verifyLinkingToken(app.app.id, spotify)).rejects.toMatchObject({ code: 'EUNAUTHORIZED', message: expect.stringMatching(/revoked/) });
    const fresh = await client.link('spotify', email);
    expect(claimsOf(fresh)).toMatchObject({ uuid: user, gen: 1 });
    await expect(h.linking.verifyLinkingToken(app.app.id, fresh)).resolves.toMatchObject({ userId: user });
  });
});

describe('callback errors are never relayed', () => {
  it("an unknown error is server_error and a known one gets Segue's sentence, whatever the description said", async () => {
    for (const [error, expected] of [
      ['<script>alert(1)</script>', 'server_error'],
      ['access_denied', 'access_denied'],
    ] as const) {
      const browser = createFlowBrowser();
      const authorize = new URL(await browser.start((await client.connect('spotify')).body.data!.url));
      const callback = new URL(`${h.url}/v1/auth/spotify/callback`);
      callback.searchParams.set('state', authorize.searchParams.get('state')!);
      callback.searchParams.set('error', error);
      callback.searchParams.set('error_description', 'Call +1 555 0100 to restore your account');
      const response = await browser.request(callback);
      const back = new URL(response.headers.get('location')!);
      expect(back.searchParams.get('error')).toBe(expected);
      expect(back.searchParams.get('error_description')).not.toMatch(/555|script/);
    }
  });
});

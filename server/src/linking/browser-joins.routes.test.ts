import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFlowBrowser, type FlowBrowser } from '../../test/support/linking/flow-browser';
import { claimsOf, linkingClient } from '../../test/support/linking/linking-client';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let app: TestApp;
let client: ReturnType<typeof linkingClient>;

beforeAll(async () => {
  h = await startLinkingHarness();
});
// The sandbox has six listeners: each test gets an app of its own, so no earlier test's user
// already holds the platform account it links.
let apps = 0;
beforeEach(async () => {
  used.clear();
  app = await h.createApp(`Join app ${++apps}`);
  client = linkingClient(h, app);
});
afterAll(async () => {
  await h?.close();
});

/** A sandbox listener with accounts on every platform named, none used before in the test. */
const used = new Set<string>();
function listener(...platforms: string[]): string {
  const user = h.sandbox.users.find((candidate) => !used.has(candidate.email) && platforms.every((platform) => (candidate.accounts as Record<string, unknown>)[platform]));
  if (!user) throw new Error(`no unused sandbox user on ${platforms.join(', ')}`);
  used.add(user.email);
  return user.email;
}

const privateGet = (path: string) => fetch(`${h.url}${path}`, { headers: { 'x-segue-key': app.privateKey } });
const linkedPlatforms = async (userId: string) => (await h.linking.account(app.app.id, userId)) as Record<string, unknown>;

/** The Set-Cookie line of the joining cookie a response set, if any. */
const joinCookieLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`segue_join_${app.app.id}=`));

/** Walks a flow in `who` up to the callback's answer (not followed), for its headers. */
async function callbackAnswer(who: FlowBrowser, startUrl: string, email: string): Promise<Response> {
  const authorize = new URL(await who.start(startUrl));
  authorize.searchParams.set('sandbox_user', email);
  const callback = (await who.request(authorize)).headers.get('location')!;
  return who.request(callback);
}

const join = (platform: string, body: Record<string, unknown>, key = app.privateKey) =>
  fetch(`${h.url}/v1/${platform}/connect/join`, { method: 'POST', headers: { 'x-segue-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('one browser, one user', () => {
  it('three platforms linked through the public-key connect in one browser carry one user id, and the lookup shows the three profiles', async () => {
    const email = listener('spotify', 'deezer', 'applemusic');
    const own = createFlowBrowser();
    const tokens = [];
    for (const platform of ['spotify', 'deezer', 'applemusic']) tokens.push(claimsOf(await client.link(platform, email, undefined, own)));
    expect(new Set(tokens.map((claims) => claims.uuid)).size).toBe(1);
    const account = await linkedPlatforms(tokens[0]!.uuid);
    expect(Object.keys(account).filter((key) => key !== 'id' && key !== 'email').sort()).toEqual(['applemusic', 'deezer', 'spotify']);
  });

  it("the start page names the account it joins, masked, and a separate account is one click away", async () => {
    const email = listener('spotify', 'tidal');
    const own = createFlowBrowser();
    const first = claimsOf(await client.link('spotify', email, undefined, own));
    const start = (await client.connect('tidal')).body.data!.url;
    const html = await (await own.request(start, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`adds TIDAL to the ${app.app.name} account this browser linked before (${email[0]}•••${email.slice(email.indexOf('@'))}, with Spotify)`);
    const separate = /id="separate" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const apart = claimsOf(await client.link('tidal', email, { status: 200, body: { data: { url: separate }, message: '' } }, own));
    expect(apart.uuid).not.toBe(first.uuid);
    expect(await linkedPlatforms(first.uuid)).not.toHaveProperty('tidal');
  });

  it('links made in three browsers are three users', async () => {
    const email = listener('spotify', 'deezer', 'tidal');
    const ids = new Set<string>();
    for (const platform of ['spotify', 'deezer', 'tidal']) ids.add(claimsOf(await client.link(platform, email)).uuid);
    expect(ids.size).toBe(3);
  });

  it('a browser already holding another account of the platform for its user makes a separate user instead of replacing it', async () => {
    const [mine, theirs] = [listener('spotify'), listener('spotify')];
    const shared = createFlowBrowser();
    const first = claimsOf(await client.link('spotify', mine, undefined, shared));
    const second = claimsOf(await client.link('spotify', theirs, undefined, shared));
    expect(second.uuid).not.toBe(first.uuid);
    expect((await linkedPlatforms(first.uuid)).spotify).toMatchObject({ platform: 'spotify' });
  });

  it('Apple Music, which names no account, signed in again in the same browser renews the link on the same user', async () => {
    const email = listener('spotify', 'applemusic');
    const own = createFlowBrowser();
    const first = claimsOf(await client.link('spotify', email, undefined, own));
    const apple = claimsOf(await client.link('applemusic', email, undefined, own));
    const again = claimsOf(await client.link('applemusic', email, undefined, own));
    expect([apple.uuid, again.uuid]).toEqual([first.uuid, first.uuid]);
    const token = await h.linking.getAccessToken(app.app.id, first.uuid, 'applemusic');
    expect(token.accessToken).toEqual(expect.any(String));
  });
});

describe('the joining cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to the linking pages, bounded in time, and set only by a finished link', async () => {
    const email = listener('deezer');
    const who = createFlowBrowser();
    const start = (await client.connect('deezer')).body.data!.url;
    expect(joinCookieLine(await who.request(start, { headers: { accept: 'text/html' } }))).toBeUndefined();
    const answer = await callbackAnswer(who, start, email);
    expect(answer.status).toBe(302);
    const line = joinCookieLine(answer)!;
    expect(line).toMatch(new RegExp(`^segue_join_${app.app.id}=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43};`));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\/v1\/auth\//);
    expect(Number(/Max-Age=(\d+)/.exec(line)![1])).toBe(90 * 86_400);
    // A refused callback (no flow cookie) sets nothing.
    const refused = await fetch(answer.url, { redirect: 'manual' });
    expect(joinCookieLine(refused)).toBeUndefined();
  });

  it('cannot be made up, carried to another app, or used once forgotten: such browsers join no one', async () => {
    const email = listener('spotify', 'deezer');
    const victimBrowser = createFlowBrowser();
    const linked = await callbackAnswer(victimBrowser, (await client.connect('spotify')).body.data!.url, email);
    const victim = claimsOf(new URL(linked.headers.get('location')!).searchParams.get('token')!);
    const victimRow = valueOf(joinCookieLine(linked)!).split('.')[0]!;
    const attackerSecret = valueOf(joinCookieLine(await callbackAnswer(createFlowBrowser(), (await client.connect('deezer')).body.data!.url, listener('deezer')))!).split('.')[1]!;
    // The victim's row with a guessed secret, the victim's user id with the attacker's secret, garbage.
    for (const value of [`${victimRow}.${'A'.repeat(43)}`, `${victim.uuid}.${attackerSecret}`, 'not-a-cookie']) {
      const end = await client.walk((await client.connect('deezer')).body.data!.url, email, {}, cookieJar(`segue_join_${app.app.id}`, value));
      expect(claimsOf(end.query.token!).uuid).not.toBe(victim.uuid);
    }
    // Another app's genuine cookie, renamed for this one, names nobody here.
    const other = await h.createApp(`Other join app ${apps}`);
    const otherLinked = await callbackAnswer(createFlowBrowser(), (await linkingClient(h, other).connect('spotify')).body.data!.url, email);
    const carried = valueOf(otherLinked.headers.getSetCookie().find((line) => line.startsWith(`segue_join_${other.app.id}=`))!);
    const end = await client.walk((await client.connect('deezer')).body.data!.url, email, {}, cookieJar(`segue_join_${app.app.id}`, carried));
    expect(claimsOf(end.query.token!).uuid).not.toBe(victim.uuid);

    // Forgetting the user's browsers: the victim's own browser no longer joins; another app cannot do it.
    const forget = (key: string) => fetch(`${h.url}/v1/account/${victim.uuid}/browsers`, { method: 'DELETE', headers: { 'x-segue-key': key } });
    expect((await forget(other.privateKey)).status).toBe(404);
    expect(await (await forget(app.privateKey)).json()).toMatchObject({ data: { forgotten: 1 }, status: 200 });
    expect(claimsOf(await client.link('deezer', email, undefined, victimBrowser)).uuid).not.toBe(victim.uuid);
  });
});

/** The value of a Set-Cookie line. */
const valueOf = (line: string): string => line.split(';')[0]!.slice(line.indexOf('=') + 1);

/** A browser that starts with one cookie on Segue's linking pages, as if some other site had planted it. */
function cookieJar(name: string, value: string): FlowBrowser {
  const inner = createFlowBrowser();
  const withCookie = (init: RequestInit = {}): RequestInit => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [headers.get('cookie'), `${name}=${value}`].filter(Boolean).join('; '));
    return { ...init, headers };
  };
  return {
    ...inner,
    request: (url, init) => inner.request(url, new URL(url).pathname.startsWith('/v1/auth/') ? withCookie(init) : init),
    follow: async (url, init) => {
      let target = new URL(url);
      let response = await inner.request(target, target.pathname.startsWith('/v1/auth/') ? withCookie(init) : init);
      for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
        target = new URL(response.headers.get('location')!, target);
        const again = { headers: init?.headers ?? {} };
        response = await inner.request(target, target.pathname.startsWith('/v1/auth/') ? withCookie(again) : again);
      }
      return { response, url: target.toString() };
    },
    start: async (startUrl) => {
      const response = await inner.request(startUrl, withCookie({ headers: { accept: 'text/html' } }));
      const html = await response.text();
      if (response.status !== 200) throw new Error(`the start page answered ${response.status}: ${html.slice(0, 300)}`);
      return inner.continueTarget(html);
    },
  };
}

describe('no one is put into another person\'s user', () => {
  it("the lure: a connect URL made by an attacker and approved in the victim's browser joins the victim's own user", async () => {
    const attackerEmail = listener('spotify');
    const attackerBrowser = createFlowBrowser();
    const attacker = claimsOf(await client.link('spotify', attackerEmail, undefined, attackerBrowser));
    const victimEmail = listener('spotify', 'deezer');
    const victimBrowser = createFlowBrowser();
    const victim = claimsOf(await client.link('spotify', victimEmail, undefined, victimBrowser));
    // The attacker makes a Deezer connect URL (public key) and sends it; the victim opens it.
    const lure = (await client.connect('deezer')).body.data!.url;
    const end = await client.walk(lure, victimEmail, {}, victimBrowser);
    expect(claimsOf(end.query.token!).uuid).toBe(victim.uuid);
    expect(await linkedPlatforms(attacker.uuid)).not.toHaveProperty('deezer');
  });

  it("login CSRF: a callback the attacker started and approved, finished in the victim's browser, links nothing", async () => {
    const victimEmail = listener('spotify');
    const victimBrowser = createFlowBrowser();
    const victim = claimsOf(await client.link('spotify', victimEmail, undefined, victimBrowser));
    const attackerBrowser = createFlowBrowser();
    const authorize = new URL(await attackerBrowser.start((await client.connect('deezer')).body.data!.url));
    authorize.searchParams.set('sandbox_user', listener('deezer'));
    const callback = (await attackerBrowser.request(authorize)).headers.get('location')!;
    const answer = await victimBrowser.request(callback, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(400);
    expect(joinCookieLine(answer)).toBeUndefined();
    expect(await linkedPlatforms(victim.uuid)).not.toHaveProperty('deezer');
  });

  it("a forwarded backend-issued URL approved by someone else lands on that person's own user; the join code works only for the user the backend named", async () => {
    const attackerEmail = listener('spotify');
    const attacker = claimsOf(await client.link('spotify', attackerEmail, undefined, createFlowBrowser()));
    // The attacker asks the app to "add Deezer" to their own user and forwards the URL.
    const forwarded = (await client.connectFor('deezer', attacker.uuid)).body.data!.url;
    const victimEmail = listener('spotify', 'deezer');
    const victimBrowser = createFlowBrowser();
    const victim = claimsOf(await client.link('spotify', victimEmail, undefined, victimBrowser));
    const end = await client.walk(forwarded, victimEmail, {}, victimBrowser);
    expect(claimsOf(end.query.token!).uuid).toBe(victim.uuid);
    expect(end.query.join_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await linkedPlatforms(attacker.uuid)).not.toHaveProperty('deezer');
    // The app's backend, seeing the victim's session, exchanges the code for the victim: refused, nothing moves.
    const refused = await join('deezer', { user_id: victim.uuid, join_code: end.query.join_code });
    expect(refused.status).toBe(403);
    expect(await linkedPlatforms(attacker.uuid)).not.toHaveProperty('deezer');
    expect(await linkedPlatforms(victim.uuid)).toHaveProperty('deezer');
    // The code is used up either way.
    expect((await join('deezer', { user_id: attacker.uuid, join_code: end.query.join_code })).status).toBe(400);
  });

  it("the listener on another device: the backend confirms its session and the join code moves the link to its user", async () => {
    const email = listener('spotify', 'tidal');
    const laptop = claimsOf(await client.link('spotify', email, undefined, createFlowBrowser()));
    const phone = createFlowBrowser();
    const end = await client.walk((await client.connectFor('tidal', laptop.uuid)).body.data!.url, email, {}, phone);
    const holder = claimsOf(end.query.token!).uuid;
    expect(holder).not.toBe(laptop.uuid);
    // Only the app that issued it, with its private key, for the platform of the flow.
    const other = await h.createApp(`Another join app ${apps}`);
    expect((await join('tidal', { user_id: laptop.uuid, join_code: end.query.join_code }, other.privateKey)).status).toBe(400);
    expect((await join('tidal', { user_id: laptop.uuid, join_code: end.query.join_code }, app.publicKey)).status).toBe(401);
    expect((await join('tidal', { user_id: laptop.uuid })).status).toBe(400);
    const joined = await join('tidal', { user_id: laptop.uuid, join_code: end.query.join_code });
    const body = (await joined.json()) as { data: { token: string; user_id: string } };
    expect(joined.status).toBe(200);
    expect(body.data.user_id).toBe(laptop.uuid);
    expect(claimsOf(body.data.token)).toMatchObject({ uuid: laptop.uuid, platform: 'tidal' });
    expect(await linkedPlatforms(laptop.uuid)).toHaveProperty('tidal');
    // The user made only to hold the link meanwhile is gone, and its token with it.
    expect((await privateGet(`/v1/account/?identifier=${holder}`)).status).toBe(404);
    await expect(h.linking.verifyLinkingToken(app.app.id, end.query.token!)).rejects.toMatchObject({ code: 'EUNAUTHORIZED' });
    // The phone's browser now joins the laptop's user.
    const deezer = claimsOf(await client.link('deezer', listener('deezer'), undefined, phone));
    expect(deezer.uuid).toBe(laptop.uuid);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser } from '../../test/support/linking/flow-browser';
import { linkingClient } from '../../test/support/linking/linking-client';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let app: TestApp;
let client: ReturnType<typeof linkingClient>;

beforeAll(async () => {
  h = await startLinkingHarness();
  app = await h.createApp('Token app');
  client = linkingClient(h, app);
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  h.clock.offsetMs = 0;
});

type Claims = { uuid: string; iat: number; exp: number; auth_time: number; platform: string };
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Claims;

const refresh = (token: string | undefined, publicKey = app.publicKey) =>
  fetch(`${h.url}/v1/me/token`, { method: 'POST', headers: { 'x-segue-public-key': publicKey, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('where the token travels', () => {
  it('in the query by default, as the spec says; in the fragment on response_mode=fragment, errors included', async () => {
    const email = h.userWith('deezer').email;
    const inQuery = await client.walk((await client.connect('deezer')).body.data!.url, email);
    expect(inQuery.query.token).toEqual(expect.any(String));

    const browser = createFlowBrowser();
    const authorize = new URL(await browser.start((await client.connect('spotify', { response_mode: 'fragment' })).body.data!.url));
    authorize.searchParams.set('sandbox_user', h.userWith('spotify').email);
    const callback = (await browser.request(authorize)).headers.get('location')!;
    const landed = new URL((await browser.request(callback)).headers.get('location')!);
    expect(landed.search).toBe('');
    expect(claimsOf(new URLSearchParams(landed.hash.slice(1)).get('token')!).platform).toBe('spotify');

    const denied = createFlowBrowser();
    const refusal = new URL(await denied.start((await client.connect('spotify', { response_mode: 'fragment' })).body.data!.url));
    refusal.searchParams.set('sandbox_deny', '1');
    const back = new URL((await denied.request((await denied.request(refusal)).headers.get('location')!)).headers.get('location')!);
    expect(back.search).toBe('');
    expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe('access_denied');
  });

  it('refuses another response_mode, naming the two', async () => {
    const refused = await client.connect('deezer', { response_mode: 'form_post' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/response_mode must be "query" or "fragment"/);
  });
});

describe('how long a token lasts', () => {
  it('a day, renewed with POST /v1/me/token for 90 days after the link, then the listener links again', async () => {
    const token = await client.link('tidal', h.userWith('tidal').email);
    const first = claimsOf(token);
    expect(first.exp - first.iat).toBe(86_400);
    expect(first.auth_time).toBe(first.iat);

    h.clock.offsetMs = 20 * 3_600_000;
    const renewed = await refresh(token);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('cache-control')).toBe('no-store');
    const body = (await renewed.json()) as { data: { token: string; expires_at: string } };
    const second = claimsOf(body.data.token);
    expect(second).toMatchObject({ uuid: first.uuid, platform: 'tidal', auth_time: first.auth_time });
    expect(second.iat).toBeGreaterThan(first.iat);
    expect(Date.parse(body.data.expires_at)).toBe(second.exp * 1000);
    await expect(h.linking.verifyLinkingToken(app.app.id, body.data.token)).resolves.toMatchObject({ userId: first.uuid });

    // A listener who uses Segue daily renews it each day, until 90 days after the link.
    let chained = body.data.token;
    let hours = 20;
    for (; hours < 90 * 24; hours += 20) {
      h.clock.offsetMs = hours * 3_600_000;
      const next = await refresh(chained);
      expect(next.status, `after ${hours} hours`).toBe(200);
      chained = ((await next.json()) as { data: { token: string } }).data.token;
    }
    expect(claimsOf(chained).auth_time).toBe(first.auth_time);
    // The last renewal, at 2,140 hours, is still standing at 2,161: only the link's age stops it.
    h.clock.offsetMs = (90 * 24 + 1) * 3_600_000;
    const late = await refresh(chained);
    expect(late.status).toBe(401);
    expect(((await late.json()) as { message: string }).message).toMatch(/more than 90 days ago: link the account again/);
  });

  it('is refused without a token, with an expired or revoked one, or with another app\'s key', async () => {
    expect((await refresh(undefined)).status).toBe(401);
    const token = await client.link('deezer', h.userWith('deezer', 1).email);
    const other = await h.createApp('Other token app');
    expect((await refresh(token, other.publicKey)).status).toBe(401);

    h.clock.offsetMs = 86_400_000 + 1_000;
    expect((await refresh(token)).status).toBe(401);
    h.clock.offsetMs = 0;

    const user = claimsOf(token).uuid;
    expect((await fetch(`${h.url}/v1/account/${user}/deezer`, { method: 'DELETE', headers: { 'x-segue-key': app.privateKey } })).status).toBe(200);
    const revoked = await refresh(token);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { message: string }).message).toMatch(/revoked/);
  });
});

/**
 * Issue 15, real client addresses: the sign-in lockout, the per-address limit and the per-app
 * budgets rerun against real server processes on one PostgreSQL. One server stands behind a
 * proxy on loopback (SEGUE_TRUST_PROXY=loopback, clients told apart by X-Forwarded-For), one
 * trusts no proxy, so a forged X-Forwarded-For must change nothing there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startSegueEnv, type SegueEnv } from '../reliability/support/segue-env';
import { startServerProcess } from '../support/server-process';

const PASSWORD = 'correct horse battery staple';
const PER_ADDRESS = 60;

let env: SegueEnv | undefined;
let proxied = '';
let direct = '';

beforeAll(async () => {
  env = await startSegueEnv();
  const behindProxy = await env.start('server', {
    SEGUE_TRUST_PROXY: 'loopback',
    SEGUE_RATE_LIMIT: '30',
    SEGUE_RATE_LIMIT_PUBLIC: '10',
    SEGUE_RATE_LIMIT_PER_IP: String(PER_ADDRESS),
  });
  const noProxy = await env.start('server', { SEGUE_RATE_LIMIT_PER_IP: '5' });
  proxied = behindProxy.url!;
  direct = noProxy.url!;
  for (const email of ['victim@example.com', 'bystander@example.com']) await env.admin.services.dashboard.accounts.signUp(email, PASSWORD);
}, 120_000);

afterAll(async () => {
  await env?.close();
});

/** A request as the proxy forwards it for `client`, or as a client forging the header. */
async function call(base: string, path: string, init: { client?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.client) headers['x-forwarded-for'] = init.client;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const body = (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { message: text }) as { error?: string; message?: string };
  return { status: response.status, headers: response.headers, body };
}

const signIn = (client: string, email: string, password: string) =>
  call(proxied, '/dashboard/api/auth/sign-in', { client, method: 'POST', body: { email, password } });

describe('sign-in behind a proxy', () => {
  it('20 failures from one client for one account lock out neither other accounts nor other clients, and the account only for seconds', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await signIn('198.51.100.10', 'victim@example.com', 'wrong password!')).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]));

    expect((await signIn('198.51.100.11', 'bystander@example.com', PASSWORD)).status).toBe(200);
    // The attacker's own address is not locked either: only 5 of its attempts were failures.
    expect((await signIn('198.51.100.10', 'bystander@example.com', PASSWORD)).status).toBe(200);
    const victim = await signIn('198.51.100.12', 'victim@example.com', PASSWORD);
    expect(victim.status).toBe(429);
    expect(Number(victim.headers.get('retry-after'))).toBeLessThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await signIn('198.51.100.12', 'victim@example.com', PASSWORD)).status).toBe(200);
  });

  it('locks the real client address after 20 failures across accounts, not the proxy: other clients still sign in', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await signIn('198.51.100.20', `guess${attempt}@example.com`, 'wrong password!')).status);
    expect(statuses.slice(0, 19)).toEqual(Array<number>(19).fill(401));
    expect(statuses[19]).toBe(429);
    const locked = await signIn('198.51.100.20', 'bystander@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/too many failed sign-ins: try again in 15 minutes/);
    expect((await signIn('198.51.100.21', 'bystander@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('per-address limit on routes without a key', () => {
  it('counts each client behind the trusted proxy on its own', async () => {
    for (let request = 0; request < PER_ADDRESS; request += 1) expect((await call(proxied, '/healthz', { client: '203.0.113.30' })).status).toBe(200);
    const refused = await call(proxied, '/healthz', { client: '203.0.113.30' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('ERATELIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(proxied, '/docs', { client: '203.0.113.31' })).status).not.toBe(429);
  });

  it('ignores a forged X-Forwarded-For when SEGUE_TRUST_PROXY is not set', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) statuses.push((await call(direct, '/healthz', { client: `192.0.2.${request + 1}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('public-key and private-key budgets', () => {
  it("a flood with an app's public key leaves its private-key calls their whole budget", async () => {
    const app = env!.apps.a;
    const flood: number[] = [];
    for (let request = 0; request < 15; request += 1) flood.push((await call(proxied, '/v1/app', { headers: { 'x-segue-public-key': app.publicKey } })).status);
    expect(flood.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(new Set(flood.slice(10))).toEqual(new Set([429]));

    const backend = await call(proxied, '/v1/app/integrations', { headers: { 'x-segue-key': app.privateKey } });
    expect(backend.status).toBe(200);
    expect(backend.headers.get('ratelimit-policy')).toBe('"per-app";q=30;w=60');
    expect(backend.headers.get('ratelimit')).toMatch(/^"per-app";r=29;t=\d+$/);
  });
});

describe('key errors', () => {
  it('say the same for an unknown UUID, a revoked key and the wrong kind of key, with no revocation time', async () => {
    const created = await env!.admin.services.apps.create({ name: 'Rotated at the edge' });
    const revokedPrivate = created.privateKey!;
    const revokedPublic = created.app.publicKey;
    await env!.admin.services.apps.rotateKey(created.app.id, 'private');
    await env!.admin.services.apps.rotateKey(created.app.id, 'public');
    const replies = await Promise.all(
      [
        { 'x-segue-key': '00000000-0000-4000-8000-000000000000' },
        { 'x-segue-key': revokedPrivate },
        { 'x-segue-key': env!.apps.b.publicKey },
      ].map((headers) => call(proxied, '/v1/app/integrations', { client: '203.0.113.50', headers })),
    );
    const publicReplies = await Promise.all(
      [{ 'x-segue-public-key': '00000000-0000-4000-8000-000000000000' }, { 'x-segue-public-key': revokedPublic }, { 'x-segue-public-key': env!.apps.b.privateKey }].map(
        (headers) => call(proxied, '/v1/app', { client: '203.0.113.50', headers }),
      ),
    );
    for (const group of [replies, publicReplies]) {
      expect(group.map((reply) => reply.status)).toEqual([401, 401, 401]);
      expect(group.map((reply) => reply.body.error)).toEqual(['EUNAUTHORIZED', 'EUNAUTHORIZED', 'EUNAUTHORIZED']);
      expect(new Set(group.map((reply) => reply.body.message)).size).toBe(1);
      expect(group[0]!.body.message).not.toMatch(/\d{4}-\d\d-\d\d/);
    }
  });
});

describe('sandbox mode in production', () => {
  it('refuses to start, saying why', async () => {
    const started = startServerProcess({
      NODE_ENV: 'production',
      SEGUE_SANDBOX: '1',
      SEGUE_SECRET_KEY: randomBytes(32).toString('base64'),
      SEGUE_PUBLIC_URL: 'https://segue.example',
    });
    await expect(started).rejects.toThrow(/SEGUE_SANDBOX=1 is refused when NODE_ENV=production/);
  });
});

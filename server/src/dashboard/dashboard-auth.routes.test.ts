import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { createDashboardServices } from './create-dashboard-services';
import { dashboardClient, PASSWORD, startDashboardServer } from '../../test/support/dashboard/dashboard-client';

let db: TestDatabase;
let server: TestServer;
let clockServer: TestServer;
let now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  // A second app on the same database whose dashboard clock the tests move.
  const clocked = { ...db.services, dashboard: createDashboardServices(db.pool, db.services, { now: () => now, sessionTtlMs: 3_600_000 }) };
  clockServer = await startDashboardServer(db, clocked);
});

afterAll(async () => {
  await server?.close();
  await clockServer?.close();
  await db?.close();
});

describe('sign up, sign in, sign out', () => {
  it('signs up, then signing in sets an HTTP-only SameSite=Lax session cookie and answers the session', async () => {
    const client = dashboardClient(server);
    const created = await client.call('POST', '/auth/sign-up', { email: ' Ada@Example.com ', password: PASSWORD });
    expect(created.status).toBe(202);
    expect(created.headers.get('set-cookie')).toBeNull();
    const reply = await client.call('POST', '/auth/sign-in', { email: 'ada@example.com', password: PASSWORD });
    expect(reply.status).toBe(200);
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^segue_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    expect(cookie).not.toMatch(/Secure/);
    const session = await client.call('GET', '/session');
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ account: { email: 'ada@example.com' } });
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const https = await startDashboardServer(db, db.services, false, 'https://segue.example');
    try {
      await dashboardClient(https).signUp('secure@example.com');
      const reply = await dashboardClient(https).call('POST', '/auth/sign-in', { email: 'secure@example.com', password: PASSWORD });
      expect(reply.headers.get('set-cookie')).toMatch(/; Secure/);
      const cross = await dashboardClient(https).call('POST', '/auth/sign-in', { email: 'secure@example.com', password: PASSWORD }, { origin: 'http://segue.example' });
      expect(cross.status).toBe(403);
    } finally {
      await https.close();
    }
  });

  it('stores the password as an Argon2id hash and the session id only hashed', async () => {
    const { rows } = await db.pool.query<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE email = 'ada@example.com'");
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const client = dashboardClient(server);
    await client.call('POST', '/auth/sign-in', { email: 'ada@example.com', password: PASSWORD });
    const token = client.cookie.split('=')[1]!;
    const sessions = await db.pool.query<{ id_hash: Buffer }>('SELECT id_hash FROM dashboard_sessions');
    expect(sessions.rows.some((row) => row.id_hash.toString('base64url') === token)).toBe(false);
    expect(sessions.rows.every((row) => row.id_hash.length === 32)).toBe(true);
  });

  it('answers a sign-up with a taken address as one with a free address, and keeps the account as it was', async () => {
    const strip = (reply: { status: number; headers: Headers; body: unknown }) => ({ status: reply.status, cookie: reply.headers.get('set-cookie'), body: reply.body });
    const taken = await dashboardClient(server).call('POST', '/auth/sign-up', { email: 'ADA@example.com', password: 'someone else entirely' });
    const free = await dashboardClient(server).call('POST', '/auth/sign-up', { email: 'free-address@example.com', password: 'someone else entirely' });
    expect(strip(taken)).toEqual(strip(free));
    expect(taken.status).toBe(202);
    // The existing account's password is unchanged.
    expect((await dashboardClient(server).call('POST', '/auth/sign-in', { email: 'ada@example.com', password: 'someone else entirely' })).status).toBe(401);
    expect((await dashboardClient(server).call('POST', '/auth/sign-in', { email: 'ada@example.com', password: PASSWORD })).status).toBe(200);
  });

  it('refuses short passwords and bad addresses', async () => {
    const client = dashboardClient(server);
    expect((await client.signUp('short@example.com', 'short')).body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringMatching(/at least 10/) });
    expect((await client.signUp('not-an-email')).body.message).toMatch(/valid e-mail/);
  });

  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const client = dashboardClient(server);
    const wrong = await client.call('POST', '/auth/sign-in', { email: 'ada@example.com', password: 'not the password' });
    const unknown = await client.call('POST', '/auth/sign-in', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('signs out: the cookie is cleared and the old session id no longer works', async () => {
    const client = dashboardClient(server);
    await client.call('POST', '/auth/sign-in', { email: 'ada@example.com', password: PASSWORD });
    const stolen = client.cookie;
    const out = await client.call('POST', '/auth/sign-out');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/segue_session=;/);
    const replay = await fetch(`${server.url}/dashboard/api/session`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });
});

describe('CSRF and origin checks', () => {
  it('refuses a change without the CSRF token, with a wrong one, and from another origin', async () => {
    const client = dashboardClient(server);
    await client.signUp('csrf@example.com');
    expect((await client.call('POST', '/organizations', { name: 'No token' }, { 'x-csrf-token': '' })).status).toBe(403);
    expect((await client.call('POST', '/organizations', { name: 'Wrong token' }, { 'x-csrf-token': 'x'.repeat(43) })).body.error).toBe('EFORBIDDEN');
    const cross = await client.call('POST', '/organizations', { name: 'Cross' }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.body.message).toMatch(/evil\.example/);
    const crossSignIn = await client.call('POST', '/auth/sign-in', { email: 'csrf@example.com', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(crossSignIn.status).toBe(403);
    const listed = await client.call('GET', '/organizations');
    expect(listed.body.data).toEqual([]);
    const same = await client.call('POST', '/organizations', { name: 'Same origin' }, { origin: server.url });
    expect(same.status).toBe(201);
  });

  it('refuses a sign-in posted as a form (no JSON content type)', async () => {
    const response = await fetch(`${server.url}/dashboard/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    expect(response.status).toBe(415);
  });
});

describe('lockout and session expiry (moved clock)', () => {
  it('makes an account wait after 5 failures, even for the right password, longer with each further failure', async () => {
    const client = dashboardClient(clockServer);
    await client.signUp('locked@example.com');
    // Failures come from different addresses in real attacks; here one address, below its own limit of 20.
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      now = new Date(now.getTime() + 60_000);
      expect((await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: 'wrong password!' })).status).toBe(401);
    }
    now = new Date(now.getTime() + 60_000);
    const fifth = await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: 'wrong password!' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/try again in 1 second$/);
    const right = await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBe(1);
    now = new Date(now.getTime() + 1000);
    const sixth = await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: 'wrong password!' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/try again in 2 seconds$/);
    now = new Date(now.getTime() + 1000);
    expect((await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: PASSWORD })).status).toBe(429);
    now = new Date(now.getTime() + 1000);
    expect((await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: PASSWORD })).status).toBe(200);
    // A success forgets the failures: the next wrong password is a plain 401 again.
    expect((await client.call('POST', '/auth/sign-in', { email: 'locked@example.com', password: 'wrong password!' })).status).toBe(401);
  });

  it('locks unknown e-mails the same way, so a lock does not reveal an account', async () => {
    const client = dashboardClient(clockServer);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await client.call('POST', '/auth/sign-in', { email: 'ghost@example.com', password: 'whatever12' })).status).toBe(401);
    }
    expect((await client.call('POST', '/auth/sign-in', { email: 'ghost@example.com', password: 'whatever12' })).status).toBe(429);
  });

  it('ends a session at its expiry', async () => {
    const client = dashboardClient(clockServer);
    await client.signUp('expiry@example.com');
    expect((await client.call('GET', '/session')).status).toBe(200);
    now = new Date(now.getTime() + 3_600_000 + 1000);
    const expired = await client.call('GET', '/session');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/sign in/);
  });
});

describe('auth rate limit', () => {
  it('limits sign-in requests per address', async () => {
    const limited = await startDashboardServer(db, db.services, false, undefined, {}, 30);
    try {
      const client = dashboardClient(limited);
      let last = 0;
      // 30 a minute (the default); this server shares the database (and the counter) with the others.
      for (let attempt = 0; attempt < 40 && last !== 429; attempt += 1) {
        last = (await client.call('POST', '/auth/sign-in', { email: `rate${attempt}@example.com`, password: 'x' })).status;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

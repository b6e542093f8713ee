import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApp } from '../apps/app.service';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';

let db: TestDatabase;
let server: TestServer;
let open: CreatedApp;
let listed: CreatedApp;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 100 * 1024 };
  server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
  open = await db.services.apps.create({ name: 'Open' });
  listed = await db.services.apps.create({ name: 'Listed' });
  await db.services.apps.setAllowedOrigins(listed.app.id, ['https://allowed.example', 'http://localhost:5173']);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

const preflight = (path: string, method: string, origin = 'https://page.example') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type, x-segue-public-key' },
  });

const taskPath = () => `/v1/task/${randomUUID()}`;

describe('preflights', () => {
  it.each([
    ['/v1/entity/convert', 'POST'],
    ['/v1/task/abc', 'GET'],
    ['/v1/spotify/connect', 'GET'],
    ['/v1/auth/deezer/connect', 'GET'],
  ])('%s %s answers 204 with the allow headers, without a key', async (path, method) => {
    const reply = await preflight(path, method);
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-methods')).toBe(method);
    const allowed = reply.headers.get('access-control-allow-headers')?.split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'idempotency-key', 'x-segue-public-key']));
    expect(reply.headers.get('access-control-max-age')).toBe('7200');
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    ['/v1/spotify/connect', 'POST'],
    ['/v1/users/u1/accounts', 'GET'],
    ['/v1/apps/me', 'GET'],
    ['/v1/entity/convert', 'DELETE'],
    ['/dashboard/api/session', 'POST'],
    ['/healthz', 'GET'],
  ])('%s %s (private key, dashboard, other) gets no allow headers', async (path, method) => {
    const reply = await preflight(path, method);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('actual requests', () => {
  it('lets any origin read a public-key answer, with the rate limit and request id exposed', async () => {
    const reply = await server.call(taskPath(), { headers: { origin: 'https://page.example', 'x-segue-public-key': open.app.publicKey } });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = reply.headers.get('access-control-expose-headers')?.split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'Retry-After', 'x-request-id']));
    expect(reply.headers.get('ratelimit-policy')).toMatch(/per-app/);
  });

  it('lets the page read a refused key too', async () => {
    const reply = await server.call('/v1/entity/convert', { method: 'POST', headers: { origin: 'https://page.example', 'content-type': 'application/json' }, body: '{}' });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('puts no CORS headers on private-key and dashboard routes', async () => {
    for (const [path, headers] of [
      ['/v1/apps/me', { 'x-segue-key': randomUUID() }],
      ['/v1/users/u1/accounts', { 'x-segue-key': randomUUID() }],
      ['/dashboard/api/session', {}],
    ] as const) {
      const reply = await server.call(path, { headers: { origin: 'https://page.example', ...headers } });
      expect(reply.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it("echoes a listed origin with Vary: Origin when the app has a list", async () => {
    const reply = await server.call(taskPath(), { headers: { origin: 'http://localhost:5173', 'x-segue-public-key': listed.app.publicKey } });
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(reply.headers.get('vary')).toMatch(/Origin/i);
    expect(reply.headers.get('access-control-expose-headers')).toMatch(/RateLimit/);
  });

  it('gives an origin outside the list no CORS headers at all', async () => {
    const reply = await server.call(taskPath(), { headers: { origin: 'https://other.example', 'x-segue-public-key': listed.app.publicKey } });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('access-control-expose-headers')).toBeNull();
    expect(reply.headers.get('vary')).toMatch(/Origin/i);
  });

  it('still answers the preflight of an app with a list: the list applies to the request', async () => {
    expect((await preflight(taskPath(), 'GET', 'https://other.example')).status).toBe(204);
  });
});

describe('wrong methods', () => {
  it.each([
    ['GET', '/v1/entity/convert', 'POST'],
    ['DELETE', '/v1/task/x', 'GET, HEAD'],
    ['PUT', '/v1/spotify/connect', 'GET, HEAD, POST'],
    ['POST', '/healthz', 'GET, HEAD'],
    ['DELETE', '/dashboard/api/meta', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s in the envelope', async (method, path, allow) => {
    const reply = await server.call(path, { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe(allow);
    expect(reply.body).toMatchObject({ status: 405, error: 'EBADREQUEST' });
    expect(reply.body.message).toMatch(new RegExp(`method ${method} is not allowed on ${path}: use`));
  });

  it('answers 404 for a path no route serves', async () => {
    // The dashboard's page answers GET on every /dashboard/ path, but names no resource there.
    for (const path of ['/v1/entity/nothing', '/v1/task/a/b', '/nowhere', '/dashboard/some/page', '/dashboard/api/nothing']) {
      const reply = await server.call(path, { method: 'POST' });
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('allow')).toBeNull();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type Reply } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';
import { createServices } from '../composition/create-services';

let db: TestDatabase;

const pub = (key: string) => ({ 'x-segue-public-key': key });
const priv = (key: string) => ({ 'x-segue-key': key });

function expectEnvelope(reply: Reply, status: number, error?: string): void {
  expect(reply.status).toBe(status);
  expect(reply.body.status).toBe(status);
  expect(reply.headers.get('x-request-id')).toMatch(/.+/);
  if (error) expect(reply.body.error).toBe(error);
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('rate limits', () => {
  it('answers 429 ERATELIMITED with Retry-After and RateLimit headers, per app, across app instances', async () => {
    const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 3, bodyLimitBytes: 1024 };
    // Two service graphs on one database stand for two server processes sharing the budget.
    const a = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
    const b = await listenForTest(createApp({ services: createServices({ pool: db.pool, box: db.box }), pool: db.pool, config, log: silentLogger }));
    try {
      const limited = await db.services.apps.create({ name: 'Limited' });
      const headers = pub(limited.app.publicKey);
      const ok = await a.call('/v1/app', { headers });
      expectEnvelope(ok, 200);
      expect(ok.headers.get('ratelimit-policy')).toBe('"per-app";q=3;w=60');
      expect(ok.headers.get('ratelimit')).toMatch(/^"per-app";r=2;t=\d+$/);
      await b.call('/v1/app', { headers });
      await a.call('/v1/app', { headers });

      const refused = await b.call('/v1/app', { headers });
      expectEnvelope(refused, 429, 'ERATELIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit')).toMatch(/^"per-app";r=0;t=\d+$/);
      expect(refused.headers.get('ratelimit-policy')).toBe('"per-app";q=3;w=60');

      // Another app keeps its own budget.
      const other = await db.services.apps.create({ name: 'Not limited' });
      expectEnvelope(await b.call('/v1/app', { headers: pub(other.app.publicKey) }), 200);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("gives the public key and the private key separate budgets, so a public-key flood leaves the backend's calls alone", async () => {
    const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 3, rateLimitPublicPerMinute: 2, bodyLimitBytes: 1024 };
    const server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
    try {
      const { app, privateKey } = await db.services.apps.create({ name: 'Flooded' });
      expectEnvelope(await server.call('/v1/app', { headers: pub(app.publicKey) }), 200);
      expectEnvelope(await server.call('/v1/app', { headers: pub(app.publicKey) }), 200);
      const flooded = await server.call('/v1/app', { headers: pub(app.publicKey) });
      expectEnvelope(flooded, 429, 'ERATELIMITED');
      expect(flooded.body.message).toMatch(/^rate limit of 2 requests per minute reached for this app's public key; retry in \d+ s$/);
      expect(flooded.headers.get('ratelimit-policy')).toBe('"per-app";q=2;w=60');

      const backend = await server.call('/v1/app/integrations', { headers: priv(privateKey!) });
      expectEnvelope(backend, 200);
      expect(backend.headers.get('ratelimit-policy')).toBe('"per-app";q=3;w=60');
      expect(backend.headers.get('ratelimit')).toMatch(/^"per-app";r=2;t=\d+$/);
    } finally {
      await server.close();
    }
  });
});

describe('per-address limit on routes without a key', () => {
  const forwarded = (address: string) => ({ 'x-forwarded-for': address });

  it('limits key-less requests per client address and leaves requests with a key to their app budget', async () => {
    const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 100, rateLimitPerIpPerMinute: 2, bodyLimitBytes: 1024, trustProxy: ['loopback'] };
    const server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
    try {
      const headers = forwarded('198.51.100.1');
      const first = await server.call('/healthz', { headers });
      expectEnvelope(first, 200);
      expect(first.headers.get('ratelimit-policy')).toBe('"per-ip";q=2;w=60');
      expectEnvelope(await server.call('/no/such/page', { headers }), 404);
      const refused = await server.call('/healthz', { headers });
      expectEnvelope(refused, 429, 'ERATELIMITED');
      expect(refused.body.message).toMatch(/^rate limit of 2 requests per minute reached for this address; retry in \d+ s$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // Another client behind the same trusted proxy has its own budget.
      expectEnvelope(await server.call('/healthz', { headers: forwarded('198.51.100.2') }), 200);
      // A request with a key is counted against its app, not the address.
      const { app } = await db.services.apps.create({ name: 'Keyed behind the proxy' });
      expectEnvelope(await server.call('/v1/app', { headers: { ...headers, ...pub(app.publicKey) } }), 200);
    } finally {
      await server.close();
    }
  });

  it('counts a key header on a route that takes no key, and a refused key, against the address', async () => {
    const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 100, rateLimitPerIpPerMinute: 3, bodyLimitBytes: 1024, trustProxy: ['loopback'] };
    const server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
    try {
      const junk = { ...forwarded('198.51.100.40'), ...pub('00000000-0000-4000-8000-000000000000') };
      expectEnvelope(await server.call('/healthz', { headers: junk }), 200);
      expectEnvelope(await server.call('/HEALTHZ', { headers: junk }), 200);
      expectEnvelope(await server.call('/v1/app', { headers: junk }), 401, 'EUNAUTHORIZED');
      expectEnvelope(await server.call('/v1/app', { headers: junk }), 429, 'ERATELIMITED');
      expectEnvelope(await server.call('/v1/AUTH/spotify/callback?state=x', { headers: { ...junk, accept: 'application/json' } }), 429, 'ERATELIMITED');
    } finally {
      await server.close();
    }
  });

  it('answers unknown API keys 429 past the per-address limit, on public and private routes alike', async () => {
    const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 100, rateLimitPerIpPerMinute: 4, bodyLimitBytes: 1024, trustProxy: ['loopback'] };
    const server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
    try {
      const from = forwarded('198.51.100.41');
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const key = randomUUID();
        statuses.push((await server.call('/v1/entity/convert', { method: 'POST', headers: { ...from, ...pub(key), 'content-type': 'application/json' }, body: '{}' })).status);
        statuses.push((await server.call('/v1/app/integrations', { headers: { ...from, ...priv(key) } })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a spoofed header buys no new budget', async () => {
    const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 100, rateLimitPerIpPerMinute: 2, bodyLimitBytes: 1024 };
    // Its own database: the socket address (127.0.0.1) is shared by every test server.
    const own = await createTestDatabase();
    const server = await listenForTest(createApp({ services: own.services, pool: own.pool, config, log: silentLogger }));
    try {
      expectEnvelope(await server.call('/healthz', { headers: forwarded('203.0.113.1') }), 200);
      expectEnvelope(await server.call('/healthz', { headers: forwarded('203.0.113.2') }), 200);
      expectEnvelope(await server.call('/healthz', { headers: forwarded('203.0.113.3') }), 429, 'ERATELIMITED');
    } finally {
      await server.close();
      await own.close();
    }
  });
});

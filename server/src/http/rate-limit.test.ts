import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type Reply } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';

let db: TestDatabase;

const pub = (key: string) => ({ 'x-segue-public-key': key });

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
    // Two app instances on one database stand for two server processes sharing the budget.
    const a = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
    const b = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
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
});

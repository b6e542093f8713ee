import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';

let db: TestDatabase;
let server: TestServer;
const logged: { message: string; fields: Record<string, unknown> }[] = [];
const log: Logger = {
  info: () => {},
  warn: () => {},
  error: (message, fields = {}) => logged.push({ message, fields }),
};

beforeAll(async () => {
  db = await createTestDatabase();
  // Services whose lookups fail the way a bug or a lost database would.
  const services = {
    ...db.services,
    apiKeys: {
      ...db.services.apiKeys,
      checkPublicKey: () => Promise.reject(new Error('relation "apps" does not exist at /srv/segue/secret-path')),
    },
    health: { ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) },
  };
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 100, bodyLimitBytes: 1024 };
  server = await listenForTest(createApp({ services, pool: db.pool, config, log }));
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('unexpected failures', () => {
  it('answers 500 EINTERNAL without internals and logs the error with the request id', async () => {
    const reply = await server.call('/v1/app', { headers: { 'x-segue-public-key': crypto.randomUUID(), 'x-request-id': 'trace-42' } });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ error: 'EINTERNAL', message: 'internal error; quote request id trace-42 when reporting it', status: 500 });
    expect(JSON.stringify(reply.body)).not.toMatch(/relation|secret-path/);
    expect(logged).toContainEqual({
      message: 'unhandled error',
      fields: expect.objectContaining({ requestId: 'trace-42', path: '/v1/app', error: expect.stringContaining('relation "apps"') }),
    });
  });

  it('reports an unreachable database on /healthz as 503', async () => {
    const reply = await server.call('/healthz');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ error: 'EINTERNAL', message: 'the database is unreachable', status: 503 });
  });
});

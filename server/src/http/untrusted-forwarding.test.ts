import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';
import type { TrustProxy } from '../config';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** Three requests, two of them forwarded by a proxy, to an app with this SEGUE_TRUST_PROXY; the warnings it logged. */
async function warningsFor(trustProxy: TrustProxy): Promise<string[]> {
  const warnings: string[] = [];
  const log: Logger = { info: () => {}, error: () => {}, warn: (message) => warnings.push(message) };
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 100 * 1024, trustProxy };
  const server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log }));
  try {
    await server.call('/healthz');
    await server.call('/healthz', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    await server.call('/healthz', { headers: { 'x-forwarded-for': '198.51.100.2' } });
  } finally {
    await server.close();
  }
  return warnings;
}

describe('X-Forwarded-For without SEGUE_TRUST_PROXY', () => {
  it('logs one warning naming SEGUE_TRUST_PROXY, not one per request', async () => {
    const warnings = await warningsFor(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/X-Forwarded-For but SEGUE_TRUST_PROXY is unset.*set SEGUE_TRUST_PROXY to the proxy/);
  });

  it('logs nothing when the proxy is trusted', async () => {
    expect(await warningsFor(['loopback'])).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 100, bodyLimitBytes: 1024 };
  server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('the home page', () => {
  it('answers GET / with a page linking the dashboard, the API reference and the README, on this server only', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/dashboard', '/docs', '/openapi.json', '/readme', '/healthz']);
    // Helmet's headers apply here as everywhere.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves the README as text', async () => {
    const response = await fetch(`${server.url}/readme`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^# Segue\n/);
  });

  it('keeps answering other methods on / in the envelope', async () => {
    const reply = await server.call('/', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.body).toMatchObject({ error: 'EBADREQUEST', status: 405 });
    expect(reply.headers.get('allow')).toBe('GET, HEAD');
  });
});

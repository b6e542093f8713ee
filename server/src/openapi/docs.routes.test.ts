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

describe('OpenAPI and docs', () => {
  it('serves an OpenAPI 3.1 document with the core schemas and our routes', async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/v1/app', '/v1/app/keys/rotate']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['ErrorBody', 'Track', 'ConversionResponse', 'AppView']));
    expect(doc.components.schemas.ErrorBody).not.toHaveProperty('$id');
    expect(JSON.stringify(doc)).not.toMatch(/"\$ref":"(?!#\/components\/schemas\/)/);
  });

  it('serves Swagger UI from local files', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${server.url}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});

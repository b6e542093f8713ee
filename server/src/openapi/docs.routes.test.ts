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
    // Its text speaks of Segue only, never of documents a reader does not have.
    expect(JSON.stringify(doc)).not.toMatch(/\bPart \d+\b/);
  });

  type Operation = {
    parameters?: { name: string; in: string; required: boolean }[];
    requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
    responses: Record<string, { content?: Record<string, { schema: Record<string, unknown>; example?: unknown }> }>;
  };
  const documentOf = async () =>
    (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Record<string, unknown>> };
    };

  it("declares convert's playlist 201 beside the 200, and the per-target errors of a result", async () => {
    const doc = await documentOf();
    const convert = doc.paths['/v1/entity/convert']!.post!;
    expect(convert.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ConversionResponse' });
    expect(convert.responses['201']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/PlaylistTaskCreatedResponse' });
    for (const entity of ['TrackConversion', 'AlbumConversion', 'ArtistConversion']) {
      expect(doc.components.schemas[entity]!.properties).toHaveProperty('errors', { $ref: '#/components/schemas/TargetErrors' });
    }
  });

  it('leaves response objects open, so a strict client accepts an answer that gains a field', async () => {
    const doc = await documentOf();
    const open = ['ConversionPayload', 'TrackConversion', 'Track', 'PendingTask', 'ErrorBody', 'AppView', 'ConversionResponse'];
    for (const id of open) expect(doc.components.schemas[id], id).not.toHaveProperty('additionalProperties', false);
  });

  it("gives add-playlist one body per platform, the user as id or e-mail, and the Idempotency-Key header", async () => {
    const add = (await documentOf()).paths['/v1/playlist/{platform}/add']!.post!;
    const body = add.requestBody!.content['application/json']!;
    expect(body.schema).toEqual({ anyOf: ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'].map((p) => ({ $ref: `#/components/schemas/AddPlaylistRequest_${p}` })) });
    expect(JSON.stringify(add)).toContain('user id (UUID) or e-mail');
    expect(add.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
  });

  it('declares the query parameters the routes accept', async () => {
    const doc = await documentOf();
    const names = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names(doc.paths['/v1/{platform}/connect']!.get!)).toEqual(['scopes', 'redirect_url', 'response_mode', 'user_token']);
    expect(doc.paths['/v1/account']!.get!.parameters).toEqual([expect.objectContaining({ name: 'identifier', in: 'query', required: true })]);
  });

  it('declares the linking pages: the start page, the callback, and the backend connect', async () => {
    const doc = await documentOf();
    expect(doc.paths['/v1/auth/{platform}/start']!.get!.responses['200']!.content).toHaveProperty('text/html');
    const callback = doc.paths['/v1/auth/{platform}/callback']!.get!;
    expect(Object.keys(callback.responses)).toEqual(expect.arrayContaining(['200', '302', '400']));
    expect(doc.paths['/v1/{platform}/connect']!.post).toMatchObject({ security: [{ privateKey: [] }] });
  });

  it('shows an example of each main operation, request and response', async () => {
    const doc = await documentOf();
    const convert = doc.paths['/v1/entity/convert']!.post!;
    expect(convert.requestBody!.content['application/json']!.example).toMatchObject({ url: expect.any(String) });
    expect(convert.responses['200']!.content!['application/json']!.example).toMatchObject({ status: 200 });
    expect(convert.responses['201']!.content!['application/json']!.example).toMatchObject({ status: 201, data: { status: 'pending' } });
    expect(doc.paths['/v1/task/{task_id}']!.get!.responses['200']!.content!['application/json']!.example).toMatchObject({ data: { status: 'completed' } });
    expect(doc.paths['/v1/{platform}/connect']!.get!.responses['200']!.content!['application/json']!.example).toMatchObject({ data: { url: expect.any(String) } });
  });

  it('no longer says YouTube Music is unsupported where it works', async () => {
    const text = JSON.stringify(await documentOf());
    expect(text).not.toMatch(/YouTube Music (is )?(not|un)supported|except (for )?YouTube Music|no YouTube Music/i);
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

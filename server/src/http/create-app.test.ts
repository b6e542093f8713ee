import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApp } from '../apps/app.service';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type Reply, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: TestDatabase;
let server: TestServer;
let first: CreatedApp;
let second: CreatedApp;

/** Every response: the envelope, its status equal to the HTTP status, and a request id. */
function expectEnvelope(reply: Reply, status: number, error?: string): void {
  expect(reply.status).toBe(status);
  expect(reply.body.status).toBe(status);
  expect(typeof reply.body.message).toBe('string');
  expect(reply.headers.get('x-request-id')).toMatch(/.+/);
  if (error) expect(reply.body.error).toBe(error);
  else expect(reply.body).toHaveProperty('data');
}

beforeAll(async () => {
  db = await createTestDatabase();
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 100 * 1024 };
  server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
  first = await db.services.apps.create({ name: 'First', redirectUrls: ['https://first.example/cb'] });
  second = await db.services.apps.create({ name: 'Second' });
  await db.services.integrations.set(first.app.id, 'spotify', { client_id: 'id', client_secret: 'secret' });
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

const pub = (key: string) => ({ 'x-segue-public-key': key });
const priv = (key: string) => ({ 'x-segue-key': key });
const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

describe('envelope, request id, unknown routes', () => {
  it('answers /healthz with the envelope and a generated request id', async () => {
    const reply = await server.call('/healthz');
    expectEnvelope(reply, 200);
    expect(reply.body.data).toEqual({ status: 'ok', database: 'ok' });
    expect(reply.headers.get('x-request-id')).toMatch(UUID);
  });

  it('keeps a sane incoming x-request-id and replaces an unsafe one', async () => {
    expect((await server.call('/healthz', { headers: { 'x-request-id': 'abc-123.x' } })).headers.get('x-request-id')).toBe('abc-123.x');
    const unsafe = await server.call('/healthz', { headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(UUID);
  });

  it('answers an unknown route with 404 ENOTFOUND in the envelope', async () => {
    const reply = await server.call('/v1/nothing-here', { method: 'DELETE' });
    expectEnvelope(reply, 404, 'ENOTFOUND');
    expect(reply.body.message).toBe('no route DELETE /v1/nothing-here');
  });

  it('sets security headers', async () => {
    const reply = await server.call('/healthz');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-powered-by')).toBeNull();
  });
});

describe('public-key routes', () => {
  it("answers GET /v1/app with the public key with what a browser app needs, without the Deezer state or the redirect allow-list", async () => {
    const reply = await server.call('/v1/app', { headers: pub(first.app.publicKey) });
    expectEnvelope(reply, 200);
    expect(reply.body.data).toEqual({
      id: first.app.id,
      name: 'First',
      public_key: first.app.publicKey,
      platforms: ['spotify'],
      extension_linking: false,
      extension_ids: [],
    });
    expect(JSON.stringify(reply.body)).not.toContain(first.app.deezerState);
    expect((await server.call(`/v1/apps/${first.app.id}`, { headers: pub(first.app.publicKey) })).body.data).toEqual(reply.body.data);
  });

  it('answers GET /v1/app with the private key with everything', async () => {
    const reply = await server.call('/v1/app', { headers: priv(first.privateKey) });
    expectEnvelope(reply, 200);
    expect(reply.body.data).toEqual({
      id: first.app.id,
      name: 'First',
      public_key: first.app.publicKey,
      redirect_urls: ['https://first.example/cb'],
      platforms: ['spotify'],
      deezer_state: first.app.deezerState,
      extension_linking: false,
      extension_ids: [],
    });
  });

  it.each([
    ['missing', {}, /^missing x-segue-public-key header/],
    ['not a UUID', pub('not-a-key'), /x-segue-public-key must be a UUID/],
    ['unknown', pub(randomUUID()), /^the key in x-segue-public-key is unknown or revoked: send the app's current public key$/],
    ['a private key', pub(randomUUID()), /^the key in x-segue-public-key is unknown or revoked/],
  ])('refuses a %s key with 401 EUNAUTHORIZED', async (_case, headers, message) => {
    const reply = await server.call('/v1/app', { headers });
    expectEnvelope(reply, 401, 'EUNAUTHORIZED');
    expect(reply.body.message).toMatch(message);
  });

  it('refuses the private key sent as the public key', async () => {
    const reply = await server.call('/v1/app', { headers: pub(first.privateKey) });
    expectEnvelope(reply, 401, 'EUNAUTHORIZED');
    // The same words as for an unknown UUID: the answer must not tell that it is some app's key.
    expect(reply.body.message).toBe(
      (await server.call('/v1/app', { headers: pub(randomUUID()) })).body.message,
    );
  });

  it.each([
    ['x-service-public-key', 'this server reads the public key from x-segue-public-key, not x-service-public-key'],
    ['x-acme-public-key', 'this server reads the public key from x-segue-public-key, not x-acme-public-key'],
    [
      'x-service-key',
      'this server reads the public key from x-segue-public-key, not x-service-key (the private key, read from x-segue-key, is not the one this route takes)',
    ],
  ])('names the header it reads when the key comes in %s', async (header, message) => {
    const reply = await server.call('/v1/app', { headers: { [header]: first.app.publicKey } });
    expectEnvelope(reply, 401, 'EUNAUTHORIZED');
    expect(reply.body.message).toBe(message);
  });

  it('says so when only the private-key header is sent to a public route', async () => {
    const reply = await server.call(`/v1/apps/${first.app.id}`, { headers: priv(first.privateKey) });
    expectEnvelope(reply, 401, 'EUNAUTHORIZED');
    expect(reply.body.message).toMatch(/takes the app's public key in x-segue-public-key, not the private key/);
  });
});

describe('private-key routes', () => {
  it('lists integrations without secrets', async () => {
    const reply = await server.call('/v1/app/integrations', { headers: priv(first.privateKey) });
    expectEnvelope(reply, 200);
    expect(reply.body.data).toEqual([
      expect.objectContaining({ platform: 'spotify', settings: { client_id: 'id', market: 'US' }, secret_fields: ['client_secret'] }),
    ]);
    expect(JSON.stringify(reply.body)).not.toContain('"secret"');
  });

  it('refuses the public key, in either header', async () => {
    const onlyPublic = await server.call('/v1/app/integrations', { headers: pub(first.app.publicKey) });
    expectEnvelope(onlyPublic, 401, 'EUNAUTHORIZED');
    expect(onlyPublic.body.message).toMatch(/needs the app's private key in x-segue-key; the public key .* is not enough/);

    const wrongHeader = await server.call('/v1/app/integrations', { headers: priv(first.app.publicKey) });
    expectEnvelope(wrongHeader, 401, 'EUNAUTHORIZED');
    expect(wrongHeader.body.message).toBe("the key in x-segue-key is unknown or revoked: send the app's current private key");
  });

  it.each([
    ['x-service-key', 'this server reads the private key from x-segue-key, not x-service-key'],
    ['x-api-key', 'this server reads the private key from x-segue-key, not x-api-key'],
  ])('names the header it reads when the private key comes in %s', async (header, message) => {
    const reply = await server.call('/v1/app/integrations', { headers: { [header]: first.privateKey } });
    expectEnvelope(reply, 401, 'EUNAUTHORIZED');
    expect(reply.body.message).toBe(message);
  });

  it.each([
    ['missing', {}, /^missing x-segue-key header/],
    ['not a UUID', priv('12345'), /x-segue-key must be a UUID/],
    ['unknown', priv(randomUUID()), /^the key in x-segue-key is unknown or revoked: send the app's current private key$/],
  ])('refuses a %s private key', async (_case, headers, message) => {
    const reply = await server.call('/v1/app/integrations', { headers });
    expectEnvelope(reply, 401, 'EUNAUTHORIZED');
    expect(reply.body.message).toMatch(message);
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400 EBADREQUEST', async () => {
    const reply = await server.call('/v1/app/keys/rotate', { method: 'POST', headers: json(priv(second.privateKey)), body: '{"key": ' });
    expectEnvelope(reply, 400, 'EBADREQUEST');
    expect(reply.body.message).toMatch(/^the request body is not valid JSON/);
  });

  it('refuses a body over the limit with 413 naming the limit', async () => {
    const body = JSON.stringify({ key: 'x'.repeat(200 * 1024) });
    const reply = await server.call('/v1/app/keys/rotate', { method: 'POST', headers: json(priv(second.privateKey)), body });
    expectEnvelope(reply, 413, 'EBADREQUEST');
    expect(reply.body.message).toBe('the request body is larger than the limit of 100 kB (102400 bytes)');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const reply = await server.call('/v1/app/keys/rotate', {
      method: 'POST',
      headers: { ...priv(second.privateKey), 'content-type': 'text/plain' },
      body: 'key=public',
    });
    expectEnvelope(reply, 415, 'EBADREQUEST');
    expect(reply.body.message).toMatch(/Content-Type: application\/json \(got text\/plain\)/);
  });

  it.each([
    ['gzip', 'not gzip at all'],
    ['deflate', 'zzz'],
    ['br', 'xx'],
    // Brotli's own format errors (ERR__ERROR_FORMAT_PADDING_…), which carry no zlib code.
    ['br', 'not brotli at all, plain text'],
    ['br', '\u00ff\u00ff\u00ff\u00ff'],
  ])('refuses a body that is not the %s it claims to be with 400, not 500', async (encoding, body) => {
    const reply = await server.call('/v1/app/keys/rotate', { method: 'POST', headers: { ...json(priv(second.privateKey)), 'content-encoding': encoding }, body });
    expectEnvelope(reply, 400, 'EBADREQUEST');
    expect(reply.body.message).toBe(
      `the request body is not valid ${encoding} data, as its Content-Encoding says it is: send it compressed that way, or uncompressed without Content-Encoding`,
    );
  });

  it('refuses an unknown Content-Encoding with 415', async () => {
    const reply = await server.call('/v1/app/keys/rotate', { method: 'POST', headers: { ...json(priv(second.privateKey)), 'content-encoding': 'gzip, x-foo' }, body: '{}' });
    expectEnvelope(reply, 415, 'EBADREQUEST');
    expect(reply.body.message).toBe('content encoding "gzip, x-foo" is not supported: send identity, gzip, deflate or br');
  });

  it('names the bad field of a valid JSON body', async () => {
    const reply = await server.call('/v1/app/keys/rotate', {
      method: 'POST',
      headers: json(priv(second.privateKey)),
      body: JSON.stringify({ key: 'secret' }),
    });
    expectEnvelope(reply, 400, 'EBADREQUEST');
    expect(reply.body.message).toBe('invalid request body: key must be "public", "private" or "both"');
  });
});

describe('key rotation', () => {
  it('refuses the old private key as revoked at once and accepts the new one', async () => {
    const app = await db.services.apps.create({ name: 'Rotating private' });
    const reply = await server.call('/v1/app/keys/rotate', {
      method: 'POST',
      headers: json(priv(app.privateKey)),
      body: JSON.stringify({ key: 'private' }),
    });
    expectEnvelope(reply, 200);
    const fresh = (reply.body.data as { private_key: string }).private_key;
    expect(fresh).toMatch(UUID);
    expect(reply.body.data).not.toHaveProperty('public_key');

    const old = await server.call('/v1/app/integrations', { headers: priv(app.privateKey) });
    expectEnvelope(old, 401, 'EUNAUTHORIZED');
    // Like an unknown key: no revocation time, nothing that says the UUID was ever a key.
    expect(old.body.message).toBe("the key in x-segue-key is unknown or revoked: send the app's current private key");
    expectEnvelope(await server.call('/v1/app/integrations', { headers: priv(fresh) }), 200);
  });

  it('rotates the public key through the private key', async () => {
    const app = await db.services.apps.create({ name: 'Rotating public' });
    const reply = await server.call('/v1/app/keys/rotate', {
      method: 'POST',
      headers: json(priv(app.privateKey)),
      body: JSON.stringify({ key: 'public' }),
    });
    const fresh = (reply.body.data as { public_key: string }).public_key;
    const old = await server.call('/v1/app', { headers: pub(app.app.publicKey) });
    expectEnvelope(old, 401, 'EUNAUTHORIZED');
    expect(old.body.message).toMatch(/revoked/);
    const now = await server.call('/v1/app', { headers: pub(fresh) });
    expect((now.body.data as { public_key: string }).public_key).toBe(fresh);
  });
});

describe('isolation between apps', () => {
  it("answers 404 for another app's id, exactly as for an id that does not exist", async () => {
    const other = await server.call(`/v1/apps/${second.app.id}`, { headers: pub(first.app.publicKey) });
    const missing = await server.call(`/v1/apps/${randomUUID()}`, { headers: pub(first.app.publicKey) });
    expectEnvelope(other, 404, 'ENOTFOUND');
    expectEnvelope(missing, 404, 'ENOTFOUND');
    expect(JSON.stringify(other.body)).not.toContain(second.app.name);
    const own = await server.call(`/v1/apps/${first.app.id}`, { headers: pub(first.app.publicKey) });
    expect((own.body.data as { id: string }).id).toBe(first.app.id);
  });

  it("never shows another app's integrations", async () => {
    const reply = await server.call('/v1/app/integrations', { headers: priv(second.privateKey) });
    expect(reply.body.data).toEqual([]);
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserAuthorizationError } from '../errors/user-authorization-error';
import { PlatformError } from '../errors/platform-error';
import type { Logger } from '../runtime/logger';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { errorMiddleware } from './error-middleware';

let server: TestServer;
// A "database" that accepts connections and never answers: a dropped route, a hung proxy.
let silent: Server;
const held: Socket[] = [];
let silentPool: pg.Pool;
const logged: string[] = [];
const log: Logger = { info: () => {}, warn: () => {}, error: (message) => logged.push(message) };

beforeAll(async () => {
  // Routes that let internal errors through untranslated, as a forgotten service call would.
  const app = express();
  app.get('/rate-limited', () => {
    throw new PlatformError('spotify', 'rate_limited', 'HTTP 429 from api.spotify.com', { retryAfterMs: 2_500 });
  });
  app.get('/unavailable', () => {
    throw new PlatformError('tidal', 'unavailable', 'HTTP 502 from upstream host x.internal');
  });
  app.get('/revoked', () => {
    throw new UserAuthorizationError('deezer', 'invalid token');
  });
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  silentPool = new pg.Pool({ connectionString: `postgres://segue@127.0.0.1:${port}/segue`, connectionTimeoutMillis: 200 });
  app.get('/database', async (_req, res) => {
    await silentPool.query('SELECT 1');
    res.json({});
  });
  // A parser used as it is, not through readBody (as a form route might).
  app.post('/form', express.urlencoded({ extended: false }), (_req, res) => {
    res.json({});
  });
  app.use(errorMiddleware(log));
  server = await listenForTest(app);
});

afterAll(async () => {
  await server?.close();
  await silentPool?.end();
  for (const socket of held) socket.destroy();
  silent?.close();
});

describe('errorMiddleware', () => {
  it('answers an untranslated PlatformError with its own code, not a 500', async () => {
    const reply = await server.call('/rate-limited');
    expect(reply.status).toBe(429);
    expect(reply.headers.get('retry-after')).toBe('3');
    expect(reply.body).toEqual({ error: 'ERATELIMITED', message: 'Spotify is limiting requests; try again shortly', status: 429 });
  });

  it('keeps the platform internals out of the message', async () => {
    const reply = await server.call('/unavailable');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ error: 'EPLATFORMUNAVAILABLE', message: 'TIDAL is not answering right now; try again shortly', status: 503 });
  });

  it("answers 503 with Retry-After when pg's wait for a connection runs out", async () => {
    const reply = await server.call('/database');
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('5');
    expect(reply.body).toEqual({ error: 'EINTERNAL', message: 'the database is unavailable for a moment: retry in a few seconds', status: 503 });
  });

  it('answers other internal errors by their codes too', async () => {
    const reply = await server.call('/revoked');
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: 'EFORBIDDEN', status: 403 });
    expect(logged).toEqual([]);
  });

  it('answers a body that does not inflate with 400 in every encoding, Brotli included, even from a parser used as it is', async () => {
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const reply = await server.call('/form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': encoding },
        body: 'plainly not compressed at all',
      });
      expect(reply.status, encoding).toBe(400);
      expect(reply.body, encoding).toMatchObject({ error: 'EBADREQUEST', status: 400 });
      expect(reply.body.message, encoding).toMatch(new RegExp(`not valid ${encoding} data`));
    }
    expect(logged).toEqual([]);
  });
});

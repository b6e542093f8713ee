import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTidalOAuth } from './oauth';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A TIDAL API answering `/v2/users/me` with `attributes`. */
async function tidalWith(attributes: Record<string, unknown>): Promise<string> {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/vnd.api+json' }).end(JSON.stringify({ data: { id: '1234', type: 'users', attributes } }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('TIDAL profile', () => {
  it.each([
    [{ emailVerified: true }, true],
    [{ emailVerified: false }, false],
    [{}, false],
  ])('%j: the e-mail counts as verified only when TIDAL says so', async (extra, verified) => {
    const url = await tidalWith({ username: 'listener', email: 'listener@example.com', ...extra });
    const oauth = createTidalOAuth({ baseUrls: { api: url, auth: url, login: url }, credentials: { client_id: 'c', client_secret: 's' } });
    await expect(oauth.profile('token')).resolves.toMatchObject({ platformUserId: '1234', email: 'listener@example.com', emailVerified: verified });
  });
});

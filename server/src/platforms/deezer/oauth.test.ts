import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeezerOAuth } from './oauth';

// Deezer's token endpoint answers JSON or form text whatever `output` asks for, and every
// refusal as the bare text "wrong code" (https://developers.deezer.com/api/oauth); this
// stand-in answers each form.
let server: Server;
let base = '';
let answer = '';

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(answer));
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const oauth = () => createDeezerOAuth({ baseUrls: { api: base, connect: base }, app: { appId: '123', secret: 's' } });
const scopes = ['basic_access', 'offline_access'];

describe('Deezer code exchange', () => {
  it('reads the form-encoded answer; expires=0 never expires', async () => {
    answer = 'access_token=frTOKEN&expires=0';
    expect(await oauth().exchangeCode('c', { redirectUri: '', scopes })).toEqual({ accessToken: 'frTOKEN', expiresIn: null, scopes });
  });

  it('reads the JSON answer with an expiry', async () => {
    answer = '{"access_token":"frJSON","expires":3600}';
    expect(await oauth().exchangeCode('c', { redirectUri: '', scopes })).toMatchObject({ accessToken: 'frJSON', expiresIn: 3600 });
  });

  it('"wrong code" is invalid_grant, anything else unreadable is failed', async () => {
    answer = 'wrong code';
    await expect(oauth().exchangeCode('c', { redirectUri: '', scopes })).rejects.toMatchObject({ kind: 'invalid_grant' });
    answer = '<html>maintenance</html>';
    await expect(oauth().exchangeCode('c', { redirectUri: '', scopes })).rejects.toMatchObject({ kind: 'failed' });
  });

  it('asks for manage_library and delete_library on every link: a playlist kept in step adds and removes tracks', () => {
    expect(oauth().requiredScopes).toEqual(expect.arrayContaining(['manage_library', 'delete_library']));
    expect(new URL(oauth().authorizeUrl({ redirectUri: 'https://segue.test/cb', state: 's', scopes: oauth().defaultScopes })).searchParams.get('perms')?.split(',')).toContain('delete_library');
  });

  it('maps the denial and passes the code through', () => {
    expect(oauth().readCallback({ error_reason: 'user_denied' })).toMatchObject({ ok: false, error: 'access_denied' });
    expect(oauth().readCallback({ code: 'abc', state: 'WEja85lXrM' })).toEqual({ ok: true, code: 'abc' });
  });
});

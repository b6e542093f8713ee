import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount } from '../catalog/model';
import { TEST_NOW, testCatalog } from '../test-fixtures/start-platform';
import { CODE_SECONDS } from './login-server';
import { refreshedTokenSchema, userDocumentSchema } from './tidal-user-schemas';
import { ALL_SCOPES, startTidalUserTestClient, type TidalUserTestClient } from './tidal-user-test-client';
import { errorsSchema, tokenErrorSchema } from './tidal-wire-schemas';

const catalog = testCatalog();
let c: TidalUserTestClient;

beforeAll(async () => {
  c = await startTidalUserTestClient(catalog);
});
afterAll(() => c.close());

const firstUser = () => catalog.users[0]!;
const tidalAccount = (): PlatformAccount => firstUser().accounts.tidal!;

describe('TIDAL login (authorization code + PKCE)', () => {
  it('approves on a plain GET, exchanges the code with the verifier and reads the user', async () => {
    const tokens = await c.link();
    expect(tokens.user_id).toBe(Number(tidalAccount().id));
    expect(tokens.scope.split(' ').sort()).toEqual(ALL_SCOPES.split(' ').sort());
    const me = await c.api(tokens.access_token, '/users/me');
    expect(me.contentType).toContain('application/vnd.api+json');
    const user = userDocumentSchema.parse(me.body).data;
    expect(user).toMatchObject({ id: tidalAccount().id, attributes: { username: tidalAccount().username, email: firstUser().email, country: firstUser().country } });
  });

  it('sends denied consent, a missing or plain PKCE challenge and unknown scopes back to the app as errors', async () => {
    const verifier = randomBytes(48).toString('base64url');
    expect(await c.follow(c.authorizeUrl(verifier, { sandbox_deny: '1' }))).toMatchObject({ error: 'access_denied', state: 'st-9' });
    const noPkce = new URL(c.authorizeUrl(verifier));
    noPkce.searchParams.delete('code_challenge');
    expect((await c.follow(noPkce.toString())).error).toBe('invalid_request');
    expect((await c.follow(c.authorizeUrl(verifier, { code_challenge_method: 'plain', code_challenge: verifier.slice(0, 43) }))).error).toBe('invalid_request');
    expect((await c.follow(c.authorizeUrl(verifier, { scope: 'user.read r_usr' }))).error).toBe('invalid_scope');
    const withoutTidal = catalog.users.find((u) => !u.accounts.tidal)!;
    expect((await c.follow(c.authorizeUrl(verifier, { sandbox_user: withoutTidal.email }))).error).toBe('access_denied');
  });

  it('answers an unknown client on the login page instead of redirecting', async () => {
    const outcome = await c.browser.authorize(c.authorizeUrl(randomBytes(48).toString('base64url'), { client_id: 'nope' }));
    if (outcome.redirected) throw new Error('redirected for an unknown client');
    expect(outcome.status).toBe(400);
    expect(tokenErrorSchema.parse(JSON.parse(outcome.body)).error).toBe('invalid_request');
  });

  it('refuses a wrong verifier, a used code, an expired code and another redirect_uri with invalid_grant', async () => {
    const exchange = (code: string, verifier: string, redirectUri = c.browser.callbackUrl) =>
      c.token({ grant_type: 'authorization_code', client_id: c.clientId, code, code_verifier: verifier, redirect_uri: redirectUri });
    const wrong = await c.authorize();
    const mismatch = await exchange(wrong.code, randomBytes(48).toString('base64url'));
    expect(mismatch.status).toBe(400);
    expect(tokenErrorSchema.parse(mismatch.body)).toMatchObject({ status: 400, error: 'invalid_grant', sub_status: 11101 });

    const good = await c.authorize();
    expect((await exchange(good.code, good.verifier)).status).toBe(200);
    expect(tokenErrorSchema.parse((await exchange(good.code, good.verifier)).body).error).toBe('invalid_grant');

    const late = await c.authorize();
    c.tidal.started.setNow(TEST_NOW + (CODE_SECONDS + 1) * 1000);
    try {
      expect(tokenErrorSchema.parse((await exchange(late.code, late.verifier)).body).error_description).toMatch(/expired/);
    } finally {
      c.tidal.started.setNow(TEST_NOW);
    }
    const moved = await c.authorize();
    expect(tokenErrorSchema.parse((await exchange(moved.code, moved.verifier, 'http://127.0.0.1:1/elsewhere')).body).error).toBe('invalid_grant');
    const missing = await c.token({ grant_type: 'authorization_code', client_id: c.clientId, code: 'x', redirect_uri: c.browser.callbackUrl });
    expect(tokenErrorSchema.parse(missing.body).error).toBe('invalid_request');
  });
});

describe('TIDAL user tokens', () => {
  it('answers 401 once the token expires, and a refresh gives a working token without a new refresh token', async () => {
    const tokens = await c.link();
    expect((await c.api(tokens.access_token, '/users/me')).status).toBe(200);
    expect(c.tidal.started.sandbox.userState.expireTokens(firstUser().id, 'tidal')).toBeGreaterThan(0);
    const expired = await c.api(tokens.access_token, '/users/me');
    expect(expired.status).toBe(401);
    expect(errorsSchema.parse(expired.body).errors[0]!.detail).toMatch(/expired/);

    const refreshed = await c.token({ grant_type: 'refresh_token', client_id: c.clientId, refresh_token: tokens.refresh_token, scope: 'user.read' });
    expect(refreshed.status).toBe(200);
    const fresh = refreshedTokenSchema.parse(refreshed.body);
    expect((await c.api(fresh.access_token, '/users/me')).status).toBe(200);
    const wider = await c.token({ grant_type: 'refresh_token', client_id: c.clientId, refresh_token: tokens.refresh_token, scope: 'playback' });
    expect(tokenErrorSchema.parse(wider.body).error).toBe('invalid_scope');
    const stranger = await c.token({ grant_type: 'refresh_token', client_id: 'someone-else', refresh_token: tokens.refresh_token });
    expect(stranger.status).toBe(401);
    expect(tokenErrorSchema.parse(stranger.body).error).toBe('invalid_client');
    const wrongSecret = await c.token({ grant_type: 'refresh_token', client_id: c.clientId, client_secret: 'wrong', refresh_token: tokens.refresh_token });
    expect(wrongSecret.status).toBe(401);
  });

  it('stops a revoked grant: the API answers 401 and the refresh invalid_grant', async () => {
    const user = catalog.users.find((u, i) => i > 1 && u.accounts.tidal)!;
    const tokens = await c.link({ sandbox_user: user.email });
    c.tidal.started.sandbox.userState.revoke(user.id, 'tidal');
    expect((await c.api(tokens.access_token, '/users/me')).status).toBe(401);
    const refused = await c.token({ grant_type: 'refresh_token', client_id: c.clientId, refresh_token: tokens.refresh_token });
    expect(refused.status).toBe(400);
    expect(tokenErrorSchema.parse(refused.body).error).toBe('invalid_grant');
  });

  it('enforces scopes with 403 and keeps user endpoints from client-credentials tokens', async () => {
    const narrow = await c.link({ scope: 'user.read' });
    expect((await c.api(narrow.access_token, '/users/me')).status).toBe(200);
    for (const [path, method] of [
      ['/playlists?filter%5Bowners.id%5D=me', 'GET'],
      ['/userCollectionAlbums/me/relationships/items', 'GET'],
      ['/playlists', 'POST'],
    ] as const) {
      const r = await c.api(narrow.access_token, path, method === 'POST' ? { method, body: { data: { type: 'playlists', attributes: { name: 'x' } } } } : {});
      expect(r.status, path).toBe(403);
      expect(errorsSchema.parse(r.body).errors[0]!.detail).toMatch(/scope/);
    }
    const readOnly = await c.link({ scope: 'playlists.read' });
    expect((await c.api(readOnly.access_token, '/playlists', { method: 'POST', body: { data: { type: 'playlists', attributes: { name: 'x' } } } })).status).toBe(403);
    // A catalog read works with a user token too.
    const track = catalog.recordings.find((r) => r.platforms.tidal)!.platforms.tidal!.id;
    expect((await c.api(narrow.access_token, `/tracks/${track}`)).status).toBe(200);
    expect((await c.tidal.get('/users/me')).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { dataApi, googleLink, googleOAuthErrorSchema, googleTokenSchema, PKCE_VERIFIER, type GoogleLink } from '../youtube/google-link';
import { simulator } from './index';

const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20251001.01.00', hl: 'en', gl: 'US' }, user: {} };

let p: StartedPlatform;
let oauth: OAuthTestClient;
let google: GoogleLink;
let user: SandboxUser;
beforeAll(async () => {
  p = await startPlatform('ytmusic', simulator, testCatalog());
  oauth = await startOAuthTestClient();
  google = googleLink(p.sandbox, oauth);
  user = p.sandbox.users.find((u) => u.accounts.ytmusic)!;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

async function innertube(endpoint: string, body: Record<string, unknown>, bearer?: string) {
  const res = await fetch(`${p.sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ context, ...body }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** What YouTube answers an OAuth bearer token on InnerTube since 2024-11 (ytmusicapi #676, yt-dlp #11462). */
const REFUSED = {
  error: {
    code: 400,
    message: 'Request contains an invalid argument.',
    errors: [{ message: 'Request contains an invalid argument.', domain: 'global', reason: 'badRequest' }],
    status: 'INVALID_ARGUMENT',
  },
};

describe('YouTube Music user side', () => {
  it('InnerTube refuses Google OAuth bearer tokens on every endpoint, valid or not, while the Data API accepts them', async () => {
    const t = await google.link(user.email);
    const video = p.sandbox.catalog.recordings.find((r) => r.platforms.ytmusic)!.platforms.ytmusic!.id;
    for (const [endpoint, body] of [
      ['browse', { browseId: 'FEmusic_liked_playlists' }],
      ['browse', { browseId: 'FEmusic_history' }],
      ['search', { query: 'anything' }],
      ['next', { videoId: video }],
      ['playlist/create', { title: 'x' }],
      ['account/account_menu', {}],
    ] as const) {
      expect(await innertube(endpoint, body, t.access_token), endpoint).toEqual({ status: 400, body: REFUSED });
    }
    expect(await innertube('search', { query: 'anything' }, 'ya29.not-a-token')).toEqual({ status: 400, body: REFUSED });
    // The same token reads the channel from the Data API.
    const channels = await dataApi(p.sandbox, 'channels?part=id&mine=true', t.access_token);
    expect(channels.status).toBe(200);
    expect((channels.body as { items: { id: string }[] }).items[0]?.id).toBe(user.accounts.ytmusic!.id);
  });

  it('has no InnerTube library or write routes any more: signed-in pages need a browser', async () => {
    expect((await innertube('browse', { browseId: 'FEmusic_liked_albums' })).status).toBe(401);
    expect((await innertube('playlist/create', { title: 'x' })).status).toBe(404);
    expect((await innertube('browse/edit_playlist', { playlistId: 'PLx', actions: [] })).status).toBe(404);
  });

  it('answers consent, client and code errors the Google way', async () => {
    expect(await oauth.authorize(google.authUrl(user.email, { sandbox_deny: '1' }))).toEqual({ redirected: true, method: 'GET', query: { state: 's-42', error: 'access_denied' } });
    const unknown = await oauth.authorize(google.authUrl(user.email, { client_id: 'nobody.apps.googleusercontent.com' }));
    expect(unknown.redirected === false && unknown.body).toContain('invalid_client');
    const code = await google.codeFor(user.email);
    const form = { grant_type: 'authorization_code', code, redirect_uri: oauth.callbackUrl, code_verifier: PKCE_VERIFIER };
    expect((await google.token(form)).status).toBe(200);
    expect(googleOAuthErrorSchema.parse((await google.token(form)).body).error).toBe('invalid_grant');
    const bad = await google.token({ ...form, code: await google.codeFor(user.email), code_verifier: `${PKCE_VERIFIER}-wrong` });
    expect([bad.status, googleOAuthErrorSchema.parse(bad.body)]).toEqual([400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' }]);
    const late = await google.codeFor(user.email);
    p.setNow(TEST_NOW + 600_000);
    try {
      expect(googleOAuthErrorSchema.parse((await google.token({ ...form, code: late })).body).error).toBe('invalid_grant');
    } finally {
      p.setNow(TEST_NOW);
    }
    const online = await google.link(user.email, { access_type: 'online' });
    expect(online.refresh_token).toBeUndefined();
  });

  it('the Data API refuses an expired token until refreshed, and a revoked grant for good', async () => {
    const t = await google.link(user.email);
    const admin = (action: string) => fetch(`${p.sandbox.catalogUrl}/__users/${encodeURIComponent(user.email)}/${action}?platform=ytmusic`, { method: 'POST' });
    expect((await admin('expire-tokens')).status).toBe(200);
    const expired = await dataApi(p.sandbox, 'playlists?part=snippet&mine=true', t.access_token);
    expect(expired).toMatchObject({ status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] } } });
    const refreshed = googleTokenSchema.parse((await google.token({ grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' })).body);
    expect(refreshed.refresh_token).toBeUndefined();
    expect((await dataApi(p.sandbox, 'playlists?part=snippet&mine=true', refreshed.access_token)).status).toBe(200);
    expect((await admin('revoke')).status).toBe(200);
    const dead = await google.token({ grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' });
    expect([dead.status, googleOAuthErrorSchema.parse(dead.body)]).toEqual([400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }]);
  });
});

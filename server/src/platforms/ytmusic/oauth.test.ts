import { startSandbox, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPkcePair } from '../kit/pkce';
import { OAuthError } from '../../errors/oauth-error';
import type { PlatformOAuth } from '../kit/platform-oauth';
import { createYtMusicOAuth } from './oauth';

let sandbox: Sandbox;
let oauth: PlatformOAuth;
const redirectUri = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1, recordings: 60 });
  const client = sandbox.oauthClients.ytmusic!;
  oauth = createYtMusicOAuth({
    dataApiUrl: sandbox.urls.ytmusic.data!,
    client: { client_id: client.client_id!, client_secret: client.client_secret! },
    urls: { authorize: `${sandbox.urls.ytmusic.oauth}/o/oauth2/v2/auth`, token: `${sandbox.urls.ytmusic.oauth}/token` },
  });
});
afterAll(async () => {
  await sandbox?.close();
});

/** Google's redirect back, read without following it. */
async function approve(email: string, extra: Record<string, string> = {}) {
  const pkce = createPkcePair();
  const url = new URL(oauth.authorizeUrl({ redirectUri, state: 'flow-state', scopes: oauth.defaultScopes, codeChallenge: pkce.challenge }));
  url.searchParams.set('sandbox_user', email);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  return { query: Object.fromEntries(back.searchParams), verifier: pkce.verifier };
}

describe('YouTube Music linking through Google OAuth', () => {
  it('exchanges the code, reads the channel from the YouTube Data API, and refreshes', async () => {
    const user = sandbox.users.find((candidate) => candidate.accounts.ytmusic)!;
    const { query, verifier } = await approve(user.email);
    expect(query.state).toBe('flow-state');
    const answer = oauth.readCallback(query);
    expect(answer.ok).toBe(true);
    const tokens = await oauth.exchangeCode(answer.ok ? answer.code : '', { redirectUri, codeVerifier: verifier, scopes: oauth.defaultScopes });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.expiresIn).toBeGreaterThan(3_000);
    const profile = await oauth.profile(tokens.accessToken);
    expect(profile.platformUserId).toBe(user.accounts.ytmusic!.id);
    expect(profile.username).toBe(user.accounts.ytmusic!.username);
    expect(profile.url).toBe(`https://music.youtube.com/channel/${user.accounts.ytmusic!.id}`);
    const fresh = await oauth.refresh!(tokens.refreshToken!, tokens.scopes);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBe(tokens.refreshToken);
    expect((await oauth.profile(fresh.accessToken)).platformUserId).toBe(profile.platformUserId);
  });

  it('a refusal and a bad code are told apart', async () => {
    const user = sandbox.users.find((candidate) => candidate.accounts.ytmusic)!;
    const denied = await approve(user.email, { sandbox_deny: '1' });
    expect(oauth.readCallback(denied.query)).toMatchObject({ ok: false, error: 'access_denied' });
    const bad = oauth.exchangeCode('4/not-a-code', { redirectUri, scopes: oauth.defaultScopes });
    await expect(bad).rejects.toBeInstanceOf(OAuthError);
    await expect(bad).rejects.toMatchObject({ kind: 'invalid_grant' });
  });

  it('a revoked grant fails to refresh as invalid_grant', async () => {
    const user = sandbox.users.filter((candidate) => candidate.accounts.ytmusic)[1]!;
    const { query, verifier } = await approve(user.email);
    const tokens = await oauth.exchangeCode(query.code!, { redirectUri, codeVerifier: verifier, scopes: oauth.defaultScopes });
    sandbox.userState.revoke(user.id, 'ytmusic');
    await expect(oauth.refresh!(tokens.refreshToken!, tokens.scopes)).rejects.toMatchObject({ kind: 'invalid_grant' });
  });
});

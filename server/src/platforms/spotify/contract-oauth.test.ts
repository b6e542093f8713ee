/**
 * Linking on real recorded accounts-service and `/v1/me` responses: the code exchange, the
 * refresh with and without a new refresh token, a refused client, and profiles with and without
 * the private fields development-mode apps lose.
 */
import { recordingsOf } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { OAuthError } from '../../errors/oauth-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { bodyOf, coverOf, spotify, type Body } from '../../../test/support/platforms/spotify-contract';
import { createSpotifyOAuth } from './oauth';

let platform: RecordedPlatform | undefined;

async function oauthOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('spotify', routes);
  return createSpotifyOAuth({
    baseUrls: { api: platform.url, accounts: platform.url },
    credentials: { client_id: 'client', client_secret: 'secret', market: 'US' },
  });
}

describe('Spotify OAuth on recorded responses', () => {
  it('reads the authorization code grant', async () => {
    const body = bodyOf('token-authorization-code.json');
    const oauth = await oauthOn([route(spotify('token-authorization-code.json'))]);
    const tokens = await oauth.exchangeCode('code', { redirectUri: 'https://app.example/cb', codeVerifier: 'v', scopes: [] });
    expect(tokens).toEqual({ accessToken: body.access_token, refreshToken: body.refresh_token, expiresIn: body.expires_in, scopes: body.scope.split(' ') });
    const sent = new URLSearchParams(platform!.requests[0]!.body);
    expect(Object.fromEntries(sent)).toMatchObject({ grant_type: 'authorization_code', code: 'code', code_verifier: 'v' });
  });

  it('keeps the refresh token when a refresh hands out none', async () => {
    const body = bodyOf('token-refresh.json');
    const oauth = await oauthOn([route(spotify('token-refresh.json'))]);
    const tokens = await oauth.refresh!('old-refresh', []);
    expect(tokens).toMatchObject({ accessToken: body.access_token, refreshToken: 'old-refresh', expiresIn: body.expires_in });
  });

  it('replaces the refresh token when a refresh hands out a new one', async () => {
    const body = bodyOf('token-pkce-refresh.json');
    const oauth = await oauthOn([route(spotify('token-pkce-refresh.json'))]);
    expect(await oauth.refresh!('old-refresh', [])).toMatchObject({ accessToken: body.access_token, refreshToken: body.refresh_token });
  });

  it('reports a refused client with the accounts service error', async () => {
    const oauth = await oauthOn([route(spotify('token-invalid-client.json'))]);
    const failure = await oauth.exchangeCode('code', { redirectUri: 'https://app.example/cb', scopes: [] }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OAuthError);
    expect((failure as Error).message).toContain(bodyOf('token-invalid-client.json').error_description);
  });

  it.each(recordingsOf('spotify', 'GET /v1/me').map((r) => [r.file, r] as const))('reads the profile of %s', async (_file, recorded) => {
    const me = recorded.body as Body;
    const oauth = await oauthOn([route(recorded)]);
    expect(await oauth.profile('user-token')).toEqual({
      platformUserId: me.id,
      ...(me.email ? { email: me.email } : {}),
      username: me.display_name,
      profilePicture: coverOf(me.images),
      followers: me.followers?.total ?? null,
      plan: me.product ?? '',
      url: me.external_urls.spotify,
    });
    expect(platform!.requests[0]?.headers.authorization).toBe('Bearer user-token');
  });
});

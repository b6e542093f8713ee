import { z } from 'zod';
import { readCodeCallback, readTokenResponse } from '../kit/oauth-code-flow';
import { oauthErrorText, oauthHttp } from '../kit/oauth-http';
import { OAuthError } from '../../errors/oauth-error';
import type { PlatformOAuth } from '../kit/platform-oauth';
import type { TidalUrls, TidalCredentials } from './settings';

// Third-party scopes (https://developer.tidal.com/documentation/authorization/authorization-scopes).
const SCOPES = [
  'user.read', 'collection.read', 'collection.write', 'playlists.read', 'playlists.write', 'search.read', 'search.write',
  'recommendations.read', 'entitlements.read', 'playback',
];

const meSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({ username: z.string().nullish(), email: z.string().nullish(), emailVerified: z.boolean().nullish() }).partial().optional(),
  }),
});

/**
 * TIDAL's authorization code flow, where PKCE S256 is required
 * (https://developer.tidal.com/documentation/authorization/authorization-authorization-code).
 * The client is public: the exchange carries `client_id` and the verifier, no secret. Refreshing
 * returns no new refresh token, so the old one is kept. TIDAL's user document has neither a
 * picture, a follower count nor a plan, so those stay empty.
 */
export function createTidalOAuth(options: { baseUrls: TidalUrls; credentials: TidalCredentials }): PlatformOAuth {
  const { baseUrls, credentials } = options;
  const tokenUrl = `${baseUrls.auth}/v1/oauth2/token`;
  return {
    platform: 'tidal',
    pkce: true,
    // `collection.write`: a transfer saves tracks, albums and artists to the user's collection.
    defaultScopes: ['user.read', 'collection.read', 'collection.write', 'playlists.read', 'playlists.write'],
    knownScopes: new Set(SCOPES),
    // The profile read that identifies the user needs it.
    requiredScopes: ['user.read'],
    authorizeUrl({ redirectUri, state, scopes, codeChallenge }) {
      const url = new URL(`${baseUrls.login}/authorize`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', credentials.client_id);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', scopes.join(' '));
      url.searchParams.set('state', state);
      if (codeChallenge) {
        url.searchParams.set('code_challenge_method', 'S256');
        url.searchParams.set('code_challenge', codeChallenge);
      }
      return url.toString();
    },
    readCallback: readCodeCallback,
    async exchangeCode(code, { redirectUri, codeVerifier, scopes }) {
      const form: Record<string, string> = {
        grant_type: 'authorization_code',
        client_id: credentials.client_id,
        code,
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
      };
      if (codeVerifier) form.code_verifier = codeVerifier;
      const response = await oauthHttp('tidal', tokenUrl, { method: 'POST', form });
      return readTokenResponse('tidal', response, scopes, 'authorization code');
    },
    async refresh(refreshToken, scopes) {
      const form = { grant_type: 'refresh_token', client_id: credentials.client_id, refresh_token: refreshToken, scope: scopes.join(' ') };
      const response = await oauthHttp('tidal', tokenUrl, { method: 'POST', form });
      const tokens = readTokenResponse('tidal', response, scopes, 'refresh token');
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },
    async profile(accessToken) {
      const response = await oauthHttp('tidal', `${baseUrls.api}/v2/users/me`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.api+json' },
      });
      if (response.status !== 200) throw new OAuthError('tidal', 'failed', `TIDAL refused the profile read (${oauthErrorText(response.body, response.status)})`);
      const me = meSchema.safeParse(response.body);
      if (!me.success) throw new OAuthError('tidal', 'failed', 'TIDAL answered /v2/users/me with an unreadable document');
      const attributes = me.data.data.attributes ?? {};
      return {
        platformUserId: me.data.data.id,
        ...(attributes.email ? { email: attributes.email } : {}),
        // TIDAL's user resource says whether the address was confirmed (`emailVerified`,
        // https://tidal-music.github.io/tidal-api-reference/#/users/get_users_me).
        emailVerified: attributes.emailVerified === true,
        username: attributes.username ?? '',
        profilePicture: '',
        followers: null,
        plan: '',
        url: '',
      };
    },
  };
}

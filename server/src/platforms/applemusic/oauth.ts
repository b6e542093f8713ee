import { createHash } from 'node:crypto';
import { z } from 'zod';
import { oauthHttp } from '../kit/oauth-http';
import { OAuthError } from '../../errors/oauth-error';
import type { PlatformOAuth } from '../kit/platform-oauth';
import type { TokenSource } from '../kit/token-cache';
import type { AppleMusicUrls, AppleMusicCredentials } from './settings';

/** The sandbox's stand-in for the MusicKit JS sign-in (packages/sandbox README, Apple Music). */
export const SANDBOX_MUSICKIT_PATH = '/sandbox/musickit/authorize';

const storefrontSchema = z.object({ data: z.array(z.object({ id: z.string().min(1) })).min(1) });

export interface AppleMusicOAuthOptions {
  baseUrls: AppleMusicUrls;
  credentials: AppleMusicCredentials;
  developerToken: TokenSource;
  /**
   * Segue's sign-in page (`{publicUrl}/v1/auth/applemusic/authorize`): it runs MusicKit JS, or in
   * sandbox mode forwards to the simulator's stand-in (`sandboxSignInUrl`).
   */
  signInUrl: string;
}

/** The sandbox's MusicKit stand-in for one flow; it takes the developer token in its query. */
export function sandboxSignInUrl(baseUrls: AppleMusicUrls, developerToken: string, redirectUri: string, state: string): string {
  const url = new URL(`${baseUrls.api}${SANDBOX_MUSICKIT_PATH}`);
  url.searchParams.set('developer_token', developerToken);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Apple Music has no server-side OAuth: MusicKit JS `authorize()` in the user's browser yields a
 * Music-User-Token (https://developer.apple.com/documentation/musickitjs/musickit/musickitinstance/authorize),
 * which the sign-in page posts to the callback (a form body, never a URL) as `music_user_token`. No scopes, no refresh, and
 * no profile: the storefront read checks the token, and the link's platform id is a digest of
 * the token because Apple names no account.
 */
export function createAppleMusicOAuth(options: AppleMusicOAuthOptions): PlatformOAuth {
  const { baseUrls, credentials, developerToken } = options;
  return {
    platform: 'applemusic',
    pkce: false,
    defaultScopes: [],
    knownScopes: new Set(),
    requiredScopes: [],
    authorizeUrl({ state }) {
      // Segue's page knows the callback; the flow state is all it needs.
      const url = new URL(options.signInUrl);
      url.searchParams.set('state', state);
      return url.toString();
    },
    readCallback(query) {
      if (query.error) {
        return { ok: false, error: query.error === 'user_denied' ? 'access_denied' : query.error, description: query.error_description ?? query.error };
      }
      if (query.music_user_token) return { ok: true, code: query.music_user_token };
      return { ok: false, error: 'invalid_request', description: 'the sign-in page sent no music_user_token' };
    },
    async exchangeCode(code) {
      return { accessToken: code, expiresIn: null, scopes: [] };
    },
    async profile(musicUserToken) {
      const response = await oauthHttp('applemusic', `${baseUrls.api}/v1/me/storefront`, {
        headers: { authorization: `Bearer ${await developerToken.get()}`, 'music-user-token': musicUserToken },
      });
      // 403: the Music-User-Token is not valid (https://developer.apple.com/documentation/applemusicapi/common-objects/http-status-codes).
      if (response.status === 401 || response.status === 403) {
        throw new OAuthError('applemusic', 'invalid_grant', `Apple Music refused the Music-User-Token (HTTP ${response.status})`);
      }
      const storefront = storefrontSchema.safeParse(response.body);
      if (response.status !== 200 || !storefront.success) {
        throw new OAuthError('applemusic', 'failed', `Apple Music answered ${response.status} to the storefront read`);
      }
      const digest = createHash('sha256').update(`${credentials.team_id}:${musicUserToken}`).digest('hex').slice(0, 32);
      return {
        platformUserId: `mut-${digest}`,
        // Apple's API has no account id: the digest changes with each Music-User-Token.
        idPerSignIn: true,
        username: '',
        profilePicture: '',
        followers: null,
        plan: '',
        url: '',
        extra: { storefront: storefront.data.data[0]!.id },
      };
    },
  };
}

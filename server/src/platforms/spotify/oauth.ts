import { z } from 'zod';
import { pickCover } from '../kit/cover-size';
import { readCodeCallback, readTokenResponse } from '../kit/oauth-code-flow';
import { oauthHttp, oauthErrorText } from '../kit/oauth-http';
import { OAuthError } from '../../errors/oauth-error';
import type { PlatformOAuth } from '../kit/platform-oauth';
import type { SpotifyUrls, SpotifyCredentials } from './settings';

// https://developer.spotify.com/documentation/web-api/concepts/scopes
const SCOPES = [
  'ugc-image-upload', 'user-read-playback-state', 'user-modify-playback-state', 'user-read-currently-playing',
  'app-remote-control', 'streaming', 'playlist-read-private', 'playlist-read-collaborative', 'playlist-modify-private',
  'playlist-modify-public', 'user-follow-modify', 'user-follow-read', 'user-read-playback-position', 'user-top-read',
  'user-read-recently-played', 'user-library-modify', 'user-library-read', 'user-read-email', 'user-read-private',
  'user-personalized', 'user-soa-link', 'user-soa-unlink', 'soa-manage-entitlements', 'soa-manage-partner', 'soa-create-partner',
];

const meSchema = z.object({
  id: z.string().min(1),
  display_name: z.string().nullish(),
  email: z.string().nullish(),
  product: z.string().nullish(),
  followers: z.object({ total: z.number().int().nonnegative() }).nullish(),
  images: z.array(z.object({ url: z.string(), width: z.number().nullish() })).nullish(),
  external_urls: z.object({ spotify: z.string().optional() }).partial().nullish(),
});

/**
 * Spotify's authorization code flow with PKCE and the client secret
 * (https://developer.spotify.com/documentation/web-api/tutorials/code-flow). Access tokens last
 * an hour; refreshing may hand out a new refresh token, which replaces the old one.
 */
export function createSpotifyOAuth(options: { baseUrls: SpotifyUrls; credentials: SpotifyCredentials }): PlatformOAuth {
  const { baseUrls, credentials } = options;
  const basic = `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`;
  const tokenUrl = `${baseUrls.accounts}/api/token`;
  return {
    platform: 'spotify',
    pkce: true,
    // What the library routes need: profile with e-mail and plan, playlists (read and write),
    // saved albums, followed artists and listening history; and what a transfer writes: liked
    // songs and saved albums (`user-library-modify`), followed artists (`user-follow-modify`).
    defaultScopes: [
      'user-read-email', 'user-read-private', 'playlist-read-private', 'playlist-read-collaborative',
      'playlist-modify-private', 'playlist-modify-public', 'user-library-read', 'user-follow-read', 'user-read-recently-played',
      'user-library-modify', 'user-follow-modify',
    ],
    knownScopes: new Set(SCOPES),
    requiredScopes: [],
    authorizeUrl({ redirectUri, state, scopes, codeChallenge }) {
      const url = new URL(`${baseUrls.accounts}/authorize`);
      url.searchParams.set('client_id', credentials.client_id);
      url.searchParams.set('response_type', 'code');
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
      const form: Record<string, string> = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
      if (codeVerifier) form.code_verifier = codeVerifier;
      const response = await oauthHttp('spotify', tokenUrl, { method: 'POST', form, headers: { authorization: basic } });
      return readTokenResponse('spotify', response, scopes, 'authorization code');
    },
    async refresh(refreshToken, scopes) {
      const form = { grant_type: 'refresh_token', refresh_token: refreshToken };
      const response = await oauthHttp('spotify', tokenUrl, { method: 'POST', form, headers: { authorization: basic } });
      const tokens = readTokenResponse('spotify', response, scopes, 'refresh token');
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },
    async profile(accessToken) {
      const response = await oauthHttp('spotify', `${baseUrls.api}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (response.status !== 200) throw new OAuthError('spotify', 'failed', `Spotify refused the profile read (${oauthErrorText(response.body, response.status)})`);
      const me = meSchema.safeParse(response.body);
      if (!me.success) throw new OAuthError('spotify', 'failed', 'Spotify answered /v1/me with an unreadable profile');
      return {
        platformUserId: me.data.id,
        // Unverified by Spotify's own account ("This email address is unverified; there is no proof
        // that it actually belongs to the user"), so it never joins users:
        // https://developer.spotify.com/documentation/web-api/reference/get-current-users-profile
        ...(me.data.email ? { email: me.data.email } : {}),
        username: me.data.display_name ?? me.data.id,
        profilePicture: pickCover(me.data.images),
        followers: me.data.followers?.total ?? null,
        plan: me.data.product ?? '',
        url: me.data.external_urls?.spotify ?? `https://open.spotify.com/user/${encodeURIComponent(me.data.id)}`,
      };
    },
  };
}

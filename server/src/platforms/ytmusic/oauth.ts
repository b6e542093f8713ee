import { readCodeCallback, readTokenResponse } from '../kit/oauth-code-flow';
import { oauthHttp } from '../kit/oauth-http';
import { OAuthError } from '../../errors/oauth-error';
import type { PlatformOAuth } from '../kit/platform-oauth';
import { googleReasons } from './data-api-errors';
import { channelListSchema, channelSchema, thumbnailsCover, readItems } from './data-api-schemas';

// https://developers.google.com/identity/protocols/oauth2/scopes#youtube
const SCOPES = [
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'openid',
  'email',
  'profile',
];

/** Google's endpoints (https://developers.google.com/identity/protocols/oauth2/web-server). */
export const GOOGLE_OAUTH_URLS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
};

export interface YtMusicOAuthOptions {
  /** The YouTube Data API host (`SEGUE_YTMUSIC_DATA_API_URL`), without `/youtube/v3`. */
  dataApiUrl: string;
  client: { client_id: string; client_secret: string };
  urls?: { authorize: string; token: string };
}

/**
 * YouTube Music linking through Google's OAuth 2.0 web-server flow with PKCE and
 * `access_type=offline` for a refresh token. Google shares no e-mail here (no id token is asked
 * for), so the user is identified by their YouTube channel, read from the YouTube Data API v3
 * (`channels.list?mine=true`): InnerTube's account menu refuses third-party OAuth tokens
 * (https://github.com/sigma67/ytmusicapi/issues/676). The Google OAuth client's Cloud project
 * needs the YouTube Data API v3 enabled.
 */
export function createYtMusicOAuth(options: YtMusicOAuthOptions): PlatformOAuth {
  const urls = options.urls ?? GOOGLE_OAUTH_URLS;
  const { client } = options;
  return {
    platform: 'ytmusic',
    pkce: true,
    defaultScopes: ['https://www.googleapis.com/auth/youtube'],
    knownScopes: new Set(SCOPES),
    requiredScopes: [],
    authorizeUrl({ redirectUri, state, scopes, codeChallenge }) {
      const url = new URL(urls.authorize);
      url.searchParams.set('client_id', client.client_id);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', scopes.join(' '));
      url.searchParams.set('state', state);
      url.searchParams.set('access_type', 'offline');
      // Without consent Google gives a refresh token only the first time a user approves.
      url.searchParams.set('prompt', 'consent');
      if (codeChallenge) {
        url.searchParams.set('code_challenge', codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },
    readCallback: readCodeCallback,
    async exchangeCode(code, { redirectUri, codeVerifier, scopes }) {
      const form: Record<string, string> = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: client.client_id,
        client_secret: client.client_secret,
      };
      if (codeVerifier) form.code_verifier = codeVerifier;
      return readTokenResponse('ytmusic', await oauthHttp('ytmusic', urls.token, { method: 'POST', form }), scopes, 'authorization code');
    },
    async refresh(refreshToken, scopes) {
      const form = { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.client_id, client_secret: client.client_secret };
      const tokens = readTokenResponse('ytmusic', await oauthHttp('ytmusic', urls.token, { method: 'POST', form }), scopes, 'refresh token');
      // Google keeps the refresh token; the answer carries none.
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },
    async profile(accessToken) {
      const url = `${options.dataApiUrl.replace(/\/+$/, '')}/youtube/v3/channels?part=snippet,statistics,contentDetails&mine=true`;
      const response = await oauthHttp('ytmusic', url, { headers: { authorization: `Bearer ${accessToken}` } });
      if (response.status !== 200) {
        const { reasons, message } = googleReasons(response.body);
        const why = reasons.includes('quotaExceeded')
          ? "the app's daily YouTube Data API quota is spent (it resets at midnight Pacific Time)"
          : reasons.includes('accessNotConfigured') || reasons.includes('SERVICE_DISABLED')
            ? "the YouTube Data API v3 is not enabled in the Google Cloud project of the app's OAuth client"
            : `${response.status}${message ? `: ${message}` : ''}${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}`;
        throw new OAuthError('ytmusic', 'failed', `YouTube refused the channel read: ${why}`);
      }
      const list = channelListSchema.safeParse(response.body);
      if (!list.success) throw new OAuthError('ytmusic', 'failed', 'YouTube answered channels.list with something that is not a channel list');
      const channel = readItems(list.data.items, channelSchema)[0];
      // A Google account can exist without a YouTube channel; playlists belong to a channel, so
      // such an account has no library to read and nowhere to add playlists.
      if (!channel) {
        throw new OAuthError(
          'ytmusic',
          'failed',
          'This Google account has no YouTube channel, so YouTube has no library for it: create a channel at https://www.youtube.com/create_channel and link again',
        );
      }
      const subscribers = channel.statistics?.hiddenSubscriberCount ? 0 : Number(channel.statistics?.subscriberCount ?? 0);
      return {
        platformUserId: channel.id,
        username: channel.snippet?.customUrl ?? channel.snippet?.title ?? channel.id,
        profilePicture: thumbnailsCover(channel.snippet?.thumbnails),
        followers: Number.isFinite(subscribers) ? subscribers : null,
        plan: '',
        url: `https://music.youtube.com/channel/${channel.id}`,
      };
    },
  };
}

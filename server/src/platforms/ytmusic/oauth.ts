import { z } from 'zod';
import { readCodeCallback, readTokenResponse } from '../../linking/oauth-code-flow';
import { oauthErrorText, oauthHttp } from '../../linking/oauth-http';
import { OAuthError, type PlatformOAuth } from '../../linking/platform-oauth';

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

// The InnerTube client YouTube Music's web app identifies as (reference 5 B1).
const CONTEXT = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20261116.01.00', hl: 'en', gl: 'US' }, user: {} };

const runs = z.object({ runs: z.array(z.object({ text: z.string() })).min(1) });
const menuSchema = z.object({
  actions: z
    .array(
      z.object({
        openPopupAction: z.object({
          popup: z.object({
            multiPageMenuRenderer: z.object({
              header: z.object({
                activeAccountHeaderRenderer: z.object({
                  accountName: runs,
                  channelHandle: runs.optional(),
                  accountPhoto: z.object({ thumbnails: z.array(z.object({ url: z.string(), width: z.number().optional() })) }).optional(),
                }),
              }),
              sections: z.array(z.unknown()).optional(),
            }),
          }),
        }),
      }),
    )
    .min(1),
});

/** The channel id behind the menu's "Your channel" link (`browseEndpoint.browseId` `UC…`). */
function channelIdOf(value: unknown): string | undefined {
  const text = JSON.stringify(value);
  return /"browseId":"(UC[0-9A-Za-z_-]{22})"/.exec(text)?.[1];
}

export interface YtMusicOAuthOptions {
  apiUrl: string;
  client: { client_id: string; client_secret: string };
  urls?: { authorize: string; token: string };
}

/**
 * YouTube Music linking through Google's OAuth 2.0 web-server flow with PKCE and
 * `access_type=offline` for a refresh token. Google shares no e-mail here (no id token is asked
 * for), so the user is identified by the YouTube channel id from InnerTube's account menu, the
 * same header public clients read for the signed-in account's name, handle and picture.
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
      const response = await oauthHttp('ytmusic', `${options.apiUrl}/youtubei/v1/account/account_menu?alt=json`, {
        method: 'POST',
        json: { context: CONTEXT },
        headers: { authorization: `Bearer ${accessToken}`, origin: 'https://music.youtube.com' },
      });
      if (response.status !== 200) throw new OAuthError('ytmusic', 'failed', `YouTube Music refused the account read (${oauthErrorText(response.body, response.status)})`);
      const menu = menuSchema.safeParse(response.body);
      const channelId = channelIdOf(response.body);
      if (!menu.success || !channelId) throw new OAuthError('ytmusic', 'failed', 'YouTube Music answered account_menu without the signed-in account');
      const header = menu.data.actions[0]!.openPopupAction.popup.multiPageMenuRenderer.header.activeAccountHeaderRenderer;
      const photos = [...(header.accountPhoto?.thumbnails ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
      return {
        platformUserId: channelId,
        username: header.channelHandle?.runs[0]?.text ?? header.accountName.runs[0]!.text,
        profilePicture: photos[0]?.url ?? '',
        followers: 0,
        plan: '',
        url: `https://music.youtube.com/channel/${channelId}`,
      };
    },
  };
}

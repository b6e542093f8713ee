import { z } from 'zod';
import { oauthHttp } from '../kit/oauth-http';
import { OAuthError } from '../../errors/oauth-error';
import type { PlatformOAuth } from '../kit/platform-oauth';
import { sizedImage } from './mappers';
import type { DeezerUrls } from './settings';

// https://developers.deezer.com/api/permissions
const PERMS = ['basic_access', 'email', 'offline_access', 'manage_library', 'manage_community', 'delete_library', 'listening_history'];

// Deezer's `status` is undocumented; these names follow what one observes (0 free, 1 premium, 2 family).
const PLANS: Record<number, string> = { 0: 'free', 1: 'premium', 2: 'family' };

const tokenJson = z.object({ access_token: z.string().min(1), expires: z.coerce.number().optional() });

/** Only the id is needed; a field of an unexpected type is dropped rather than failing the link. */
const meSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().nullish().catch(null),
  email: z.string().nullish().catch(null),
  status: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).nullish().catch(null),
  link: z.string().nullish().catch(null),
  picture_xl: z.string().nullish().catch(null),
  picture_big: z.string().nullish().catch(null),
  picture: z.string().nullish().catch(null),
});

const apiError = z.object({ error: z.object({ type: z.string().optional(), message: z.string().optional(), code: z.number().optional() }) });

/**
 * Deezer's own OAuth dialect (https://developers.deezer.com/api/oauth): no PKCE,
 * no refresh; with `offline_access` the token never expires (`expires=0`). Every permission
 * Segue uses is required, so the app's `scopes` can add only `manage_community`.
 *
 * State: Deezer's registered redirect URI carries the app's 10-character `state` token, so the
 * per-flow state rides in the redirect URI too (`&flow=`), built by the linking service; no
 * `state` parameter is sent, and Deezer hands the redirect URI back as given.
 */
export function createDeezerOAuth(options: { baseUrls: DeezerUrls; app: { appId: string; secret: string } }): PlatformOAuth {
  const { baseUrls, app } = options;
  return {
    platform: 'deezer',
    pkce: false,
    // `delete_library` lets a kept-in-step playlist lose tracks (`DELETE /playlist/{id}/tracks`).
    defaultScopes: ['basic_access', 'email', 'offline_access', 'manage_library', 'delete_library', 'listening_history'],
    knownScopes: new Set(PERMS),
    requiredScopes: ['basic_access', 'email', 'offline_access', 'manage_library', 'delete_library', 'listening_history'],
    authorizeUrl({ redirectUri, scopes }) {
      const url = new URL(`${baseUrls.connect}/oauth/auth.php`);
      url.searchParams.set('app_id', app.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('perms', scopes.join(','));
      return url.toString();
    },
    readCallback(query) {
      if (query.error_reason) return { ok: false, error: query.error_reason === 'user_denied' ? 'access_denied' : query.error_reason, description: query.error_reason };
      if (query.error) return { ok: false, error: query.error, description: query.error_description ?? '' };
      if (query.code) return { ok: true, code: query.code };
      return { ok: false, error: 'invalid_request', description: 'Deezer sent neither a code nor an error' };
    },
    async exchangeCode(code, { scopes }) {
      const url = new URL(`${baseUrls.connect}/oauth/access_token.php`);
      url.searchParams.set('app_id', app.appId);
      url.searchParams.set('secret', app.secret);
      url.searchParams.set('code', code);
      url.searchParams.set('output', 'json');
      const response = await oauthHttp('deezer', url.toString());
      if (response.status !== 200) throw new OAuthError('deezer', 'failed', `Deezer answered ${response.status} to the code exchange`);
      // `output=json` is not always honoured: the answer may be JSON or `access_token=…&expires=…`,
      // and every refusal is the bare text "wrong code".
      const json = tokenJson.safeParse(response.body);
      const form = new URLSearchParams(response.text.trim());
      const accessToken = json.success ? json.data.access_token : form.get('access_token');
      if (!accessToken) {
        const refused = /wrong code/i.test(response.text);
        throw new OAuthError('deezer', refused ? 'invalid_grant' : 'failed', refused ? 'Deezer refused the authorization code (wrong code)' : 'Deezer answered the code exchange with an unreadable body');
      }
      const expires = json.success ? (json.data.expires ?? 0) : Number(form.get('expires') ?? '0');
      return { accessToken, expiresIn: Number.isFinite(expires) && expires > 0 ? expires : null, scopes: [...scopes] };
    },
    async profile(accessToken) {
      const url = new URL(`${baseUrls.api}/user/me`);
      url.searchParams.set('access_token', accessToken);
      const response = await oauthHttp('deezer', url.toString());
      // Deezer reports errors inside a 200 body.
      const failure = apiError.safeParse(response.body);
      if (response.status !== 200 || failure.success) {
        const detail = failure.success ? (failure.data.error.message ?? failure.data.error.type ?? 'error') : `HTTP ${response.status}`;
        throw new OAuthError('deezer', 'failed', `Deezer refused the profile read (${detail})`);
      }
      const me = meSchema.safeParse(response.body);
      if (!me.success) throw new OAuthError('deezer', 'failed', 'Deezer answered /user/me with an unreadable profile');
      const id = String(me.data.id);
      return {
        platformUserId: id,
        // Deezer's user object says nothing of verification (https://developers.deezer.com/api/user):
        // the address is taken as unverified and never joins users.
        ...(me.data.email ? { email: me.data.email } : {}),
        username: me.data.name ?? '',
        profilePicture: sizedImage(me.data.picture_xl, me.data.picture_big, me.data.picture),
        followers: null,
        plan: me.data.status === null || me.data.status === undefined ? '' : (PLANS[me.data.status] ?? String(me.data.status)),
        url: me.data.link ?? `https://www.deezer.com/profile/${id}`,
      };
    },
  };
}

import type { ServerResponse } from 'node:http';
import type { UserState } from '../user-state/user-state';
import { formPostPage } from '../form-post';
import { appleErrors, sendAppleError } from './apple-errors';
import type { DeveloperKey } from './developer-token';

/** The path of the simulated MusicKit authorisation page on the Apple Music API host. */
export const MUSICKIT_AUTHORIZE_PATH = '/sandbox/musickit/authorize';

/** Apple documents no lifetime for a Music-User-Token; about six months is what users observe. */
export const MUSIC_USER_TOKEN_SECONDS = 180 * 86_400;

/**
 * Apple Music has no server-side OAuth: a web page calls MusicKit JS `authorize()`, the user signs
 * in in Apple's pop-up, and the page receives a Music-User-Token
 * (https://developer.apple.com/documentation/musickitjs/musickit/musickitinstance/authorize).
 * The sandbox stands in for that page, answering at once without Apple's pop-up:
 *
 * `GET /sandbox/musickit/authorize?developer_token=…&redirect_uri=…[&state=…][&sandbox_user=<email or usr-id>][&sandbox_deny=1]`
 *
 * - `redirect_uri` missing or not an absolute http(s) URL: 400 with Apple's errors body (nowhere to send the answer).
 * - otherwise a page that posts a form to `redirect_uri` (`form-post.ts`: the token stays out of
 *   URLs, as a MusicKit page must keep it), with `state` echoed when given, and either
 *   - `music_user_token=<MUT>` (approved, as the first sandbox user unless `sandbox_user` names another), or
 *   - `error=invalid_developer_token` (the token does not verify: wrong key, issuer, expired, ...),
 *     `error=user_denied` (`sandbox_deny=1`), `error=unknown_user` (`sandbox_user` names nobody),
 *     `error=no_subscription` (the user has no Apple Music account).
 *
 * The page lives on the API host (the sandbox has no other Apple host), so faults set for `api`
 * reach it too.
 *
 * The MUT then goes in the `Music-User-Token` header next to the developer token. It has no
 * refresh: once expired (`userState.expireTokens`) or revoked every `/v1/me` call answers 403
 * and the user must authorise again.
 */
export async function musickitAuthorize(query: URLSearchParams, res: ServerResponse, deps: { key: DeveloperKey; users: UserState; random: () => number }): Promise<void> {
  const redirectUri = query.get('redirect_uri') ?? '';
  let target: URL;
  try {
    target = new URL(redirectUri);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http');
  } catch {
    sendAppleError(res, appleErrors.invalidParameter('redirect_uri', 'redirect_uri must be an absolute http(s) URL'), deps.random);
    return;
  }
  const state = query.get('state');
  const answer = (params: Record<string, string>): void => {
    const page = formPostPage(target.toString(), { ...params, ...(state === null ? {} : { state }) });
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': page.csp,
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(page.html),
    });
    res.end(page.html);
  };
  const check = await deps.key.verify(query.get('developer_token') ?? '');
  if (!check.ok) return answer({ error: 'invalid_developer_token' });
  if (query.get('sandbox_deny') === '1') return answer({ error: 'user_denied' });
  const user = deps.users.resolveUser(query.get('sandbox_user'));
  if (!user) return answer({ error: 'unknown_user' });
  if (!user.accounts.applemusic) return answer({ error: 'no_subscription' });
  const grant = deps.users.createGrant('applemusic', user.id, deps.key.teamId, []);
  const { accessToken } = deps.users.issueTokens(grant, { accessSeconds: MUSIC_USER_TOKEN_SECONDS, refresh: false });
  answer({ music_user_token: accessToken });
}

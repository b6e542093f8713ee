import { PLATFORMS, type PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { isPlatformError } from '../errors/platform-error';
import { openFlowState } from './flow-state';
import { linkablePlatform, oauthFor, type LinkingContext } from './linking-context';
import type { OAuthFlow } from './oauth-flow.repository';
import { OAuthError } from '../errors/oauth-error';
import { redirectUriFor } from './start-linking';
import { isSameRedirectTarget } from '../apps/redirect-url';

/**
 * Where the callback sends the browser: back to the app with `token` or `error`, or, when no
 * redirect URL can be trusted (a state that is missing, altered, replayed or not ours), a page
 * of our own that says what happened.
 */
export type CallbackOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; error: string; message: string };

const page = (status: number, error: string, message: string): CallbackOutcome => ({ kind: 'page', status, error, message });

function back(redirectUrl: string, params: Record<string, string>): CallbackOutcome {
  const url = new URL(redirectUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { kind: 'redirect', location: url.toString() };
}

/** The state of this flow from the callback query (Deezer's is in `flow`, see `redirectUriFor`). */
const stateParam = (platform: PlatformKey, query: Record<string, string>): string | undefined =>
  platform === 'deezer' ? query.flow : query.state;

/**
 * Verifies the state and uses it up: authentic (sealed by this server), for this platform, not
 * used before. Returns the flow, or the page to show.
 */
async function takeFlow(ctx: LinkingContext, platform: PlatformKey, query: Record<string, string>): Promise<OAuthFlow | CallbackOutcome> {
  const state = stateParam(platform, query);
  if (!state) return page(400, 'EBADREQUEST', 'The link is missing its state: start linking again from the app.');
  const opened = openFlowState(ctx.box, state);
  if (!opened.ok) return page(400, 'EBADREQUEST', 'This link was altered or was not issued by this server: start linking again from the app.');
  if (opened.payload.platform !== platform) return page(400, 'EBADREQUEST', `This link was started for another platform than ${PLATFORMS[platform].name}.`);
  const flow = await ctx.flows.consume(opened.payload.flowId);
  if (!flow || flow.appId !== opened.payload.appId) {
    return page(400, 'EBADREQUEST', 'This link was used already (or it expired and was discarded): start linking again from the app.');
  }
  return flow;
}

function describe(error: unknown, platform: PlatformKey): { error: string; description: string } {
  const name = PLATFORMS[platform].name;
  if (error instanceof OAuthError) {
    return error.kind === 'invalid_grant'
      ? { error: 'invalid_grant', description: `${name} refused the authorisation (${error.message}): start linking again` }
      : { error: 'temporarily_unavailable', description: `${name} could not complete the link (${error.message}): try again later` };
  }
  if (isAppError(error)) return { error: 'server_error', description: error.message };
  if (isPlatformError(error)) return { error: 'temporarily_unavailable', description: `${name} could not complete the link: try again later` };
  return { error: 'server_error', description: 'the link could not be completed: try again' };
}

/** `GET /v1/auth/{platform}/callback`. Never throws: every failure is a redirect or a page. */
export async function finishLinking(
  ctx: LinkingContext,
  platformName: string,
  query: Record<string, string>,
  onUnexpected: (error: unknown) => void = () => {},
): Promise<CallbackOutcome> {
  let platform: PlatformKey;
  try {
    platform = linkablePlatform(platformName);
  } catch (error) {
    return page(404, isAppError(error) ? error.code : 'ENOTFOUND', isAppError(error) ? error.message : 'unknown platform');
  }
  const taken = await takeFlow(ctx, platform, query);
  if ('kind' in taken) return taken;
  const flow = taken;

  let app;
  try {
    app = await ctx.apps.get(flow.appId);
  } catch {
    return page(400, 'EBADREQUEST', 'The app this link was started for no longer exists.');
  }
  // The allow-list may have changed since /connect: never redirect to a URL no longer on it.
  const stillAllowed = app.redirectUrls.some((entry) => isSameRedirectTarget(entry, flow.redirectUrl));
  if (!stillAllowed) return page(400, 'EBADREQUEST', "The app's redirect URL for this link was removed from its allow-list.");
  const fail = (error: string, description: string) => back(flow.redirectUrl, { error, error_description: description });

  if (flow.expiresAt.getTime() < ctx.now()) return fail('invalid_request', 'the linking flow expired (10 minutes): start linking again');
  if (platform === 'deezer' && query.state !== app.deezerState) {
    return fail('invalid_request', "the Deezer redirect URI does not carry the app's current state token: update it in the Deezer app settings");
  }

  try {
    const oauth = await oauthFor(ctx, app.id, platform);
    const answer = oauth.readCallback(query);
    if (!answer.ok) {
      const description = answer.error === 'access_denied' ? `the user declined to link their ${PLATFORMS[platform].name} account` : answer.description || answer.error;
      return fail(answer.error, description);
    }
    const tokens = await oauth.exchangeCode(answer.code, {
      redirectUri: redirectUriFor(ctx, platform, app.deezerState, stateParam(platform, query) ?? ''),
      scopes: flow.scopes,
      ...(flow.codeVerifier ? { codeVerifier: ctx.box.open(flow.codeVerifier) } : {}),
    });
    const profile = await oauth.profile(tokens.accessToken);
    const user = await ctx.users.saveLink({
      appId: app.id,
      userId: flow.userId,
      email: profile.email ?? null,
      link: {
        platform,
        platformUserId: profile.platformUserId,
        username: profile.username,
        profilePicture: profile.profilePicture,
        followers: profile.followers,
        plan: profile.plan,
        url: profile.url,
        scopes: tokens.scopes,
        tokens: ctx.box.sealJson({ accessToken: tokens.accessToken, ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}) }),
        expiresAt: tokens.expiresIn === null ? null : new Date(ctx.now() + tokens.expiresIn * 1000),
        extra: profile.extra ?? {},
      },
    });
    const token = await ctx.tokens.sign({
      appId: app.id,
      userId: user.id,
      email: user.email ?? '',
      username: profile.username,
      platform,
    });
    return back(flow.redirectUrl, { token });
  } catch (error) {
    if (!(error instanceof OAuthError) && !isAppError(error) && !isPlatformError(error)) onUnexpected(error);
    const described = describe(error, platform);
    return fail(described.error, described.description);
  }
}

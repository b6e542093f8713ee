import { PLATFORMS, type PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { isPlatformError } from '../errors/platform-error';
import { OAuthError } from '../errors/oauth-error';
import { allowsRedirect } from '../apps/allows-redirect';
import type { App } from '../apps/app.repository';
import { browserUserOf, rememberBrowser } from './browser-join';
import { flowCookieName, hashNonce, newNonce, nonceMatches, type CookieReader } from './flow-cookie';
import type { JoinCookie } from './join-cookie';
import { openFlowState } from './flow-state';
import type { LinkDraft, SaveLinkInput } from './linked-user.repository';
import { linkablePlatform, oauthFor, type LinkingContext } from './linking-context';
import type { OAuthFlow } from './oauth-flow.repository';
import { callbackMessage } from './callback-errors';
import { wrongMethod } from './callback-method';
import { FLOW_SECONDS, redirectUriFor } from './start-linking';

/**
 * Where the callback sends the browser: back to the app with `token` or `error`; a page of our
 * own that says what happened when no redirect URL can be trusted (a state that is missing,
 * altered, replayed or not ours, or a browser that did not start the flow); or the question
 * whether to move a platform account from another user. `clearCookie` names the flow's cookie
 * once the flow is over.
 */
export type CallbackOutcome = { clearCookie?: string; joinCookie?: JoinCookie } & (
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; error: string; message: string }
  | { kind: 'confirm'; appName: string; platform: PlatformKey; state: string; redirectUrl: string }
);

const page = (status: number, error: string, message: string): CallbackOutcome => ({ kind: 'page', status, error, message });

/** The app's redirect URL with `params` in its query, or in its fragment (`response_mode`). */
function back(redirectUrl: string, params: Record<string, string>, mode: OAuthFlow['responseMode'] = 'query'): CallbackOutcome {
  const url = new URL(redirectUrl);
  if (mode === 'fragment') url.hash = new URLSearchParams(params).toString();
  else for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { kind: 'redirect', location: url.toString() };
}

/** The state of this flow from the callback query (Deezer's is in `flow`, see `redirectUriFor`). */
const stateParam = (platform: PlatformKey, query: Record<string, string>): string | undefined =>
  platform === 'deezer' ? query.flow : query.state;

/**
 * Verifies the state and uses it up: authentic (sealed by this server), for this platform, not
 * used before, and opened in this browser (its cookie's nonce is the flow's). Returns the flow,
 * or the page to show. `pending` takes a flow waiting for a move confirmation instead.
 */
async function takeFlow(ctx: LinkingContext, platform: PlatformKey, state: string | undefined, cookies: CookieReader, pending = false): Promise<OAuthFlow | CallbackOutcome> {
  if (!state) return page(400, 'EBADREQUEST', 'The link is missing its state: start linking again from the app.');
  const opened = openFlowState(ctx.box, state);
  if (!opened.ok) return page(400, 'EBADREQUEST', 'This link was altered or was not issued by this server: start linking again from the app.');
  if (opened.payload.platform !== platform) return page(400, 'EBADREQUEST', `This link was started for another platform than ${PLATFORMS[platform].name}.`);
  const usedUp = page(400, 'EBADREQUEST', 'This link was used already (or it expired and was discarded): start linking again from the app.');
  const found = await ctx.flows.find(opened.payload.flowId);
  if (!found || found.appId !== opened.payload.appId || Boolean(found.pending) !== pending) return usedUp;
  const nonce = cookies(flowCookieName(found.id));
  if (!nonceMatches(nonce, found.nonceHash)) {
    return page(
      400,
      'EBADREQUEST',
      'This sign-in was not started in this browser, or its Segue cookie expired, so it was stopped: someone may have sent you a link they started. ' +
        'Nothing was linked. Start linking again from the app.',
    );
  }
  const flow = await ctx.flows.consume(found.id, hashNonce(nonce!), pending);
  return flow ?? usedUp;
}

/** The app of a flow, if it still exists and still allows the flow's redirect URL. */
async function appOf(ctx: LinkingContext, flow: OAuthFlow): Promise<App | CallbackOutcome> {
  let app;
  try {
    app = await ctx.apps.get(flow.appId);
  } catch {
    return page(400, 'EBADREQUEST', 'The app this link was started for no longer exists.');
  }
  // The allow-list may have changed since /connect: never redirect to a URL no longer on it.
  const stillAllowed = allowsRedirect(app, flow.redirectUrl);
  if (!stillAllowed) return page(400, 'EBADREQUEST', "The app no longer allows this link's redirect URL (it left the allow-list, or extension linking was turned off).");
  return app;
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

/** A finished link waiting for the move confirmation, sealed into the flow's row. */
type PendingLink = Omit<SaveLinkInput, 'appId' | 'userId' | 'move'>;

function sealPending(ctx: LinkingContext, pending: PendingLink): Buffer {
  const { link } = pending;
  return ctx.box.sealJson({ ...pending, link: { ...link, tokens: link.tokens.toString('base64'), expiresAt: link.expiresAt?.toISOString() ?? null } });
}

function openPending(ctx: LinkingContext, sealed: Buffer): PendingLink {
  const value = ctx.box.openJson(sealed) as PendingLink & { link: LinkDraft & { tokens: string; expiresAt: string | null } };
  return { ...value, link: { ...value.link, tokens: Buffer.from(value.link.tokens, 'base64'), expiresAt: value.link.expiresAt === null ? null : new Date(value.link.expiresAt) } };
}

/**
 * Saves the link and answers the app's redirect with a token, or asks before a move. The user
 * is decided by proof, never by the flow's word alone: the user a backend-issued flow names only
 * when this browser linked that user before (its joining cookie, as the start page found it and
 * still now); else the browser's own user (see `saveLink`). A backend-issued flow that stayed
 * unproven lands on the listener's own user with a `join_code` the app's backend may exchange
 * (`joinWithCode`). The browser is remembered as the user's for the next link.
 */
async function save(ctx: LinkingContext, app: App, flow: OAuthFlow, state: string, pending: PendingLink, move: boolean, cookies: CookieReader): Promise<CallbackOutcome> {
  const browser = await browserUserOf(ctx, app.id, cookies);
  const own = !flow.separate && flow.browserUserId && browser?.userId === flow.browserUserId ? flow.browserUserId : null;
  const proven = flow.userId !== null && own === flow.userId;
  const saved = await ctx.users.saveLink({ appId: app.id, userId: proven ? flow.userId : null, browserUserId: own, move, ...pending });
  if ('heldBy' in saved) {
    await ctx.flows.park(flow, sealPending(ctx, pending), flow.expiresAt);
    return { kind: 'confirm', appName: app.name, platform: flow.platform, state, redirectUrl: flow.redirectUrl };
  }
  const params: Record<string, string> = {};
  if (flow.userId !== null && saved.user.id !== flow.userId) {
    const code = newNonce();
    await ctx.joinCodes.insert(hashNonce(code), {
      appId: app.id,
      platform: flow.platform,
      userId: flow.userId,
      holderId: saved.user.id,
      platformUserId: pending.link.platformUserId,
      holderIsNew: saved.created,
      expiresAt: new Date(ctx.now() + FLOW_SECONDS * 1000),
    });
    params.join_code = code;
  }
  params.token = await ctx.tokens.sign({
    appId: app.id,
    userId: saved.user.id,
    email: saved.user.email ?? '',
    username: pending.link.username,
    platform: flow.platform,
    generation: saved.user.tokenGeneration,
  });
  return { ...back(flow.redirectUrl, params, flow.responseMode), joinCookie: await rememberBrowser(ctx, app.id, saved.user.id, cookies) };
}

/** The path's platform, or the 404 page that names what is wrong with it. */
function pagePlatform(platformName: string): PlatformKey | CallbackOutcome {
  try {
    return linkablePlatform(platformName);
  } catch (error) {
    return page(404, isAppError(error) ? error.code : 'ENOTFOUND', isAppError(error) ? error.message : 'unknown platform');
  }
}

/**
 * `GET /v1/auth/{platform}/callback` (the query) or `POST` (a form, for a platform whose sign-in
 * posts: Apple Music). Never throws: every failure is a redirect or a page.
 */
export async function finishLinking(
  ctx: LinkingContext,
  platformName: string,
  query: Record<string, string>,
  cookies: CookieReader,
  onUnexpected: (error: unknown) => void = () => {},
  method: 'GET' | 'POST' = 'GET',
): Promise<CallbackOutcome> {
  const platform = pagePlatform(platformName);
  if (typeof platform !== 'string') return platform;
  const refused = wrongMethod(platform, method);
  if (refused) return refused;
  const state = stateParam(platform, query);
  const flow = await takeFlow(ctx, platform, state, cookies);
  if ('kind' in flow) return flow;
  const outcome = await finishFlow(ctx, flow, state!, query, cookies, onUnexpected);
  // The confirmation page still needs the cookie; every other end of the flow clears it.
  return outcome.kind === 'confirm' ? outcome : { ...outcome, clearCookie: flowCookieName(flow.id) };
}

async function finishFlow(
  ctx: LinkingContext,
  flow: OAuthFlow,
  state: string,
  query: Record<string, string>,
  cookies: CookieReader,
  onUnexpected: (error: unknown) => void,
): Promise<CallbackOutcome> {
  const { platform } = flow;
  const app = await appOf(ctx, flow);
  if ('kind' in app) return app;
  const fail = (error: string, description: string) => back(flow.redirectUrl, { error, error_description: description }, flow.responseMode);

  if (flow.expiresAt.getTime() < ctx.now()) return fail('invalid_request', 'the linking flow expired (10 minutes): start linking again');
  if (platform === 'deezer' && query.state !== app.deezerState) {
    return fail('invalid_request', "the Deezer redirect URI does not carry the app's current state token: update it in the Deezer app settings");
  }

  try {
    const oauth = await oauthFor(ctx, app.id, platform);
    const answer = oauth.readCallback(query);
    if (!answer.ok) {
      const known = callbackMessage(answer.error, PLATFORMS[platform].name);
      return fail(known.error, known.description);
    }
    const tokens = await oauth.exchangeCode(answer.code, {
      redirectUri: redirectUriFor(ctx, platform, app.deezerState, state),
      scopes: flow.scopes,
      ...(flow.codeVerifier ? { codeVerifier: ctx.box.open(flow.codeVerifier) } : {}),
    });
    const profile = await oauth.profile(tokens.accessToken);
    return await save(ctx, app, flow, state, {
      email: profile.email ?? null,
      emailVerified: profile.emailVerified === true,
      idPerSignIn: profile.idPerSignIn === true,
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
    }, false, cookies);
  } catch (error) {
    if (!(error instanceof OAuthError) && !isAppError(error) && !isPlatformError(error)) onUnexpected(error);
    const described = describe(error, platform);
    return fail(described.error, described.description);
  }
}

/**
 * `POST /v1/auth/{platform}/confirm`: the answer to "move this account?", from the browser
 * that started the flow. `move` links it to the flow's user; anything else leaves it as it was.
 */
export async function confirmMove(
  ctx: LinkingContext,
  platformName: string,
  form: Record<string, string>,
  cookies: CookieReader,
  onUnexpected: (error: unknown) => void = () => {},
): Promise<CallbackOutcome> {
  const platform = pagePlatform(platformName);
  if (typeof platform !== 'string') return platform;
  const flow = await takeFlow(ctx, platform, form.state, cookies, true);
  if ('kind' in flow) return flow;
  const clearCookie = flowCookieName(flow.id);
  const app = await appOf(ctx, flow);
  if ('kind' in app) return { ...app, clearCookie };
  const name = PLATFORMS[platform].name;
  if (form.choice !== 'move') return { ...back(flow.redirectUrl, { error: 'access_denied', error_description: `the user kept their ${name} account where it was` }, flow.responseMode), clearCookie };
  if (flow.expiresAt.getTime() < ctx.now()) return { ...back(flow.redirectUrl, { error: 'invalid_request', error_description: 'the linking flow expired (10 minutes): start linking again' }, flow.responseMode), clearCookie };
  try {
    return { ...(await save(ctx, app, flow, form.state!, openPending(ctx, flow.pending!), true, cookies)), clearCookie };
  } catch (error) {
    if (!isAppError(error)) onUnexpected(error);
    const described = describe(error, platform);
    return { ...back(flow.redirectUrl, { error: described.error, error_description: described.description }, flow.responseMode), clearCookie };
  }
}

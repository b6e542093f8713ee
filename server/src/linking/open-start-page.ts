import { PLATFORMS, type PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { SEGUE_EXTENSION_IDS } from '@segue/core';
import type { App } from '../apps/app.repository';
import { webAuthExtension } from '../apps/web-auth-redirect';
import { browserUserOf, describeUser } from './browser-join';
import { flowCookieName, hashNonce, newNonce, nonceMatches, type CookieReader } from './flow-cookie';
import type { OAuthFlow } from './oauth-flow.repository';
import { openFlowState } from './flow-state';
import { linkablePlatform, oauthFor, type LinkingContext } from './linking-context';
import { authorizeUrlFor } from './start-linking';

/** What `GET /v1/auth/{platform}/start` shows: the explanatory screen, or why it cannot. */
export type StartOutcome =
  | { kind: 'page'; status: number; error: string; message: string }
  | {
      kind: 'start';
      appName: string;
      platformName: string;
      scopes: string[];
      authorizeUrl: string;
      joining: Joining;
      /** The same page with "use a separate account" chosen, when there is a join to refuse. */
      separateUrl: string | null;
      /** The browser extension the result goes to, for a flow that ends on a web-auth redirect. */
      extension: { id: string; segue: boolean } | null;
      /** The flow's cookie: the nonce whose hash the flow keeps, for the rest of its life. */
      cookie: { name: string; value: string; maxAgeSeconds: number; secure: boolean };
    };

/**
 * What the link will join, as the start page tells it: `browser`, the account this browser
 * linked before (a public-key flow); `backend`, the account the app's backend named, proven by
 * this browser having linked it; `unproven`, a backend-issued flow this browser never linked
 * for: the link stays the listener's own until the app's backend confirms it; null, a new or
 * the platform account's own user.
 */
export type Joining = { kind: 'browser' | 'backend'; account: string } | { kind: 'unproven' } | null;

async function joiningOf(ctx: LinkingContext, app: App, flow: OAuthFlow, own: string | null): Promise<Joining> {
  if (flow.userId !== null) return own === flow.userId ? { kind: 'backend', account: await describeUser(ctx, app.id, own) } : { kind: 'unproven' };
  return own === null ? null : { kind: 'browser', account: await describeUser(ctx, app.id, own) };
}

function extensionOf(app: App, redirectUrl: string): { id: string; segue: boolean } | null {
  const id = webAuthExtension(redirectUrl, app.extensionIds);
  return id === undefined ? null : { id, segue: SEGUE_EXTENSION_IDS.includes(id) };
}

const page = (status: number, error: string, message: string): StartOutcome => ({ kind: 'page', status, error, message });

/**
 * Opens a flow's start page. The first browser to open it owns the flow: it gets a fresh nonce
 * in a cookie and the flow keeps the nonce's hash. The same browser may reload the page; any
 * other browser is refused, so a start URL passed on to someone else is worthless.
 */
export async function openStartPage(
  ctx: LinkingContext,
  platformName: string,
  state: string,
  cookies: CookieReader,
  options: { separate?: boolean } = {},
): Promise<StartOutcome> {
  let platform: PlatformKey;
  try {
    platform = linkablePlatform(platformName);
  } catch (error) {
    return page(404, isAppError(error) ? error.code : 'ENOTFOUND', isAppError(error) ? error.message : 'unknown platform');
  }
  const opened = openFlowState(ctx.box, state);
  if (!opened.ok) return page(400, 'EBADREQUEST', 'This link was altered or was not issued by this server: start linking again from the app.');
  if (opened.payload.platform !== platform) return page(400, 'EBADREQUEST', `This link was started for another platform than ${PLATFORMS[platform].name}.`);
  const flow = await ctx.flows.find(opened.payload.flowId);
  if (!flow || flow.appId !== opened.payload.appId || flow.pending) {
    return page(400, 'EBADREQUEST', 'This link was used already (or it expired and was discarded): start linking again from the app.');
  }
  const remainingMs = flow.expiresAt.getTime() - ctx.now();
  if (remainingMs <= 0) return page(400, 'EBADREQUEST', 'This link expired (links last 10 minutes): start linking again from the app.');

  const name = flowCookieName(flow.id);
  let nonce = cookies(name);
  if (!nonceMatches(nonce, flow.nonceHash)) {
    nonce = newNonce();
    if (flow.nonceHash || !(await ctx.flows.bindNonce(flow.id, hashNonce(nonce)))) {
      return page(
        400,
        'EBADREQUEST',
        'This link was already opened in another browser. A link is for the person who asked for it in the app: start linking again from the app.',
      );
    }
  }
  try {
    const app = await ctx.apps.get(flow.appId);
    const oauth = await oauthFor(ctx, app.id, platform);
    // The browser's own user of this app, unless the listener asked for a separate account here.
    const separate = options.separate === true || flow.separate === true;
    const own = separate ? null : ((await browserUserOf(ctx, app.id, cookies))?.userId ?? null);
    await ctx.flows.decideJoin(flow.id, hashNonce(nonce!), own, separate);
    const joining = await joiningOf(ctx, app, flow, own);
    const separateUrl = new URL(`${ctx.publicUrl}/v1/auth/${platform}/start`);
    separateUrl.searchParams.set('state', state);
    separateUrl.searchParams.set('separate', '1');
    return {
      kind: 'start',
      appName: app.name,
      platformName: PLATFORMS[platform].name,
      scopes: flow.scopes,
      authorizeUrl: authorizeUrlFor(ctx, oauth, app, flow, state),
      joining,
      separateUrl: joining && joining.kind !== 'unproven' ? separateUrl.toString() : null,
      extension: extensionOf(app, flow.redirectUrl),
      // Secure whenever Segue is reached over https.
      cookie: { name, value: nonce!, maxAgeSeconds: Math.ceil(remainingMs / 1000), secure: ctx.publicUrl.startsWith('https:') },
    };
  } catch (error) {
    return page(400, 'EBADREQUEST', isAppError(error) ? error.message : 'The app this link was started for cannot link this platform now.');
  }
}

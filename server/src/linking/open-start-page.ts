import { PLATFORMS, type PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { flowCookieName, hashNonce, newNonce, nonceMatches, type CookieReader } from './flow-cookie';
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
      /** A backend-issued flow: the masked e-mail of the user it joins ('' when none is known). */
      joining: { account: string } | null;
      /** The flow's cookie: the nonce whose hash the flow keeps, for the rest of its life. */
      cookie: { name: string; value: string; maxAgeSeconds: number; secure: boolean };
    };

/** `j•••@example.com`: enough for a listener to see whose account a flow joins, no more. */
export const maskEmail = (email: string | null): string => {
  const at = email?.indexOf('@') ?? -1;
  return email && at > 0 ? `${email[0]}•••${email.slice(at)}` : '';
};

const page = (status: number, error: string, message: string): StartOutcome => ({ kind: 'page', status, error, message });

/**
 * Opens a flow's start page. The first browser to open it owns the flow: it gets a fresh nonce
 * in a cookie and the flow keeps the nonce's hash. The same browser may reload the page; any
 * other browser is refused, so a start URL passed on to someone else is worthless.
 */
export async function openStartPage(ctx: LinkingContext, platformName: string, state: string, cookies: CookieReader): Promise<StartOutcome> {
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
    return {
      kind: 'start',
      appName: app.name,
      platformName: PLATFORMS[platform].name,
      scopes: flow.scopes,
      authorizeUrl: authorizeUrlFor(ctx, oauth, app, flow, state),
      joining: flow.userId === null ? null : { account: maskEmail((await ctx.users.findById(app.id, flow.userId))?.email ?? null) },
      // Secure whenever Segue is reached over https.
      cookie: { name, value: nonce!, maxAgeSeconds: Math.ceil(remainingMs / 1000), secure: ctx.publicUrl.startsWith('https:') },
    };
  } catch (error) {
    return page(400, 'EBADREQUEST', isAppError(error) ? error.message : 'The app this link was started for cannot link this platform now.');
  }
}

import { randomUUID } from 'node:crypto';
import { PLATFORMS, type PlatformKey } from '@segue/core';
import { AppError } from '../errors/app-error';
import type { App } from '../apps/app.repository';
import { allowsRedirect } from '../apps/allows-redirect';
import { parseRedirectUrl } from '../apps/redirect-url';
import { isWebAuthRedirect, webAuthExtension } from '../apps/web-auth-redirect';
import { sealFlowState } from './flow-state';
import { callbackUrl, linkablePlatform, oauthFor, type LinkingContext } from './linking-context';
import { createPkcePair, s256Challenge } from '../platforms/kit/pkce';
import { isUuid } from '../shared/params';
import type { OAuthFlow } from './oauth-flow.repository';
import type { PlatformOAuth } from '../platforms/kit/platform-oauth';

/** How long a user has between `/connect` and the callback. */
export const FLOW_SECONDS = 600;

export interface ConnectInput {
  /** Space- or comma-separated platform scopes. */
  scopes?: string | undefined;
  redirectUrl?: string | undefined;
  /** `query` (the spec's) or `fragment`; a browser extension's web-auth redirect defaults to the fragment. */
  responseMode?: string | undefined;
  /** No longer accepted (anyone holding a token could join their victim's account to it). */
  userToken?: string | undefined;
}

/** `POST /v1/{platform}/connect` (private key): a flow that adds the platform to this user. */
export interface UserConnectInput {
  userId: string;
  scopes?: string | undefined;
  redirectUrl?: string | undefined;
  responseMode?: string | undefined;
}

/**
 * Where the redirect back carries the token. The query is the interface spec's; the fragment
 * never reaches a server's log or a Referer. A browser extension reads the whole address the
 * browser hands it, so its flows use the fragment unless asked otherwise.
 */
function chooseResponseMode(raw: string | undefined, redirectUrl: string): 'query' | 'fragment' {
  if (raw === undefined || raw === '') return isWebAuthRedirect(redirectUrl) ? 'fragment' : 'query';
  if (raw === 'query' || raw === 'fragment') return raw;
  throw new AppError('EBADREQUEST', `response_mode must be "query" or "fragment", not ${JSON.stringify(raw.slice(0, 40))}`);
}

/**
 * The app's redirect URL for this flow. A given URL must be on the allow-list, compared by scheme,
 * host and path (its query is the app's own and is kept), or be a browser's web-auth redirect
 * when the app lets extensions link (`extensionLinking`); without one, the first allow-listed URL.
 */
export function chooseRedirectUrl(app: App, requested: string | undefined): string {
  if (requested === undefined || requested.trim() === '') {
    const first = app.redirectUrls[0];
    if (!first) {
      throw new AppError('EBADREQUEST', 'the app has no redirect URL: add one to its allow-list (dashboard or `segue apps redirect-urls`) before linking');
    }
    return first;
  }
  const url = new URL(parseRedirectUrl(requested));
  if (isWebAuthRedirect(url.href) && !app.extensionLinking) {
    throw new AppError(
      'EBADREQUEST',
      `redirect_url ${url.protocol}//${url.host}${url.pathname} is a browser extension's web-auth redirect, and this app does not let extensions link: ` +
        'an owner or admin turns it on under "Browser extensions" on the app\'s dashboard page, or with `segue apps extension-linking <app-id> on`',
    );
  }
  if (isWebAuthRedirect(url.href) && !webAuthExtension(url.href, app.extensionIds)) {
    throw new AppError(
      'EBADREQUEST',
      `redirect_url ${url.protocol}//${url.host}${url.pathname} belongs to a browser extension this app does not list: ` +
        'an owner or admin adds its id under "Browser extensions" on the app\'s dashboard page, or with `segue apps extension-linking <app-id> on --id <extension id>`',
    );
  }
  if (!allowsRedirect(app, url.href)) {
    throw new AppError('EBADREQUEST', `redirect_url ${url.protocol}//${url.host}${url.pathname} is not on the app's allow-list: use one of ${app.redirectUrls.join(', ') || '(none yet)'} or add it`);
  }
  return url.href;
}

export function chooseScopes(oauth: PlatformOAuth, raw: string | undefined): string[] {
  if (oauth.knownScopes.size === 0) return [];
  const given = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = given.filter((scope) => !oauth.knownScopes.has(scope));
  if (unknown.length > 0) {
    throw new AppError(
      'EBADREQUEST',
      `unknown ${PLATFORMS[oauth.platform].name} scope(s): ${unknown.join(', ')}; known: ${[...oauth.knownScopes].join(' ')}`,
    );
  }
  const wanted = given.length > 0 ? given : [...oauth.defaultScopes];
  return [...new Set([...oauth.requiredScopes, ...wanted])];
}

/**
 * `GET /v1/{platform}/connect` (public key): a flow that finds or creates the user from the
 * platform account. Answers Segue's start page, which binds the flow to the browser opening it.
 */
export async function startLinking(ctx: LinkingContext, app: App, platformName: string, input: ConnectInput): Promise<{ url: string }> {
  if (input.userToken !== undefined) {
    throw new AppError(
      'EBADREQUEST',
      "user_token is not accepted on the public-key connect: to add a platform to an existing user, have the app's backend call " +
        'POST /v1/{platform}/connect with the private key and {"user_id": …}, and send the user to the one-time URL it answers',
    );
  }
  return createFlow(ctx, app, platformName, input, null);
}

/** `POST /v1/{platform}/connect` (private key): a one-time start URL that links to `userId`. */
export async function startLinkingForUser(ctx: LinkingContext, app: App, platformName: string, input: UserConnectInput): Promise<{ url: string }> {
  if (!isUuid(input.userId) || !(await ctx.users.findById(app.id, input.userId))) {
    throw new AppError('ENOTFOUND', `no user ${input.userId} has linked an account to this app`);
  }
  return createFlow(ctx, app, platformName, input, input.userId);
}

async function createFlow(ctx: LinkingContext, app: App, platformName: string, input: Omit<ConnectInput, 'userToken'>, userId: string | null): Promise<{ url: string }> {
  const platform: PlatformKey = linkablePlatform(platformName);
  const oauth = await oauthFor(ctx, app.id, platform);
  const redirectUrl = chooseRedirectUrl(app, input.redirectUrl);
  const responseMode = chooseResponseMode(input.responseMode, redirectUrl);
  const scopes = chooseScopes(oauth, input.scopes);
  const flowId = randomUUID();
  const expiresAt = ctx.now() + FLOW_SECONDS * 1000;
  await ctx.flows.insert({
    id: flowId,
    appId: app.id,
    platform,
    redirectUrl,
    scopes,
    codeVerifier: oauth.pkce ? ctx.box.seal(createPkcePair().verifier) : null,
    userId,
    expiresAt: new Date(expiresAt),
    responseMode,
  });
  const state = sealFlowState(ctx.box, { flowId, appId: app.id, platform, expiresAt });
  const url = new URL(`${ctx.publicUrl}/v1/auth/${platform}/start`);
  url.searchParams.set('state', state);
  return { url: url.toString() };
}

/** The platform's authorisation URL of a flow, for the start page's Continue button. */
export function authorizeUrlFor(ctx: LinkingContext, oauth: PlatformOAuth, app: App, flow: OAuthFlow, state: string): string {
  const verifier = flow.codeVerifier ? ctx.box.open(flow.codeVerifier) : undefined;
  return oauth.authorizeUrl({
    redirectUri: redirectUriFor(ctx, flow.platform, app.deezerState, state),
    state,
    scopes: flow.scopes,
    ...(verifier ? { codeChallenge: s256Challenge(verifier) } : {}),
  });
}

/**
 * The callback address sent to the platform. Deezer's registered redirect URI carries the app's
 * 10-character state token, which Deezer returns untouched; the flow's own signed state
 * rides beside it as `flow`, because Deezer's `state` slot is taken.
 */
export function redirectUriFor(ctx: LinkingContext, platform: PlatformKey, deezerState: string, state: string): string {
  if (platform !== 'deezer') return callbackUrl(ctx, platform);
  const url = new URL(callbackUrl(ctx, platform));
  url.searchParams.set('state', deezerState);
  url.searchParams.set('flow', state);
  return url.toString();
}

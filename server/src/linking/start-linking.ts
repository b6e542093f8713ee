import { randomUUID } from 'node:crypto';
import { PLATFORMS, type PlatformKey } from '@segue/core';
import { AppError } from '../errors/app-error';
import type { App } from '../apps/app.repository';
import { isSameRedirectTarget, parseRedirectUrl } from '../apps/redirect-url';
import { sealFlowState } from './flow-state';
import { callbackUrl, linkablePlatform, oauthFor, type LinkingContext } from './linking-context';
import { createPkcePair } from '../platforms/kit/pkce';
import type { PlatformOAuth } from '../platforms/kit/platform-oauth';

/** How long a user has between `/connect` and the callback. */
export const FLOW_SECONDS = 600;

export interface ConnectInput {
  /** Space- or comma-separated platform scopes. */
  scopes?: string | undefined;
  redirectUrl?: string | undefined;
  /** A linking token of this app: the new link joins that user instead of finding one. */
  userToken?: string | undefined;
}

/**
 * The app's redirect URL for this flow. A given URL must be on the allow-list, compared by scheme,
 * host and path (its query is the app's own and is kept); without one, the first allow-listed URL.
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
  const allowed = app.redirectUrls.some((entry) => isSameRedirectTarget(entry, url.href));
  if (!allowed) {
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

/** `GET /v1/{platform}/connect`: records the flow and answers the platform's authorisation URL. */
export async function startLinking(ctx: LinkingContext, app: App, platformName: string, input: ConnectInput): Promise<{ url: string }> {
  const platform: PlatformKey = linkablePlatform(platformName);
  const oauth = await oauthFor(ctx, app.id, platform);
  const redirectUrl = chooseRedirectUrl(app, input.redirectUrl);
  const scopes = chooseScopes(oauth, input.scopes);

  let userId: string | null = null;
  if (input.userToken) {
    try {
      userId = (await ctx.tokens.verify(app.id, input.userToken)).uuid;
    } catch {
      throw new AppError('EUNAUTHORIZED', 'user_token is not a valid, unexpired linking token of this app');
    }
    if (!(await ctx.users.findById(app.id, userId))) throw new AppError('EUNAUTHORIZED', 'user_token names a user this app no longer has');
  }

  const flowId = randomUUID();
  const expiresAt = ctx.now() + FLOW_SECONDS * 1000;
  const pkce = oauth.pkce ? createPkcePair() : undefined;
  await ctx.flows.insert({
    id: flowId,
    appId: app.id,
    platform,
    redirectUrl,
    scopes,
    codeVerifier: pkce ? ctx.box.seal(pkce.verifier) : null,
    userId,
    expiresAt: new Date(expiresAt),
  });
  const state = sealFlowState(ctx.box, { flowId, appId: app.id, platform, expiresAt });
  return {
    url: oauth.authorizeUrl({
      redirectUri: redirectUriFor(ctx, platform, app.deezerState, state),
      state,
      scopes,
      ...(pkce ? { codeChallenge: pkce.challenge } : {}),
    }),
  };
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

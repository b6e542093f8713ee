import { PLATFORMS, type PlatformKey } from '@segue/core';
import type { UserAccount } from '@segue/core/schemas';
import type { JSONWebKeySet } from 'jose';
import type pg from 'pg';
import type { Config } from '../config';
import type { SecretBox } from '../crypto/secret-box';
import { AppError } from '../errors/app-error';
import { isUuid } from '../shared/params';
import type { App } from '../apps/app.repository';
import type { AppService } from '../apps/app.service';
import type { IntegrationService } from '../apps/integration.service';
import { lookupAccount } from './account-lookup';
import { confirmMove, finishLinking, type CallbackOutcome } from './finish-linking';
import type { CookieReader } from './flow-cookie';
import { openStartPage, type StartOutcome } from './open-start-page';
import { openFlowState } from './flow-state';
import { createJoinCodeRepository } from './join-code.repository';
import { joinWithCode, type JoinInput } from './join-with-code';
import { createLinkedBrowserRepository } from './linked-browser.repository';
import { createLinkedUserRepository, type LinkedUser } from './linked-user.repository';
import { refreshLinkingToken, verifiedToken } from './refresh-linking-token';
import { resolveUser } from './resolve-user';
import { createUserJoinRepository } from './user-join.repository';
import { linkablePlatform, oauthFor, type LinkingContext } from './linking-context';
import { createLinkingTokens } from './linking-tokens';
import { createOAuthFlowRepository } from './oauth-flow.repository';
import { publicBase } from './public-url';
import { createSigningKeyRepository } from './signing-key.repository';
import { startLinking, startLinkingForUser, type ConnectInput, type UserConnectInput } from './start-linking';
import { getAccessToken } from './user-tokens';
import type { GetAccessTokenOptions, LinkingTokenSubject, LinkingTokenVerifier, UserAccessToken, UserTokenProvider } from './user-token-provider';
import { sandboxSignInUrl } from '../platforms/applemusic/oauth';
import { PLATFORM_REGISTRY } from '../platforms/registry';
import { callbackUrl } from './linking-context';

export interface LinkingDeps {
  pool: pg.Pool;
  box: SecretBox;
  apps: AppService;
  integrations: IntegrationService;
  config: Pick<Config, 'publicUrl' | 'platformUrls'>;
  now?: () => number;
}

/** What Apple Music's sign-in page needs: forward to the sandbox, or run MusicKit JS. */
export type AppleSignIn =
  | { kind: 'redirect'; location: string }
  | { kind: 'musickit'; developerToken: string; callbackUrl: string; state: string; redirectUrl: string };

export interface LinkingService extends UserTokenProvider, LinkingTokenVerifier {
  /** Public key: a start URL for a flow that finds or creates the user. */
  connect(app: App, platform: string, input: ConnectInput): Promise<{ url: string }>;
  /** Private key: a one-time start URL for a flow that adds the platform to `input.userId`. */
  connectForUser(app: App, platform: string, input: UserConnectInput): Promise<{ url: string }>;
  /** Private key: the backend confirms the listener who came back with a join code is `userId`. */
  join(app: App, platform: string, input: JoinInput): Promise<{ token: string; user_id: string }>;
  /** The explanatory screen; binds the flow to the browser that opens it first. */
  startPage(platform: string, state: string, cookies: CookieReader, options?: { separate?: boolean }): Promise<StartOutcome>;
  /** The platform's answer: the query of a GET, or the form of a POST (Apple Music's sign-in posts). */
  callback(platform: string, fields: Record<string, string>, cookies: CookieReader, onUnexpected?: (error: unknown) => void, method?: 'GET' | 'POST'): Promise<CallbackOutcome>;
  /** The answer to the move question the callback asked. */
  confirmMove(platform: string, form: Record<string, string>, cookies: CookieReader, onUnexpected?: (error: unknown) => void): Promise<CallbackOutcome>;
  /** `sandbox`: forward to the simulator's MusicKit stand-in instead of running MusicKit JS. */
  appleSignIn(state: string, options: { sandbox: boolean }): Promise<AppleSignIn>;
  account(appId: string, identifier: string): Promise<UserAccount>;
  /** The one user an id or e-mail names; by e-mail, for `platform`, the one who linked it (`resolveUser`). */
  findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<LinkedUser>;
  /** A fresh linking token for a standing one, within 90 days of the link (`POST /v1/me/token`). */
  refreshToken(appId: string, token: string): Promise<{ token: string; expires_at: string }>;
  /** Forgets every browser that linked the user: none of them joins it any more. */
  forgetBrowsers(appId: string, userId: string): Promise<number>;
  unlink(appId: string, userId: string, platform: string): Promise<void>;
  jwks(): Promise<JSONWebKeySet>;
  /** Refreshes links whose tokens expire within `withinMs`; returns how many were refreshed. */
  refreshExpiring(withinMs: number, limit?: number): Promise<number>;
  /** Drops abandoned flows, join codes and expired browser joins; answers how many flows. */
  deleteExpiredFlows(): Promise<number>;
}

/** Account linking, account lookup and the token provider behind the library routes. */
export function createLinkingService(deps: LinkingDeps): LinkingService {
  const now = deps.now ?? Date.now;
  const publicUrl = publicBase(deps.config.publicUrl);
  const ctx: LinkingContext = {
    users: createLinkedUserRepository(deps.pool),
    flows: createOAuthFlowRepository(deps.pool),
    browsers: createLinkedBrowserRepository(deps.pool),
    joinCodes: createJoinCodeRepository(deps.pool),
    joins: createUserJoinRepository(deps.pool),
    tokens: createLinkingTokens({ keys: createSigningKeyRepository(deps.pool), box: deps.box, issuer: () => publicUrl, now }),
    box: deps.box,
    apps: deps.apps,
    integrations: deps.integrations,
    config: deps.config,
    publicUrl,
    now,
  };

  return {
    connect: (app, platform, input) => startLinking(ctx, app, platform, input),
    connectForUser: (app, platform, input) => startLinkingForUser(ctx, app, platform, input),
    join: (app, platform, input) => joinWithCode(ctx, app, platform, input),
    startPage: (platform, state, cookies, options) => openStartPage(ctx, platform, state, cookies, options),
    callback: (platform, fields, cookies, onUnexpected, method) => finishLinking(ctx, platform, fields, cookies, onUnexpected, method),
    confirmMove: (platform, form, cookies, onUnexpected) => confirmMove(ctx, platform, form, cookies, onUnexpected),

    async appleSignIn(state, options) {
      const opened = openFlowState(ctx.box, state);
      const flow = opened.ok ? await ctx.flows.find(opened.payload.flowId) : undefined;
      if (!opened.ok || !flow || flow.platform !== 'applemusic' || flow.expiresAt.getTime() < now()) {
        throw new AppError('EBADREQUEST', 'this sign-in link is not valid (altered, used or expired): start linking again from the app');
      }
      const credentials = await ctx.integrations.credentials(flow.appId, 'applemusic');
      const developerToken = await PLATFORM_REGISTRY.applemusic.appToken!(credentials).get();
      const callback = callbackUrl(ctx, 'applemusic');
      if (options.sandbox) {
        return { kind: 'redirect', location: sandboxSignInUrl(ctx.config.platformUrls.applemusic, developerToken, callback, state) };
      }
      // The app's redirect URL: where the callback the page posts to may send the browser next.
      return { kind: 'musickit', developerToken, callbackUrl: callback, state, redirectUrl: flow.redirectUrl };
    },

    account: (appId, identifier) => lookupAccount(ctx, appId, identifier),
    findUser: (appId, identifier, platform) => resolveUser(ctx, appId, identifier, platform ? { platform } : {}),

    async forgetBrowsers(appId, userId) {
      if (!isUuid(userId) || !(await ctx.users.findById(appId, userId))) throw new AppError('ENOTFOUND', `no user ${userId} has linked an account to this app`);
      return ctx.browsers.forgetUser(appId, userId);
    },

    async unlink(appId, userId, platformName) {
      const platform = linkablePlatform(platformName);
      // User ids are UUIDs: anything else names no user (and must not reach a uuid column).
      if (!isUuid(userId) || !(await ctx.users.removeLink(appId, userId, platform))) {
        throw new AppError('ENOTFOUND', `user ${userId} has no linked ${PLATFORMS[platform].name} account in this app`);
      }
    },

    getAccessToken: (appId: string, userId: string, platform: PlatformKey, options?: GetAccessTokenOptions): Promise<UserAccessToken> =>
      getAccessToken(ctx, appId, userId, platform, options),

    async verifyLinkingToken(appId: string, token: string): Promise<LinkingTokenSubject> {
      const { claims } = await verifiedToken(ctx, appId, token);
      return { userId: claims.uuid, platform: claims.platform, email: claims.email };
    },

    refreshToken: (appId, token) => refreshLinkingToken(ctx, appId, token),

    jwks: () => ctx.tokens.jwks(),

    async refreshExpiring(withinMs, limit = 100) {
      const due = await ctx.users.expiring(new Date(now() + withinMs), limit);
      let refreshed = 0;
      for (const link of due) {
        try {
          const oauth = await oauthFor(ctx, link.appId, link.platform);
          if (!oauth.refresh) continue;
          await getAccessToken(ctx, link.appId, link.userId, link.platform, {}, withinMs);
          refreshed++;
        } catch {
          // A revoked grant is recorded on the link by getAccessToken; an outage is retried next run.
        }
      }
      return refreshed;
    },

    async deleteExpiredFlows() {
      const at = new Date(now());
      const [flows] = await Promise.all([ctx.flows.deleteExpired(at), ctx.joinCodes.deleteExpired(at), ctx.browsers.deleteExpired(at)]);
      return flows;
    },
  };
}

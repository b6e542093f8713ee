import { PLATFORMS, type PlatformKey } from '@segue/core';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { isPlatformError } from '../errors/platform-error';
import { oauthFor, type LinkingContext } from './linking-context';
import type { UserLink } from './linked-user.repository';
import { OAuthError } from '../errors/oauth-error';
import type { GetAccessTokenOptions, UserAccessToken } from './user-token-provider';

/** A token this close to expiry is refreshed before use, so a request does not race its end. */
export const REFRESH_MARGIN_MS = 60_000;

const sealedTokens = z.object({ accessToken: z.string(), refreshToken: z.string().optional() });

const mustRelink = (platform: PlatformKey, what: string) =>
  new AppError('EFORBIDDEN', `the user's ${PLATFORMS[platform].name} ${what}: link the account again`);

function view(ctx: LinkingContext, link: UserLink, accessToken: string): UserAccessToken {
  return {
    platform: link.platform,
    accessToken,
    platformUserId: link.platformUserId,
    scopes: link.scopes,
    expiresAt: link.expiresAt,
    extra: link.extra,
  };
}

function needsRefresh(ctx: LinkingContext, link: UserLink, current: string, options: GetAccessTokenOptions, marginMs: number): boolean {
  if (options.rejectedToken !== undefined && options.rejectedToken === current) return true;
  return link.expiresAt !== null && link.expiresAt.getTime() - marginMs <= ctx.now();
}

/**
 * The token provider (see user-token-provider.ts). The common case reads the link without a
 * lock; a token due for refresh is refreshed inside a transaction holding the link's row lock,
 * and re-checked there, so processes that queued behind a refresh use its result.
 */
export async function getAccessToken(
  ctx: LinkingContext,
  appId: string,
  userId: string,
  platform: PlatformKey,
  options: GetAccessTokenOptions = {},
  /** The refresh job asks for tokens that expire within its interval. */
  marginMs = REFRESH_MARGIN_MS,
): Promise<UserAccessToken> {
  const link = await ctx.users.findLink(appId, userId, platform);
  if (!link) {
    if (!(await ctx.users.findById(appId, userId))) throw new AppError('ENOTFOUND', `no user ${userId} in this app`);
    throw new AppError('ENOTFOUND', `user ${userId} has not linked a ${PLATFORMS[platform].name} account`);
  }
  if (link.revokedAt) throw mustRelink(platform, 'grant was revoked');
  const current = sealedTokens.parse(ctx.box.openJson(link.tokens));
  if (!needsRefresh(ctx, link, current.accessToken, options, marginMs)) return view(ctx, link, current.accessToken);

  const result = await ctx.users.withLockedLink(appId, userId, platform, async (locked, db) => {
    const tokens = sealedTokens.parse(ctx.box.openJson(locked.tokens));
    if (locked.revokedAt) return { revoked: true as const };
    // Someone refreshed while we waited for the lock.
    if (!needsRefresh(ctx, locked, tokens.accessToken, options, marginMs)) return { link: locked, accessToken: tokens.accessToken };
    const oauth = await oauthFor(ctx, appId, platform);
    if (!oauth.refresh || !tokens.refreshToken) {
      // Apple Music and Deezer hand out no refresh token: a refused token means linking again.
      await ctx.users.markRevoked(db, locked);
      return { revoked: true as const };
    }
    try {
      const fresh = await oauth.refresh(tokens.refreshToken, locked.scopes);
      const expiresAt = fresh.expiresIn === null ? null : new Date(ctx.now() + fresh.expiresIn * 1000);
      const sealed = ctx.box.sealJson({ accessToken: fresh.accessToken, refreshToken: fresh.refreshToken ?? tokens.refreshToken });
      await ctx.users.updateTokens(db, locked, sealed, expiresAt, fresh.scopes.length > 0 ? fresh.scopes : locked.scopes);
      return { link: { ...locked, expiresAt }, accessToken: fresh.accessToken };
    } catch (error) {
      if (error instanceof OAuthError && error.kind === 'invalid_grant') {
        await ctx.users.markRevoked(db, locked);
        return { revoked: true as const };
      }
      if (error instanceof OAuthError || isPlatformError(error)) {
        throw new AppError('EPLATFORMUNAVAILABLE', `${PLATFORMS[platform].name} could not refresh the user's token: try again later`, { cause: error });
      }
      throw error;
    }
  });
  if (!result) throw new AppError('ENOTFOUND', `user ${userId} has not linked a ${PLATFORMS[platform].name} account`);
  if ('revoked' in result) {
    const what = link.expiresAt === null && !sealedTokens.parse(ctx.box.openJson(link.tokens)).refreshToken ? 'authorisation expired or was revoked' : 'grant was revoked';
    throw mustRelink(platform, what);
  }
  return view(ctx, result.link, result.accessToken);
}

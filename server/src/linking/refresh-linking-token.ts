import type { LinkingTokenClaims } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import type { LinkedUser } from './linked-user.repository';
import type { LinkingContext } from './linking-context';
import { LINKING_REFRESH_SECONDS, LINKING_TOKEN_SECONDS } from './linking-tokens';

/**
 * A linking token of this app that still stands: signed by this server, unexpired, its user
 * still there and of the same token generation (an unlink or a move revokes the tokens before it).
 */
export async function verifiedToken(ctx: LinkingContext, appId: string, token: string): Promise<{ claims: LinkingTokenClaims; user: LinkedUser }> {
  let claims;
  try {
    claims = await ctx.tokens.verify(appId, token);
  } catch {
    throw new AppError('EUNAUTHORIZED', 'the bearer token is not a valid, unexpired linking token of this app: link the account again');
  }
  const user = await ctx.users.findById(appId, claims.uuid);
  if (!user) throw new AppError('EUNAUTHORIZED', 'the user of this linking token no longer exists');
  // Tokens from before the generation existed carry none: they are generation 0.
  if ((claims.gen ?? 0) !== user.tokenGeneration) {
    throw new AppError('EUNAUTHORIZED', 'this linking token was revoked (a platform was unlinked from its user since it was issued): link the account again');
  }
  return { claims, user };
}

/**
 * `POST /v1/me/token`: a standing token for a fresh one of the same user and platform, for
 * `LINKING_REFRESH_SECONDS` after the listener linked (`auth_time`, kept across refreshes; a
 * token from before it existed counts from its `iat`). The platform must still be linked.
 */
export async function refreshLinkingToken(ctx: LinkingContext, appId: string, token: string): Promise<{ token: string; expires_at: string }> {
  const { claims, user } = await verifiedToken(ctx, appId, token);
  const authTime = claims.auth_time ?? claims.iat;
  if (authTime + LINKING_REFRESH_SECONDS <= Math.floor(ctx.now() / 1000)) {
    throw new AppError('EUNAUTHORIZED', `this link was made more than ${LINKING_REFRESH_SECONDS / 86_400} days ago: link the account again to get a new token`);
  }
  const link = await ctx.users.findLink(appId, user.id, claims.platform);
  if (!link) throw new AppError('EUNAUTHORIZED', `the user no longer has ${claims.platform} linked: link the account again`);
  const fresh = await ctx.tokens.sign({
    appId,
    userId: user.id,
    email: user.email ?? '',
    username: link.username,
    platform: claims.platform,
    generation: user.tokenGeneration,
    authTime,
  });
  return { token: fresh, expires_at: new Date((Math.floor(ctx.now() / 1000) + LINKING_TOKEN_SECONDS) * 1000).toISOString() };
}

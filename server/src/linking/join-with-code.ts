import { PLATFORMS } from '@segue/core';
import type { App } from '../apps/app.repository';
import { AppError } from '../errors/app-error';
import { isUuid } from '../shared/params';
import { hashNonce } from './flow-cookie';
import { linkablePlatform, type LinkingContext } from './linking-context';

export interface JoinInput {
  userId: string;
  joinCode: string;
}

/**
 * `POST /v1/{platform}/connect/join` (private key): the app's backend confirms that the listener
 * who came back with `join_code` is its user `userId` (it checked its own session), and the
 * platform account that listener linked moves to that user. The code works once, for the app,
 * platform and user of the flow that made it, within 10 minutes; any other use joins nothing.
 * Answers a linking token of the joined user.
 */
export async function joinWithCode(ctx: LinkingContext, app: App, platformName: string, input: JoinInput): Promise<{ token: string; user_id: string }> {
  const platform = linkablePlatform(platformName);
  const name = PLATFORMS[platform].name;
  const code = /^[A-Za-z0-9_-]{43}$/.test(input.joinCode) ? await ctx.joinCodes.take(hashNonce(input.joinCode), app.id, platform) : undefined;
  if (!code || code.expiresAt.getTime() < ctx.now()) {
    throw new AppError('EBADREQUEST', `join_code is not a current ${name} join code of this app (unknown, used, or older than 10 minutes): start the link again`);
  }
  if (!isUuid(input.userId) || code.userId !== input.userId.toLowerCase()) {
    throw new AppError(
      'EFORBIDDEN',
      `this join code was issued for another user than ${input.userId}: nothing was joined. Exchange a code only for the user your own session says came back with it`,
    );
  }
  const user = await ctx.joins.moveLink({
    appId: app.id,
    platform,
    platformUserId: code.platformUserId,
    fromUserId: code.holderId,
    toUserId: code.userId,
    fromIsNew: code.holderIsNew,
  });
  if (!user) throw new AppError('ENOTFOUND', `the ${name} account of this join code was unlinked or moved since, or the user is gone: nothing was joined`);
  const link = await ctx.users.findLink(app.id, user.id, platform);
  const token = await ctx.tokens.sign({
    appId: app.id,
    userId: user.id,
    email: user.email ?? '',
    username: link?.username ?? '',
    platform,
    generation: user.tokenGeneration,
  });
  return { token, user_id: user.id };
}

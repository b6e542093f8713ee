import type { UserAccount } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import { isUuid } from '../shared/params';
import type { LinkingContext } from './linking-context';


/**
 * `GET /v1/account/?identifier=`: the app's user by e-mail or id, with one profile per linked
 * platform. A user of another app is as unknown as one that never existed.
 */
export async function lookupAccount(ctx: LinkingContext, appId: string, identifier: string): Promise<UserAccount> {
  const trimmed = identifier.trim();
  const user = isUuid(trimmed) ? await ctx.users.findById(appId, trimmed) : await ctx.users.findByEmail(appId, trimmed);
  if (!user) throw new AppError('ENOTFOUND', `no user ${trimmed} has linked an account to this app`);
  const account: UserAccount = { id: user.id, email: user.email ?? '' };
  for (const link of await ctx.users.links(appId, user.id)) {
    account[link.platform] = {
      platform: link.platform,
      username: link.username,
      profile_picture: link.profilePicture,
      ...(link.followers === null ? {} : { followers: link.followers }),
      platform_id: link.platformUserId,
      platform_subscription_plan: link.plan,
      url: link.url,
    };
  }
  return account;
}

import type { UserAccount } from '@segue/core/schemas';
import type { LinkingContext } from './linking-context';
import { resolveUser } from './resolve-user';

/** A user's account as the API shows it: one profile per linked platform. */
async function accountOf(ctx: LinkingContext, appId: string, user: { id: string; email: string | null }): Promise<UserAccount> {
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

/**
 * `GET /v1/account/?identifier=`: the app's user by e-mail or id, with one profile per linked
 * platform. A user of another app is as unknown as one that never existed. An address several
 * users share answers 409 with every one of them in `users` (see `resolveUser`).
 */
export async function lookupAccount(ctx: LinkingContext, appId: string, identifier: string): Promise<UserAccount> {
  const user = await resolveUser(ctx, appId, identifier, {
    onAmbiguous: async (users) => ({ users: await Promise.all(users.map((candidate) => accountOf(ctx, appId, candidate))) }),
  });
  return accountOf(ctx, appId, user);
}

import type { PlatformKey } from '@segue/core';
import type { UserTokenProvider } from '../linking/user-token-provider';
import type { TokenSource } from '../platforms/kit/token-cache';

/**
 * A `TokenSource` over the linking service's provider for one user on one platform. After the
 * platform refuses a token, the next `get` names it as rejected, so the provider refreshes it
 * (or says the grant is gone) instead of handing the same token back. `initial` is a token the
 * caller just got from the provider.
 */
export function userTokenSource(
  provider: UserTokenProvider,
  link: { appId: string; userId: string; platform: PlatformKey },
  initial?: string,
): TokenSource {
  let current = initial;
  let rejected: string | undefined;
  return {
    async get() {
      if (current !== undefined && rejected === undefined) return current;
      const token = await provider.getAccessToken(link.appId, link.userId, link.platform, rejected === undefined ? {} : { rejectedToken: rejected });
      rejected = undefined;
      current = token.accessToken;
      return current;
    },
    invalidate() {
      rejected = current;
    },
  };
}

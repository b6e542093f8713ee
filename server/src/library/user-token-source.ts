import type { PlatformKey } from '@segue/core';
import type { UserTokenProvider } from '../linking/user-token-provider';
import type { TokenSource } from '../platforms/shared/token-cache';

/**
 * A `TokenSource` over the linking service's provider for one user on one platform. After the
 * platform refuses a token, the next `get` names it as rejected, so the provider refreshes it
 * (or says the grant is gone) instead of handing the same token back.
 */
export function userTokenSource(provider: UserTokenProvider, appId: string, userId: string, platform: PlatformKey): TokenSource {
  let last: string | undefined;
  let rejected: string | undefined;
  return {
    async get() {
      const token = await provider.getAccessToken(appId, userId, platform, rejected === undefined ? {} : { rejectedToken: rejected });
      rejected = undefined;
      last = token.accessToken;
      return last;
    },
    invalidate() {
      rejected = last;
    },
  };
}

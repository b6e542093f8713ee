import type { PlatformKey } from '@segue/core';
import type { Config } from '../config';
import type { SecretBox } from '../crypto/secret-box';
import { AppError } from '../errors/app-error';
import { createOAuth, notLinkableReason, type Credentials } from '../platforms/registry';
import { platformKeyParam } from '../shared/params';
import type { AppService } from '../apps/app.service';
import type { IntegrationService } from '../apps/integration.service';
import type { JoinCodeRepository } from './join-code.repository';
import type { LinkedBrowserRepository } from './linked-browser.repository';
import type { LinkedUserRepository } from './linked-user.repository';
import type { UserJoinRepository } from './user-join.repository';
import type { LinkingTokens } from './linking-tokens';
import type { OAuthFlowRepository } from './oauth-flow.repository';
import type { PlatformOAuth } from '../platforms/kit/platform-oauth';

/** What the linking services share: repositories, keys, configuration and the clock. */
export interface LinkingContext {
  users: LinkedUserRepository;
  flows: OAuthFlowRepository;
  /** Browsers that linked a user (the joining cookie). */
  browsers: LinkedBrowserRepository;
  /** Backend-issued links waiting for the backend's confirmation, and the move that ends them. */
  joinCodes: JoinCodeRepository;
  joins: UserJoinRepository;
  tokens: LinkingTokens;
  box: SecretBox;
  apps: AppService;
  integrations: IntegrationService;
  config: Pick<Config, 'platformUrls'>;
  /** `SEGUE_PUBLIC_URL` without a trailing slash. */
  publicUrl: string;
  now: () => number;
}

export function linkablePlatform(value: string): PlatformKey {
  const platform = platformKeyParam(value);
  const reason = notLinkableReason(platform);
  if (reason) throw new AppError('ENOTSUPPORTED', reason);
  return platform;
}

/** The platform's OAuth client for the app's integration (`ENOCREDENTIALS` without one). */
export async function oauthFor(ctx: LinkingContext, appId: string, platform: PlatformKey): Promise<PlatformOAuth> {
  const reason = notLinkableReason(platform);
  if (reason) throw new AppError('ENOTSUPPORTED', reason);
  const credentials = (await ctx.integrations.credentials(appId, platform)) as unknown as Credentials<typeof platform>;
  return createOAuth(platform, { baseUrls: ctx.config.platformUrls[platform], credentials, publicUrl: ctx.publicUrl });
}

export const callbackUrl = (ctx: LinkingContext, platform: PlatformKey): string => `${ctx.publicUrl}/v1/auth/${platform}/callback`;

import type { PlatformKey } from '@segue/core';

/**
 * The platform refused the user's own authorization even after a refresh: the grant was revoked
 * or can no longer be renewed. Unlike the integration's credentials (`PlatformError`
 * `auth_expired`), only the user can fix this, by linking the platform again.
 */
export class UserAuthorizationError extends Error {
  readonly platform: PlatformKey;

  constructor(platform: PlatformKey, detail: string, options: { cause?: unknown } = {}) {
    super(`${platform} refused the user's authorization: ${detail}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'UserAuthorizationError';
    this.platform = platform;
  }
}

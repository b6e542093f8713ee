import type { PlatformKey } from '@segue/core';
import { SegueError } from './segue-error';

/**
 * The platform refused the user's own authorization even after a refresh: the grant was revoked
 * or can no longer be renewed. Unlike the integration's credentials (`PlatformError`
 * `auth_expired`), only the user can fix this, by linking the platform again.
 */
export class UserAuthorizationError extends SegueError<'user_authorization_refused'> {
  readonly platform: PlatformKey;

  constructor(platform: PlatformKey, detail: string, options: { cause?: unknown } = {}) {
    super('user_authorization_refused', `${platform} refused the user's authorization: ${detail}`, options);
    this.name = 'UserAuthorizationError';
    this.platform = platform;
  }
}

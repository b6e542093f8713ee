import type { PlatformKey } from '@segue/core';
import { SegueError } from './segue-error';

/**
 * Why an OAuth call failed: `invalid_grant` the code or refresh token was refused (bad, used,
 * expired, or the user revoked the grant), `failed` anything else (the platform is down, or
 * answered something we cannot read). The kind is also its `code`.
 */
export class OAuthError extends SegueError<'invalid_grant' | 'failed'> {
  readonly kind: 'invalid_grant' | 'failed';
  readonly platform: PlatformKey;

  constructor(platform: PlatformKey, kind: 'invalid_grant' | 'failed', message: string, options?: { cause?: unknown }) {
    super(kind, message, options);
    this.name = 'OAuthError';
    this.platform = platform;
    this.kind = kind;
  }
}

import type { PlatformKey } from '@segue/core';
import { SegueError } from './segue-error';

/**
 * Why a platform call failed, as a stable code the services map to the API's error envelope:
 * `not_found` the entity does not exist (or the app may not see it), `rate_limited` the platform
 * kept refusing after our retries, `auth_expired` our credentials were refused even after a fresh
 * token, `unavailable` 5xx, timeouts, connection errors or an open circuit, `bad_response` a body
 * we cannot read (invalid JSON, unexpected shape), `unsupported` the platform cannot do this.
 */
export type PlatformErrorCode =
  | 'not_found'
  | 'rate_limited'
  | 'auth_expired'
  | 'unavailable'
  | 'bad_response'
  | 'unsupported';

export interface PlatformErrorOptions {
  /** The platform's HTTP status, when there was a response. */
  status?: number;
  /** Milliseconds the platform asked us to wait (`Retry-After`), for `rate_limited`. */
  retryAfterMs?: number;
  /** For `rate_limited`: the platform's daily quota is spent (YouTube's `quotaExceeded`), not a short limit; nothing more goes through until it resets. */
  quotaSpent?: boolean;
  cause?: unknown;
  /**
   * A message written for API callers (no internals), used instead of the generic one of the
   * code: why a platform cannot do something, when a quota resets.
   */
  publicMessage?: string;
}

export class PlatformError extends SegueError<PlatformErrorCode> {
  readonly platform: PlatformKey;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly publicMessage: string | undefined;
  readonly quotaSpent: boolean;

  constructor(platform: PlatformKey, code: PlatformErrorCode, message: string, options: PlatformErrorOptions = {}) {
    super(code, message, options);
    this.name = 'PlatformError';
    this.platform = platform;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.publicMessage = options.publicMessage;
    this.quotaSpent = options.quotaSpent ?? false;
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}

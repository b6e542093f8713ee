import { AppError } from '../errors/app-error';
import type { ErrorCode } from '../errors/error-codes';
import type { PlatformError, PlatformErrorCode } from './platform-error';

// `auth_expired` means the integration's own credentials were refused even after a fresh token:
// the app must fix them, as with a missing integration.
const API_CODE: Record<PlatformErrorCode, ErrorCode> = {
  not_found: 'ENOTFOUND',
  rate_limited: 'ERATELIMITED',
  auth_expired: 'ENOCREDENTIALS',
  unavailable: 'EPLATFORMUNAVAILABLE',
  bad_response: 'EPLATFORMUNAVAILABLE',
  unsupported: 'ENOTSUPPORTED',
};

const PLATFORM_NAMES = {
  applemusic: 'Apple Music',
  spotify: 'Spotify',
  deezer: 'Deezer',
  tidal: 'TIDAL',
  ytmusic: 'YouTube Music',
} as const;

/**
 * The API error for a platform failure, with a message for the caller that names the platform
 * and says what to do, never the platform's internals (those stay on `cause` for the logs).
 */
export function toAppError(error: PlatformError): AppError {
  const name = PLATFORM_NAMES[error.platform];
  const messages: Record<PlatformErrorCode, string> = {
    not_found: `${name} has no such item; check the link or id`,
    rate_limited: `${name} is limiting requests; try again shortly`,
    auth_expired: `${name} refused the app's integration credentials; update them in the dashboard`,
    unavailable: `${name} is not answering right now; try again shortly`,
    bad_response: `${name} sent a response Segue could not read; try again shortly`,
    unsupported: `${name} does not offer this`,
  };
  const retryAfterS = error.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
  return new AppError(API_CODE[error.code], error.publicMessage ?? messages[error.code], {
    cause: error,
    ...(error.code === 'rate_limited' && retryAfterS !== undefined ? { headers: { 'Retry-After': String(retryAfterS) } } : {}),
  });
}

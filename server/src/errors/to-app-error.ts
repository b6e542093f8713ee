import { PLATFORMS, type PlatformKey } from '@segue/core/platform-keys';
import { PlaylistWriteError } from './playlist-write-error';
import { UserAuthorizationError } from './user-authorization-error';
import { OAuthError } from './oauth-error';
import { PlatformError, type PlatformErrorCode } from './platform-error';
import { AppError } from './app-error';
import type { ErrorCode } from './error-codes';

/**
 * Where the error happened, when that changes what the caller is told: a refusal in a library
 * call is about the user's grant or a permission the user did not give (`what`: "playlists",
 * "history"), not about the app's integration.
 */
export interface ErrorContext {
  library?: { platform: PlatformKey; what: string };
}

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

/**
 * The API error for a platform failure, with a message for the caller that names the platform
 * and says what to do, never the platform's internals (those stay on `cause` for the logs).
 */
function fromPlatform(error: PlatformError): AppError {
  const name = PLATFORMS[error.platform].name;
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

/** A platform failure in a library call: a 403 `unsupported` is a permission the user did not grant. */
function fromLibraryPlatform(error: PlatformError, platform: PlatformKey, what: string): AppError {
  const name = PLATFORMS[platform].name;
  if (error.code === 'unsupported' && error.status === 403) {
    return new AppError('EFORBIDDEN', `${name} refused to share the user's ${what}: the user did not grant that permission; link ${platform} again with it`, {
      cause: error,
    });
  }
  if (error.code === 'unsupported') {
    return new AppError('ENOTSUPPORTED', error.publicMessage ?? `${name} offers no ${what} endpoint`, { cause: error });
  }
  return fromPlatform(error);
}

function fromPlaylistWrite(error: PlaylistWriteError, context: ErrorContext): AppError | undefined {
  const platform = context.library?.platform ?? error.platform;
  const cause = translateError(error.cause, context);
  const reason = cause ? cause.message : `${PLATFORMS[platform].name} failed`;
  if (!error.playlist) return cause;
  const added = error.added.length;
  const progress = added === 0 ? 'no tracks were added' : `the first ${added} track(s) were added (up to id ${error.added[added - 1] ?? ''})`;
  return new AppError(cause ? cause.code : 'EPLATFORMUNAVAILABLE', `the playlist ${error.playlist.url} was created but ${progress}: ${reason}`, {
    cause: error,
    ...(cause ? { status: cause.status, headers: cause.headers } : {}),
  });
}

/**
 * The one translation of an error to the API's envelope (`AppError`: code, message, status),
 * used by the HTTP error middleware, the task runner and the services alike. An `AppError` is
 * kept as it is; the internal errors are mapped by their codes; anything else is unknown and
 * gets `undefined`, for the caller to log and answer as `EINTERNAL` (or `toAppError` does).
 */
export function translateError(error: unknown, context: ErrorContext = {}): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof UserAuthorizationError) {
    const platform = context.library?.platform ?? error.platform;
    return new AppError(
      'EFORBIDDEN',
      `${PLATFORMS[platform].name} no longer accepts this user's authorization (revoked or expired): the user must link ${platform} again`,
      { cause: error },
    );
  }
  if (error instanceof PlaylistWriteError) return fromPlaylistWrite(error, context);
  if (error instanceof PlatformError) {
    return context.library ? fromLibraryPlatform(error, context.library.platform, context.library.what) : fromPlatform(error);
  }
  if (error instanceof OAuthError) {
    const name = PLATFORMS[error.platform].name;
    return error.kind === 'invalid_grant'
      ? new AppError('EFORBIDDEN', `${name} no longer accepts this user's authorization (revoked or expired): the user must link ${error.platform} again`, {
          cause: error,
        })
      : new AppError('EPLATFORMUNAVAILABLE', `${name} could not complete the authorization: try again later`, { cause: error });
  }
  return undefined;
}

/** `translateError`, with anything unknown as `EINTERNAL` and the `internal` message: no internals leak. */
export function toAppError(error: unknown, options: ErrorContext & { internal?: string } = {}): AppError {
  return translateError(error, options) ?? new AppError('EINTERNAL', options.internal ?? 'internal error', { cause: error });
}

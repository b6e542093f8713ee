import type { PlatformKey } from '@segue/core';
import { AppError, isAppError } from '../errors/app-error';
import { isPlatformError } from '../platforms/platform-error';
import { toAppError } from '../platforms/to-app-error';
import { PlaylistWriteError } from './platform-library';
import { UserAuthorizationError } from './user-authorization-error';

export const PLATFORM_NAMES: Record<PlatformKey, string> = {
  applemusic: 'Apple Music',
  spotify: 'Spotify',
  deezer: 'Deezer',
  tidal: 'TIDAL',
  ytmusic: 'YouTube Music',
};

/**
 * The API error for a failed library call. Unlike catalog calls, a refusal here is about the
 * user's grant (link the platform again) or a permission the user did not give, not about the
 * app's integration.
 */
export function toLibraryError(error: unknown, platform: PlatformKey, what: string): unknown {
  const name = PLATFORM_NAMES[platform];
  if (isAppError(error)) return error;
  if (error instanceof UserAuthorizationError) {
    return new AppError('EFORBIDDEN', `${name} no longer accepts this user's authorization (revoked or expired): the user must link ${platform} again`, {
      cause: error,
    });
  }
  if (error instanceof PlaylistWriteError) {
    const cause = toLibraryError(error.cause, platform, what);
    const reason = isAppError(cause) ? cause.message : `${name} failed`;
    if (!error.playlist) return cause;
    const added = error.added.length;
    const progress = added === 0 ? 'no tracks were added' : `the first ${added} track(s) were added (up to id ${error.added[added - 1] ?? ''})`;
    return new AppError(isAppError(cause) ? cause.code : 'EPLATFORMUNAVAILABLE', `the playlist ${error.playlist.url} was created but ${progress}: ${reason}`, {
      cause: error,
      ...(isAppError(cause) ? { status: cause.status, headers: cause.headers } : {}),
    });
  }
  if (isPlatformError(error)) {
    if (error.code === 'unsupported' && error.status === 403) {
      return new AppError('EFORBIDDEN', `${name} refused to share the user's ${what}: the user did not grant that permission; link ${platform} again with it`, {
        cause: error,
      });
    }
    if (error.code === 'unsupported') {
      return new AppError('ENOTSUPPORTED', error.publicMessage ?? `${name} offers no ${what} endpoint`, { cause: error });
    }
    return toAppError(error);
  }
  return error;
}

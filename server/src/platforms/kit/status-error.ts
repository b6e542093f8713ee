import type { PlatformKey } from '@segue/core';
import { PlatformError } from '../../errors/platform-error';

/**
 * The `PlatformError` for a non-2xx status the HTTP layer handed back (429 and 5xx never get
 * here: the layer retries them and throws itself). `detail` is the platform's own message.
 */
export function statusError(platform: PlatformKey, status: number, what: string, detail?: string): PlatformError {
  const suffix = detail ? `: ${detail}` : '';
  if (status === 404) return new PlatformError(platform, 'not_found', `${platform} has no ${what}${suffix}`, { status });
  if (status === 401) {
    return new PlatformError(platform, 'auth_expired', `${platform} refused the integration's credentials${suffix}`, {
      status,
    });
  }
  if (status === 403) {
    return new PlatformError(platform, 'unsupported', `${platform} does not let this app read the ${what}${suffix}`, {
      status,
    });
  }
  return new PlatformError(platform, 'bad_response', `${platform} answered ${status} for the ${what}${suffix}`, {
    status,
  });
}

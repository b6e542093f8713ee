import type { PlatformKey } from '@segue/core';
import type { Credentials } from '../platforms/registry';
import { createAdapter, createHttpLayer, isPlatformError, type PlatformErrorCode } from '../platforms/index';
import type { PlatformUrls } from '../platforms/registry';

export interface CredentialCheck {
  ok: boolean;
  /** `valid`, or the platform's error code, or `not_configured`/`failed`. */
  verdict: 'valid' | PlatformErrorCode | 'failed';
  message: string;
}

const VERDICTS: Record<PlatformErrorCode, string> = {
  auth_expired: 'the platform refused these credentials: check them in its developer console',
  rate_limited: 'the platform is limiting requests right now: try again in a minute',
  unavailable: 'the platform did not answer: try again shortly',
  bad_response: 'the platform answered with something Segue could not read: try again shortly',
  not_found: 'the platform answered but found nothing: the credentials were accepted',
  unsupported: 'the platform cannot run this check',
};

// Deezer's and YouTube Music's catalogs need no credentials, so a catalog call only shows the
// platform is reachable; Deezer's app id and secret are used when a user links an account.
const NO_CATALOG_AUTH: Partial<Record<PlatformKey, string>> = {
  deezer: "Deezer answered. Its catalog needs no credentials; an app id and secret, when given, are used only when a user links an account.",
  ytmusic:
    'YouTube Music answered. Its catalog needs no credentials; a Google OAuth client, for linking accounts, is checked when a user links one (its Cloud project needs the YouTube Data API v3 enabled).',
};

/**
 * Runs one cheap authenticated catalog call (a one-result search) with the integration's
 * credentials through the platform's adapter, with no retries, and says what it means.
 */
export async function testCredentials(
  platform: PlatformKey,
  credentials: Record<string, string>,
  baseUrls: PlatformUrls,
): Promise<CredentialCheck> {
  const layer = createHttpLayer({ maxRetries: 0, timeoutMs: 8_000 });
  try {
    const adapter = createAdapter(platform, {
      baseUrls: baseUrls[platform] as never,
      credentials: credentials as Credentials<typeof platform>,
      http: layer.client(platform, `credential-test-${Date.now()}`),
    });
    await adapter.searchTracks({ title: 'Yesterday', artists: ['The Beatles'] }, { limit: 1 });
    return { ok: true, verdict: 'valid', message: NO_CATALOG_AUTH[platform] ?? 'The platform accepted these credentials.' };
  } catch (error) {
    if (isPlatformError(error)) {
      return { ok: error.code === 'not_found', verdict: error.code, message: VERDICTS[error.code] };
    }
    return { ok: false, verdict: 'failed', message: `the check could not run: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await layer.close();
  }
}

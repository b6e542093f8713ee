import { createSegueClient, type SegueClient } from '@segue/client';
import type { PlatformKey } from '@segue/core';
import { browser } from 'wxt/browser';
import { freshTokenFor } from './linking';
import type { Notice } from './notice';
import type { Settings } from './settings';

/** Requests to the server get a bounded wait so the popup never hangs on a dead address. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The host permission pattern that lets extension pages call the server (any port). */
export function serverOriginPattern(serverUrl: string): string | null {
  try {
    const url = new URL(serverUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol}//${url.hostname}/*`;
  } catch {
    return null;
  }
}

/**
 * Whether the extension may call the server. Extension pages reach another origin only with a
 * host permission (the server sends no CORS headers), asked for from the options page.
 */
export async function checkServerAccess(settings: Settings): Promise<Notice | null> {
  if (settings.publicKey.trim() === '') {
    return { kind: 'setup', title: 'Segue is not set up yet', detail: 'Add the server address and public key in the options.' };
  }
  const pattern = serverOriginPattern(settings.serverUrl);
  if (pattern === null) {
    return { kind: 'setup', title: 'The server address is not valid', detail: `"${settings.serverUrl}" is not an http(s) address.` };
  }
  if (!(await browser.permissions.contains({ origins: [pattern] }))) {
    return {
      kind: 'permission',
      title: 'Segue may not reach its server yet',
      detail: `Allow access to ${new URL(settings.serverUrl).host} in the options.`,
    };
  }
  return null;
}

/**
 * A client for the configured server. `me.*` calls act for the account linked on `platform`,
 * with that platform's own token.
 */
export function clientFor(settings: Settings, platform?: PlatformKey): SegueClient {
  return createSegueClient({
    baseUrl: settings.serverUrl.trim(),
    publicKey: settings.publicKey.trim(),
    ...(platform === undefined
      ? {}
      : {
          linkingToken: () =>
            freshTokenFor(platform, (token) =>
              createSegueClient({ baseUrl: settings.serverUrl.trim(), publicKey: settings.publicKey.trim(), linkingToken: token, timeoutMs: REQUEST_TIMEOUT_MS }).me.refreshToken(),
            ),
        }),
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
}

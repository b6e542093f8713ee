import type { AppView } from '@segue/client';
import { browser } from 'wxt/browser';
import { describeError } from './describe-error';
import type { Outcome } from './notice';
import { clientFor, serverOriginPattern } from './server-access';
import type { Settings } from './settings';

/**
 * Asks for access to the server's origin. Must run in the click handler itself: browsers grant
 * permissions only during a user gesture.
 */
export function requestServerAccess(serverUrl: string): Promise<boolean> {
  const pattern = serverOriginPattern(serverUrl);
  if (pattern === null) return Promise.resolve(false);
  return browser.permissions.request({ origins: [pattern] });
}

/** Checks that the address is a Segue server and the key one of its apps' public keys. */
export async function checkServer(settings: Settings): Promise<Outcome<{ app: AppView }>> {
  if (serverOriginPattern(settings.serverUrl) === null) {
    return { ok: false, notice: { kind: 'setup', title: 'The server address is not valid', detail: 'Use an http:// or https:// address.' } };
  }
  if (settings.publicKey.trim() === '') {
    return { ok: false, notice: { kind: 'setup', title: 'The public key is missing', detail: 'Copy it from the dashboard or sandbox.json.' } };
  }
  try {
    return { ok: true, app: await clientFor(settings).app() };
  } catch (error) {
    return { ok: false, notice: describeError(error, settings.serverUrl) };
  }
}

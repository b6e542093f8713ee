import { createHash } from 'node:crypto';

/**
 * The addresses a browser's own web-auth flow (`identity.launchWebAuthFlow`) ends on. The browser
 * watches the flow's window for a navigation to its extension's redirect address and hands that
 * URL, with its query, to the extension that started the flow, and to no other: the page itself
 * is never loaded, and the host belongs to the browser's vendor, so nobody can serve it.
 * - Chrome: `https://<extension id>.chromiumapp.org/<path>`, the id 32 letters a-p
 *   (https://developer.chrome.com/docs/extensions/reference/api/identity#method-getRedirectURL).
 * - Firefox: `https://<SHA-1 hex of the extension id>.extensions.allizom.org/<path>`
 *   (https://developer.mozilla.org/en-US/docs/Mozilla/Add-ons/WebExtensions/API/identity/getRedirectURL).
 */
const WEB_AUTH_HOSTS: readonly RegExp[] = [/^[a-p]{32}\.chromiumapp\.org$/, /^[0-9a-f]{40}\.extensions\.allizom\.org$/];

/** Whether `value` is a browser web-auth redirect: https, one of the hosts above, no port, credentials or fragment. */
export function isWebAuthRedirect(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    url.hash === '' &&
    WEB_AUTH_HOSTS.some((host) => host.test(url.hostname))
  );
}

/**
 * The extension id a web-auth redirect belongs to, among `ids`: Chrome's host is the id itself,
 * Firefox's the SHA-1 of the add-on id. Undefined when the redirect is none of theirs.
 */
export function webAuthExtension(value: string, ids: readonly string[]): string | undefined {
  if (!isWebAuthRedirect(value)) return undefined;
  const host = new URL(value).hostname.split('.')[0]!;
  return ids.find((id) => id === host || createHash('sha1').update(id, 'utf8').digest('hex') === host);
}

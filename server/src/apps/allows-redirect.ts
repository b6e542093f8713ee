import type { App } from './app.repository';
import { isSameRedirectTarget } from './redirect-url';
import { isWebAuthRedirect, webAuthExtension } from './web-auth-redirect';

/**
 * Whether a linking flow of `app` may end on `url`: an entry of its allow-list (scheme, host and
 * path), or the web-auth redirect of an extension the app lists while it lets extensions link
 * (any other extension could otherwise receive the app's listeners' tokens). Checked when a flow
 * starts and again when it ends, since the settings may change in between.
 */
export function allowsRedirect(app: Pick<App, 'redirectUrls' | 'extensionLinking' | 'extensionIds'>, url: string): boolean {
  if (isWebAuthRedirect(url)) return app.extensionLinking && webAuthExtension(url, app.extensionIds) !== undefined;
  return app.redirectUrls.some((entry) => isSameRedirectTarget(entry, url));
}

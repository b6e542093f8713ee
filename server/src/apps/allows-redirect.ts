import type { App } from './app.repository';
import { isSameRedirectTarget } from './redirect-url';
import { isWebAuthRedirect } from './web-auth-redirect';

/**
 * Whether a linking flow of `app` may end on `url`: an entry of its allow-list (scheme, host and
 * path), or a browser extension's web-auth redirect while the app lets extensions link. Checked
 * when a flow starts and again when it ends, since the settings may change in between.
 */
export function allowsRedirect(app: Pick<App, 'redirectUrls' | 'extensionLinking'>, url: string): boolean {
  if (isWebAuthRedirect(url)) return app.extensionLinking;
  return app.redirectUrls.some((entry) => isSameRedirectTarget(entry, url));
}

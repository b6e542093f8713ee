import { browser } from 'wxt/browser';

/** "Move my music", the extension page (`entrypoints/move/`) that moves a whole library, in a tab of its own. */
export function movePageUrl(): string {
  return browser.runtime.getURL('/move.html');
}

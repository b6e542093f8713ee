import type { PlatformKey } from '@segue/core';
import { browser } from 'wxt/browser';

/**
 * The popup's page opened in a tab for one playlist and target: it shows the conversion running
 * in the background, then its tracks with links, and offers to add it to the linked library.
 */
export function resultsPageUrl(playlistUrl: string, target: PlatformKey): string {
  const query = new URLSearchParams({ url: playlistUrl, target, view: 'tab' });
  return `${browser.runtime.getURL('/popup.html')}?${query.toString()}`;
}

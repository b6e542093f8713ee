import { isPlatformKey, type PlatformKey } from '@segue/core';
import { browser } from 'wxt/browser';

/**
 * The page the popup is about: the active tab (readable thanks to `activeTab`, granted when the
 * toolbar button is clicked), or a `?url=` given to the popup page when it is opened as a tab.
 */
export async function readPageUrl(search: string = location.search): Promise<string | null> {
  const given = new URLSearchParams(search).get('url');
  if (given) return given;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url ?? null;
}

/** How the popup page was opened: as a results tab (`view=tab`) for a playlist and a `target`. */
export function readPopupParams(search: string = location.search): { target: PlatformKey | undefined; inTab: boolean } {
  const params = new URLSearchParams(search);
  const target = params.get('target');
  return { target: isPlatformKey(target) ? target : undefined, inTab: params.get('view') === 'tab' };
}

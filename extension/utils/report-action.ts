import { platformName } from '@segue/core';
import { browser } from 'wxt/browser';
import type { LastAction } from './last-action';
import { lastActionItem } from './last-action';
import { sendTabMessage, type Toast } from './messages';

export function toastFor(action: LastAction): Toast {
  const { outcome } = action;
  if (!outcome.ok) return { text: `${outcome.notice.title}: ${outcome.notice.detail}`, tone: 'error' };
  if (outcome.kind === 'playlist') {
    return { text: `Converting the playlist to ${platformName(outcome.platform)}: open Segue to follow it.`, tone: 'ok' };
  }
  return { text: `${outcome.title} on ${platformName(outcome.platform)}: link copied`, tone: 'ok', copyText: outcome.url };
}

export type ReportChannel = 'toast' | 'popup' | 'badge';

/**
 * Shows what a right-click did without notifications: a badge on the toolbar button always, a
 * toast in the page (which also copies the link) where Segue's content script runs, else the
 * popup, which shows and copies the last result. Returns where the result was shown.
 */
export async function reportAction(action: LastAction, tabId: number | undefined): Promise<ReportChannel> {
  await lastActionItem.setValue(action);
  await setBadge(action.outcome.ok, tabId);
  if (tabId !== undefined) {
    try {
      if (await sendTabMessage(tabId, 'showToast', toastFor(action))) {
        await lastActionItem.setValue({ ...action, seen: true });
        return 'toast';
      }
    } catch {
      // No Segue content script in that tab (not a platform site): fall through to the popup.
    }
  }
  try {
    // Chrome 127+ and Firefox open the popup from an extension call; older builds refuse.
    await browser.action.openPopup();
    return 'popup';
  } catch {
    return 'badge';
  }
}

async function setBadge(ok: boolean, tabId: number | undefined): Promise<void> {
  try {
    await browser.action.setBadgeBackgroundColor({ color: ok ? '#1d7a4f' : '#b3261e', ...(tabId === undefined ? {} : { tabId }) });
    await browser.action.setBadgeText({ text: ok ? '✓' : '!', ...(tabId === undefined ? {} : { tabId }) });
  } catch {
    // The badge is a hint; the result is in storage and shown by the popup either way.
  }
}

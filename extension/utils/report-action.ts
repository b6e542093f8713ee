import { platformName } from '@segue/core';
import type { Match } from '@segue/core/schemas';
import { browser } from 'wxt/browser';
import type { LastAction } from './last-action';
import { lastActionItem } from './last-action';
import { describeMatch } from './describe-match';
import { sendTabMessage, type Toast } from './messages';
import { pageToastArgs, showToastInPage } from './page-toast';

/** "(found by search, 96% sure)": said for searched words, where the confidence is the news. */
function searchNote(match: Match | undefined): string {
  return match?.method === 'search' ? ` (${describeMatch(match).toLowerCase()})` : '';
}

export function toastFor(action: LastAction): Toast {
  const { outcome } = action;
  if (!outcome.ok) return { text: `${outcome.notice.title}: ${outcome.notice.detail}`, tone: 'error' };
  if (outcome.kind === 'playlist') {
    return { text: `Converting the playlist to ${platformName(outcome.platform)}: open Segue to follow it.`, tone: 'ok' };
  }
  return { text: `${outcome.title} on ${platformName(outcome.platform)}${searchNote(outcome.match)}`, tone: 'ok', copyText: outcome.url };
}

/** Where a right-click's result was shown: Segue's page UI, a toast put in any other page, a notification, or only the badge. */
export type ReportChannel = 'toast' | 'page' | 'notification' | 'badge';

export interface Reported {
  shownIn: ReportChannel;
  /** The link is in the clipboard (a page copied it and said so). */
  copied: boolean;
}

/**
 * Shows what a right-click did, in view: the page's own Segue toast on the platforms' sites; on
 * any other site a toast put into the page (the right-click granted `activeTab` there); where no
 * page can show one (the browser's own pages), a notification. The page copies the link and says
 * whether it could; a notification cannot copy, and says to open Segue, whose popup copies it.
 * A badge on the toolbar button every time, and the result kept for the popup.
 */
export async function reportAction(action: LastAction, tabId: number | undefined): Promise<Reported> {
  await lastActionItem.setValue(action);
  await setBadge(action.outcome.ok, tabId);
  const toast = toastFor(action);
  if (tabId !== undefined) {
    const shown = (await inContentScript(tabId, toast)) ?? (await inPage(tabId, toast));
    if (shown) {
      await lastActionItem.setValue({ ...action, seen: true });
      return shown;
    }
  }
  try {
    const sentence = /[.!?]$/.test(toast.text) ? toast.text : `${toast.text}.`;
    await browser.notifications.create({
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: action.outcome.ok ? 'Segue' : 'Segue could not do it',
      message: toast.copyText === undefined ? sentence : `${sentence} Open Segue to copy the link.`,
    });
    return { shownIn: 'notification', copied: false };
  } catch {
    return { shownIn: 'badge', copied: false };
  }
}

async function inContentScript(tabId: number, toast: Toast): Promise<Reported | null> {
  try {
    const reply = await sendTabMessage(tabId, 'showToast', toast);
    return reply ? { shownIn: 'toast', copied: reply.copied } : null;
  } catch {
    // No Segue content script in that tab (not a platform site).
    return null;
  }
}

async function inPage(tabId: number, toast: Toast): Promise<Reported | null> {
  try {
    const [injection] = await browser.scripting.executeScript({ target: { tabId }, func: showToastInPage, args: [pageToastArgs(toast)] });
    const result = injection?.result as { copied?: unknown } | undefined;
    return { shownIn: 'page', copied: result?.copied === true };
  } catch {
    // A page no extension may script (the browser's own pages, the web store).
    return null;
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

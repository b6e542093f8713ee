import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lastActionItem, type LastAction } from './last-action';
import { pageToastArgs, showToastInPage } from './page-toast';
import { reportAction, toastFor } from './report-action';

const ok: LastAction = {
  at: 1,
  sourceUrl: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe',
  outcome: { ok: true, kind: 'link', platform: 'deezer', url: 'https://www.deezer.com/track/3135556', entity: 'track', title: 'Midnight Drive', match: { method: 'isrc', confidence: 1 } },
};
const searched: LastAction = {
  ...ok,
  query: 'Midnight Drive Lanterns',
  outcome: { ...(ok.outcome as Extract<LastAction['outcome'], { kind: 'link' }>), match: { method: 'search', confidence: 0.964 } },
};
const failed: LastAction = { at: 1, sourceUrl: '', outcome: { ok: false, notice: { kind: 'not-music', title: 'Not a music link', detail: 'This page is not.' } } };

describe('toastFor', () => {
  it('names the converted link, to be copied by the page', () => {
    expect(toastFor(ok)).toEqual({ text: 'Midnight Drive on Deezer', tone: 'ok', copyText: 'https://www.deezer.com/track/3135556' });
  });
  it('says how sure a search is', () => {
    expect(toastFor(searched).text).toBe('Midnight Drive on Deezer (found by search, 96% sure)');
  });
  it('shows a failure as an error without copying', () => {
    expect(toastFor(failed)).toEqual({ text: 'Not a music link: This page is not.', tone: 'error' });
  });
});

describe('reportAction', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.scripting.executeScript = vi.fn(async () => {
      throw new Error('Cannot access contents of the page');
    });
  });

  it("keeps the result, badges the tab and shows it in the page's Segue toast, which says whether it copied", async () => {
    const sendMessage = vi.fn(async () => ({ copied: true }));
    fakeBrowser.tabs.sendMessage = sendMessage as never;
    expect(await reportAction(ok, 7)).toEqual({ shownIn: 'toast', copied: true });
    expect(sendMessage).toHaveBeenCalledWith(7, { segue: 'showToast', data: toastFor(ok) });
    expect(await lastActionItem.getValue()).toEqual({ ...ok, seen: true });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 7 })).toBe('✓');
  });

  it('puts a toast into any other page, through scripting under the click’s activeTab', async () => {
    fakeBrowser.tabs.sendMessage = vi.fn(async () => {
      throw new Error('Could not establish connection');
    }) as never;
    const executeScript = vi.fn(async () => [{ frameId: 0, result: { copied: false } }]);
    fakeBrowser.scripting.executeScript = executeScript as never;
    expect(await reportAction(ok, 3)).toEqual({ shownIn: 'page', copied: false });
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 3 }, func: showToastInPage, args: [pageToastArgs(toastFor(ok))] });
    expect((await lastActionItem.getValue())?.seen).toBe(true);
  });

  it('falls back to a notification where no page can show a toast, without claiming a copy', async () => {
    fakeBrowser.tabs.sendMessage = vi.fn(async () => {
      throw new Error('Could not establish connection');
    }) as never;
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    expect(await reportAction(ok, 5)).toEqual({ shownIn: 'notification', copied: false });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ message: 'Midnight Drive on Deezer. Open Segue to copy the link.' }));
    // Not seen: the popup, opened by the listener, copies it and says whether that worked.
    expect((await lastActionItem.getValue())?.seen).toBeUndefined();
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).toBe('✓');
  });

  it('keeps the badge alone when even notifications fail', async () => {
    fakeBrowser.notifications.create = vi.fn(async () => {
      throw new Error('no notifications');
    }) as never;
    expect(await reportAction(failed, undefined)).toEqual({ shownIn: 'badge', copied: false });
    expect(await lastActionItem.getValue()).toEqual(failed);
  });
});

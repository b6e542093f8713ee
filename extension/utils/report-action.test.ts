import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lastActionItem, type LastAction } from './last-action';
import { reportAction, toastFor } from './report-action';

const ok: LastAction = {
  at: 1,
  sourceUrl: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe',
  outcome: { ok: true, kind: 'link', platform: 'deezer', url: 'https://www.deezer.com/track/3135556', entity: 'track', title: 'Midnight Drive' },
};
const failed: LastAction = { at: 1, sourceUrl: '', outcome: { ok: false, notice: { kind: 'not-music', title: 'Not a music link', detail: 'This page is not.' } } };

describe('toastFor', () => {
  it('copies the converted link and names it', () => {
    expect(toastFor(ok)).toEqual({ text: 'Midnight Drive on Deezer: link copied', tone: 'ok', copyText: 'https://www.deezer.com/track/3135556' });
  });
  it('shows a failure as an error without copying', () => {
    expect(toastFor(failed)).toEqual({ text: 'Not a music link: This page is not.', tone: 'error' });
  });
});

describe('reportAction', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the result, badges the tab and shows a toast in the page', async () => {
    const sendMessage = vi.fn(async () => true);
    fakeBrowser.tabs.sendMessage = sendMessage as never;
    expect(await reportAction(ok, 7)).toBe('toast');
    expect(sendMessage).toHaveBeenCalledWith(7, { segue: 'showToast', data: toastFor(ok) });
    expect(await lastActionItem.getValue()).toEqual({ ...ok, seen: true });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 7 })).toBe('✓');
  });

  it('opens the popup where no content script answers', async () => {
    fakeBrowser.tabs.sendMessage = vi.fn(async () => {
      throw new Error('Could not establish connection');
    }) as never;
    const openPopup = vi.fn(async () => undefined);
    fakeBrowser.action.openPopup = openPopup;
    expect(await reportAction(failed, 3)).toBe('popup');
    expect(openPopup).toHaveBeenCalled();
    expect(await fakeBrowser.action.getBadgeText({ tabId: 3 })).toBe('!');
  });

  it('falls back to the badge alone when the popup cannot open', async () => {
    fakeBrowser.action.openPopup = vi.fn(async () => {
      throw new Error('no active window');
    });
    expect(await reportAction(ok, undefined)).toBe('badge');
    expect(await lastActionItem.getValue()).toEqual(ok);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CONVERT_MENU_ID, type ContextMenus, type MenuClick, type MenuTab } from './context-menu';
import { writeCachedConversion } from './conversion-cache';
import { lastActionItem } from './last-action';
import { sendMessage } from './messages';
import { settingsItem } from './settings-items';
import { startBackground } from './start-background';
import { SETTINGS, trackResult } from '../test/fixtures';

const TRACK = 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe';

function fakeMenus() {
  const created: unknown[] = [];
  let clicked: ((info: MenuClick, tab?: MenuTab) => void) | undefined;
  const menus: ContextMenus = {
    create: (item) => void created.push(item),
    removeAll: async () => void created.splice(0),
    onClicked: { addListener: (listener) => void (clicked = listener) },
  };
  return { menus, created, click: (info: MenuClick, tab?: MenuTab) => clicked?.(info, tab) };
}

describe('startBackground', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
    fakeBrowser.action.openPopup = vi.fn(async () => undefined);
    await settingsItem.setValue(SETTINGS);
    // A cached conversion keeps the server out of these wiring tests.
    await writeCachedConversion(TRACK, trackResult());
  });

  it('installs the menu entry when the extension is installed', async () => {
    const { menus, created } = fakeMenus();
    startBackground(menus);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await vi.waitFor(() => expect(created).toHaveLength(1));
  });

  it('runs a menu click through the handler and keeps its result', async () => {
    const { menus, click } = fakeMenus();
    startBackground(menus);
    click({ menuItemId: CONVERT_MENU_ID, linkUrl: TRACK }, { id: 4 });
    await vi.waitFor(async () =>
      expect((await lastActionItem.getValue())?.outcome).toMatchObject({ ok: true, url: 'https://www.deezer.com/track/3135556' }),
    );
  });

  it('answers the typed messages', async () => {
    startBackground(fakeMenus().menus);
    expect(await sendMessage('convert', { url: TRACK })).toMatchObject({ ok: true, cached: true });
    expect(await sendMessage('convert', { url: 'https://example.com/' })).toMatchObject({ ok: false, notice: { kind: 'not-music' } });
  });

  it('answers the page button with a notice when the preferred platform has no match', async () => {
    await settingsItem.setValue({ ...SETTINGS, preferredPlatform: 'tidal' });
    startBackground(fakeMenus().menus);
    expect(await sendMessage('openOnPreferred', { url: TRACK })).toMatchObject({ ok: false, notice: { kind: 'not-found', title: 'Not found on TIDAL' } });
  });

  it('opens the preferred platform in a new tab next to the page', async () => {
    startBackground(fakeMenus().menus);
    const reply = await sendMessage('openOnPreferred', { url: TRACK });
    expect(reply).toEqual({ ok: true, opened: 'tab', url: 'https://www.deezer.com/track/3135556', platform: 'deezer' });
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((tab) => tab.url)).toContain('https://www.deezer.com/track/3135556');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CONVERT_MENU_ID, type ContextMenus, type MenuClick, type MenuTab } from './context-menu';
import { writeCachedConversion } from './conversion-cache';
import { recordAddition } from './library-additions';
import { saveLinkedToken } from './linking';
import { linkedAccountsItem } from './linking-items';
import { readPlaylistJob, playlistJobKey } from './playlist-jobs';
import { lastActionItem } from './last-action';
import { sendMessage } from './messages';
import { settingsItem } from './settings-items';
import { startBackground } from './start-background';
import { fakeScriptRegistry, linkingToken, SETTINGS, trackResult } from '../test/fixtures';
import { SHARE_PAGE_SCRIPT_ID } from './share-page-script';
import type { WebAuth } from './web-auth-linking';

const TRACK = 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe';
const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
const USER = '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11';

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

/** The background with an in-memory `browser.scripting` (the fake browser has none). */
function start(menus: ContextMenus, webAuth?: WebAuth, scripts = fakeScriptRegistry([])) {
  return startBackground(menus, webAuth, scripts.registry);
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
    start(menus);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await vi.waitFor(() => expect(created).toHaveLength(2));
  });

  it('puts the share pages’ script on the configured server once it may be reached, and follows the address', async () => {
    const scripts = fakeScriptRegistry([]);
    start(fakeMenus().menus, undefined, scripts);
    expect(scripts.scripts.size).toBe(0);
    // The user allows the server in the options.
    scripts.setAllowed(['http://127.0.0.1/*', 'https://music.example/*']);
    await vi.waitFor(() => expect(scripts.scripts.get(SHARE_PAGE_SCRIPT_ID)?.matches).toEqual(['http://127.0.0.1/s/*']));
    await settingsItem.setValue({ ...SETTINGS, serverUrl: 'https://music.example' });
    await vi.waitFor(() => expect(scripts.scripts.get(SHARE_PAGE_SCRIPT_ID)?.matches).toEqual(['https://music.example/s/*']));
    scripts.setAllowed([]);
    await vi.waitFor(() => expect(scripts.scripts.size).toBe(0));
  });

  it('runs a menu click through the handler and keeps its result', async () => {
    const { menus, click } = fakeMenus();
    start(menus);
    click({ menuItemId: CONVERT_MENU_ID, linkUrl: TRACK }, { id: 4 });
    await vi.waitFor(async () =>
      expect((await lastActionItem.getValue())?.outcome).toMatchObject({ ok: true, url: 'https://www.deezer.com/track/3135556' }),
    );
  });

  it('answers the typed messages', async () => {
    start(fakeMenus().menus);
    expect(await sendMessage('convert', { url: TRACK })).toMatchObject({ ok: true, cached: true });
    expect(await sendMessage('convert', { url: 'https://example.com/' })).toMatchObject({ ok: false, notice: { kind: 'not-music' } });
  });

  it('answers the page button with a notice when the preferred platform has no match', async () => {
    await settingsItem.setValue({ ...SETTINGS, preferredPlatform: 'tidal' });
    start(fakeMenus().menus);
    expect(await sendMessage('openOnPreferred', { url: TRACK })).toMatchObject({ ok: false, notice: { kind: 'not-found', title: 'Not found on TIDAL' } });
  });

  it('opens the preferred platform in a new tab next to the page', async () => {
    start(fakeMenus().menus);
    const reply = await sendMessage('openOnPreferred', { url: TRACK });
    expect(reply).toEqual({ ok: true, opened: 'tab', url: 'https://www.deezer.com/track/3135556', platform: 'deezer' });
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((tab) => tab.url)).toContain('https://www.deezer.com/track/3135556');
  });

  it('on a playlist added before, opens the playlist in the linked library, and writes nothing', async () => {
    await saveLinkedToken('deezer', linkingToken({ iss: 'x', aud: 'a', iat: 1, exp: 4_000_000_000, uuid: USER, email: '', username: 'ana', platform: 'deezer' }));
    await recordAddition({ platform: 'deezer', url: 'https://www.deezer.com/playlist/908622995', title: 'Road trip', tracks: 3, sourceUrl: PLAYLIST, userId: USER, addedAt: 1 });
    start(fakeMenus().menus);
    expect(await sendMessage('openOnPreferred', { url: `${PLAYLIST}?si=x` })).toEqual({ ok: true, opened: 'tab', url: 'https://www.deezer.com/playlist/908622995', platform: 'deezer' });
    expect(await readPlaylistJob(playlistJobKey(PLAYLIST, 'deezer', true))).toBeNull();
  });

  it('links a platform through the web-auth window, in the background', async () => {
    const token = linkingToken({ iss: 'x', aud: 'a', iat: 1, exp: 4_000_000_000, uuid: USER, email: '', username: 'ana', platform: 'ytmusic' });
    const webAuth: WebAuth = {
      redirectUrl: () => 'https://abc.chromiumapp.org/segue',
      launch: vi.fn(async () => `https://abc.chromiumapp.org/segue?token=${token}`),
    };
    // The connect call goes to the server: answered here by a stand-in fetch of the start URL.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { url: 'http://127.0.0.1:8787/v1/auth/ytmusic/start?state=s' }, message: 'ok', status: 200 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    start(fakeMenus().menus, webAuth);
    expect(await sendMessage('link', { platform: 'ytmusic' })).toEqual({ ok: true, platform: 'ytmusic', username: 'ana' });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/v1/ytmusic/connect?redirect_url=https%3A%2F%2Fabc.chromiumapp.org%2Fsegue');
    expect(webAuth.launch).toHaveBeenCalledWith('http://127.0.0.1:8787/v1/auth/ytmusic/start?state=s');
    expect((await linkedAccountsItem.getValue()).ytmusic?.token).toBe(token);
  });
});

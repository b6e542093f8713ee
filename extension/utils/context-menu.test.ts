import { describe, expect, it, vi } from 'vitest';
import { CONVERT_MENU_ID, handleMenuClick, registerConvertMenu, type ContextMenus, type MenuClickDeps } from './context-menu';
import { trackResult } from '../test/fixtures';

const TRACK = 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe';
const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';

function fakeMenus() {
  const created: unknown[] = [];
  const menus: ContextMenus = {
    create: (item) => void created.push(item),
    removeAll: vi.fn(async () => void created.splice(0)),
    onClicked: { addListener: vi.fn() },
  };
  return { menus, created };
}

function deps(overrides: Partial<MenuClickDeps> = {}): MenuClickDeps {
  return {
    preferredPlatform: async () => 'deezer',
    convert: vi.fn(async () => ({ ok: true as const, result: trackResult(), cached: false, savedAt: 1 })),
    startPlaylist: vi.fn(async () => ({ ok: true as const, jobKey: 'job-1' })),
    now: () => 42,
    ...overrides,
  };
}

describe('registerConvertMenu', () => {
  it('replaces any old entry with one on links, selections and pages', async () => {
    const { menus, created } = fakeMenus();
    await registerConvertMenu(menus);
    await registerConvertMenu(menus);
    expect(created).toEqual([{ id: CONVERT_MENU_ID, title: 'Convert music link', contexts: ['link', 'selection', 'page'] }]);
  });
});

describe('handleMenuClick', () => {
  it('converts a right-clicked link to the preferred platform', async () => {
    const d = deps();
    const action = await handleMenuClick({ menuItemId: CONVERT_MENU_ID, linkUrl: TRACK, pageUrl: 'https://blog.example/' }, d);
    expect(d.convert).toHaveBeenCalledWith(TRACK);
    expect(action).toEqual({
      at: 42,
      sourceUrl: TRACK,
      outcome: { ok: true, kind: 'link', platform: 'deezer', url: 'https://www.deezer.com/track/3135556', entity: 'track', title: 'Midnight Drive' },
    });
  });

  it('finds a link in selected text', async () => {
    const d = deps();
    await handleMenuClick({ menuItemId: CONVERT_MENU_ID, selectionText: `this one ${TRACK} is great`, pageUrl: 'https://chat.example/' }, d);
    expect(d.convert).toHaveBeenCalledWith(TRACK);
  });

  it('says the page is not music without calling the server', async () => {
    const d = deps();
    const action = await handleMenuClick({ menuItemId: CONVERT_MENU_ID, pageUrl: 'https://news.example/' }, d);
    expect(action.outcome).toMatchObject({ ok: false, notice: { kind: 'not-music', detail: expect.stringContaining('This page') } });
    expect(d.convert).not.toHaveBeenCalled();
  });

  it('says when the preferred platform has no match', async () => {
    const d = deps({ preferredPlatform: async () => 'tidal' });
    const action = await handleMenuClick({ menuItemId: CONVERT_MENU_ID, linkUrl: TRACK }, d);
    expect(action.outcome).toMatchObject({ ok: false, notice: { kind: 'not-found', title: 'Not found on TIDAL' } });
  });

  it('passes a server failure on as it is', async () => {
    const notice = { kind: 'rate-limited' as const, title: 'Too many', detail: 'wait' };
    const action = await handleMenuClick({ menuItemId: CONVERT_MENU_ID, linkUrl: TRACK }, deps({ convert: async () => ({ ok: false, notice }) }));
    expect(action.outcome).toEqual({ ok: false, notice });
  });

  it('starts a playlist conversion for a playlist link', async () => {
    const d = deps();
    const action = await handleMenuClick({ menuItemId: CONVERT_MENU_ID, linkUrl: PLAYLIST }, d);
    expect(d.startPlaylist).toHaveBeenCalledWith(PLAYLIST, 'deezer');
    expect(action.outcome).toEqual({ ok: true, kind: 'playlist', platform: 'deezer', jobKey: 'job-1' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { CONVERT_MENU_ID, handleMenuClick, pickTarget, registerConvertMenu, SEARCH_MENU_ID, type ContextMenus, type MenuClickDeps } from './context-menu';
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

function searched() {
  const result = trackResult();
  result.platforms.deezer!.match = { method: 'search', confidence: 0.96 };
  return { ok: true as const, result, cached: false, savedAt: 1 };
}

function deps(overrides: Partial<MenuClickDeps> = {}): MenuClickDeps {
  return {
    preferredPlatform: async () => 'deezer',
    convert: vi.fn(async () => ({ ok: true as const, result: trackResult(), cached: false, savedAt: 1 })),
    search: vi.fn(async () => searched()),
    startPlaylist: vi.fn(async () => ({ ok: true as const, jobKey: 'job-1' })),
    now: () => 42,
    ...overrides,
  };
}

describe('registerConvertMenu', () => {
  it('replaces any old entries with one for links and pages and one that names the selected words', async () => {
    const { menus, created } = fakeMenus();
    await registerConvertMenu(menus);
    await registerConvertMenu(menus);
    expect(created).toEqual([
      { id: CONVERT_MENU_ID, title: 'Convert music link', contexts: ['link', 'page'] },
      { id: SEARCH_MENU_ID, title: 'Find “%s” with Segue', contexts: ['selection'] },
    ]);
  });
});

describe('pickTarget', () => {
  const page = 'https://www.deezer.com/album/302127';
  it('takes the link under the pointer, a link in the selection, the selected words, then the page', () => {
    expect(pickTarget({ menuItemId: 1, linkUrl: TRACK, selectionText: 'x', pageUrl: page })).toEqual({ kind: 'link', url: TRACK });
    expect(pickTarget({ menuItemId: 1, selectionText: `see ${TRACK}`, pageUrl: page })).toEqual({ kind: 'link', url: TRACK });
    expect(pickTarget({ menuItemId: 1, selectionText: ' Paper Tide by Crystal Feather ', pageUrl: page })).toEqual({ kind: 'words', query: 'Paper Tide by Crystal Feather' });
    expect(pickTarget({ menuItemId: 1, pageUrl: page })).toEqual({ kind: 'link', url: page });
  });

  it('does not swap a link that is not music, or a page without music, for something else', () => {
    expect(pickTarget({ menuItemId: 1, linkUrl: 'https://example.com/post', pageUrl: page })).toEqual({ kind: 'none', what: 'This link' });
    expect(pickTarget({ menuItemId: 1, pageUrl: 'https://news.example/' })).toEqual({ kind: 'none', what: 'This page' });
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
      outcome: {
        ok: true,
        kind: 'link',
        platform: 'deezer',
        url: 'https://www.deezer.com/track/3135556',
        entity: 'track',
        title: 'Midnight Drive',
        match: { method: 'isrc', confidence: 1 },
      },
    });
  });

  it('searches selected words that are no link, on the preferred platform, instead of converting the page', async () => {
    const d = deps();
    const action = await handleMenuClick({ menuItemId: SEARCH_MENU_ID, selectionText: 'Midnight Drive by The Lanterns', pageUrl: TRACK }, d);
    expect(d.search).toHaveBeenCalledWith('Midnight Drive by The Lanterns', 'deezer');
    expect(d.convert).not.toHaveBeenCalled();
    expect(action).toMatchObject({ query: 'Midnight Drive by The Lanterns', outcome: { ok: true, url: 'https://www.deezer.com/track/3135556', match: { method: 'search', confidence: 0.96 } } });
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

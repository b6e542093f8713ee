import type { PlatformKey } from '@segue/core';
import { parseMusicUrl, platformName } from '@segue/core';
import { browser } from 'wxt/browser';
import { notMusicNotice } from './describe-error';
import { summarizeResult } from './describe-result';
import type { LastAction } from './last-action';
import type { ConvertReply } from './messages';
import type { Outcome } from './notice';
import { pickMusicUrl } from './pick-music-url';

export const CONVERT_MENU_ID = 'segue-convert';

/** The parts of a context-menu click the handler reads. */
export interface MenuClick {
  menuItemId: string | number;
  linkUrl?: string;
  selectionText?: string;
  pageUrl?: string;
}

export interface MenuTab {
  id?: number;
  url?: string;
}

/**
 * The slice of `browser.contextMenus` Segue uses. A seam of its own because the extension API
 * fake used in tests has no context menus; the tests pass their own.
 */
export interface ContextMenus {
  create(item: { id: string; title: string; contexts: ['link', 'selection', 'page'] }): void;
  removeAll(): Promise<void>;
  onClicked: { addListener(listener: (info: MenuClick, tab?: MenuTab) => void): void };
}

export function browserContextMenus(): ContextMenus {
  const menus = browser.contextMenus;
  return {
    create: (item) => {
      menus.create(item);
    },
    removeAll: () => menus.removeAll(),
    onClicked: { addListener: (listener) => menus.onClicked.addListener((info, tab) => listener(info, tab)) },
  };
}

/** Installs the one menu entry, on links, selected text and the page itself. */
export async function registerConvertMenu(menus: ContextMenus): Promise<void> {
  await menus.removeAll();
  menus.create({ id: CONVERT_MENU_ID, title: 'Convert music link', contexts: ['link', 'selection', 'page'] });
}

export interface MenuClickDeps {
  preferredPlatform: () => Promise<PlatformKey>;
  convert: (url: string) => Promise<Outcome<ConvertReply>>;
  startPlaylist: (url: string, target: PlatformKey) => Promise<Outcome<{ jobKey: string }>>;
  now?: () => number;
}

/**
 * Converts what was right-clicked to the preferred platform. Tracks, albums and artists give a
 * link (to copy); a playlist starts a background conversion the popup shows.
 */
export async function handleMenuClick(info: MenuClick, deps: MenuClickDeps): Promise<LastAction> {
  const at = (deps.now ?? Date.now)();
  const sourceUrl = pickMusicUrl(info);
  if (sourceUrl === null) {
    const what = info.linkUrl ? 'This link' : info.selectionText ? 'The selected text' : 'This page';
    return { at, sourceUrl: info.linkUrl ?? info.pageUrl ?? '', outcome: { ok: false, notice: notMusicNotice(what) } };
  }
  const platform = await deps.preferredPlatform();
  const link = parseMusicUrl(sourceUrl);

  if (link?.type === 'playlist') {
    const started = await deps.startPlaylist(sourceUrl, platform);
    return started.ok
      ? { at, sourceUrl, outcome: { ok: true, kind: 'playlist', platform, jobKey: started.jobKey } }
      : { at, sourceUrl, outcome: { ok: false, notice: started.notice } };
  }

  const converted = await deps.convert(sourceUrl);
  if (!converted.ok) return { at, sourceUrl, outcome: { ok: false, notice: converted.notice } };
  const target = converted.result.platforms[platform];
  if (target === undefined) {
    const summary = summarizeResult(converted.result, link?.platform);
    const name = summary ? `"${summary.title}"` : 'This music';
    return {
      at,
      sourceUrl,
      outcome: {
        ok: false,
        notice: { kind: 'not-found', title: `Not found on ${platformName(platform)}`, detail: `${name} has no match on ${platformName(platform)}.` },
      },
    };
  }
  const title = 'name' in target ? target.name : target.title;
  return { at, sourceUrl, outcome: { ok: true, kind: 'link', platform, url: target.url, entity: converted.result.entity, title } };
}

import type { PlatformKey } from '@segue/core';
import { parseMusicUrl, platformName } from '@segue/core';
import { browser } from 'wxt/browser';
import { notMusicNotice } from './describe-error';
import { summarizeResult } from './describe-result';
import type { LastAction } from './last-action';
import type { ConvertReply } from './messages';
import type { Outcome } from './notice';
import { findMusicUrlInText, isMusicUrl } from './pick-music-url';

export const CONVERT_MENU_ID = 'segue-convert';
export const SEARCH_MENU_ID = 'segue-search';

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

type MenuContext = 'link' | 'selection' | 'page';

/**
 * The slice of `browser.contextMenus` Segue uses. A seam of its own because the extension API
 * fake used in tests has no context menus; the tests pass their own.
 */
export interface ContextMenus {
  create(item: { id: string; title: string; contexts: MenuContext[] }): void;
  removeAll(): Promise<void>;
  onClicked: { addListener(listener: (info: MenuClick, tab?: MenuTab) => void): void };
}

export function browserContextMenus(): ContextMenus {
  const menus = browser.contextMenus;
  return {
    create: (item) => {
      // `contexts` is the browser's ContextType list; these three are in every browser's.
      menus.create(item as Parameters<typeof menus.create>[0]);
    },
    removeAll: () => menus.removeAll(),
    onClicked: { addListener: (listener) => menus.onClicked.addListener((info, tab) => listener(info, tab)) },
  };
}

/**
 * Two entries: "Convert music link" on links and pages, and, on selected text, one that names
 * the words (`%s` is the selection) so it is plain that they will be searched.
 */
export async function registerConvertMenu(menus: ContextMenus): Promise<void> {
  await menus.removeAll();
  menus.create({ id: CONVERT_MENU_ID, title: 'Convert music link', contexts: ['link', 'page'] });
  menus.create({ id: SEARCH_MENU_ID, title: 'Find “%s” with Segue', contexts: ['selection'] });
}

export interface MenuClickDeps {
  preferredPlatform: () => Promise<PlatformKey>;
  convert: (url: string) => Promise<Outcome<ConvertReply>>;
  /** Words searched through the server on the preferred platform. */
  search: (query: string, target: PlatformKey) => Promise<Outcome<ConvertReply>>;
  startPlaylist: (url: string, target: PlatformKey) => Promise<Outcome<{ jobKey: string }>>;
  now?: () => number;
}

type Picked = { kind: 'link'; url: string } | { kind: 'words'; query: string } | { kind: 'none'; what: string };

/**
 * What a right-click asks for, most specific first: the link under the pointer (a link that is
 * not music is said so, not swapped for the page), a link inside the selection, the selected
 * words themselves, and only then the page's own address.
 */
export function pickTarget(info: MenuClick): Picked {
  if (info.linkUrl) return isMusicUrl(info.linkUrl) ? { kind: 'link', url: info.linkUrl.trim() } : { kind: 'none', what: 'This link' };
  const selection = info.selectionText?.trim() ?? '';
  if (selection !== '') {
    const inside = findMusicUrlInText(selection);
    return inside === null ? { kind: 'words', query: selection } : { kind: 'link', url: inside };
  }
  if (info.pageUrl && isMusicUrl(info.pageUrl)) return { kind: 'link', url: info.pageUrl };
  return { kind: 'none', what: 'This page' };
}

/**
 * Converts what was right-clicked to the preferred platform. Tracks, albums, artists and
 * searched words give a link (to copy); a playlist starts a background conversion the popup shows.
 */
export async function handleMenuClick(info: MenuClick, deps: MenuClickDeps): Promise<LastAction> {
  const at = (deps.now ?? Date.now)();
  const picked = pickTarget(info);
  const pageUrl = info.pageUrl ?? '';
  if (picked.kind === 'none') return { at, sourceUrl: info.linkUrl ?? pageUrl, outcome: { ok: false, notice: notMusicNotice(picked.what) } };
  const platform = await deps.preferredPlatform();

  if (picked.kind === 'words') {
    const found = await deps.search(picked.query, platform);
    return { at, sourceUrl: pageUrl, query: picked.query, outcome: found.ok ? linkOutcome(found, platform, picked.query) : { ok: false, notice: found.notice } };
  }

  const sourceUrl = picked.url;
  const link = parseMusicUrl(sourceUrl);
  if (link?.type === 'playlist') {
    const started = await deps.startPlaylist(sourceUrl, platform);
    return started.ok
      ? { at, sourceUrl, outcome: { ok: true, kind: 'playlist', platform, jobKey: started.jobKey } }
      : { at, sourceUrl, outcome: { ok: false, notice: started.notice } };
  }
  const converted = await deps.convert(sourceUrl);
  if (!converted.ok) return { at, sourceUrl, outcome: { ok: false, notice: converted.notice } };
  return { at, sourceUrl, outcome: linkOutcome(converted, platform, undefined, link?.platform) };
}

function linkOutcome(converted: ConvertReply, platform: PlatformKey, query?: string, source?: PlatformKey): LastAction['outcome'] {
  const target = converted.result.platforms[platform];
  if (target === undefined) {
    const summary = summarizeResult(converted.result, source);
    const name = summary ? `"${summary.title}"` : query ? `"${query}"` : 'This music';
    return { ok: false, notice: { kind: 'not-found', title: `Not found on ${platformName(platform)}`, detail: `${name} has no match on ${platformName(platform)}.` } };
  }
  const title = 'name' in target ? target.name : target.title;
  return { ok: true, kind: 'link', platform, url: target.url, entity: converted.result.entity, title, match: target.match };
}

import { parseMusicUrl, type PlatformKey, platformName } from '@segue/core';
import { browser } from 'wxt/browser';
import { browserContextMenus, handleMenuClick, registerConvertMenu, type ContextMenus, type MenuClick, type MenuTab } from './context-menu';
import { convertLink } from './convert-link';
import type { LastAction } from './last-action';
import { isLinked } from './linking';
import { linkingItem } from './linking-items';
import { onMessages, type MessageMap, type OpenReply } from './messages';
import type { Outcome } from './notice';
import { resumePlaylistJobs, startPlaylistJob } from './playlist-runner';
import { reportAction, type ReportChannel } from './report-action';
import { clientFor } from './server-access';
import { settingsItem } from './settings-items';

async function services() {
  const settings = await settingsItem.getValue();
  return { settings, client: clientFor(settings) };
}

async function convert(url: string, refresh = false) {
  return convertLink(url, await services(), { refresh });
}

async function startPlaylist(url: string, target: PlatformKey, addToLibrary: boolean) {
  const started = await startPlaylistJob({ url, target, addToLibrary }, await services());
  return started.ok ? { ok: true as const, jobKey: started.jobKey } : started;
}

/**
 * The page button: opens the page's music on the preferred platform, next to the page's tab. A
 * playlist has no page there until it is made: it is converted in the background, straight into
 * the library when that platform is linked.
 */
async function openOnPreferred(url: string, tab: { index?: number } | undefined): Promise<Outcome<OpenReply>> {
  const { preferredPlatform } = await settingsItem.getValue();
  if (parseMusicUrl(url)?.type === 'playlist') {
    const addToLibrary = isLinked(await linkingItem.getValue(), preferredPlatform);
    const started = await startPlaylist(url, preferredPlatform, addToLibrary);
    return started.ok ? { ok: true, opened: 'playlist', platform: preferredPlatform, addToLibrary, jobKey: started.jobKey } : started;
  }
  const converted = await convert(url);
  if (!converted.ok) return converted;
  const found = converted.result.platforms[preferredPlatform];
  if (found === undefined) {
    const name = platformName(preferredPlatform);
    return { ok: false, notice: { kind: 'not-found', title: `Not found on ${name}`, detail: `This music has no match on ${name}.` } };
  }
  await browser.tabs.create({ url: found.url, ...(tab?.index === undefined ? {} : { index: tab.index + 1 }) });
  return { ok: true, opened: 'tab', url: found.url, platform: preferredPlatform };
}

export interface Background {
  /** The right-click handler, reachable for automated tests (real menus cannot be clicked there). */
  onMenuClick(info: MenuClick, tab?: MenuTab): Promise<{ action: LastAction; shownIn: ReportChannel }>;
}

/** Everything the service worker does, wired once from its `main()`. */
export function startBackground(menus: ContextMenus = browserContextMenus()): Background {
  browser.runtime.onInstalled.addListener(() => {
    void registerConvertMenu(menus);
  });

  const onMenuClick: Background['onMenuClick'] = async (info, tab) => {
    const action = await handleMenuClick(info, {
      preferredPlatform: async () => (await settingsItem.getValue()).preferredPlatform,
      convert: (url) => convert(url),
      startPlaylist: (url, target) => startPlaylist(url, target, false),
    });
    return { action, shownIn: await reportAction(action, tab?.id) };
  };
  menus.onClicked.addListener((info, tab) => {
    void onMenuClick(info, tab);
  });

  onMessages<MessageMap>({
    convert: ({ url, refresh }) => convert(url, refresh),
    openOnPreferred: ({ url }, sender) => openOnPreferred(url, sender.tab),
    startPlaylist: ({ url, target, addToLibrary }) => startPlaylist(url, target, addToLibrary),
  });

  void services().then(resumePlaylistJobs);
  return { onMenuClick };
}

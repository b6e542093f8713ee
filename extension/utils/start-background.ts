import { parseMusicUrl, type PlatformKey, platformName } from '@segue/core';
import { browser } from 'wxt/browser';
import { browserContextMenus, handleMenuClick, registerConvertMenu, type ContextMenus, type MenuClick, type MenuTab } from './context-menu';
import { convertLink } from './convert-link';
import { describeError } from './describe-error';
import type { LastAction } from './last-action';
import { readAddition } from './library-additions';
import { migrateLegacyLinking } from './linking';
import { linkedAccountsItem } from './linking-items';
import { onMessages, type MessageMap, type OpenReply } from './messages';
import type { Outcome } from './notice';
import { addPlaylistToLibrary, resumePlaylistJobs, startPlaylistConversion } from './playlist-runner';
import { reportAction, type Reported } from './report-action';
import { resultsPageUrl } from './results-page';
import { searchText } from './search-text';
import { checkServerAccess, clientFor } from './server-access';
import { settingsItem } from './settings-items';
import { browserScriptRegistry, followSharePageScript, type ScriptRegistry } from './share-page-script';
import { startSync } from './sync-calls';
import { browserWebAuth, linkPlatform, type WebAuth } from './web-auth-linking';

async function services(platform?: PlatformKey) {
  const settings = await settingsItem.getValue();
  return { settings, client: clientFor(settings, platform) };
}

async function convert(url: string, refresh = false) {
  return convertLink(url, await services(), { refresh });
}

async function startPlaylist(url: string, target: PlatformKey) {
  const started = await startPlaylistConversion({ url, target }, await services());
  return started.ok ? { ok: true as const, jobKey: started.jobKey } : started;
}

async function lookup(url: string) {
  const { settings, client } = await services();
  const blocked = await checkServerAccess(settings);
  if (blocked) return { ok: false as const, notice: blocked };
  try {
    return { ok: true as const, lookup: await client.lookup(url) };
  } catch (error) {
    return { ok: false as const, notice: describeError(error, settings.serverUrl) };
  }
}

/**
 * The page button: goes to the page's music on the preferred platform, in a new tab next to the
 * page's, and writes nothing anywhere. A playlist's own page there exists once it was added to
 * the library linked on that platform; until then the button opens the playlist's results page,
 * which converts it (with progress) and offers to add it.
 */
async function openOnPreferred(url: string, tab: { index?: number } | undefined): Promise<Outcome<OpenReply>> {
  const { preferredPlatform: platform } = await settingsItem.getValue();
  const beside = tab?.index === undefined ? {} : { index: tab.index + 1 };
  if (parseMusicUrl(url)?.type === 'playlist') {
    const account = (await linkedAccountsItem.getValue())[platform];
    const added = await readAddition(url, platform, account?.userId);
    if (added !== null) {
      await browser.tabs.create({ url: added.url, ...beside });
      return { ok: true, opened: 'tab', url: added.url, platform };
    }
    const started = await startPlaylist(url, platform);
    if (!started.ok) return started;
    const results = resultsPageUrl(url, platform);
    await browser.tabs.create({ url: results, ...beside });
    return { ok: true, opened: 'results', url: results, platform, jobKey: started.jobKey };
  }
  const converted = await convert(url);
  if (!converted.ok) return converted;
  const found = converted.result.platforms[platform];
  if (found === undefined) {
    const name = platformName(platform);
    return { ok: false, notice: { kind: 'not-found', title: `Not found on ${name}`, detail: `This music has no match on ${name}.` } };
  }
  await browser.tabs.create({ url: found.url, ...beside });
  return { ok: true, opened: 'tab', url: found.url, platform };
}

export interface Background {
  /** The right-click handler, reachable for automated tests (real menus cannot be clicked there). */
  onMenuClick(info: MenuClick, tab?: MenuTab): Promise<{ action: LastAction } & Reported>;
}

/** Everything the service worker does, wired once from its `main()`. */
export function startBackground(
  menus: ContextMenus = browserContextMenus(),
  webAuth: WebAuth = browserWebAuth(),
  scripts: ScriptRegistry = browserScriptRegistry(),
): Background {
  browser.runtime.onInstalled.addListener(() => {
    void registerConvertMenu(menus);
  });

  const onMenuClick: Background['onMenuClick'] = async (info, tab) => {
    const action = await handleMenuClick(info, {
      preferredPlatform: async () => (await settingsItem.getValue()).preferredPlatform,
      convert: (url) => convert(url),
      search: async (query, target) => searchText(query, target, await services()),
      startPlaylist,
    });
    return { action, ...(await reportAction(action, tab?.id)) };
  };
  menus.onClicked.addListener((info, tab) => {
    void onMenuClick(info, tab);
  });

  onMessages<MessageMap>({
    convert: ({ url, refresh }) => convert(url, refresh),
    search: async ({ query }) => searchText(query, (await settingsItem.getValue()).preferredPlatform, await services()),
    lookup: ({ url }) => lookup(url),
    openOnPreferred: ({ url }, sender) => openOnPreferred(url, sender.tab),
    startPlaylist: ({ url, target }) => startPlaylist(url, target),
    addToLibrary: async ({ url, target }) => {
      const started = await addPlaylistToLibrary({ url, target }, await services(target));
      return started.ok ? { ok: true, jobKey: started.jobKey, ...(started.already ? { already: started.already } : {}) } : started;
    },
    startSync: async ({ url, target }) => startSync({ url, target }, await services(target)),
    link: async ({ platform }) => {
      const { settings, client } = await services();
      const blocked = await checkServerAccess(settings);
      if (blocked) return { ok: false, notice: blocked };
      return linkPlatform(platform, { client, serverUrl: settings.serverUrl, webAuth });
    },
  });

  // The share pages' content script follows the server address and the permission to reach it.
  void followSharePageScript(() => settingsItem.getValue(), (listener) => void settingsItem.watch(listener), scripts);

  void migrateLegacyLinking().then(async () => resumePlaylistJobs(await services()));
  return { onMenuClick };
}

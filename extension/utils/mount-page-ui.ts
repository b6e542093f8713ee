import type { PlatformKey } from '@segue/core';
import { parseMusicUrl, platformName } from '@segue/core';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { onMessages, sendMessage, type TabMessageMap } from './messages';
import { createPageUiView, PAGE_UI_CSS, type PageUiView } from './page-ui-view';
import { readPreferredPlatform, watchPreferredPlatform } from './preferred-platform';

/**
 * The button's label on a page: "Open in <preferred>" on a track, album, playlist or artist page
 * of another platform; null elsewhere (and on the preferred platform itself).
 */
export function pageButtonLabel(url: string, preferred: PlatformKey): string | null {
  const link = parseMusicUrl(url);
  if (link === null || link.platform === preferred) return null;
  return `Open in ${platformName(preferred)}`;
}

export function playlistStartedText(platform: PlatformKey, addToLibrary: boolean): string {
  const name = platformName(platform);
  return addToLibrary
    ? `Adding this playlist to your ${name} library: open Segue to follow it.`
    : `Converting this playlist to ${name}: open Segue to follow it, or link your ${name} account to add it to your library.`;
}

/**
 * The content script's work: a shadow-root UI with the button, kept in step with the page's
 * address (the platforms are single-page apps: WXT's `wxt:locationchange` reports their
 * navigation) and with the preferred platform; and toasts sent by the background.
 */
export async function mountPageUi(ctx: ContentScriptContext): Promise<PageUiView> {
  let preferred = await readPreferredPlatform();
  const ui = await createShadowRootUi(ctx, {
    name: 'segue-page-ui',
    position: 'inline',
    anchor: 'body',
    append: 'last',
    css: PAGE_UI_CSS,
    onMount: (container) => createPageUiView(container),
  });
  ui.mount();
  const view = ui.mounted!;

  let pageUrl = location.href;
  const refresh = () => view.setButton(pageButtonLabel(pageUrl, preferred));
  refresh();
  // The event comes from the Navigation API's `navigate`, before `location` changes: read the
  // address from the event.
  ctx.addEventListener(window, 'wxt:locationchange', (event) => {
    pageUrl = event.newUrl.href;
    refresh();
  });
  const unwatch = watchPreferredPlatform((platform) => {
    preferred = platform;
    refresh();
  });
  ctx.onInvalidated(unwatch);

  view.onClick(() => {
    view.setBusy(true);
    void sendMessage('openOnPreferred', { url: location.href })
      .then((reply) => {
        if (!reply.ok) view.toast({ text: `${reply.notice.title}: ${reply.notice.detail}`, tone: 'error' });
        else if (reply.opened === 'playlist') view.toast({ text: playlistStartedText(reply.platform, reply.addToLibrary), tone: 'ok' });
      })
      .catch(() => view.toast({ text: 'Segue was updated: reload the page.', tone: 'error' }))
      .finally(() => view.setBusy(false));
  });

  ctx.onInvalidated(
    onMessages<TabMessageMap>({
      showToast: async (toast) => {
        view.toast(toast);
        if (toast.copyText !== undefined) {
          // The page has the focus after a right-click, so the clipboard accepts the write.
          await navigator.clipboard.writeText(toast.copyText).catch(() => undefined);
        }
        return true;
      },
    }),
  );
  return view;
}

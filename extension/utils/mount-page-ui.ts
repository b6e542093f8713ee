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

/** Said beside the results tab the button opened for a playlist (a conversion writes to no library). */
export function playlistResultsText(platform: PlatformKey): string {
  return `Converting this playlist to ${platformName(platform)}: its tracks show in the new tab as they are found.`;
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
        if (!reply.ok) void view.toast({ text: `${reply.notice.title}: ${reply.notice.detail}`, tone: 'error' });
        else if (reply.opened === 'results') void view.toast({ text: playlistResultsText(reply.platform), tone: 'ok' });
      })
      .catch(() => void view.toast({ text: 'Segue was updated: reload the page.', tone: 'error' }))
      .finally(() => view.setBusy(false));
  });

  ctx.onInvalidated(
    onMessages<TabMessageMap>({
      // The page has the focus after a right-click, so the clipboard usually takes the write;
      // the view says so only when it did.
      showToast: (toast) => view.toast(toast),
    }),
  );
  return view;
}

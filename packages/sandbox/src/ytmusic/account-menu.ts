/**
 * `account/account_menu`: the signed-in account's name, handle and photo under
 * `actions[0].openPopupAction.popup.multiPageMenuRenderer.header.activeAccountHeaderRenderer`,
 * and a "Your channel" link to the channel id, as YouTube Music clients read it (several public
 * clients parse exactly this path; the section layout beyond the header is simplified).
 */
import type { PlatformAccount, SandboxUser } from '../catalog/model';
import { responseContext } from './response-context';
import { browseEndpoint, thumbnails, trackingParams } from './yt-text';

export function accountMenu(user: SandboxUser, account: PlatformAccount): Record<string, unknown> {
  return {
    responseContext: responseContext({}, true),
    actions: [
      {
        clickTrackingParams: trackingParams(`acct:${account.id}`),
        openPopupAction: {
          popup: {
            multiPageMenuRenderer: {
              header: {
                activeAccountHeaderRenderer: {
                  accountName: { runs: [{ text: user.displayName }] },
                  accountPhoto: { thumbnails: thumbnails(user.imageSeed, [48, 88, 176]) },
                  settingsEndpoint: { clickTrackingParams: trackingParams('settings'), applicationSettingsEndpoint: { hack: true } },
                  channelHandle: { runs: [{ text: account.username }] },
                  trackingParams: trackingParams(`accthdr:${account.id}`),
                },
              },
              sections: [
                {
                  multiPageMenuSectionRenderer: {
                    items: [
                      {
                        compactLinkRenderer: {
                          icon: { iconType: 'ACCOUNT_BOX' },
                          title: { runs: [{ text: 'Your channel' }] },
                          navigationEndpoint: browseEndpoint(account.id, 'MUSIC_PAGE_TYPE_USER_CHANNEL'),
                          trackingParams: trackingParams(`yourchannel:${account.id}`),
                        },
                      },
                    ],
                    trackingParams: trackingParams(`acctsec:${account.id}`),
                  },
                },
              ],
              trackingParams: trackingParams(`acctmenu:${account.id}`),
              style: 'MULTI_PAGE_MENU_STYLE_TYPE_ACCOUNT',
            },
          },
          popupType: 'DROPDOWN',
        },
      },
    ],
    trackingParams: trackingParams(`acctpage:${account.id}`),
  };
}

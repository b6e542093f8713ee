import { parseMusicUrl, shortLinkHost } from '@segue/core';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { FRESH_ACTION_MS, lastActionItem, type LastAction } from '../utils/last-action';
import { linkedAccountsItem } from '../utils/linking-items';
import { movePageUrl } from '../utils/move-page';
import { settingsItem } from '../utils/settings-items';
import { isConfigured } from '../utils/settings';
import { readPageUrl, readPopupParams } from '../utils/read-page-url';
import { linkedPlatforms } from '../utils/transfer-view';
import { LastActionView } from './LastActionView';
import { MusicConversion } from './MusicConversion';
import { NoticeView } from './NoticeView';
import { PlaylistPanel } from './PlaylistPanel';
import { useStorageItem } from './use-storage-item';

const KIND_LABELS = { track: 'Track', album: 'Album', artist: 'Artist', playlist: 'Playlist' } as const;

/** The toolbar popup: always says something, whatever the page and the state of setup. */
export function Popup() {
  const settings = useStorageItem(settingsItem);
  const accounts = useStorageItem(linkedAccountsItem);
  const [pageUrl, setPageUrl] = useState<string | null | undefined>(undefined);
  // Read once, not watched: marking the result seen must not take it off the screen.
  const [lastAction, setLastAction] = useState<LastAction | null | undefined>(undefined);
  useEffect(() => {
    void readPageUrl().then(setPageUrl, () => setPageUrl(null));
    void lastActionItem.getValue().then(setLastAction);
  }, []);

  const { inTab } = readPopupParams();
  return (
    <main className={inTab ? 'popup in-tab' : 'popup'}>
      <nav className="top">
        <span className="brand">
          <img src="/icon/32.png" alt="" width={18} height={18} className="logo" />
          Segue
        </span>
        <span className="actions">
          {/* Moves need two linked platforms; the syncs listed there, one. */}
          {linkedPlatforms(accounts).length > 0 && (
            <a href={movePageUrl()} target="_blank" rel="noreferrer" data-testid="open-move">
              Move my music
            </a>
          )}
          <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
            Options
          </button>
        </span>
      </nav>
      {settings === undefined || pageUrl === undefined || lastAction === undefined ? (
        <p className="muted">Loading…</p>
      ) : !isConfigured(settings) ? (
        <NoticeView
          notice={{ kind: 'setup', title: 'Welcome to Segue', detail: 'Add your Segue server and its public key in the options to start.' }}
        />
      ) : (
        <PopupBody pageUrl={pageUrl} serverUrl={settings.serverUrl} preferred={settings.preferredPlatform} lastAction={lastAction} />
      )}
    </main>
  );
}

function PopupBody(props: {
  pageUrl: string | null;
  serverUrl: string;
  preferred: Parameters<typeof PlaylistPanel>[0]['preferred'];
  lastAction: LastAction | null;
}) {
  const { pageUrl, lastAction } = props;
  // A right-click result not yet shown anywhere (no Segue content script on that page).
  const fresh = lastAction !== null && !lastAction.seen && Date.now() - lastAction.at < FRESH_ACTION_MS;
  const link = pageUrl === null ? null : parseMusicUrl(pageUrl);
  const { target, inTab } = readPopupParams();
  return (
    <>
      {fresh && <LastActionView action={lastAction} fresh />}
      {link?.type === 'playlist' ? (
        <PlaylistPanel url={pageUrl!} source={link.platform} preferred={props.preferred} initialTarget={target} inTab={inTab} />
      ) : link ? (
        <MusicConversion url={pageUrl!} source={link.platform} kind={KIND_LABELS[link.type]} serverUrl={props.serverUrl} preferred={props.preferred} />
      ) : pageUrl !== null && shortLinkHost(pageUrl) !== null ? (
        <p className="muted">This is a short link: open it first, then use Segue on the page it leads to.</p>
      ) : (
        <Intro />
      )}
      {!fresh && lastAction !== null && link === null && <LastActionView action={lastAction} fresh={false} />}
    </>
  );
}

function Intro() {
  return (
    <section className="intro" data-testid="intro">
      <p>
        <strong>This page is not a music page.</strong> Segue works with Apple Music, Spotify, Deezer, TIDAL and YouTube Music.
      </p>
      <ul>
        <li>Open a track, album, artist or playlist page there, then this popup shows it on every other platform.</li>
        <li>Right-click any music link and choose “Convert music link”: the link for your platform is copied.</li>
        <li>Select a title and artist (“Paper Tide by Crystal Feather”), right-click and choose “Find … with Segue”.</li>
        <li>On a playlist page, convert the whole playlist, add it to your library, or keep a copy of it in sync on your platform.</li>
      </ul>
    </section>
  );
}

import { LINKABLE_PLATFORM_KEYS, type PlatformKey, platformName } from '@segue/core';
import { useState } from 'react';
import { disconnectPlatform, isLinked } from '../utils/linking';
import type { Linking } from '../utils/linking-items';
import { startLinking } from '../utils/connect-flow';
import type { Notice } from '../utils/notice';
import { checkServerAccess, clientFor } from '../utils/server-access';
import type { Settings } from '../utils/settings';
import { NoticeView } from './NoticeView';

/** Accounts linked through the server's flow; the token stays in this browser's storage. */
export function LinkedAccounts({ settings, linking }: { settings: Settings; linking: Linking | null }) {
  const [notice, setNotice] = useState<Notice | null>(null);

  const connect = async (platform: PlatformKey) => {
    setNotice(null);
    const blocked = await checkServerAccess(settings);
    if (blocked) return setNotice(blocked);
    const started = await startLinking(clientFor(settings), platform, settings.serverUrl);
    if (!started.ok) return setNotice(started.notice);
    location.assign(started.url);
  };

  return (
    <section>
      <h2>Linked accounts</h2>
      <p className="muted small">Link an account to add converted playlists to your library.</p>
      <ul className="accounts">
        {LINKABLE_PLATFORM_KEYS.map((platform) => {
          const linked = isLinked(linking, platform) ? linking?.platforms[platform] : undefined;
          return (
            <li key={platform} data-platform={platform}>
              <span className="label">{platformName(platform)}</span>
              {linked ? (
                <>
                  <span className="linked">Linked as {linked.username || linked.email || 'you'}</span>
                  <button type="button" onClick={() => void disconnectPlatform(platform)}>
                    Disconnect
                  </button>
                </>
              ) : (
                <button type="button" onClick={() => void connect(platform)}>
                  Connect
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {notice && <NoticeView notice={notice} />}
    </section>
  );
}

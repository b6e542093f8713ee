import { LINKABLE_PLATFORM_KEYS, type PlatformKey, platformName } from '@segue/core';
import { useState } from 'react';
import { disconnectPlatform, isLinked } from '../utils/linking';
import type { LinkedAccounts as Accounts } from '../utils/linking-items';
import { sendMessage } from '../utils/messages';
import type { Notice } from '../utils/notice';
import { extensionLinkingOffNotice } from '../utils/web-auth-linking';
import { NoticeView } from './NoticeView';

/**
 * Accounts linked through the server's flow in the browser's sign-in window, one per platform
 * the server can link (`@segue/core`'s list). Each token stays in this browser's storage.
 */
export function LinkedAccounts({ accounts, extensionLinking }: { accounts: Accounts; extensionLinking: boolean | undefined }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [linking, setLinking] = useState<PlatformKey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const off = extensionLinking === false;

  const connect = (platform: PlatformKey) => {
    setNotice(null);
    setDone(null);
    setLinking(platform);
    void sendMessage('link', { platform })
      .then(
        (reply) => (reply.ok ? setDone(`${platformName(reply.platform)} linked${reply.username ? ` as ${reply.username}` : ''}.`) : setNotice(reply.notice)),
        (error: unknown) => setNotice({ kind: 'failed', title: 'Segue could not start linking', detail: String(error) }),
      )
      .finally(() => setLinking(null));
  };

  return (
    <section>
      <h2>Linked accounts</h2>
      <p className="muted small">Link an account to add converted playlists to your library there. A sign-in window opens; nothing else is shared.</p>
      {off && <NoticeView notice={extensionLinkingOffNotice()} />}
      <ul className="accounts">
        {LINKABLE_PLATFORM_KEYS.map((platform) => {
          const linked = isLinked(accounts, platform) ? accounts[platform] : undefined;
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
                <button type="button" disabled={off || linking !== null} onClick={() => connect(platform)}>
                  {linking === platform ? 'Linking…' : 'Connect'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {done && (
        <p className="ok" data-testid="linked">
          {done}
        </p>
      )}
      {notice && <NoticeView notice={notice} />}
    </section>
  );
}

import { platformName } from '@segue/core';
import type { AppView } from '@segue/client';
import { useEffect, useState } from 'react';
import { checkServer, requestServerAccess } from '../utils/check-server';
import type { Notice } from '../utils/notice';
import { settingsItem } from '../utils/settings-items';
import { type Settings } from '../utils/settings';
import { NoticeView } from './NoticeView';

type Check = { status: 'idle' } | { status: 'checking' } | { status: 'ok'; app: AppView } | { status: 'error'; notice: Notice };

/** Server address and public key, saved once they are checked against the server. */
export function ServerForm({ settings, onChecked }: { settings: Settings; onChecked?: (app: AppView) => void }) {
  const [serverUrl, setServerUrl] = useState(settings.serverUrl);
  const [publicKey, setPublicKey] = useState(settings.publicKey);
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  useEffect(() => {
    setServerUrl(settings.serverUrl);
    setPublicKey(settings.publicKey);
  }, [settings.serverUrl, settings.publicKey]);

  const save = () => {
    // The permission request comes first, while the click still counts as a user gesture.
    const granted = requestServerAccess(serverUrl);
    setCheck({ status: 'checking' });
    void granted
      .catch(() => false)
      .then(async (ok) => {
        if (!ok) {
          setCheck({
            status: 'error',
            notice: { kind: 'permission', title: 'Access to the server was not allowed', detail: 'Segue needs it to convert links through your server.' },
          });
          return;
        }
        const next = { ...settings, serverUrl: serverUrl.trim(), publicKey: publicKey.trim() };
        const result = await checkServer(next);
        if (result.ok) {
          await settingsItem.setValue(next);
          onChecked?.(result.app);
        }
        setCheck(result.ok ? { status: 'ok', app: result.app } : { status: 'error', notice: result.notice });
      });
  };

  return (
    <section>
      <h2>Server</h2>
      <label>
        Segue server address
        <input name="serverUrl" type="url" value={serverUrl} onChange={(event) => setServerUrl(event.target.value)} placeholder="http://127.0.0.1:8787" />
      </label>
      <label>
        Public key
        <input name="publicKey" value={publicKey} onChange={(event) => setPublicKey(event.target.value)} spellCheck={false} autoComplete="off" />
      </label>
      <p className="muted small">Only the app’s public key belongs here. Never paste a private key into a browser extension.</p>
      <button type="button" className="primary" onClick={save} disabled={check.status === 'checking'}>
        {check.status === 'checking' ? 'Checking…' : 'Save and check'}
      </button>
      {check.status === 'ok' && (
        <div className="ok" data-testid="server-ok">
          Connected to the app “{check.app.name}” ({check.app.platforms.map((key) => platformName(key)).join(', ') || 'no platforms yet'}).
        </div>
      )}
      {check.status === 'error' && <NoticeView notice={check.notice} />}
    </section>
  );
}

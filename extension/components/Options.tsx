import { PLATFORM_KEYS, type PlatformKey, platformName } from '@segue/core';
import type { AppView } from '@segue/client';
import { useEffect, useState } from 'react';
import { checkServer } from '../utils/check-server';
import { linkedAccountsItem } from '../utils/linking-items';
import { isConfigured } from '../utils/settings';
import { settingsItem } from '../utils/settings-items';
import { LinkedAccounts } from './LinkedAccounts';
import { ServerForm } from './ServerForm';
import { useStorageItem } from './use-storage-item';

/** Options and onboarding: server, preferred platform, linked accounts. */
export function Options() {
  const settings = useStorageItem(settingsItem);
  const accounts = useStorageItem(linkedAccountsItem);
  const [app, setApp] = useState<AppView | null>(null);
  useEffect(() => {
    // Whether the app lets the extension link, said before anyone presses Connect.
    if (settings === undefined || !isConfigured(settings)) return;
    void checkServer(settings).then((checked) => setApp(checked.ok ? checked.app : null));
  }, [settings?.serverUrl, settings?.publicKey]);

  if (settings === undefined || accounts === undefined) return <p className="muted">Loading…</p>;
  return (
    <main className="options">
      <h1>
        <img src="/icon/48.png" alt="" width={24} height={24} className="logo" /> Segue
      </h1>
      <p>Segue opens music from one platform on another, through your own Segue server.</p>
      <ServerForm settings={settings} onChecked={setApp} />
      <section>
        <h2>Your platform</h2>
        <label>
          Open music in
          <select
            name="preferredPlatform"
            value={settings.preferredPlatform}
            onChange={(event) => void settingsItem.setValue({ ...settings, preferredPlatform: event.target.value as PlatformKey })}
          >
            {PLATFORM_KEYS.map((key) => (
              <option key={key} value={key}>
                {platformName(key)}
              </option>
            ))}
          </select>
        </label>
      </section>
      <LinkedAccounts accounts={accounts} extensionLinking={app?.extension_linking} />
    </main>
  );
}

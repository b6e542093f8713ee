import { PLATFORM_KEYS, type PlatformKey, platformName } from '@segue/core';
import { linkingItem } from '../utils/linking-items';
import { settingsItem } from '../utils/settings-items';
import { LinkedAccounts } from './LinkedAccounts';
import { ServerForm } from './ServerForm';
import { useStorageItem } from './use-storage-item';

/** Options and onboarding: server, preferred platform, linked accounts. */
export function Options() {
  const settings = useStorageItem(settingsItem);
  const linking = useStorageItem(linkingItem);
  if (settings === undefined || linking === undefined) return <p className="muted">Loading…</p>;
  return (
    <main className="options">
      <h1>Segue</h1>
      <p>Segue opens music from one platform on another, through your own Segue server.</p>
      <ServerForm settings={settings} />
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
      <LinkedAccounts settings={settings} linking={linking} />
    </main>
  );
}

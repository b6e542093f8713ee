import { isPlatformKey, type PlatformKey } from '@segue/core';
import { browser } from 'wxt/browser';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from './settings';

// The content script runs on every platform page, so it reads the one setting it needs straight
// from `storage.local` rather than bundling the storage library (about a fifth of its size);
// `settingsItem` stays the only writer.

function preferredOf(value: unknown): PlatformKey {
  const preferred = (value as { preferredPlatform?: unknown } | undefined)?.preferredPlatform;
  return typeof preferred === 'string' && isPlatformKey(preferred) ? preferred : DEFAULT_SETTINGS.preferredPlatform;
}

export async function readPreferredPlatform(): Promise<PlatformKey> {
  return preferredOf((await browser.storage.local.get(SETTINGS_STORAGE_KEY))[SETTINGS_STORAGE_KEY]);
}

/** Calls back with the preferred platform each time the settings change; returns the unwatch. */
export function watchPreferredPlatform(callback: (platform: PlatformKey) => void): () => void {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    const change = changes[SETTINGS_STORAGE_KEY];
    if (area === 'local' && change) callback(preferredOf(change.newValue));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

import type { PlatformKey } from '@segue/core';

export interface Settings {
  /** The Segue server, e.g. `http://127.0.0.1:8787`. */
  serverUrl: string;
  /** The app's public key (never a private key: the extension runs on people's machines). */
  publicKey: string;
  /** Where "Open in …" and right-click conversions lead. */
  preferredPlatform: PlatformKey;
}

export const DEFAULT_SETTINGS: Settings = {
  serverUrl: 'http://127.0.0.1:8787',
  publicKey: '',
  preferredPlatform: 'spotify',
};

/** The key in `storage.local` (also read by the content script without the storage library). */
export const SETTINGS_STORAGE_KEY = 'settings';

/** True once a public key has been saved: before that nothing can be converted. */
export function isConfigured(settings: Settings): boolean {
  return settings.serverUrl.trim() !== '' && settings.publicKey.trim() !== '';
}

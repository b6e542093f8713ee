import type { PlatformKey } from '@segue/core';
import { storage } from 'wxt/utils/storage';

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

export const settingsItem = storage.defineItem<Settings>('local:settings', { fallback: DEFAULT_SETTINGS });

/** True once a public key has been saved: before that nothing can be converted. */
export function isConfigured(settings: Settings): boolean {
  return settings.serverUrl.trim() !== '' && settings.publicKey.trim() !== '';
}

import { storage } from 'wxt/utils/storage';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, type Settings } from './settings';

export const settingsItem = storage.defineItem<Settings>(`local:${SETTINGS_STORAGE_KEY}`, { fallback: DEFAULT_SETTINGS });

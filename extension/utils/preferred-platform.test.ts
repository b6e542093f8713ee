import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readPreferredPlatform, watchPreferredPlatform } from './preferred-platform';
import { settingsItem } from './settings-items';
import { DEFAULT_SETTINGS } from './settings';
import { SETTINGS } from '../test/fixtures';

describe('preferred platform, as the content script reads it', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads what settingsItem wrote, and the default before anything was', async () => {
    expect(await readPreferredPlatform()).toBe(DEFAULT_SETTINGS.preferredPlatform);
    await settingsItem.setValue({ ...SETTINGS, preferredPlatform: 'tidal' });
    expect(await readPreferredPlatform()).toBe('tidal');
  });

  it('follows changes made through settingsItem until unwatched', async () => {
    const seen = vi.fn();
    const unwatch = watchPreferredPlatform(seen);
    await settingsItem.setValue({ ...SETTINGS, preferredPlatform: 'applemusic' });
    expect(seen).toHaveBeenLastCalledWith('applemusic');
    unwatch();
    await settingsItem.setValue({ ...SETTINGS, preferredPlatform: 'ytmusic' });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

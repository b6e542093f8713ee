import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readPageUrl } from './read-page-url';

describe('readPageUrl', () => {
  beforeEach(() => fakeBrowser.reset());

  it('takes ?url= when the popup page is opened as a tab', async () => {
    expect(await readPageUrl('?url=https%3A%2F%2Fopen.spotify.com%2Ftrack%2F1')).toBe('https://open.spotify.com/track/1');
  });

  it('reads the active tab otherwise', async () => {
    const window = await fakeBrowser.windows.create({ focused: true });
    await fakeBrowser.tabs.create({ windowId: window!.id, url: 'https://blog.example/', active: false });
    await fakeBrowser.tabs.create({ windowId: window!.id, url: 'https://www.deezer.com/track/3135556', active: true });
    expect(await readPageUrl('')).toBe('https://www.deezer.com/track/3135556');
  });
});

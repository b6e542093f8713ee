import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessages, sendMessage, type MessageMap } from './messages';
import { trackResult } from '../test/fixtures';

const unexpected = () => Promise.reject(new Error('not this one'));
const others = { openOnPreferred: unexpected, search: unexpected, lookup: unexpected, startPlaylist: unexpected, addToLibrary: unexpected, startSync: unexpected, link: unexpected };

describe('typed messages', () => {
  beforeEach(() => fakeBrowser.reset());

  it('delivers a message to its handler and resolves to the reply', async () => {
    const convert = vi.fn(async ({ url }: { url: string }) => ({
      ok: true as const,
      result: { ...trackResult(), share_url: url },
      cached: false,
      savedAt: 1,
    }));
    onMessages<MessageMap>({ convert, ...others });
    const reply = await sendMessage('convert', { url: 'https://open.spotify.com/track/x' });
    expect(convert).toHaveBeenCalledWith({ url: 'https://open.spotify.com/track/x' }, expect.anything());
    expect(reply).toMatchObject({ ok: true, result: { share_url: 'https://open.spotify.com/track/x' } });
  });

  it('leaves messages that are not its own to other listeners', async () => {
    const convert = vi.fn(unexpected);
    onMessages<MessageMap>({ convert, ...others });
    const other = vi.fn((_message: unknown, _sender: unknown, sendResponse: (reply: unknown) => void) => {
      sendResponse('other');
      return true;
    });
    fakeBrowser.runtime.onMessage.addListener(other);
    await expect(fakeBrowser.runtime.sendMessage({ type: 'ping' })).resolves.toBe('other');
    expect(convert).not.toHaveBeenCalled();
  });

  it('stops answering once removed', async () => {
    const stop = onMessages<MessageMap>({ convert: unexpected, ...others });
    stop();
    await expect(sendMessage('convert', { url: 'x' })).rejects.toThrow();
  });
});

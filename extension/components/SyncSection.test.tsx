// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeSync } from '../test/fixtures';
import { clickButton, render } from '../test/render';
import { onMessages, type MessageMap } from '../utils/messages';
import { SyncSection } from './SyncSection';

// The background's answers, through the (fake) browser's messaging as in the extension.
const send = vi.fn<(data: MessageMap['startSync']['data']) => Promise<MessageMap['startSync']['reply']>>();
const unexpected = () => Promise.reject(new Error('not this one'));
const URL_ = 'https://www.deezer.com/en/playlist/1282495565';

let unmount: (() => Promise<void>) | undefined;
async function shown(props: Partial<Parameters<typeof SyncSection>[0]> = {}) {
  const view = await render(<SyncSection url={URL_} source="deezer" target="spotify" linked {...props} />);
  unmount = view.unmount;
  return view.container;
}

describe('keeping a copy in sync from a playlist page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    onMessages<MessageMap>({
      startSync: (data) => send(data),
      convert: unexpected,
      openOnPreferred: unexpected,
      search: unexpected,
      lookup: unexpected,
      startPlaylist: unexpected,
      addToLibrary: unexpected,
      link: unexpected,
    });
  });
  afterEach(async () => {
    await unmount?.();
    send.mockReset();
  });

  it('is not offered on a playlist of the listener’s own platform, nor before that platform is linked', async () => {
    expect((await shown({ source: 'spotify' })).textContent).toBe('');
    await unmount!();
    expect((await shown({ linked: false })).textContent).toBe('');
  });

  it('starts a sync of the page’s playlist to the listener’s platform and leads to Move my music', async () => {
    send.mockResolvedValue({ ok: true, sync: activeSync({ target: { platform: 'spotify' }, last_run: undefined }), already: false });
    const page = await shown();
    await clickButton(page, 'Keep a copy in sync on Spotify');
    expect(send).toHaveBeenCalledWith({ url: URL_, target: 'spotify' });
    expect(page.querySelector('[data-testid=sync-started] .ok')!.textContent).toBe('Keeping a copy in sync on Spotify: the first run is making it');
    expect(page.querySelector<HTMLAnchorElement>('[data-testid=sync-started] a')!.href).toMatch(/\/move\.html$/);
  });

  it('shows the sync there already, with its copy and its state', async () => {
    send.mockResolvedValue({ ok: true, sync: activeSync(), already: true });
    const page = await shown();
    await clickButton(page, 'Keep a copy in sync on Spotify');
    expect(page.querySelector('[data-testid=sync-started] .ok')!.textContent).toBe('Already kept in sync on Spotify — Open the copy');
    expect(page.querySelector<HTMLAnchorElement>('.ok a')!.href).toBe('https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n');
    expect(page.textContent).toContain('Kept in sync on Spotify, checked every hour.');
  });

  it('says when the target only takes additions, from the server’s note', async () => {
    const note = "Apple Music's API cannot remove or reorder the entries of a library playlist: this sync only adds what the source gains";
    send.mockResolvedValue({ ok: true, sync: activeSync({ target: { platform: 'applemusic' }, effective_mode: 'append', mode_note: note }), already: false });
    const page = await shown({ target: 'applemusic' });
    await clickButton(page, 'Keep a copy in sync on Apple Music');
    expect(page.querySelector('[data-testid=sync-mode-note]')!.textContent).toBe(`${note}.`);
  });

  it('shows a failure in words and offers the action again', async () => {
    send.mockResolvedValue({ ok: false, notice: { kind: 'not-found', title: 'Nothing found', detail: 'the Deezer playlist 1282495565 was not found, or is private to someone else' } });
    const page = await shown();
    await clickButton(page, 'Keep a copy in sync on Spotify');
    expect(page.querySelector('[role=alert] strong')!.textContent).toBe('Nothing found');
    expect(page.querySelector<HTMLButtonElement>('[data-testid=start-sync]')!.disabled).toBe(false);
  });
});

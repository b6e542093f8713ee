// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { playlistResult, SETTINGS } from '../test/fixtures';
import { recordAddition } from './library-additions';
import { linkedAccountsItem } from './linking-items';
import { onMessages, type MessageMap } from './messages';
import { playlistJobKey, putPlaylistJob, updatePlaylistJob } from './playlist-jobs';
import { settingsItem } from './settings-items';
import { addRequestOf, enhanceSharePage, isOwnSharePage } from './share-page-add';

const SOURCE = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
const PAGE = 'http://127.0.0.1:8787/s/Pl12Ab/deezer';
const MADE = 'https://www.deezer.com/playlist/908622995';
const USER = '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11';

/** The track list page's link, as the server renders it (server/src/share/render-playlist-tracks.ts). */
function sharePage(source = SOURCE, platform = 'deezer'): HTMLAnchorElement {
  document.documentElement.removeAttribute('data-segue-extension');
  document.body.innerHTML = `<main><a class="add" href="${PAGE}" data-segue-add-playlist data-segue-platform="${platform}" data-segue-source="${source}" data-segue-tracks="https://www.deezer.com/track/3135556" data-segue-title="Road trip">Add to my Deezer library</a><h2>1 song</h2></main>`;
  return document.querySelector('a.add')!;
}

/** A click the reader made (the browser marks those trusted; the page's own script cannot). */
function readerClick(link: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  link.dispatchEvent(event);
  return event;
}

const status = () => document.querySelector('.add-status')?.textContent ?? '';
const unexpected = () => Promise.reject(new Error('not this one'));
const background = { convert: unexpected, openOnPreferred: unexpected, search: unexpected, lookup: unexpected, startPlaylist: unexpected, startSync: unexpected, link: unexpected };

describe('isOwnSharePage and addRequestOf', () => {
  it('acts only on the configured server’s own origin (any other port is another site) under its path', () => {
    expect(isOwnSharePage(PAGE, 'http://127.0.0.1:8787')).toBe(true);
    expect(isOwnSharePage('http://127.0.0.1:9999/s/Pl12Ab/deezer', 'http://127.0.0.1:8787')).toBe(false);
    expect(isOwnSharePage('https://music.example/segue/s/Pl12Ab', 'https://music.example/segue/')).toBe(true);
    expect(isOwnSharePage('https://music.example/other/s/Pl12Ab', 'https://music.example/segue')).toBe(false);
    expect(isOwnSharePage(PAGE, 'not an address')).toBe(false);
  });

  it('reads a known platform and a source that is a playlist link, nothing else', () => {
    expect(addRequestOf(sharePage())).toEqual({ url: SOURCE, target: 'deezer' });
    expect(addRequestOf(sharePage(SOURCE, 'napster'))).toBeNull();
    expect(addRequestOf(sharePage('https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe'))).toBeNull();
    expect(addRequestOf(sharePage('https://evil.example/playlist/1'))).toBeNull();
  });
});

describe('enhanceSharePage', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await settingsItem.setValue(SETTINGS);
  });

  it('leaves another site’s page alone: not marked, nothing sent', async () => {
    sharePage();
    expect(await enhanceSharePage(document, 'http://127.0.0.1:9999/s/Pl12Ab/deezer')).toBeNull();
    expect(document.documentElement.hasAttribute('data-segue-extension')).toBe(false);
  });

  it('drops a link it cannot act on before marking the page, so no dead button shows', async () => {
    sharePage('https://evil.example/playlist/1');
    await enhanceSharePage(document, PAGE);
    expect(document.documentElement.hasAttribute('data-segue-extension')).toBe(true);
    expect(document.querySelector('a.add')).toBeNull();
  });

  it('adds the playlist through the background on the reader’s click, shows the progress, then opens the playlist made', async () => {
    const key = playlistJobKey(SOURCE, 'deezer', true);
    let progress: () => Promise<void> = async () => undefined;
    let finish: () => Promise<void> = async () => undefined;
    const addToLibrary = vi.fn(async (request: { url: string; target: string }) => {
      await putPlaylistJob({ key, sourceUrl: request.url, target: 'deezer', addToLibrary: true, state: 'running', startedAt: 1, updatedAt: 1 });
      progress = () => updatePlaylistJob(key, { progress: { done: 3, total: 8 } }, 2);
      finish = async () => {
        await updatePlaylistJob(key, { state: 'completed', result: { ...playlistResult(), library: { platform: 'deezer', url: MADE, title: 'Road trip', tracks: 1 } } }, 3);
      };
      return { ok: true as const, jobKey: key };
    });
    onMessages<MessageMap>({ ...background, addToLibrary });
    const link = sharePage();
    await enhanceSharePage(document, PAGE);
    expect(document.documentElement.hasAttribute('data-segue-extension')).toBe(true);

    // A click the page's script makes is not the reader's: nothing is added.
    link.click();
    expect(addToLibrary).not.toHaveBeenCalled();

    const event = readerClick(link);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(link.textContent).toBe('Adding to your Deezer library…'));
    expect(link.hasAttribute('aria-disabled')).toBe(true);
    // A second click while it runs sends nothing more.
    readerClick(link);
    expect(addToLibrary).toHaveBeenCalledTimes(1);
    expect(addToLibrary).toHaveBeenCalledWith({ url: SOURCE, target: 'deezer' }, expect.anything());

    await vi.waitFor(() => expect(addToLibrary).toHaveResolved());
    await progress();
    await vi.waitFor(() => expect(status()).toBe('3 of 8 tracks looked up'));
    await finish();
    await vi.waitFor(() => expect(link.textContent).toBe('Open in Deezer'));
    expect(link.href).toBe(MADE);
    expect(status()).toBe('Added to your Deezer library.');
    // Now the link opens the playlist: the click is the browser's.
    expect(readerClick(link).defaultPrevented).toBe(false);
  });

  it('offers to link the platform when no account is linked there, and adds once it is', async () => {
    const addToLibrary = vi
      .fn<MessageMap['addToLibrary'] extends { reply: infer R } ? () => Promise<R> : never>()
      .mockResolvedValueOnce({ ok: false, notice: { kind: 'setup', title: 'No Deezer account linked', detail: 'Link your Deezer account first: the playlist goes to its library.' } })
      .mockResolvedValueOnce({ ok: true, jobKey: 'k', already: { platform: 'deezer', url: MADE, title: 'Road trip', tracks: 1, sourceUrl: SOURCE, userId: USER, addedAt: 1 } });
    const link = vi.fn(async () => ({ ok: true as const, platform: 'deezer' as const, username: 'ana' }));
    onMessages<MessageMap>({ ...background, addToLibrary, link });
    const add = sharePage();
    await enhanceSharePage(document, PAGE);
    readerClick(add);
    await vi.waitFor(() => expect(status()).toBe('No Deezer account linked. Link your Deezer account first: the playlist goes to its library. Link Deezer'));
    expect(add.textContent).toBe('Add to my Deezer library');
    document.querySelector<HTMLButtonElement>('.add-status button')!.click();
    await vi.waitFor(() => expect(add.textContent).toBe('Open in Deezer'));
    expect(link).toHaveBeenCalledWith({ platform: 'deezer' }, expect.anything());
    expect(status()).toBe('Already in your Deezer library.');
  });

  it('shows an addition this browser made before, for the account linked now, without a click', async () => {
    await linkedAccountsItem.setValue({ deezer: { token: 't', userId: USER, username: 'ana', email: '', linkedAt: 1, expiresAt: Date.now() + 60_000 } });
    await recordAddition({ platform: 'deezer', url: MADE, title: 'Road trip', tracks: 1, sourceUrl: SOURCE, userId: USER, addedAt: 1 });
    const link = sharePage();
    await enhanceSharePage(document, PAGE);
    expect(link.textContent).toBe('Open in Deezer');
    expect(link.href).toBe(MADE);
    expect(status()).toBe('Already in your Deezer library.');
  });
});

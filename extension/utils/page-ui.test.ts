// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { pageButtonLabel, playlistResultsText } from './mount-page-ui';
import { createPageUiView, TOAST_MS } from './page-ui-view';

describe('pageButtonLabel', () => {
  it.each([
    ['https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', 'deezer', 'Open in Deezer'],
    ['https://music.apple.com/us/album/folklore/1524801260', 'spotify', 'Open in Spotify'],
    ['https://www.deezer.com/en/playlist/1282495565', 'tidal', 'Open in TIDAL'],
    ['https://music.youtube.com/channel/UCabcdefghijklmnopqrstuv', 'applemusic', 'Open in Apple Music'],
    ['https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', 'spotify', null],
    ['https://open.spotify.com/search/lanterns', 'deezer', null],
    ['https://www.deezer.com/en/', 'spotify', null],
  ] as const)('%s with %s preferred → %s', (url, preferred, label) => {
    expect(pageButtonLabel(url, preferred)).toBe(label);
  });
});

describe('playlistResultsText', () => {
  it('says the conversion is on its way to the new tab, and writes nowhere', () => {
    expect(playlistResultsText('tidal')).toBe('Converting this playlist to TIDAL: its tracks show in the new tab as they are found.');
  });
});

describe('createPageUiView', () => {
  it('shows, relabels and hides the button, and reports clicks', () => {
    const container = document.createElement('div');
    const view = createPageUiView(container);
    const button = container.querySelector('button')!;
    expect(button.hidden).toBe(true);
    view.setButton('Open in Deezer');
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe('Open in Deezer');
    const clicked = vi.fn();
    view.onClick(clicked);
    button.click();
    expect(clicked).toHaveBeenCalledOnce();
    view.setBusy(true);
    expect(button.disabled).toBe(true);
    view.setBusy(false);
    expect(button.textContent).toBe('Open in Deezer');
    view.setButton(null);
    expect(button.hidden).toBe(true);
  });

  it('shows a toast for a while', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    const view = createPageUiView(container);
    const toast = container.querySelector<HTMLElement>('[role=status]')!;
    expect(await view.toast({ text: 'Not found on TIDAL', tone: 'error' })).toEqual({ copied: false });
    expect(toast.hidden).toBe(false);
    expect(toast.querySelector('span')!.textContent).toBe('Not found on TIDAL');
    expect(toast.querySelector('button')!.hidden).toBe(true);
    expect(toast.classList.contains('error')).toBe(true);
    vi.advanceTimersByTime(TOAST_MS);
    expect(toast.hidden).toBe(true);
    vi.useRealTimers();
  });

  it('says "link copied" only once the clipboard took the link, and offers Copy when it refused', async () => {
    const container = document.createElement('div');
    const written: string[] = [];
    let refuse = true;
    const clipboard = {
      writeText: (text: string) => {
        if (refuse) return Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'));
        written.push(text);
        return Promise.resolve();
      },
    };
    const view = createPageUiView(container, globalThis, clipboard);
    const toast = container.querySelector<HTMLElement>('[role=status]')!;
    const copy = toast.querySelector('button')!;
    expect(await view.toast({ text: 'Paper Tide on Deezer', tone: 'ok', copyText: 'https://www.deezer.com/track/1' })).toEqual({ copied: false });
    expect(toast.textContent).toContain('Paper Tide on Deezer. The link could not be copied: press Copy.');
    expect(copy.hidden).toBe(false);
    refuse = false;
    copy.click();
    await vi.waitFor(() => expect(written).toEqual(['https://www.deezer.com/track/1']));
    expect(toast.textContent).toContain('Paper Tide on Deezer: link copied.');
    expect(copy.hidden).toBe(true);

    expect(await view.toast({ text: 'Paper Tide on Deezer', tone: 'ok', copyText: 'https://www.deezer.com/track/2' })).toEqual({ copied: true });
    expect(written).toEqual(['https://www.deezer.com/track/1', 'https://www.deezer.com/track/2']);
  });
});

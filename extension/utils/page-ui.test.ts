// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { pageButtonLabel, playlistStartedText } from './mount-page-ui';
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

describe('playlistStartedText', () => {
  it('says where the playlist goes', () => {
    expect(playlistStartedText('deezer', true)).toBe('Adding this playlist to your Deezer library: open Segue to follow it.');
    expect(playlistStartedText('tidal', false)).toContain('Converting this playlist to TIDAL');
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

  it('shows a toast for a while', () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    const view = createPageUiView(container);
    const toast = container.querySelector<HTMLElement>('[role=status]')!;
    view.toast({ text: 'Not found on TIDAL', tone: 'error' });
    expect(toast.hidden).toBe(false);
    expect(toast.textContent).toBe('Not found on TIDAL');
    expect(toast.classList.contains('error')).toBe(true);
    vi.advanceTimersByTime(TOAST_MS);
    expect(toast.hidden).toBe(true);
    vi.useRealTimers();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageToastArgs, showToastInPage } from './page-toast';

function toastText(): string {
  return document.querySelector('segue-toast')?.shadowRoot?.querySelector('[role=status]')?.textContent ?? '';
}

describe('showToastInPage', () => {
  afterEach(() => {
    document.querySelectorAll('segue-toast').forEach((node) => node.remove());
    vi.restoreAllMocks();
  });

  it('copies the link first and says so only when the clipboard took it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const shown = await showToastInPage(pageToastArgs({ text: 'Paper Tide on Deezer', tone: 'ok', copyText: 'https://www.deezer.com/track/1' }));
    expect(shown).toEqual({ copied: true });
    expect(writeText).toHaveBeenCalledWith('https://www.deezer.com/track/1');
    expect(toastText()).toBe('Paper Tide on Deezer: link copied.');
  });

  it('answers not copied when the page refuses the clipboard', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } as unknown as Clipboard);
    expect(await showToastInPage(pageToastArgs({ text: 'Paper Tide on Deezer', tone: 'ok', copyText: 'https://www.deezer.com/track/1' }))).toEqual({ copied: false });
    expect(toastText()).toBe('Paper Tide on Deezer. The link could not be copied: press Copy.Copy');
  });

  it('shows a failure without touching the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    expect(await showToastInPage(pageToastArgs({ text: 'Not a music link: no.', tone: 'error' }))).toEqual({ copied: false });
    expect(writeText).not.toHaveBeenCalled();
  });
});

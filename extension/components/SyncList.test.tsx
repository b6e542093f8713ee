// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeSync, fakeClient, LISTENER_ID, SETTINGS } from '../test/fixtures';
import { clickButton, render, settle } from '../test/render';
import type { LinkedAccount } from '../utils/linking-items';
import type { MoveDeps } from '../utils/transfer-calls';
import { SyncList } from './SyncList';

const account: LinkedAccount = { token: 't', userId: LISTENER_ID, username: '', email: '', linkedAt: 0, expiresAt: Date.now() + 3_600_000 };
const paused = activeSync({ status: 'paused', paused: { code: 'by_request', message: 'paused at the listener’s request', at: '2026-11-20T11:30:00.000Z' }, next_run_at: undefined });

let unmount: (() => Promise<void>) | undefined;
async function listed(client: ReturnType<typeof fakeClient>) {
  const deps: MoveDeps = { settings: SETTINGS, client: () => client };
  const view = await render(<SyncList deps={deps} accounts={{ spotify: account, deezer: account }} />);
  unmount = view.unmount;
  return view.container;
}
const card = (page: HTMLElement) => page.querySelector<HTMLElement>('li[data-sync]')!;

describe('the syncs on Move my music', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
  });
  afterEach(async () => {
    await unmount?.();
    vi.useRealTimers();
  });

  it('lists each sync with its state, last and next runs and its copy', async () => {
    const client = fakeClient();
    client.me.syncs = vi.fn(async () => [activeSync()]);
    const page = await listed(client);
    expect(card(page).querySelector('h3')!.textContent).toBe('Rainy Day Deezer → Spotify');
    expect(card(page).querySelector('[data-testid=sync-status]')!.textContent).toBe('Kept in sync on Spotify, checked every hour.');
    expect(card(page).querySelector('[data-testid=sync-last-run]')!.textContent).toMatch(/^Last run .*: 11 added, 1 left out\. Checked again .*: nothing new since\. Next run .*\.$/);
    expect(card(page).textContent).toContain('Open the copy on Spotify (11 songs on the copy, 1 left out)');
  });

  it('says so when there is none', async () => {
    const client = fakeClient();
    client.me.syncs = vi.fn(async () => []);
    expect((await listed(client)).textContent).toContain('No playlist kept in sync yet.');
  });

  it('pauses and resumes', async () => {
    const client = fakeClient();
    client.me.syncs = vi.fn(async () => [activeSync()]);
    client.me.updateSync = vi.fn(async (_id: string, change: { paused?: boolean }) => (change.paused ? paused : activeSync({ status: 'running' })));
    client.me.sync = vi.fn(async () => activeSync());
    const page = await listed(client);
    await clickButton(page, 'Pause');
    expect(client.me.updateSync).toHaveBeenLastCalledWith(activeSync().id, { paused: true });
    expect(card(page).dataset.status).toBe('paused');
    expect(card(page).textContent).toContain('Paused by you.');
    expect(card(page).textContent).toContain('It runs again once resumed.');
    await clickButton(page, 'Resume');
    expect(client.me.updateSync).toHaveBeenLastCalledWith(activeSync().id, { paused: false });
    expect(card(page).dataset.status).toBe('running');
  });

  it('runs now, and follows the run until it shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = fakeClient();
    client.me.syncs = vi.fn(async () => [activeSync()]);
    client.me.runSync = vi.fn(async () => activeSync());
    const ran = activeSync({ last_checked_at: '2026-11-20T11:45:00.000Z', last_run: { started_at: '2026-11-20T11:44:00.000Z', outcome: 'changed', counts: { added: 2, removed: 1, moved: 0, left_out: 0 } } });
    client.me.sync = vi.fn().mockResolvedValueOnce(activeSync()).mockResolvedValueOnce(ran);
    const page = await listed(client);
    await clickButton(page, 'Run now');
    expect(client.me.runSync).toHaveBeenCalledWith(activeSync().id);
    expect(card(page).textContent).toContain('Run asked for');
    for (let i = 0; i < 2; i++) {
      await act(async () => vi.advanceTimersByTimeAsync(5_000));
      await settle();
    }
    expect(client.me.sync).toHaveBeenCalledTimes(2);
    expect(card(page).textContent).not.toContain('Run asked for');
    expect(card(page).querySelector('[data-testid=sync-last-run]')!.textContent).toContain('2 added, 1 removed.');
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(client.me.sync).toHaveBeenCalledTimes(2);
  });

  it('stops only once confirmed, and says the copy stays', async () => {
    const client = fakeClient();
    client.me.syncs = vi.fn(async () => [activeSync()]);
    client.me.stopSync = vi.fn(async () => activeSync());
    const page = await listed(client);
    await clickButton(page, 'Stop syncing…');
    expect(client.me.stopSync).not.toHaveBeenCalled();
    expect(page.querySelector('[role=group]')!.textContent).toContain('The copy stays in your Spotify library as it is');
    await clickButton(page, 'Keep syncing');
    expect(page.querySelector('[role=group]')).toBeNull();
    await clickButton(page, 'Stop syncing…');
    await clickButton(page, 'Stop syncing');
    expect(client.me.stopSync).toHaveBeenCalledWith(activeSync().id);
    expect(page.querySelector('li[data-sync]')).toBeNull();
    expect(page.querySelector('[role=status]')!.textContent).toBe('Stopped syncing “Rainy Day”: the copy stays in your Spotify library as it is.');
  });

  it('shows the history: each run, and the songs added, removed and left out with the reason', async () => {
    const client = fakeClient();
    client.me.syncs = vi.fn(async () => [activeSync()]);
    const song = (id: string, title: string) => ({ id, title, artists: ['The Lanterns'], url: `https://www.deezer.com/track/${id}` });
    client.me.sync = vi.fn(async () =>
      activeSync({
        runs: [
          {
            started_at: '2026-11-20T10:00:00.000Z',
            finished_at: '2026-11-20T10:01:00.000Z',
            outcome: 'changed',
            counts: { added: 1, removed: 1, moved: 0, left_out: 1 },
            changes: [
              { change: 'added', position: 0, source: song('1', 'Midnight Drive'), target: { ...song('9', 'Midnight Drive'), url: 'https://open.spotify.com/track/9' } },
              { change: 'removed', position: 3, source: song('2', 'Paper Tide') },
              { change: 'left_out', position: 1, source: song('3', 'Slow Song'), code: 'uncertain_match', reason: 'the closest is another version' },
            ],
          },
        ],
      }),
    );
    const page = await listed(client);
    await clickButton(page, 'History');
    const history = page.querySelector('[data-testid=sync-history]')!;
    expect([...history.querySelectorAll('[data-change]')].map((li) => li.textContent)).toEqual([
      'Added Midnight Drive — The Lanterns',
      'Removed Paper Tide — The Lanterns',
      'Left out Slow Song — The LanternsUncertain match: the closest is another version',
    ]);
    expect(history.querySelector<HTMLAnchorElement>('[data-change=added] a')!.href).toBe('https://open.spotify.com/track/9');
    await clickButton(page, 'Hide history');
    expect(page.querySelector('[data-testid=sync-history]')).toBeNull();
  });
});

import { SegueError } from '@segue/client';
import type { PlatformKey } from '@segue/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeSync, fakeClient, LISTENER_ID, SETTINGS } from '../test/fixtures';
import { linkedAccountsItem, type LinkedAccount } from './linking-items';
import { loadSyncs, runNow, setPaused, startSync, stopSync, syncsPlaylist, syncTokenPlatform } from './sync-calls';
import type { MoveDeps } from './transfer-calls';

const account = (userId: string): LinkedAccount => ({ token: `t-${userId}`, userId, username: '', email: '', linkedAt: 0, expiresAt: Date.now() + 3_600_000 });
const SOURCE = 'https://www.deezer.com/en/playlist/1282495565';

function depsWith(client = fakeClient()): MoveDeps & { used: PlatformKey[] } {
  const used: PlatformKey[] = [];
  return {
    settings: SETTINGS,
    used,
    client: (platform) => {
      used.push(platform);
      return client;
    },
  };
}

describe('the sync calls', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
  });

  it('lists syncs once per Segue user linked here, newest first', async () => {
    const client = fakeClient();
    const older = activeSync({ id: 'old', created_at: '2026-11-01T00:00:00.000Z' });
    const newer = activeSync({ id: 'new', created_at: '2026-11-02T00:00:00.000Z' });
    client.me.syncs = vi.fn().mockResolvedValueOnce([older]).mockResolvedValueOnce([newer]);
    const deps = depsWith(client);
    expect(await loadSyncs(deps, { spotify: account(LISTENER_ID), deezer: account(LISTENER_ID), tidal: account('other') })).toMatchObject({ ok: true, value: [{ id: 'new' }, { id: 'old' }] });
    expect(deps.used).toEqual(['spotify', 'tidal']);
  });

  it('acts for a sync with the token of its user, the target’s first', () => {
    expect(syncTokenPlatform({ deezer: account(LISTENER_ID), spotify: account(LISTENER_ID) }, activeSync())).toBe('spotify');
    expect(syncTokenPlatform({ deezer: account(LISTENER_ID), spotify: account('other') }, activeSync())).toBe('deezer');
  });

  it('pauses, resumes, runs and stops by id', async () => {
    const client = fakeClient();
    client.me.updateSync = vi.fn(async () => activeSync());
    client.me.runSync = vi.fn(async () => activeSync());
    client.me.stopSync = vi.fn(async () => activeSync());
    const deps = depsWith(client);
    const id = activeSync().id;
    await setPaused(deps, 'spotify', id, true);
    await setPaused(deps, 'spotify', id, false);
    expect(client.me.updateSync).toHaveBeenNthCalledWith(1, id, { paused: true });
    expect(client.me.updateSync).toHaveBeenNthCalledWith(2, id, { paused: false });
    expect(await runNow(deps, 'spotify', id)).toMatchObject({ ok: true });
    expect(await stopSync(deps, 'spotify', id)).toMatchObject({ ok: true });
    expect(client.me.stopSync).toHaveBeenCalledWith(id);
  });

  it('words a failure, and refuses before sending when the server may not be reached', async () => {
    const client = fakeClient();
    client.me.runSync = vi.fn(async () => Promise.reject(new SegueError({ code: 'EBADREQUEST', status: 409, message: 'the sync is paused', requestId: 'r1' })));
    expect(await runNow(depsWith(client), 'spotify', 'x')).toEqual({ ok: false, notice: { kind: 'failed', title: 'The server could not do it', detail: 'the sync is paused (request r1)' } });
    fakeBrowser.permissions.contains = vi.fn(async () => false);
    expect(await runNow(depsWith(client), 'spotify', 'x')).toMatchObject({ ok: false, notice: { kind: 'permission' } });
    expect(client.me.runSync).toHaveBeenCalledTimes(1);
  });

  it('recognises the page’s playlist in a sync, whatever form of its link', () => {
    expect(syncsPlaylist(activeSync(), SOURCE, 'spotify')).toBe(true);
    expect(syncsPlaylist(activeSync({ source: { ...activeSync().source, url: 'https://deezer.page.link/abc' } }), SOURCE, 'spotify')).toBe(true);
    expect(syncsPlaylist(activeSync(), SOURCE, 'tidal')).toBe(false);
    expect(syncsPlaylist(activeSync(), 'https://www.deezer.com/playlist/1', 'spotify')).toBe(false);
  });

  describe('starting one from a playlist page', () => {
    beforeEach(async () => {
      await linkedAccountsItem.setValue({ spotify: account(LISTENER_ID) });
    });

    it('asks for a mirror copy on the target and answers the new sync', async () => {
      const client = fakeClient();
      client.me.startSync = vi.fn(async () => activeSync({ target: { platform: 'spotify' }, last_run: undefined }));
      expect(await startSync({ url: SOURCE, target: 'spotify' }, { settings: SETTINGS, client })).toMatchObject({ ok: true, already: false, sync: { id: activeSync().id } });
      expect(client.me.startSync).toHaveBeenCalledWith({ source: SOURCE, target: 'spotify', mode: 'mirror' });
    });

    it('answers the sync there already when the server says 409', async () => {
      const client = fakeClient();
      client.me.startSync = vi.fn(async () => Promise.reject(new SegueError({ code: 'EBADREQUEST', status: 409, message: 'this playlist is already synced to Spotify for this user' })));
      client.me.syncs = vi.fn(async () => [activeSync({ id: 'to-tidal', target: { platform: 'tidal' } }), activeSync()]);
      expect(await startSync({ url: SOURCE, target: 'spotify' }, { settings: SETTINGS, client })).toMatchObject({ ok: true, already: true, sync: { id: activeSync().id } });
    });

    it('passes on a 409 that is not this playlist (too many syncs) in words', async () => {
      const client = fakeClient();
      client.me.startSync = vi.fn(async () => Promise.reject(new SegueError({ code: 'EBADREQUEST', status: 409, message: 'the user has 200 syncs, the most one user may have: stop one first' })));
      client.me.syncs = vi.fn(async () => []);
      expect(await startSync({ url: SOURCE, target: 'spotify' }, { settings: SETTINGS, client })).toMatchObject({
        ok: false,
        notice: { kind: 'failed', detail: 'the user has 200 syncs, the most one user may have: stop one first' },
      });
    });

    it('asks for the target account first', async () => {
      const client = fakeClient();
      expect(await startSync({ url: SOURCE, target: 'tidal' }, { settings: SETTINGS, client })).toEqual({
        ok: false,
        notice: { kind: 'setup', title: 'No TIDAL account linked', detail: 'Link your TIDAL account first: the copy goes to its library.' },
      });
      expect(client.me.startSync).not.toHaveBeenCalled();
    });
  });
});

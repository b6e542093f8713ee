import type { PlatformKey } from '@segue/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeClient, finishedTransfer, LISTENER_ID, SETTINGS, trackResult } from '../test/fixtures';
import type { LinkedAccount } from './linking-items';
import { applyChoice, findOnTarget, loadTransfers, tokenPlatform, type MoveDeps } from './transfer-calls';

const account = (userId: string): LinkedAccount => ({ token: `t-${userId}`, userId, username: '', email: '', linkedAt: 0, expiresAt: Date.now() + 3_600_000 });

function depsWith(client = fakeClient()): MoveDeps & { used: PlatformKey[]; client: MoveDeps['client'] } {
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

describe('the move page’s server calls', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
  });

  it('lists transfers once per Segue user linked here, newest first', async () => {
    const client = fakeClient();
    const older = finishedTransfer({ task_id: 'old', created_at: '2026-11-01T00:00:00.000Z' });
    const newer = finishedTransfer({ task_id: 'new', created_at: '2026-11-02T00:00:00.000Z' });
    client.me.transfers = vi.fn().mockResolvedValueOnce([older]).mockResolvedValueOnce([newer]);
    const deps = depsWith(client);
    const reply = await loadTransfers(deps, { spotify: account(LISTENER_ID), deezer: account(LISTENER_ID), tidal: account('other') });
    expect(reply).toMatchObject({ ok: true, value: [{ task_id: 'new' }, { task_id: 'old' }] });
    expect(deps.used).toEqual(['spotify', 'tidal']);
  });

  it('acts for a transfer with the token of a platform its user linked, the source first', () => {
    expect(tokenPlatform({ spotify: account(LISTENER_ID), deezer: account(LISTENER_ID) }, finishedTransfer())).toBe('spotify');
    expect(tokenPlatform({ spotify: account('other'), deezer: account(LISTENER_ID) }, finishedTransfer())).toBe('deezer');
  });

  it('applies a choice to the item’s list and position', async () => {
    const client = fakeClient();
    client.me.applyTransferItem = vi.fn(async () => finishedTransfer());
    const transfer = finishedTransfer();
    await applyChoice(depsWith(client), 'spotify', transfer, transfer.items![3]!, '4242');
    expect(client.me.applyTransferItem).toHaveBeenCalledWith(transfer.task_id, { list: 'pl1', position: 0, target_id: '4242' });
  });

  it('finds a track by words on the target, with how sure the server is', async () => {
    const client = fakeClient();
    client.search = vi.fn(async () => trackResult());
    const item = finishedTransfer().items![2]!;
    expect(await findOnTarget(depsWith(client), 'deezer', item, 'Midnight Drive The Lanterns')).toEqual({
      ok: true,
      found: { id: '3135556', title: 'Midnight Drive', artists: ['The Lanterns'], url: 'https://www.deezer.com/track/3135556', confidence: 1 },
    });
    expect(client.search).toHaveBeenCalledWith({ query: 'Midnight Drive The Lanterns', target_platform: 'deezer' });
  });

  it('takes a link on the target as it is, converts a link elsewhere, and asks for a link for an album', async () => {
    const client = fakeClient();
    client.convert = vi.fn(async () => ({ kind: 'result' as const, result: trackResult() }));
    const item = finishedTransfer().items![2]!;
    expect(await findOnTarget(depsWith(client), 'deezer', item, 'https://www.deezer.com/track/999')).toMatchObject({ ok: true, found: { id: '999' } });
    expect(await findOnTarget(depsWith(client), 'deezer', item, 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe')).toMatchObject({ ok: true, found: { id: '3135556' } });
    expect(client.convert).toHaveBeenCalledTimes(1);
    expect(await findOnTarget(depsWith(client), 'deezer', { ...item, kind: 'album' }, 'Night Songs')).toMatchObject({ ok: false, notice: { title: 'Paste a link to the album' } });
    expect(await findOnTarget(depsWith(client), 'deezer', item, 'https://www.deezer.com/album/5')).toMatchObject({ ok: false, notice: { title: 'That is not a link to a track' } });
  });
});

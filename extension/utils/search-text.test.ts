import { SegueError } from '@segue/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { searchText } from './search-text';
import { fakeClient, SETTINGS, trackResult } from '../test/fixtures';

describe('searchText', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
  });

  it('asks the server to search the words on the target, in one line', async () => {
    const client = fakeClient();
    client.search = vi.fn(async () => trackResult());
    const reply = await searchText('  Midnight Drive\n by The Lanterns ', 'deezer', { settings: SETTINGS, client, now: () => 9 });
    expect(client.search).toHaveBeenCalledWith({ query: 'Midnight Drive by The Lanterns', target_platform: 'deezer' });
    expect(reply).toEqual({ ok: true, result: trackResult(), cached: false, savedAt: 9 });
  });

  it('names the words when nothing matches them confidently', async () => {
    const client = fakeClient();
    client.search = vi.fn(async () => {
      throw new SegueError({ code: 'ENOTFOUND', status: 404, message: 'nothing on Deezer confidently matches "Midnight Driv"' });
    });
    expect(await searchText('Midnight Driv', 'deezer', { settings: SETTINGS, client })).toMatchObject({
      ok: false,
      notice: { kind: 'not-found', title: 'No confident match for “Midnight Driv”', detail: expect.stringContaining('confidently matches') },
    });
  });

  it('names the platform the words found nothing on, when the server says which', async () => {
    const client = fakeClient();
    client.search = vi.fn(async () => {
      throw new SegueError({ code: 'ENOTFOUND', status: 404, message: 'nothing on Deezer confidently matches "Midnight Driv"', noMatch: { platform: 'deezer' } });
    });
    expect(await searchText('Midnight Driv', 'deezer', { settings: SETTINGS, client })).toMatchObject({
      ok: false,
      notice: { kind: 'not-found', title: 'No confident match for “Midnight Driv” on Deezer' },
    });
  });

  it('does not send a single letter or a paragraph', async () => {
    const client = fakeClient();
    expect(await searchText('x', 'deezer', { settings: SETTINGS, client })).toMatchObject({ ok: false, notice: { title: 'Select a title and an artist' } });
    expect(await searchText('word '.repeat(60), 'deezer', { settings: SETTINGS, client })).toMatchObject({ ok: false });
    expect(client.search).not.toHaveBeenCalled();
  });
});

import { SegueError } from '@segue/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readCachedConversion, writeCachedConversion } from './conversion-cache';
import { convertLink } from './convert-link';
import { fakeClient, SETTINGS, trackResult } from '../test/fixtures';

const TRACK = 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe';

describe('convertLink', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
  });

  it('converts through the server to every platform and caches the answer', async () => {
    const client = fakeClient();
    client.convert = vi.fn(async () => ({ kind: 'result' as const, result: trackResult() }));
    const reply = await convertLink(TRACK, { settings: SETTINGS, client, now: () => 500 });
    expect(client.convert).toHaveBeenCalledWith({ url: TRACK, target_platform: 'all' });
    expect(reply).toEqual({ ok: true, result: trackResult(), cached: false, savedAt: 500 });
    expect(await readCachedConversion(TRACK, 600)).not.toBeNull();
  });

  it('answers from the cache without the server, unless asked to refresh', async () => {
    await writeCachedConversion(TRACK, trackResult(), 100);
    const client = fakeClient();
    expect(await convertLink(TRACK, { settings: SETTINGS, client, now: () => 200 })).toMatchObject({ ok: true, cached: true });
    expect(client.convert).not.toHaveBeenCalled();

    client.convert = vi.fn(async () => ({ kind: 'result' as const, result: trackResult() }));
    await convertLink(TRACK, { settings: SETTINGS, client, now: () => 200 }, { refresh: true });
    expect(client.convert).toHaveBeenCalledOnce();
  });

  it('refuses what is not a music link, and sends playlists to their own flow', async () => {
    const client = fakeClient();
    expect(await convertLink('https://example.com/', { settings: SETTINGS, client })).toMatchObject({ ok: false, notice: { kind: 'not-music' } });
    expect(await convertLink('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', { settings: SETTINGS, client })).toMatchObject({
      ok: false,
      notice: { kind: 'unsupported', title: 'This is a playlist' },
    });
    expect(client.convert).not.toHaveBeenCalled();
  });

  it('asks for setup or access before calling the server', async () => {
    const client = fakeClient();
    expect(await convertLink(TRACK, { settings: { ...SETTINGS, publicKey: '' }, client })).toMatchObject({ notice: { kind: 'setup' } });
    fakeBrowser.permissions.contains = vi.fn(async () => false);
    expect(await convertLink(TRACK, { settings: SETTINGS, client })).toMatchObject({ notice: { kind: 'permission' } });
    expect(client.convert).not.toHaveBeenCalled();
  });

  it('turns server errors into notices', async () => {
    const client = fakeClient();
    client.convert = vi.fn(async () => {
      throw new SegueError({ code: 'EUNAUTHORIZED', message: 'unknown public key', status: 401 });
    });
    expect(await convertLink(TRACK, { settings: SETTINGS, client })).toMatchObject({ ok: false, notice: { kind: 'bad-key' } });
  });

  it('gives a short link that cannot be followed its own title, not "Not a music link"', async () => {
    const client = fakeClient();
    client.convert = vi.fn(async () => {
      throw new SegueError({ code: 'EINVALIDLINK', status: 400, message: 'the short link https://spotify.link/Gone leads to no track, album, artist or playlist' });
    });
    const reply = await convertLink('https://spotify.link/Gone', { settings: SETTINGS, client });
    expect(reply).toMatchObject({ ok: false, notice: { kind: 'short-link', title: 'This short link could not be followed' } });
    client.convert = vi.fn(async () => {
      throw new SegueError({ code: 'EPLATFORMUNAVAILABLE', status: 503, message: 'spotify.link did not answer' });
    });
    expect(await convertLink('https://spotify.link/Slow', { settings: SETTINGS, client })).toMatchObject({ ok: false, notice: { kind: 'short-link', title: 'The short link service did not answer' } });
  });
});

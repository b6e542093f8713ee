import { SegueError } from '@segue/client';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LINK_SCOPES, linkingRedirectUrl, startLinking } from './connect-flow';
import { fakeClient } from '../test/fixtures';

describe('startLinking', () => {
  it('asks the server for the authorization URL, coming back to the extension page', async () => {
    const client = fakeClient();
    client.connectUrl = vi.fn(async () => 'https://accounts.example/authorize?state=s');
    expect(await startLinking(client, 'spotify', 'http://x')).toEqual({ ok: true, url: 'https://accounts.example/authorize?state=s' });
    expect(client.connectUrl).toHaveBeenCalledWith('spotify', { redirect_url: `chrome-extension://${fakeBrowser.runtime.id}/connected.html`, scopes: LINK_SCOPES.spotify });
    expect(linkingRedirectUrl()).toMatch(/\/connected\.html$/);
  });

  it('names no scopes for platforms that take none', async () => {
    const client = fakeClient();
    client.connectUrl = vi.fn(async () => 'https://connect.example/');
    await startLinking(client, 'deezer', 'http://x');
    expect(client.connectUrl).toHaveBeenCalledWith('deezer', { redirect_url: linkingRedirectUrl() });
  });

  it('turns a refusal into a notice', async () => {
    const client = fakeClient();
    client.connectUrl = vi.fn(async () => {
      throw new SegueError({ code: 'EBADREQUEST', message: 'redirect URL is not allowed', status: 400 });
    });
    expect(await startLinking(client, 'applemusic', 'http://x')).toMatchObject({ ok: false, notice: { detail: expect.stringContaining('not allowed') } });
  });
});

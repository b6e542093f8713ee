import { SegueError } from '@segue/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { linkedAccountsItem } from './linking-items';
import { LINK_SCOPES, linkPlatform, type WebAuth } from './web-auth-linking';
import { fakeClient, linkingToken } from '../test/fixtures';

const REDIRECT = 'https://kkhmopadfccghdjlfgebalmchndkbdlg.chromiumapp.org/segue';
const START = 'http://127.0.0.1:8787/v1/auth/tidal/start?state=s1.x';
const claims = { iss: 'x', aud: 'a', iat: 1, exp: 4_000_000_000, uuid: '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11', email: 'ana@example.com', username: 'ana', platform: 'tidal' };

function webAuth(ends: () => Promise<string>): WebAuth & { launch: ReturnType<typeof vi.fn> } {
  return { redirectUrl: () => REDIRECT, launch: vi.fn(ends) };
}

describe('linkPlatform', () => {
  beforeEach(() => fakeBrowser.reset());

  it("opens the server's start page in the web-auth window and keeps the token it ends with", async () => {
    const client = fakeClient();
    client.connectUrl = vi.fn(async () => START);
    const token = linkingToken(claims);
    const auth = webAuth(async () => `${REDIRECT}#token=${token}`);
    expect(await linkPlatform('tidal', { client, serverUrl: 'http://x', webAuth: auth })).toEqual({ ok: true, platform: 'tidal', username: 'ana' });
    expect(client.connectUrl).toHaveBeenCalledWith('tidal', { redirect_url: REDIRECT });
    expect(auth.launch).toHaveBeenCalledWith(START);
    expect((await linkedAccountsItem.getValue()).tidal?.token).toBe(token);
    // A server that still answers in the query works too.
    await linkPlatform('tidal', { client, serverUrl: 'http://x', webAuth: webAuth(async () => `${REDIRECT}?token=${token}`) });
    expect((await linkedAccountsItem.getValue()).tidal?.token).toBe(token);
  });

  it('names the scopes Spotify needs', async () => {
    const client = fakeClient();
    client.connectUrl = vi.fn(async () => START);
    await linkPlatform('spotify', { client, serverUrl: 'http://x', webAuth: webAuth(async () => `${REDIRECT}?error=access_denied`) });
    expect(client.connectUrl).toHaveBeenCalledWith('spotify', { redirect_url: REDIRECT, scopes: LINK_SCOPES.spotify });
  });

  it('says why when the flow ends with an error, the window is closed, or the app does not allow it', async () => {
    const client = fakeClient();
    client.connectUrl = vi.fn(async () => START);
    const denied = await linkPlatform('tidal', { client, serverUrl: 'http://x', webAuth: webAuth(async () => `${REDIRECT}?error=access_denied&error_description=You+said+no`) });
    expect(denied).toMatchObject({ ok: false, notice: { title: 'TIDAL was not linked', detail: 'You said no' } });

    const closed = await linkPlatform('tidal', { client, serverUrl: 'http://x', webAuth: webAuth(() => Promise.reject(new Error('The user did not approve access.'))) });
    expect(closed).toMatchObject({ ok: false, notice: { kind: 'cancelled' } });

    client.connectUrl = vi.fn(async () => {
      throw new SegueError({ code: 'EBADREQUEST', status: 400, message: "redirect_url https://x.chromiumapp.org/segue is a browser extension's web-auth redirect, and this app does not let extensions link: …" });
    });
    const off = await linkPlatform('tidal', { client, serverUrl: 'http://x', webAuth: webAuth(async () => REDIRECT) });
    expect(off).toMatchObject({ ok: false, notice: { kind: 'setup', title: 'This app does not let the extension link accounts' } });
    client.connectUrl = vi.fn(async () => {
      throw new SegueError({ code: 'EBADREQUEST', status: 400, message: 'redirect_url https://x.chromiumapp.org/segue belongs to a browser extension this app does not list: …' });
    });
    expect(await linkPlatform('tidal', { client, serverUrl: 'http://x', webAuth: webAuth(async () => REDIRECT) })).toMatchObject({ ok: false, notice: { kind: 'setup' } });
    expect(await linkedAccountsItem.getValue()).toEqual({});
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { decodeLinkingToken, disconnectPlatform, freshTokenFor, isLinked, migrateLegacyLinking, REFRESH_WITHIN_MS, saveLinkedToken } from './linking';
import { legacyLinkingItem, linkedAccountsItem } from './linking-items';
import { linkingToken } from '../test/fixtures';

const claims = (platform: string, uuid = '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11') => ({
  iss: 'http://127.0.0.1:8787',
  aud: 'app-1',
  iat: 1_000,
  exp: 5_000,
  uuid,
  email: 'ana@example.com',
  username: `ana-${platform}`,
  platform,
});

/** A renewal the test does not expect. */
const noRefresh = () => Promise.reject(new Error('no renewal expected'));
const tokenFor = (platform: 'spotify' | 'tidal' | 'deezer', now: number) => freshTokenFor(platform, noRefresh, now);

describe('linked accounts, one token per platform', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads the claims of a token and refuses what is not one', () => {
    expect(decodeLinkingToken(linkingToken(claims('spotify')))?.platform).toBe('spotify');
    expect(decodeLinkingToken('not-a-token')).toBeNull();
    expect(decodeLinkingToken(linkingToken({ ...claims('spotify'), platform: 'napster' }))).toBeNull();
  });

  it('keeps each platform with its own token, whichever user the server made for it', async () => {
    const spotify = linkingToken(claims('spotify'));
    const tidal = linkingToken(claims('tidal', '0a1b2c3d-0b8d-4c43-9a57-3d2f5b9e8c11'));
    expect(await saveLinkedToken('spotify', spotify, 2_000_000)).toEqual({ ok: true, platform: 'spotify', username: 'ana-spotify' });
    await saveLinkedToken('tidal', tidal, 2_000_000);
    expect(await tokenFor('spotify', 3_000_000)).toBe(spotify);
    expect(await tokenFor('tidal', 3_000_000)).toBe(tidal);
    expect(await tokenFor('deezer', 3_000_000)).toBeUndefined();
    expect((await linkedAccountsItem.getValue()).tidal?.userId).toBe('0a1b2c3d-0b8d-4c43-9a57-3d2f5b9e8c11');
  });

  it('refuses a token for another platform than asked, or an expired one, and stores nothing', async () => {
    expect(await saveLinkedToken('deezer', linkingToken(claims('spotify')), 2_000_000)).toMatchObject({ ok: false, notice: { detail: expect.stringContaining('answered for Spotify') } });
    expect(await saveLinkedToken('spotify', linkingToken(claims('spotify')), 5_000_000)).toMatchObject({ ok: false, notice: { kind: 'link-expired' } });
    expect(await linkedAccountsItem.getValue()).toEqual({});
  });

  it('says a platform is linked only while its token works, and forgets one on disconnect', async () => {
    await saveLinkedToken('spotify', linkingToken(claims('spotify')), 2_000_000);
    await saveLinkedToken('deezer', linkingToken(claims('deezer')), 2_000_000);
    const accounts = await linkedAccountsItem.getValue();
    expect(isLinked(accounts, 'spotify', 4_999_000)).toBe(true);
    expect(isLinked(accounts, 'spotify', 5_000_000)).toBe(false);
    await disconnectPlatform('spotify');
    expect(Object.keys(await linkedAccountsItem.getValue())).toEqual(['deezer']);
  });

  it("moves the one-token layout's platforms to their own entries, once", async () => {
    const token = linkingToken(claims('spotify'));
    await legacyLinkingItem.setValue({
      token,
      userId: 'u1',
      expiresAt: 9_000,
      platforms: { spotify: { username: 'ana', email: 'a@x', linkedAt: 1 }, deezer: { username: 'ana', email: 'a@x', linkedAt: 2 } },
    });
    await migrateLegacyLinking();
    expect(await linkedAccountsItem.getValue()).toEqual({
      spotify: { token, userId: 'u1', expiresAt: 9_000, username: 'ana', email: 'a@x', linkedAt: 1 },
      deezer: { token, userId: 'u1', expiresAt: 9_000, username: 'ana', email: 'a@x', linkedAt: 2 },
    });
    expect(await legacyLinkingItem.getValue()).toBeNull();
  });
});

describe('renewing a token on use', () => {
  beforeEach(() => fakeBrowser.reset());

  it('renews a token in its last half-day and keeps the new one; a failed renewal keeps the standing token; an expired one is gone', async () => {
    const standing = linkingToken({ ...claims('spotify'), exp: 200_000 });
    await saveLinkedToken('spotify', standing, 1_000);
    const expiresAt = 200_000_000;
    const early = expiresAt - REFRESH_WITHIN_MS - 1;
    expect(await freshTokenFor('spotify', noRefresh, early)).toBe(standing);

    expect(await freshTokenFor('spotify', () => Promise.reject(new Error('offline')), expiresAt - 1_000)).toBe(standing);

    const renewed: string[] = [];
    const fresh = await freshTokenFor(
      'spotify',
      async (token) => {
        renewed.push(token);
        return { token: 'renewed-token', expires_at: new Date(expiresAt + 86_400_000).toISOString() };
      },
      expiresAt - 1_000,
    );
    expect(fresh).toBe('renewed-token');
    expect(renewed).toEqual([standing]);
    expect((await linkedAccountsItem.getValue()).spotify).toMatchObject({ token: 'renewed-token', expiresAt: expiresAt + 86_400_000 });
    expect(await freshTokenFor('spotify', noRefresh, expiresAt + 86_400_000)).toBeUndefined();
  });
});

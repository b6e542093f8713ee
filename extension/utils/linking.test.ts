import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { currentLinkingToken, decodeLinkingToken, disconnectPlatform, isLinked, saveLinkingToken } from './linking';
import { linkingItem } from './linking-items';
import { linkingToken } from '../test/fixtures';

const USER = '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11';
const claims = (platform: string, uuid = USER) => ({
  iss: 'http://127.0.0.1:8787',
  aud: 'app-1',
  iat: 1_000,
  exp: 5_000,
  uuid,
  email: 'ana@example.com',
  username: `ana-${platform}`,
  platform,
});

describe('linking', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads the claims of a token and refuses what is not one', () => {
    expect(decodeLinkingToken(linkingToken(claims('spotify')))?.platform).toBe('spotify');
    expect(decodeLinkingToken('not-a-token')).toBeNull();
    expect(decodeLinkingToken(linkingToken({ ...claims('spotify'), platform: 'napster' }))).toBeNull();
  });

  it('adds platforms for the same user and starts over for another', async () => {
    await saveLinkingToken(linkingToken(claims('spotify')), 2_000_000);
    await saveLinkingToken(linkingToken(claims('deezer')), 2_000_000);
    expect(Object.keys((await linkingItem.getValue())!.platforms).sort()).toEqual(['deezer', 'spotify']);

    await saveLinkingToken(linkingToken(claims('applemusic', '0a1b2c3d-0b8d-4c43-9a57-3d2f5b9e8c11')), 2_000_000);
    expect(Object.keys((await linkingItem.getValue())!.platforms)).toEqual(['applemusic']);
  });

  it('refuses an expired token and stores nothing', async () => {
    const saved = await saveLinkingToken(linkingToken(claims('spotify')), 5_000_000);
    expect(saved).toMatchObject({ ok: false, notice: { kind: 'link-expired' } });
    expect(await linkingItem.getValue()).toBeNull();
  });

  it('gives the token while it is valid, and says which platforms are linked', async () => {
    const token = linkingToken(claims('spotify'));
    await saveLinkingToken(token, 2_000_000);
    expect(await currentLinkingToken(4_999_000)).toBe(token);
    expect(await currentLinkingToken(5_000_000)).toBeUndefined();
    const linking = await linkingItem.getValue();
    expect(isLinked(linking, 'spotify', 4_000_000)).toBe(true);
    expect(isLinked(linking, 'deezer', 4_000_000)).toBe(false);
  });

  it('forgets the token with the last disconnected platform', async () => {
    await saveLinkingToken(linkingToken(claims('spotify')), 2_000_000);
    await saveLinkingToken(linkingToken(claims('deezer')), 2_000_000);
    await disconnectPlatform('spotify');
    expect(Object.keys((await linkingItem.getValue())!.platforms)).toEqual(['deezer']);
    await disconnectPlatform('deezer');
    expect(await linkingItem.getValue()).toBeNull();
  });
});

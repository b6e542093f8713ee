import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkingClient } from '../../test/support/linking/linking-client';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let app: TestApp;

beforeAll(async () => {
  h = await startLinkingHarness();
  app = await h.createApp('Token app');
});
afterAll(async () => {
  await h?.close();
});

/** Links the listener through the HTTP flow; returns the Segue user id. */
async function link(platform: PlatformKey, email: string): Promise<string> {
  const token = await linkingClient(h, app).link(platform, email);
  const subject = await h.linking.verifyLinkingToken(app.app.id, token);
  return subject.userId;
}

const sandboxUser = (email: string) => h.sandbox.users.find((user) => user.email === email)!;

async function spotifyMe(token: string): Promise<number> {
  return (await fetch(`${h.sandbox.urls.spotify.api}/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describe('getAccessToken', () => {
  it('returns the stored token while it is valid', async () => {
    const { email } = h.userWith('spotify');
    const userId = await link('spotify', email);
    const first = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    const again = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    expect(again.accessToken).toBe(first.accessToken);
    expect(first.platformUserId).toBe(sandboxUser(email).accounts.spotify!.id);
    expect(first.scopes).toContain('user-read-email');
    expect(await spotifyMe(first.accessToken)).toBe(200);
  });

  it('refreshes a token the platform expired early, once for concurrent callers', async () => {
    const { email } = h.userWith('spotify', 1);
    const userId = await link('spotify', email);
    const before = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    expect(h.sandbox.userState.expireTokens(sandboxUser(email).id, 'spotify')).toBeGreaterThan(0);
    expect(await spotifyMe(before.accessToken)).toBe(401);
    const [a, b] = await Promise.all([
      h.linking.getAccessToken(app.app.id, userId, 'spotify', { rejectedToken: before.accessToken }),
      h.linking.getAccessToken(app.app.id, userId, 'spotify', { rejectedToken: before.accessToken }),
    ]);
    expect(a.accessToken).not.toBe(before.accessToken);
    expect(b.accessToken).toBe(a.accessToken);
    expect(await spotifyMe(a.accessToken)).toBe(200);
  });

  it('refreshes by itself once the stored expiry has passed (TIDAL keeps its refresh token)', async () => {
    const { email } = h.userWith('tidal');
    const userId = await link('tidal', email);
    const before = await h.linking.getAccessToken(app.app.id, userId, 'tidal');
    h.clock.offsetMs = 2 * 86_400_000;
    try {
      const after = await h.linking.getAccessToken(app.app.id, userId, 'tidal');
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.expiresAt!.getTime()).toBeGreaterThan(Date.now() + h.clock.offsetMs);
      h.clock.offsetMs = 4 * 86_400_000;
      const third = await h.linking.getAccessToken(app.app.id, userId, 'tidal');
      expect(third.accessToken).not.toBe(after.accessToken);
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('reports a revoked grant as EFORBIDDEN naming the platform, and keeps reporting it', async () => {
    const { email } = h.userWith('spotify', 2);
    const userId = await link('spotify', email);
    const before = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    h.sandbox.userState.revoke(sandboxUser(email).id, 'spotify');
    const refused = { code: 'EFORBIDDEN', message: "the user's Spotify grant was revoked: link the account again" };
    await expect(h.linking.getAccessToken(app.app.id, userId, 'spotify', { rejectedToken: before.accessToken })).rejects.toMatchObject(refused);
    await expect(h.linking.getAccessToken(app.app.id, userId, 'spotify')).rejects.toMatchObject(refused);
    // Linking again clears it.
    expect(await link('spotify', email)).toBe(userId);
    const fresh = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    expect(await spotifyMe(fresh.accessToken)).toBe(200);
  });

  it('a refused Music-User-Token or Deezer token means linking again (no refresh exists)', async () => {
    for (const platform of ['applemusic', 'deezer'] as const) {
      const userId = await link(platform, h.userWith(platform).email);
      const token = await h.linking.getAccessToken(app.app.id, userId, platform);
      expect(token.expiresAt).toBeNull();
      await expect(h.linking.getAccessToken(app.app.id, userId, platform, { rejectedToken: token.accessToken })).rejects.toMatchObject({
        code: 'EFORBIDDEN',
        message: expect.stringContaining('link the account again'),
      });
    }
  });

  it('ENOTFOUND for a platform the user did not link, or an unknown user', async () => {
    const userId = await link('deezer', h.userWith('deezer', 1).email);
    await expect(h.linking.getAccessToken(app.app.id, userId, 'tidal')).rejects.toMatchObject({ code: 'ENOTFOUND', message: expect.stringContaining('TIDAL') });
    await expect(h.linking.getAccessToken(app.app.id, '00000000-0000-4000-8000-000000000000', 'tidal')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('the refresh job refreshes links about to expire', async () => {
    const userId = await link('spotify', h.userWith('spotify', 3).email);
    const before = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    expect(await h.linking.refreshExpiring(2 * 3_600_000)).toBeGreaterThan(0);
    const after = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    expect(after.accessToken).not.toBe(before.accessToken);
  });

  it('unlinking deletes the tokens', async () => {
    const userId = await link('tidal', h.userWith('tidal', 1).email);
    const response = await fetch(`${h.url}/v1/account/${userId}/tidal`, { method: 'DELETE', headers: { 'x-segue-key': app.privateKey } });
    expect(response.status).toBe(200);
    await expect(h.linking.getAccessToken(app.app.id, userId, 'tidal')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

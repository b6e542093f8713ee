import { describe, expect, it } from 'vitest';
import type { GroundTruth } from './ground-truth';
import { launchSimulators } from './launch-simulators';

describe('catalogServer user hooks', () => {
  it('expires and revokes a user grant on demand and shows created playlists in the ground truth', async () => {
    const s = await launchSimulators({}, { seed: 4, recordings: 80 });
    try {
      const user = s.users[0];
      if (!user) throw new Error('no users');
      const grant = s.userState.createGrant('spotify', user.id, 'c', []);
      const tokens = s.userState.issueTokens(grant, { accessSeconds: 3600, refresh: true });
      const post = (path: string) => fetch(`${s.catalogUrl}${path}`, { method: 'POST' });

      const expired = await post(`/__users/${encodeURIComponent(user.email)}/expire-tokens?platform=spotify`);
      expect(expired.status).toBe(200);
      expect(await expired.json()).toEqual({ email: user.email, platform: 'spotify', expired_tokens: 1 });
      expect(s.userState.verify('spotify', tokens.accessToken)).toEqual({ ok: false, reason: 'expired' });

      const revoked = await post(`/__users/${user.email}/revoke`);
      expect(await revoked.json()).toEqual({ email: user.email, platform: null, revoked_grants: 1 });
      expect(s.userState.refresh('spotify', tokens.refreshToken ?? '', 'c', { accessSeconds: 1, refresh: false })).toEqual({ ok: false, reason: 'revoked' });

      expect((await post('/__users/nobody@x.test/revoke')).status).toBe(404);
      expect((await post(`/__users/${user.email}/revoke?platform=napster`)).status).toBe(400);
      expect((await fetch(`${s.catalogUrl}/__users/${user.email}/revoke`)).status).toBe(405);

      const before = (await (await fetch(s.catalogUrl)).json()) as GroundTruth;
      const created = s.userState.createPlaylist('deezer', user.id, { title: 'Fresh' });
      const after = (await (await fetch(s.catalogUrl)).json()) as GroundTruth;
      expect(after.playlists.length).toBe(before.playlists.length + 1);
      expect(after.users[0]?.accounts.deezer?.library.playlists[0]).toBe(created.platformId);
      expect(after.users[0]?.accounts.deezer?.library.owned_playlists).toContain(created.platformId);
    } finally {
      await s.close();
    }
  });
});

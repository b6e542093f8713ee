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

describe('catalogServer playlist edits', () => {
  it('edits a catalog playlist and a listener own playlist; the ground truth follows; bad input 400, unknown 404', async () => {
    const s = await launchSimulators({}, { seed: 4, recordings: 80 });
    try {
      const edit = (platform: string, id: string, body: unknown) =>
        fetch(`${s.catalogUrl}/__playlists/${platform}/${encodeURIComponent(id)}/edit`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
      const truth = async () => (await (await fetch(s.catalogUrl)).json()) as GroundTruth;
      const publicOne = s.catalog.playlists.find((p) => p.platform === 'deezer' && !p.ownerUserId && p.recordingIds.length >= 3)!;
      const [first, second] = publicOne.recordingIds;

      const moved = await edit('deezer', publicOne.platformId, { ops: [{ op: 'move', from: 0, to: 1 }, { op: 'duplicate', position: 0 }] });
      expect(moved.status).toBe(200);
      const answer = (await moved.json()) as Record<string, unknown>;
      expect(answer).toMatchObject({ platform: 'deezer', playlist_id: publicOne.platformId, revision: 1, entries: publicOne.recordingIds.length });
      expect((answer.recording_ids as string[]).slice(0, 3)).toEqual([second, second, first]);
      const listed = (await truth()).playlists.find((p) => p.id === publicOne.id)!;
      expect(listed.recording_ids.slice(0, 3)).toEqual([second, second, first]);
      expect(listed.revision).toBe(1);

      const user = s.users.find((u) => u.accounts.tidal)!;
      const own = s.catalog.index.playlist(user.accounts.tidal!.playlistIds.find((id) => s.catalog.index.playlist(id)?.ownerUserId === user.id)!)!;
      const spare = s.catalog.recordings.find((r) => r.platforms.tidal && !own.recordingIds.includes(r.id))!;
      const added = await edit('tidal', own.platformId, { ops: [{ op: 'add', recording_ids: [spare.id], position: 0 }] });
      expect(added.status).toBe(200);
      expect((await truth()).playlists.find((p) => p.id === own.id)?.recording_ids[0]).toBe(spare.id);

      const error = async (res: Response) => ({ status: res.status, error: ((await res.json()) as { error: string }).error });
      expect(await error(await edit('napster', own.platformId, { ops: [] }))).toMatchObject({ status: 400, error: expect.stringMatching(/platform must be one of/) });
      expect(await error(await edit('tidal', own.platformId, 'not json'))).toMatchObject({ status: 400, error: expect.stringMatching(/JSON/) });
      expect(await error(await edit('tidal', own.platformId, { ops: [] }))).toMatchObject({ status: 400, error: expect.stringMatching(/at least one operation/) });
      expect(await error(await edit('tidal', own.platformId, { ops: [{ op: 'shuffle' }] }))).toMatchObject({ status: 400, error: expect.stringMatching(/ops\[0\]\.op must be one of/) });
      expect(await error(await edit('tidal', own.platformId, { ops: [{ op: 'remove', positions: [10_000] }] }))).toMatchObject({ status: 400, error: expect.stringMatching(/out of range/) });
      expect(await error(await edit('tidal', 'no-such-playlist', { ops: [{ op: 'remove', positions: [0] }] }))).toEqual({ status: 404, error: 'no tidal playlist no-such-playlist' });
      expect((await fetch(`${s.catalogUrl}/__playlists/tidal/${own.platformId}/edit`)).status).toBe(405);
    } finally {
      await s.close();
    }
  });
});

/**
 * Apple Music library playlists can be created and appended to, nothing more: removing,
 * replacing or reordering tracks is refused, never carried out. `lastModifiedDate` moves when
 * tracks are added (by the API or by a test's edit) and not otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog, TEST_NOW } from '../test-fixtures/start-platform';
import { startAppleUserTestClient, type AppleUserTestClient } from './apple-user-test-client';

const catalog = testCatalog();
const user = catalog.users.find((u) => u.accounts.applemusic)!;
let c: AppleUserTestClient;
let mut: string;
beforeAll(async () => {
  c = await startAppleUserTestClient(catalog);
  mut = await c.link({ sandbox_user: user.email });
});
afterAll(() => c.close());

async function created(): Promise<{ id: string; lastModifiedDate: string }> {
  const res = await c.me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: { name: 'Mirror' } } });
  expect(res.status, res.text).toBe(201);
  const data = (res.body as { data: { id: string; attributes: { lastModifiedDate: string } }[] }).data[0]!;
  return { id: data.id, lastModifiedDate: data.attributes.lastModifiedDate };
}
const lastModified = async (id: string) => ((await c.me(mut, `/v1/me/library/playlists/${id}`)).body as { data: { attributes: { lastModifiedDate: string } }[] }).data[0]!.attributes.lastModifiedDate;

describe('Apple Music library playlist edits', () => {
  it('refuses removing, replacing and reordering tracks, and changing or deleting the playlist, with 405 and Apple errors', async () => {
    const { id } = await created();
    const song = catalog.recordings.find((r) => r.platforms.applemusic)!.platforms.applemusic!.id;
    expect((await c.me(mut, `/v1/me/library/playlists/${id}/tracks`, { method: 'POST', body: { data: [{ id: song, type: 'songs' }] } })).status).toBe(204);
    for (const [method, path] of [
      ['DELETE', `/v1/me/library/playlists/${id}/tracks`],
      ['PUT', `/v1/me/library/playlists/${id}/tracks`],
      ['PATCH', `/v1/me/library/playlists/${id}/tracks`],
      ['DELETE', `/v1/me/library/playlists/${id}`],
      ['PATCH', `/v1/me/library/playlists/${id}`],
    ] as const) {
      const res = await c.me(mut, path, { method, body: { data: [{ id: song, type: 'songs' }] } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body).toMatchObject({ errors: [{ status: '405', code: '40500', title: 'Method Not Allowed' }] });
    }
    const tracks = await c.me(mut, `/v1/me/library/playlists/${id}/tracks`);
    expect((tracks.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it('lastModifiedDate moves when tracks are added, by the API or a test edit, and not on reads', async () => {
    const { id, lastModifiedDate } = await created();
    expect(await lastModified(id)).toBe(lastModifiedDate);
    const song = catalog.recordings.filter((r) => r.platforms.applemusic)[1]!;
    c.apple.started.setNow(TEST_NOW + 60_000);
    await c.me(mut, `/v1/me/library/playlists/${id}/tracks`, { method: 'POST', body: { data: [{ id: song.platforms.applemusic!.id, type: 'songs' }] } });
    const second = await lastModified(id);
    expect(second).not.toBe(lastModifiedDate);
    expect(await lastModified(id)).toBe(second);
    c.apple.started.setNow(TEST_NOW + 120_000);
    // The newest created playlist heads the owner's list.
    const playlist = catalog.index.playlist(user.accounts.applemusic!.playlistIds[0]!)!;
    c.apple.started.sandbox.userState.editPlaylist('applemusic', playlist.platformId, [{ op: 'add', recordingIds: [song.id] }]);
    expect(await lastModified(id)).not.toBe(second);
  });
});

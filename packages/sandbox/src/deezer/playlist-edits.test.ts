/**
 * Deezer's playlist edits for a mirror: `DELETE /playlist/{id}/tracks?songs=` and a reorder with
 * `POST /playlist/{id}/tracks?order=`, both answered `true`; the playlist's `checksum` follows
 * its track list, test edits included, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist, SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';

let p: StartedPlatform;
let user: SandboxUser;
const tokenFor = (perms: string[]) => {
  const grant = p.sandbox.userState.createGrant('deezer', user.id, 'app', perms);
  return p.sandbox.userState.issueTokens(grant, { accessSeconds: 0, refresh: false }).accessToken;
};
let token = '';
beforeAll(async () => {
  p = await startPlatform('deezer', simulator, testCatalog());
  user = p.sandbox.users.find((u) => u.accounts.deezer)!;
  token = tokenFor(['basic_access', 'manage_library', 'delete_library']);
});
afterAll(() => p.sandbox.close());

async function call(path: string, query: Record<string, string>, method = 'GET', auth = token): Promise<unknown> {
  const url = new URL(`${p.sandbox.urls.deezer.api}${path}`);
  for (const [k, v] of Object.entries({ ...query, access_token: auth })) url.searchParams.set(k, v);
  const res = await fetch(url, { method });
  expect(res.status).toBe(200);
  return res.json();
}
const deezerId = (recordingId: string) => p.sandbox.catalog.index.recording(recordingId)!.platforms.deezer!.id;
const checksum = async (playlist: Playlist) => ((await call(`/playlist/${playlist.platformId}`, {})) as { checksum: string }).checksum;
const listed = async (playlist: Playlist) => ((await call(`/playlist/${playlist.platformId}/tracks`, {})) as { data: { id: number }[] }).data.map((t) => String(t.id));

async function ownPlaylist(size: number): Promise<Playlist> {
  const { id } = (await call('/user/me/playlists', { title: 'Mirror' }, 'POST')) as { id: number };
  const songs = p.sandbox.catalog.recordings.filter((r) => r.platforms.deezer).slice(0, size).map((r) => r.platforms.deezer!.id);
  expect(await call(`/playlist/${id}/tracks`, { songs: songs.join(',') }, 'POST')).toBe(true);
  return p.sandbox.catalog.index.playlistByPlatformId('deezer', String(id))!;
}

describe('Deezer playlist checksum', () => {
  it('changes with the track list (a reorder too), not on reads, and comes back with the same list', async () => {
    const playlist = await ownPlaylist(3);
    const first = await checksum(playlist);
    expect(await checksum(playlist)).toBe(first);
    const tracks = (await call(`/playlist/${playlist.platformId}/tracks`, {})) as { checksum: string };
    expect(tracks.checksum).toBe(first);
    p.sandbox.userState.editPlaylist('deezer', playlist.platformId, [{ op: 'move', from: 0, to: 1 }]);
    const moved = await checksum(playlist);
    expect(moved).not.toBe(first);
    p.sandbox.userState.editPlaylist('deezer', playlist.platformId, [{ op: 'move', from: 1, to: 0 }]);
    expect(await checksum(playlist)).toBe(first);
    // A catalog playlist edited by a test.
    const publicOne = p.sandbox.catalog.playlists.find((pl) => pl.platform === 'deezer' && !pl.ownerUserId)!;
    const before = await checksum(publicOne);
    p.sandbox.userState.editPlaylist('deezer', publicOne.platformId, [{ op: 'remove', positions: [0] }]);
    expect(await checksum(publicOne)).not.toBe(before);
  });
});

describe('DELETE /playlist/{id}/tracks', () => {
  it('takes every occurrence of each song out and answers true; request_method=DELETE on a GET too', async () => {
    const playlist = await ownPlaylist(4);
    p.sandbox.userState.editPlaylist('deezer', playlist.platformId, [{ op: 'duplicate', position: 0, to: 3 }]);
    const [a, b, c, , d] = playlist.recordingIds.map(deezerId);
    expect(await call(`/playlist/${playlist.platformId}/tracks`, { songs: a! }, 'DELETE')).toBe(true);
    expect(await listed(playlist)).toEqual([b, c, d]);
    expect(await call(`/playlist/${playlist.platformId}/tracks`, { songs: `${c},${d}`, request_method: 'DELETE' })).toBe(true);
    expect(await listed(playlist)).toEqual([b]);
  });

  it('answers Deezer errors in 200 bodies: no songs, no delete_library, not the owner', async () => {
    const playlist = await ownPlaylist(2);
    const path = `/playlist/${playlist.platformId}/tracks`;
    const song = deezerId(playlist.recordingIds[0]!);
    expect(await call(path, {}, 'DELETE')).toEqual({ error: { type: 'MissingParameterException', message: 'Missing parameters: songs', code: 501 } });
    expect(await call(path, { songs: song }, 'DELETE', tokenFor(['basic_access', 'manage_library']))).toMatchObject({ error: { type: 'OAuthException', code: 200 } });
    const foreign = p.sandbox.catalog.playlists.find((pl) => pl.platform === 'deezer' && !pl.ownerUserId)!;
    expect(await call(`/playlist/${foreign.platformId}/tracks`, { songs: song }, 'DELETE')).toMatchObject({ error: { code: 200 } });
    expect(playlist.recordingIds).toHaveLength(2);
  });
});

describe('POST /playlist/{id}/tracks?order=', () => {
  it('puts the tracks in the order given, which must name exactly the playlist tracks', async () => {
    const playlist = await ownPlaylist(4);
    const [a, b, c, d] = playlist.recordingIds.map(deezerId);
    const path = `/playlist/${playlist.platformId}/tracks`;
    expect(await call(path, { order: [d, b, a, c].join(',') }, 'POST')).toBe(true);
    expect(await listed(playlist)).toEqual([d, b, a, c]);
    const wrong = { error: { type: 'ParameterException', message: 'Wrong parameter: order', code: 500 } };
    expect(await call(path, { order: [d, b, a].join(',') }, 'POST')).toEqual(wrong);
    expect(await call(path, { order: [d, b, a, a].join(',') }, 'POST')).toEqual(wrong);
    expect(await listed(playlist)).toEqual([d, b, a, c]);
  });
});

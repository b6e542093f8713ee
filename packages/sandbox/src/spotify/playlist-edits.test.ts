/**
 * Spotify's playlist edits for a mirror: removals by URI, range reorders and replacement, each
 * answered with a new `snapshot_id`, which also changes when a test edits the playlist and
 * stays put otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist, SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';

let p: StartedPlatform;
let user: SandboxUser;
let token = '';
beforeAll(async () => {
  p = await startPlatform('spotify', simulator, testCatalog());
  user = p.sandbox.users.find((u) => u.accounts.spotify)!;
  const grant = p.sandbox.userState.createGrant('spotify', user.id, 'client', ['playlist-modify-public', 'playlist-modify-private', 'playlist-read-private']);
  token = p.sandbox.userState.issueTokens(grant, { accessSeconds: 3600, refresh: false }).accessToken;
});
afterAll(() => p.sandbox.close());

async function api(path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${p.sandbox.urls.spotify.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
const uriOf = (recordingId: string) => `spotify:track:${p.sandbox.catalog.index.recording(recordingId)!.platforms.spotify!.id}`;
const snapshot = async (playlist: Playlist) => (await api(`/v1/playlists/${playlist.platformId}`)).body.snapshot_id as string;
const itemUris = async (playlist: Playlist) =>
  ((await api(`/v1/playlists/${playlist.platformId}/items?limit=100`)).body.items as { item: { uri: string } }[]).map((i) => i.item.uri);

async function ownPlaylist(size: number): Promise<Playlist> {
  const created = await api('/v1/me/playlists', 'POST', { name: 'Mirror', public: false });
  const playlist = p.sandbox.catalog.index.playlistByPlatformId('spotify', created.body.id as string)!;
  const ids = p.sandbox.catalog.recordings.filter((r) => r.platforms.spotify).slice(0, size).map((r) => r.id);
  await api(`/v1/playlists/${playlist.platformId}/items`, 'POST', { uris: ids.map(uriOf) });
  return playlist;
}

describe('snapshot_id', () => {
  it('changes on every edit, reorders included, and not on reads', async () => {
    const playlist = await ownPlaylist(4);
    const seen = new Set([await snapshot(playlist)]);
    expect(await snapshot(playlist)).toBe([...seen][0]);
    p.sandbox.userState.editPlaylist('spotify', playlist.platformId, [{ op: 'move', from: 0, to: 1 }]);
    seen.add(await snapshot(playlist));
    p.sandbox.userState.editPlaylist('spotify', playlist.platformId, [{ op: 'move', from: 0, to: 1 }]);
    seen.add(await snapshot(playlist));
    const moved = await api(`/v1/playlists/${playlist.platformId}/items`, 'PUT', { range_start: 0, insert_before: 2 });
    seen.add(moved.body.snapshot_id as string);
    expect(await snapshot(playlist)).toBe(moved.body.snapshot_id);
    expect(seen.size).toBe(4);
    // A public catalog playlist edited by a test moves on too.
    const publicOne = p.sandbox.catalog.playlists.find((pl) => pl.platform === 'spotify' && !pl.ownerUserId)!;
    const before = await snapshot(publicOne);
    p.sandbox.userState.editPlaylist('spotify', publicOne.platformId, [{ op: 'duplicate', position: 0 }]);
    expect(await snapshot(publicOne)).not.toBe(before);
  });
});

describe('DELETE /v1/playlists/{id}/items', () => {
  it('removes every occurrence of each URI, answers the new snapshot, and leaves the rest in order', async () => {
    const playlist = await ownPlaylist(4);
    p.sandbox.userState.editPlaylist('spotify', playlist.platformId, [{ op: 'duplicate', position: 0, to: 3 }]);
    const [a, b, c, , d] = playlist.recordingIds;
    const res = await api(`/v1/playlists/${playlist.platformId}/items`, 'DELETE', { items: [{ uri: uriOf(a!) }], snapshot_id: await snapshot(playlist) });
    expect(res).toEqual({ status: 200, body: { snapshot_id: await snapshot(playlist) } });
    expect(await itemUris(playlist)).toEqual([b, c, d].map((id) => uriOf(id!)));
    // The legacy path and body key.
    expect((await api(`/v1/playlists/${playlist.platformId}/tracks`, 'DELETE', { tracks: [{ uri: uriOf(b!) }] })).status).toBe(200);
    expect(await itemUris(playlist)).toEqual([c, d].map((id) => uriOf(id!)));
  });

  it('refuses what Spotify refuses', async () => {
    const playlist = await ownPlaylist(2);
    const path = `/v1/playlists/${playlist.platformId}/items`;
    const uri = uriOf(playlist.recordingIds[0]!);
    expect((await api(path, 'DELETE', {})).status).toBe(400);
    expect(await api(path, 'DELETE', { items: Array.from({ length: 101 }, () => ({ uri })) })).toEqual({
      status: 400,
      body: { error: { status: 400, message: 'You can remove a maximum of 100 items per request.' } },
    });
    expect((await api(path, 'DELETE', { items: [{ uri }], snapshot_id: 'not-a-snapshot' })).status).toBe(400);
    const foreign = p.sandbox.catalog.playlists.find((pl) => pl.platform === 'spotify' && !pl.ownerUserId)!;
    expect((await api(`/v1/playlists/${foreign.platformId}/items`, 'DELETE', { items: [{ uri }] })).status).toBe(403);
    expect(playlist.recordingIds).toHaveLength(2);
  });
});

describe('PUT /v1/playlists/{id}/items', () => {
  it('moves a range before insert_before as counted before the move', async () => {
    const playlist = await ownPlaylist(5);
    const [a, b, c, d, e] = playlist.recordingIds;
    const path = `/v1/playlists/${playlist.platformId}/items`;
    expect((await api(path, 'PUT', { range_start: 0, range_length: 2, insert_before: 4 })).status).toBe(200);
    expect(playlist.recordingIds).toEqual([c, d, a, b, e]);
    await api(path, 'PUT', { range_start: 4, insert_before: 0 });
    expect(playlist.recordingIds).toEqual([e, c, d, a, b]);
    await api(path, 'PUT', { range_start: 0, insert_before: 5 });
    expect(playlist.recordingIds).toEqual([c, d, a, b, e]);
  });

  it('replaces every entry given uris, and refuses bad ranges', async () => {
    const playlist = await ownPlaylist(3);
    const path = `/v1/playlists/${playlist.platformId}/items`;
    const [a] = playlist.recordingIds;
    expect((await api(path, 'PUT', { range_start: 3, insert_before: 0 })).body).toEqual({ error: { status: 400, message: 'Index out of bounds' } });
    expect((await api(path, 'PUT', { range_start: 0, insert_before: 4 })).status).toBe(400);
    expect((await api(path, 'PUT', { insert_before: 1 })).status).toBe(400);
    expect((await api(path, 'PUT', { range_start: 0, insert_before: 1, snapshot_id: 'stale' })).status).toBe(400);
    const replaced = await api(path, 'PUT', { uris: [uriOf(a!), uriOf(a!)] });
    expect(replaced.status).toBe(200);
    expect(playlist.recordingIds).toEqual([a, a]);
  });
});

/**
 * TIDAL's playlist item edits for a mirror: DELETE and PATCH on
 * `/v2/playlists/{id}/relationships/items` by `meta.itemId`, and `lastModifiedAt` moving with
 * every change of the items, test edits included, and not otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist } from '../catalog/model';
import { testCatalog, TEST_NOW } from '../test-fixtures/start-platform';
import { ALL_SCOPES, startTidalUserTestClient, type TidalUserTestClient } from './tidal-user-test-client';

const catalog = testCatalog();
const user = catalog.users.find((u) => u.accounts.tidal)!;
let c: TidalUserTestClient;
let access: string;
beforeAll(async () => {
  c = await startTidalUserTestClient(catalog);
  access = (await c.link({ sandbox_user: user.email, scope: ALL_SCOPES })).access_token;
});
afterAll(() => c.close());

interface Item {
  id: string;
  type: string;
  meta: { itemId: string; addedAt: string };
}
const items = async (playlist: Playlist) => ((await c.api(access, `/playlists/${playlist.platformId}/relationships/items`)).body as { data: Item[] }).data;
const lastModified = async (playlist: Playlist) =>
  ((await c.api(access, `/playlists/${playlist.platformId}`)).body as { data: { attributes: { lastModifiedAt: string } } }).data.attributes.lastModifiedAt;
const ref = ({ id, type, meta }: Item) => ({ id, type, meta: { itemId: meta.itemId } });

async function ownPlaylist(size: number): Promise<Playlist> {
  const created = await c.api(access, '/playlists', { method: 'POST', body: { data: { type: 'playlists', attributes: { name: 'Mirror' } } } });
  const playlist = catalog.index.playlistByPlatformId('tidal', (created.body as { data: { id: string } }).data.id)!;
  const ids = catalog.recordings.filter((r) => r.platforms.tidal).slice(0, size).map((r) => ({ id: r.platforms.tidal!.id, type: 'tracks' }));
  expect((await c.api(access, `/playlists/${playlist.platformId}/relationships/items`, { method: 'POST', body: { data: ids } })).status).toBe(200);
  return playlist;
}

describe('DELETE /v2/playlists/{id}/relationships/items', () => {
  it('removes the items named by itemId, one copy of a duplicate alone, leaving the others their itemIds', async () => {
    const playlist = await ownPlaylist(3);
    c.tidal.started.sandbox.userState.editPlaylist('tidal', playlist.platformId, [{ op: 'duplicate', position: 0, to: 2 }]);
    const before = await items(playlist);
    expect(before[2]!.id).toBe(before[0]!.id);
    const res = await c.api(access, `/playlists/${playlist.platformId}/relationships/items`, { method: 'DELETE', body: { data: [ref(before[2]!)] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ links: { self: `/playlists/${playlist.platformId}/relationships/items` } });
    const after = await items(playlist);
    expect(after.map((i) => i.meta.itemId)).toEqual([before[0]!.meta.itemId, before[1]!.meta.itemId, before[3]!.meta.itemId]);
  });

  it('refuses unknown itemIds, an id that is not the item track, more than 50 items, and a foreign playlist', async () => {
    const playlist = await ownPlaylist(2);
    const [first] = await items(playlist);
    const path = `/playlists/${playlist.platformId}/relationships/items`;
    const del = (data: unknown) => c.api(access, path, { method: 'DELETE', body: { data } });
    expect((await del([{ ...ref(first!), meta: { itemId: '00000000-0000-0000-0000-000000000000' } }])).status).toBe(400);
    expect((await del([{ ...ref(first!), id: '1' }])).status).toBe(400);
    expect((await del(Array.from({ length: 51 }, () => ref(first!)))).status).toBe(400);
    expect((await del([])).status).toBe(400);
    const foreign = catalog.playlists.find((p) => p.platform === 'tidal' && p.ownerUserId !== user.id)!;
    expect((await c.api(access, `/playlists/${foreign.platformId}/relationships/items`, { method: 'DELETE', body: { data: [ref(first!)] } })).status).toBe(403);
    expect(await items(playlist)).toHaveLength(2);
  });
});

describe('PATCH /v2/playlists/{id}/relationships/items', () => {
  it('moves the named items, in the order named, before meta.positionBefore', async () => {
    const playlist = await ownPlaylist(5);
    const [a, b, cc, d, e] = await items(playlist);
    const path = `/playlists/${playlist.platformId}/relationships/items`;
    const res = await c.api(access, path, { method: 'PATCH', body: { data: [ref(e!), ref(b!)], meta: { positionBefore: a!.meta.itemId } } });
    expect(res.status, res.text).toBe(200);
    expect((await items(playlist)).map((i) => i.meta.itemId)).toEqual([e, b, a, cc, d].map((i) => i!.meta.itemId));
    expect((await c.api(access, path, { method: 'PATCH', body: { data: [ref(a!)] } })).status).toBe(400);
    expect((await c.api(access, path, { method: 'PATCH', body: { data: [ref(a!)], meta: { positionBefore: a!.meta.itemId } } })).status).toBe(400);
    const many = Array.from({ length: 21 }, () => ref(a!));
    expect((await c.api(access, path, { method: 'PATCH', body: { data: many, meta: { positionBefore: b!.meta.itemId } } })).status).toBe(400);
  });
});

describe('lastModifiedAt', () => {
  it('moves on every change of the items and not on reads', async () => {
    const playlist = await ownPlaylist(3);
    const first = await lastModified(playlist);
    expect(await lastModified(playlist)).toBe(first);
    expect(first).toBe(new Date(TEST_NOW).toISOString().replace('.000Z', 'Z'));
    c.tidal.started.setNow(TEST_NOW + 60_000);
    const [a, b] = await items(playlist);
    await c.api(access, `/playlists/${playlist.platformId}/relationships/items`, { method: 'PATCH', body: { data: [ref(b!)], meta: { positionBefore: a!.meta.itemId } } });
    const second = await lastModified(playlist);
    expect(second).not.toBe(first);
    c.tidal.started.setNow(TEST_NOW + 120_000);
    const publicOne = catalog.playlists.find((p) => p.platform === 'tidal' && p.public !== false && p.ownerUserId !== user.id && p.recordingIds.length >= 2)!;
    const before = await lastModified(publicOne);
    c.tidal.started.sandbox.userState.editPlaylist('tidal', publicOne.platformId, [{ op: 'move', from: 0, to: 1 }]);
    expect(await lastModified(publicOne)).not.toBe(before);
  });
});

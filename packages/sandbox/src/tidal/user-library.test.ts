import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount } from '../catalog/model';
import { testCatalog } from '../test-fixtures/start-platform';
import { collectionPageSchema } from './tidal-user-schemas';
import { startTidalUserTestClient, type TidalUserTestClient } from './tidal-user-test-client';
import { errorsSchema, multiDocument, playlistItemSchema, playlistSchema, singleDocument } from './tidal-wire-schemas';
import { MAX_ITEMS_PER_REQUEST } from './user-write-handlers';

const catalog = testCatalog();
let c: TidalUserTestClient;

beforeAll(async () => {
  c = await startTidalUserTestClient(catalog);
});
afterAll(() => c.close());


describe('TIDAL library', () => {
  // The second listener: enough saved albums and artists to need two pages.
  const listener = () => catalog.users[1]!;
  const account = (): PlatformAccount => listener().accounts.tidal!;
  let access: string;
  beforeAll(async () => {
    access = (await c.link({ sandbox_user: listener().email })).access_token;
  });

  const tidalPlaylists = () =>
    account()
      .playlistIds.map((id) => catalog.playlists.find((p) => p.id === id)!)
      .filter((p) => p.platform === 'tidal');

  it('lists the playlists the user owns with filter[owners.id]=me, 20 per page', async () => {
    const owned = tidalPlaylists().filter((p) => p.ownerUserId === listener().id);
    const pages = await c.readAll(access, '/playlists?filter%5Bowners.id%5D=me', (b) => multiDocument(playlistSchema).parse(b));
    const ids = pages.flatMap((p) => p.data.map((d) => d.id));
    expect(ids.sort()).toEqual(owned.map((p) => p.platformId).sort());
    expect(pages.flatMap((p) => p.data).every((d) => d.attributes.playlistType === 'USER')).toBe(true);
  });

  it('lists collections of playlists, albums and artists with addedAt, newest first, and their resources on include=items', async () => {
    const playlists = (await c.readAll(access, '/userCollectionPlaylists/me/relationships/items', (b) => collectionPageSchema.parse(b))).flatMap((p) => p.data);
    expect(playlists.map((p) => p.id).sort()).toEqual(tidalPlaylists().map((p) => p.platformId).sort());
    const addedAt = playlists.map((p) => p.meta.addedAt);
    expect(addedAt).toEqual([...addedAt].sort().reverse());

    const albumPages = await c.readAll(access, '/userCollectionAlbums/me/relationships/items?include=items', (b) => collectionPageSchema.parse(b));
    const albums = albumPages.flatMap((p) => p.data);
    const saved = account().savedAlbums.flatMap((s) => catalog.index.album(s.albumId)?.platforms.tidal?.id ?? []);
    expect(albums.map((a) => a.id)).toEqual(saved);
    expect(albumPages.flatMap((p) => p.included ?? []).map((r) => r.id)).toEqual(saved);
    expect(albumPages.length).toBe(Math.ceil(saved.length / 20));
    expect(albumPages.length).toBeGreaterThan(1);

    const artists = (await c.readAll(access, '/userCollectionArtists/me/relationships/items', (b) => collectionPageSchema.parse(b))).flatMap((p) => p.data);
    const followed = account().followedArtistIds.flatMap((id) => catalog.index.artist(id)?.platformIds.tidal ?? []);
    expect(artists.map((a) => a.id).sort()).toEqual([...followed].sort());
    expect(followed.length).toBeGreaterThan(20);

    const tracks = (await c.readAll(access, '/userCollectionTracks/me/relationships/items', (b) => collectionPageSchema.parse(b))).flatMap((p) => p.data);
    expect(tracks.map((t) => t.id)).toEqual(account().savedTracks.flatMap((t) => catalog.index.recording(t.recordingId)?.platforms.tidal?.id ?? []));

    // The deprecated per-user collection answers the same.
    const legacy = await c.api(access, `/userCollections/${account().id}/relationships/albums`);
    expect(collectionPageSchema.parse(legacy.body).data.map((a) => a.id)).toEqual(saved.slice(0, 20));
  });

  it('has no listening history endpoint', async () => {
    for (const path of ['/userRecentlyPlayed/me', '/users/me/relationships/history', '/userCollectionHistory/me/relationships/items']) {
      const r = await c.api(access, path);
      expect(r.status).toBe(404);
      errorsSchema.parse(r.body);
    }
  });

  it('creates a public playlist, adds tracks 50 at a time (200, none skipped) and reads it back, also with a client-credentials token', async () => {
    const created = await c.api(access, '/playlists', {
      method: 'POST',
      body: { data: { type: 'playlists', attributes: { name: 'Converted by Segue', description: 'From a link', accessType: 'PUBLIC' } } },
    });
    expect(created.status, created.text).toBe(201);
    const playlist = singleDocument(playlistSchema).parse(created.body).data;
    expect(playlist.attributes).toMatchObject({ name: 'Converted by Segue', accessType: 'PUBLIC', playlistType: 'USER', numberOfItems: 0 });

    const trackIds = catalog.recordings.flatMap((r) => r.platforms.tidal?.id ?? []).slice(0, 2 * MAX_ITEMS_PER_REQUEST + 5);
    for (let i = 0; i < trackIds.length; i += MAX_ITEMS_PER_REQUEST) {
      const data = trackIds.slice(i, i + MAX_ITEMS_PER_REQUEST).map((id) => ({ id, type: 'tracks' }));
      const added = await c.api(access, `/playlists/${playlist.id}/relationships/items`, { method: 'POST', body: { data } });
      expect(added.status, added.text).toBe(200);
      const answer = added.body as { data: { id: string; meta: { itemId: string } }[]; meta: { skipped: unknown[] } };
      expect(answer.data.map((d) => d.id)).toEqual(data.map((d) => d.id));
      expect(answer.meta.skipped).toEqual([]);
    }
    const itemsPath = `/playlists/${playlist.id}/relationships/items`;
    const back = (await c.readAll(access, itemsPath, (b) => multiDocument(playlistItemSchema).parse(b))).flatMap((p) => p.data.map((d) => d.id));
    expect(back).toEqual(trackIds);

    const viaCatalog = await c.tidal.get(`/playlists/${playlist.id}`);
    expect(singleDocument(playlistSchema).parse(viaCatalog.body).data.attributes.numberOfItems).toBe(trackIds.length);
    const firstPage = multiDocument(playlistItemSchema).parse((await c.tidal.get(itemsPath)).body);
    expect(firstPage.data.map((d) => d.id)).toEqual(trackIds.slice(0, 20));

    const mine = multiDocument(playlistSchema).parse((await c.api(access, '/playlists?filter%5Bowners.id%5D=me')).body);
    expect(mine.data[0]!.id).toBe(playlist.id);
    const endpoints = c.tidal.started.sandbox.stats().platforms.tidal!.endpoints;
    expect(endpoints['GET /authorize']).toBeGreaterThan(0);
    expect(endpoints['POST /v2/playlists/{id}/relationships/items']).toBeGreaterThanOrEqual(3);
  });

  it('inserts before meta.positionBefore, refuses 51 items and playlists the user does not own, skips unknown tracks', async () => {
    const created = await c.api(access, '/playlists', { method: 'POST', body: { data: { type: 'playlists', attributes: { name: 'Order' } } } });
    const playlist = singleDocument(playlistSchema).parse(created.body).data;
    expect(playlist.attributes.accessType).toBe('UNLISTED');
    const ids = catalog.recordings.flatMap((r) => r.platforms.tidal?.id ?? []).slice(0, MAX_ITEMS_PER_REQUEST + 1);
    const path = `/playlists/${playlist.id}/relationships/items`;
    await c.api(access, path, { method: 'POST', body: { data: ids.slice(0, 3).map((id) => ({ id, type: 'tracks' })) } });
    const items = multiDocument(playlistItemSchema).parse((await c.api(access, path)).body).data;
    const inserted = await c.api(access, path, { method: 'POST', body: { data: [{ id: ids[10]!, type: 'tracks' }], meta: { positionBefore: items[1]!.meta.itemId } } });
    expect(inserted.status).toBe(200);
    expect(multiDocument(playlistItemSchema).parse((await c.api(access, path)).body).data.map((d) => d.id)).toEqual([ids[0], ids[10], ids[1], ids[2]]);

    const tooMany = await c.api(access, path, { method: 'POST', body: { data: ids.slice(0, MAX_ITEMS_PER_REQUEST + 1).map((id) => ({ id, type: 'tracks' })) } });
    expect(tooMany.status).toBe(400);
    expect(errorsSchema.parse(tooMany.body).errors[0]!.source?.pointer).toBe('/data');
    const form = await fetch(`${c.tidal.started.sandbox.urls.tidal.api}/v2${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data=1',
    });
    expect(form.status).toBe(415);
    // An id TIDAL does not know is skipped, the others added (OAS: meta.skipped, reason NOT_FOUND).
    const unknown = await c.api(access, path, { method: 'POST', body: { data: [{ id: '1', type: 'tracks' }] } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ data: [], meta: { skipped: [{ id: '1', type: 'tracks', reason: 'NOT_FOUND' }] } });
    const editorial = catalog.playlists.find((p) => p.platform === 'tidal' && !p.ownerUserId)!;
    const notMine = await c.api(access, `/playlists/${editorial.platformId}/relationships/items`, { method: 'POST', body: { data: [{ id: ids[0]!, type: 'tracks' }] } });
    expect(notMine.status).toBe(403);
    expect(multiDocument(playlistItemSchema).parse((await c.api(access, path)).body).data).toHaveLength(4);
  });
});


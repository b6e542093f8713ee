import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist } from '../catalog/model';
import { errorSchema, pagingSchema, playlistItemSchema, playlistSchema } from './schemas/spotify-wire';
import { startSpotifySandbox, type SpotifyTestSandbox } from './schemas/spotify-test-sandbox';

let t: SpotifyTestSandbox;
beforeAll(async () => {
  t = await startSpotifySandbox();
});
afterAll(() => t.sandbox.close());

const itemsPage = pagingSchema(playlistItemSchema);
const playlistOfSize = (n: number): Playlist => {
  const found = t.catalog.playlists.find((p) => p.platform === 'spotify' && p.recordingIds.length === n);
  if (!found) throw new Error(`no Spotify playlist of ${n}`);
  return found;
};
const spotifyIds = (p: Playlist): (string | undefined)[] => p.recordingIds.map((id) => t.catalog.index.recording(id)?.platforms.spotify?.id);

describe('Spotify playlists', () => {
  it('serves the playlist with its first 100 items under items and tracks', async () => {
    const playlist = playlistOfSize(300);
    const res = await t.get(`/v1/playlists/${playlist.platformId}`);
    const body = playlistSchema.parse(res.body);
    expect(body.name).toBe(playlist.title);
    expect(body.items.total).toBe(300);
    expect(body.items.items).toHaveLength(100);
    expect(body.tracks).toEqual(body.items);
    expect(body.items.next).toBe(`${t.sandbox.urls.spotify.api}/v1/playlists/${playlist.platformId}/items?offset=100&limit=100`);
    expect(body.items.items.map((i) => i.item.id)).toEqual(spotifyIds(playlist).slice(0, 100));
    const first = body.items.items[0];
    expect(first?.track).toEqual(first?.item);
  });

  it('answers only the fields a `fields` filter asks for, on the playlist and its items; a malformed one is a 400', async () => {
    const playlist = playlistOfSize(300);
    const version = await t.get(`/v1/playlists/${playlist.platformId}?fields=snapshot_id`);
    expect(Object.keys(version.body as object)).toEqual(['snapshot_id']);
    const items = await t.get(`/v1/playlists/${playlist.platformId}/items?limit=2&fields=${encodeURIComponent('total,items(item(id))')}`);
    expect(items.body).toEqual({ total: 300, items: spotifyIds(playlist).slice(0, 2).map((id) => ({ item: { id } })) });
    const bad = await t.get(`/v1/playlists/${playlist.platformId}?fields=${encodeURIComponent('items(item')}`);
    expect(bad.status).toBe(400);
    errorSchema.parse(bad.body);
  });

  it('pages to the end of the 5,000-track playlist, every track once and in order', async () => {
    const playlist = playlistOfSize(5_000);
    const seen: string[] = [];
    let next: string | null = `/v1/playlists/${playlist.platformId}/items?limit=100`;
    let pages = 0;
    while (next) {
      const res = await t.get(next);
      expect(res.status).toBe(200);
      const page = itemsPage.parse(res.body);
      expect(page.total).toBe(5_000);
      expect(page.offset).toBe(pages * 100);
      seen.push(...page.items.map((i) => i.item.id));
      next = page.next;
      pages++;
    }
    expect(pages).toBe(50);
    expect(seen).toEqual(spotifyIds(playlist));
  });

  it('keeps the legacy /tracks path, offset paging and the limit bounds', async () => {
    const playlist = playlistOfSize(51);
    const legacy = itemsPage.parse((await t.get(`/v1/playlists/${playlist.platformId}/tracks?offset=50`)).body);
    expect(legacy.items).toHaveLength(1);
    expect(legacy.limit).toBe(20);
    expect(legacy.next).toBeNull();
    expect(legacy.previous).toBe(`${t.sandbox.urls.spotify.api}/v1/playlists/${playlist.platformId}/tracks?offset=30&limit=20`);
    const past = itemsPage.parse((await t.get(`/v1/playlists/${playlist.platformId}/items?offset=60&limit=50`)).body);
    expect([past.items.length, past.next]).toEqual([0, null]);
    const tooMany = await t.get(`/v1/playlists/${playlist.platformId}/items?limit=101`);
    expect([tooMany.status, errorSchema.parse(tooMany.body).error.message]).toEqual([400, 'Invalid limit']);
    expect((await t.get(`/v1/playlists/${playlist.platformId}/items?offset=-1`)).status).toBe(400);
    expect((await t.get('/v1/playlists/0000000000000000000000')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist } from '../catalog/model';
import { listSchema, playlistSchema, playlistTrackSchema } from './schemas/deezer-wire';
import { startDeezerSandbox, type DeezerTestSandbox } from './schemas/deezer-test-sandbox';

let t: DeezerTestSandbox;
beforeAll(async () => {
  t = await startDeezerSandbox();
});
afterAll(() => t.sandbox.close());

const tracksList = listSchema(playlistTrackSchema, { checksum: playlistSchema.shape.checksum });
const playlistOfSize = (n: number): Playlist => {
  const found = t.catalog.playlists.find((p) => p.platform === 'deezer' && p.recordingIds.length === n);
  if (!found) throw new Error(`no Deezer playlist of ${n}`);
  return found;
};
const deezerIds = (p: Playlist): (string | undefined)[] => p.recordingIds.map((id) => t.catalog.index.recording(id)?.platforms.deezer?.id);

describe('Deezer playlists', () => {
  it('embeds only the first 400 tracks in the playlist object', async () => {
    const playlist = playlistOfSize(1_000);
    const parsed = playlistSchema.parse((await t.get(`/playlist/${playlist.platformId}`)).body);
    expect(parsed.nb_tracks).toBe(1_000);
    expect(parsed.tracks.data.map((d) => String(d.id))).toEqual(deezerIds(playlist).slice(0, 400));
    expect(parsed.title).toBe(playlist.title);
  });

  it('pages to the end of the 5,000-track playlist by following next, every track once and in order', async () => {
    const playlist = playlistOfSize(5_000);
    const seen: string[] = [];
    let next: string | undefined = `/playlist/${playlist.platformId}/tracks`;
    let pages = 0;
    while (next) {
      const page = tracksList.parse((await t.get(next)).body);
      expect(page.total).toBe(5_000);
      seen.push(...page.data.map((d) => String(d.id)));
      next = page.next;
      pages++;
      if (pages === 1) expect(page.data).toHaveLength(25);
      if (pages === 2) {
        expect(page.prev).toBe(`${t.sandbox.urls.deezer.api}/playlist/${playlist.platformId}/tracks?index=0`);
        // The rest in big pages, as clients do.
        next = `/playlist/${playlist.platformId}/tracks?index=50&limit=1000`;
      }
    }
    expect(pages).toBe(7);
    expect(seen).toEqual(deezerIds(playlist));
  });

  it('serves an index past the end as an empty page without next', async () => {
    const playlist = playlistOfSize(12);
    const page = tracksList.parse((await t.get(`/2.0/playlist/${playlist.platformId}/tracks?index=20`)).body);
    expect(page.data).toEqual([]);
    expect(page.next).toBeUndefined();
    expect(page.total).toBe(12);
  });
});

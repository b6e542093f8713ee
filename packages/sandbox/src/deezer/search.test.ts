import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from '../catalog/model';
import { albumSearchSchema, artistListItemSchema, errorSchema, listSchema, playlistSearchSchema, searchTrackSchema } from './schemas/deezer-wire';
import { startDeezerSandbox, type DeezerTestSandbox } from './schemas/deezer-test-sandbox';

let t: DeezerTestSandbox;
beforeAll(async () => {
  t = await startDeezerSandbox();
});
afterAll(() => t.sandbox.close());

const tracks = listSchema(searchTrackSchema);
const search = async (q: string, extra = '', type = '') => (await t.get(`/search${type}?q=${encodeURIComponent(q)}${extra}`)).body;

function pairOnDeezer(): { original: Recording; decoy: Recording } {
  for (const decoy of t.catalog.recordings) {
    if (!decoy.decoyOf || !decoy.version || !decoy.platforms.deezer) continue;
    const original = t.catalog.index.recording(decoy.decoyOf);
    if (original?.platforms.deezer && !original.version && original.featuredArtistIds.length === 0 && original.script === 'latin' && original.artistIds[0] === decoy.artistIds[0]) {
      return { original, decoy };
    }
  }
  throw new Error('no decoy pair on Deezer');
}

describe('Deezer search', () => {
  it('ranks the exact title first for the advanced syntax and lists the decoys', async () => {
    const { original, decoy } = pairOnDeezer();
    const artist = original.platforms.deezer?.artists[0] ?? '';
    const page = tracks.parse(await search(`artist:"${artist}" track:"${original.title}"`));
    const ids = page.data.map((d) => String(d.id));
    expect(ids[0]).toBe(original.platforms.deezer?.id);
    expect(ids).toContain(decoy.platforms.deezer?.id);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('filters by duration and pages with next', async () => {
    const { original } = pairOnDeezer();
    const seconds = Math.round((original.platforms.deezer?.durationMs ?? 0) / 1000);
    const artist = original.platforms.deezer?.artists[0] ?? '';
    const page = tracks.parse(await search(`artist:"${artist}" dur_min:${seconds - 1} dur_max:${seconds + 1}`));
    expect(page.data.every((d) => Math.abs(d.duration - seconds) <= 1)).toBe(true);
    expect(page.data.map((d) => String(d.id))).toContain(original.platforms.deezer?.id);
    const wide = tracks.parse(await search('the', '&limit=2', '/track'));
    expect(wide.data).toHaveLength(2);
    expect(wide.next).toBe(`${t.sandbox.urls.deezer.api}/search/track?q=the&limit=2&index=2`);
  });

  it('is fuzzy by default and exact with strict=on', async () => {
    const r = t.catalog.recordings.find((x) => x.platforms.deezer && !x.decoyOf && x.script === 'latin' && (x.platforms.deezer.title.split(' ')[0]?.length ?? 0) >= 5);
    const word = r?.platforms.deezer?.title.split(' ')[0] ?? '';
    const prefix = word.slice(0, word.length - 2);
    const fuzzy = tracks.parse(await search(`track:"${prefix}"`));
    expect(fuzzy.total).toBeGreaterThan(0);
    const strict = tracks.parse(await search(`track:"${prefix}"`, '&strict=on'));
    expect(strict.total).toBeLessThan(fuzzy.total);
  });

  it('searches albums, artists and playlists in their own shapes', async () => {
    const album = t.catalog.albums.find((a) => a.platforms.deezer && a.type === 'album');
    const albums = listSchema(albumSearchSchema).parse(await search(`album:"${album?.platforms.deezer?.title}"`, '', '/album'));
    expect(albums.data.map((a) => String(a.id))).toContain(album?.platforms.deezer?.id);
    const artist = t.catalog.artists[2];
    const artists = listSchema(artistListItemSchema).parse(await search(artist?.name ?? '', '', '/artist'));
    expect(artists.data[0]?.name).toBe(artist?.name);
    const playlist = t.catalog.playlists.find((p) => p.platform === 'deezer');
    const playlists = listSchema(playlistSearchSchema).parse(await search(playlist?.title ?? '', '', '/playlist'));
    expect(playlists.data.map((p) => String(p.id))).toContain(playlist?.platformId);
  });

  it('finds non-Latin titles and orders on request', async () => {
    const r = t.catalog.recordings.find((x) => x.platforms.deezer && x.script === 'hangul');
    expect(tracks.parse(await search(r?.title ?? '')).data.map((d) => String(d.id))).toContain(r?.platforms.deezer?.id);
    const ordered = tracks.parse(await search('the', '&order=DURATION_ASC&limit=20'));
    const durations = ordered.data.map((d) => d.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('answers a missing query in a 200 error body', async () => {
    const res = await t.get('/search?q=');
    expect([res.status, errorSchema.parse(res.body).error.code]).toEqual([200, 501]);
  });
});

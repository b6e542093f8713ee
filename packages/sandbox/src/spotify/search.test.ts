import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from '../catalog/model';
import { errorSchema, searchSchema } from './schemas/spotify-wire';
import { startSpotifySandbox, type SpotifyTestSandbox } from './schemas/spotify-test-sandbox';

let t: SpotifyTestSandbox;
beforeAll(async () => {
  t = await startSpotifySandbox();
});
afterAll(() => t.sandbox.close());

async function search(q: string, type = 'track', extra = '') {
  const res = await t.get(`/v1/search?q=${encodeURIComponent(q)}&type=${type}${extra}`);
  return { status: res.status, body: res.body };
}

function originalWithDecoyOnSpotify(): { original: Recording; decoy: Recording } {
  for (const decoy of t.catalog.recordings) {
    if (!decoy.decoyOf || !decoy.platforms.spotify || !decoy.version) continue;
    const original = t.catalog.index.recording(decoy.decoyOf);
    if (original?.platforms.spotify && !original.version && original.script === 'latin' && original.artistIds[0] === decoy.artistIds[0]) return { original, decoy };
  }
  throw new Error('no decoy pair on Spotify');
}

describe('Spotify search', () => {
  it('finds a track by ISRC', async () => {
    const r = t.catalog.recordings.find((x) => x.platforms.spotify?.isrc && x.decoyKind !== 'radio_edit');
    const isrc = r?.platforms.spotify?.isrc ?? '';
    const { body } = await search(`isrc:${isrc}`);
    const items = searchSchema.parse(body).tracks?.items ?? [];
    expect(items.map((i) => i.external_ids.isrc)).toContain(isrc);
    expect(items[0]?.id).toBe(r?.platforms.spotify?.id);
  });

  it('ranks the exact title first with field filters, and lists the decoys too', async () => {
    const { original, decoy } = originalWithDecoyOnSpotify();
    const artist = original.platforms.spotify?.artists[0] ?? '';
    const { body } = await search(`track:"${original.title}" artist:"${artist}"`, 'track', '&limit=10');
    const ids = searchSchema.parse(body).tracks?.items.map((i) => i.id) ?? [];
    expect(ids[0]).toBe(original.platforms.spotify?.id);
    expect(ids).toContain(decoy.platforms.spotify?.id);
  });

  it('answers free text keyed by every requested type, with paging links that use query=', async () => {
    const r = t.catalog.recordings.find((x) => x.platforms.spotify && x.script === 'latin' && !x.decoyOf);
    const q = `${r?.title} ${r?.platforms.spotify?.artists[0]}`;
    const { body } = await search(q, 'track,album,artist', '&limit=2');
    const parsed = searchSchema.parse(body);
    expect(Object.keys(parsed).sort()).toEqual(['albums', 'artists', 'tracks']);
    expect(parsed.tracks?.items.map((i) => i.id)).toContain(r?.platforms.spotify?.id);
    expect(parsed.tracks?.href).toContain('query=');
    expect(parsed.tracks?.href).toContain('locale=*');
    if (parsed.tracks?.next) {
      const next = searchSchema.parse((await t.get(parsed.tracks.next)).body);
      expect(next.tracks?.offset).toBe(2);
    }
  });

  it('finds non-Latin titles', async () => {
    const r = t.catalog.recordings.find((x) => x.platforms.spotify && x.script === 'cjk');
    const { body } = await search(`track:"${r?.title}"`);
    expect(searchSchema.parse(body).tracks?.items.map((i) => i.id)).toContain(r?.platforms.spotify?.id);
  });

  it('finds albums by UPC and artists by name', async () => {
    const album = t.catalog.albums.find((a) => a.platforms.spotify && a.upc.length < 14);
    const stored = album?.platforms.spotify?.upc ?? '';
    expect(stored).toBe(album?.upc.padStart(14, '0'));
    const albums = searchSchema.parse((await search(`upc:${stored}`, 'album')).body).albums?.items ?? [];
    expect(albums.map((a) => a.id)).toEqual([album?.platforms.spotify?.id]);
    // Only the stored GTIN-14 form is found; the shorter form misses with one null item.
    const shorter = (await search(`upc:${album?.upc}`, 'album')).body as { albums: { items: unknown[]; total: number } };
    expect([shorter.albums.items, shorter.albums.total]).toEqual([[null], 1]);
    const artist = t.catalog.artists.find((a) => a.name.split(' ').length >= 2);
    const artists = searchSchema.parse((await search(`artist:"${artist?.name}"`, 'artist')).body).artists?.items ?? [];
    expect(artists[0]?.name).toBe(artist?.name);
  });

  it('keeps to the 2026 dev-mode limits and refuses bad requests', async () => {
    const wide = searchSchema.parse((await search('the', 'track')).body);
    expect(wide.tracks?.limit).toBe(5);
    const tooMany = await search('the', 'track', '&limit=11');
    expect([tooMany.status, errorSchema.parse(tooMany.body).error.message]).toEqual([400, 'Invalid limit']);
    expect((await search('the', 'track', '&offset=995&limit=10')).status).toBe(400);
    expect((await search('x', 'song')).status).toBe(400);
    expect((await t.get('/v1/search?type=track')).status).toBe(400);
    expect((await t.get('/v1/search?q=x')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from '../catalog/model';
import { albumSchema, albumTracksItemSchema, artistSchema, errorSchema, listSchema, trackSchema } from './schemas/deezer-wire';
import { startDeezerSandbox, type DeezerTestSandbox } from './schemas/deezer-test-sandbox';

let t: DeezerTestSandbox;
beforeAll(async () => {
  t = await startDeezerSandbox();
});
afterAll(() => t.sandbox.close());

const onDeezer = (): Recording[] => t.catalog.recordings.filter((r) => r.platforms.deezer);

describe('Deezer tracks', () => {
  it('serves the full track object without authentication, agreeing with the ground truth', async () => {
    for (const recording of onDeezer().slice(0, 25)) {
      const listing = recording.platforms.deezer;
      const res = await t.get(`/track/${listing?.id}`);
      expect(res.status).toBe(200);
      const track = trackSchema.parse(res.body);
      expect(String(track.id)).toBe(listing?.id);
      expect(track.title).toBe(listing?.title);
      expect(track.duration * 1000).toBe(listing?.durationMs);
      expect(track.isrc).toBe(listing?.isrc ?? '');
      expect(track.explicit_lyrics).toBe(recording.explicit);
      expect(track.contributors.map((c) => c.name)).toEqual(listing?.artists);
      expect(String(track.album.id)).toBe(listing?.albumId);
      expect(track.md5_image).toBe(track.album.md5_image);
      expect(track.album.cover_xl).toContain(track.md5_image);
    }
  });

  it('keeps ids above 2^31 exact and splits the version off the title', async () => {
    const big = onDeezer().find((r) => Number(r.platforms.deezer?.id) > 2 ** 31);
    const track = trackSchema.parse((await t.get(`/track/${big?.platforms.deezer?.id}`)).body);
    expect(String(track.id)).toBe(big?.platforms.deezer?.id);
    const versioned = onDeezer().find((r) => r.version && r.featuredArtistIds.length === 0);
    const v = trackSchema.parse((await t.get(`/track/${versioned?.platforms.deezer?.id}`)).body);
    expect([v.title_short, v.title_version]).toEqual([versioned?.title, `(${versioned?.version})`]);
  });

  it("keeps a classical movement's own title and the label's credit order", async () => {
    const movement = onDeezer().find((r) => r.composerId)!;
    const listing = movement.platforms.deezer!;
    const track = trackSchema.parse((await t.get(`/track/${listing.id}`)).body);
    expect([track.title, track.title_short, track.title_version]).toEqual([listing.title, listing.parts!.title, '']);
    expect(track.contributors.map((c) => c.name)).toEqual(listing.artists);
    expect(track.artist.name).toBe(listing.artists[0]);
  });

  it('looks a track up by ISRC, and answers unknown ids with error 800 in a 200', async () => {
    const r = onDeezer().find((x) => x.platforms.deezer?.isrc && x.decoyKind !== 'radio_edit');
    const byIsrc = trackSchema.parse((await t.get(`/track/isrc:${r?.platforms.deezer?.isrc}`)).body);
    expect(String(byIsrc.id)).toBe(r?.platforms.deezer?.id);
    for (const path of ['/track/1', '/track/isrc:XX0000000000', '/track/abc', '/album/1', '/artist/1', '/playlist/1']) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(errorSchema.parse(res.body).error).toEqual({ type: 'DataException', message: 'no data', code: 800 });
    }
  });

  it('accepts the /2.0 prefix and answers unknown routes with a real 404', async () => {
    const id = onDeezer()[0]?.platforms.deezer?.id;
    expect(trackSchema.parse((await t.get(`/2.0/track/${id}`)).body).id).toBe(Number(id));
    const missing = await t.get('/nothing/here');
    expect([missing.status, missing.body]).toEqual([404, { error: 'Not Found' }]);
  });
});

describe('Deezer albums and artists', () => {
  it('serves the album with upc, record_type and all its tracks', async () => {
    const album = t.catalog.albums.find((a) => a.platforms.deezer && a.recordingIds.length >= 8);
    const res = await t.get(`/album/${album?.platforms.deezer?.id}`);
    const parsed = albumSchema.parse(res.body);
    const listed = album?.recordingIds.map((id) => t.catalog.index.recording(id)?.platforms.deezer).filter((l) => l !== undefined) ?? [];
    expect(parsed.upc).toBe(album?.platforms.deezer?.upc);
    expect(parsed.nb_tracks).toBe(listed.length);
    expect(parsed.tracks.data.map((d) => String(d.id))).toEqual(listed.map((l) => l.id));
    const byUpc = albumSchema.parse((await t.get(`/album/upc:${album?.upc}`)).body);
    expect(byUpc.id).toBe(parsed.id);
  });

  it('pages album tracks with index and limit', async () => {
    const album = t.catalog.albums.find((a) => a.platforms.deezer && a.recordingIds.length >= 8);
    const list = listSchema(albumTracksItemSchema);
    const first = list.parse((await t.get(`/album/${album?.platforms.deezer?.id}/tracks?limit=3`)).body);
    expect(first.data).toHaveLength(3);
    expect(first.prev).toBeUndefined();
    expect(first.next).toBe(`${t.sandbox.urls.deezer.api}/album/${album?.platforms.deezer?.id}/tracks?limit=3&index=3`);
    const second = list.parse((await t.get(first.next ?? '')).body);
    expect(second.prev).toBe(`${t.sandbox.urls.deezer.api}/album/${album?.platforms.deezer?.id}/tracks?limit=3&index=0`);
    const listed = album?.recordingIds.map((id) => t.catalog.index.recording(id)?.platforms.deezer).filter((l) => l !== undefined) ?? [];
    expect([...first.data, ...second.data].map((d) => String(d.id))).toEqual(listed.slice(0, 6).map((l) => l.id));
    expect(second.data[0]?.track_position).toBe(listed[3]?.trackNumber);
  });

  it('serves artists', async () => {
    const artist = t.catalog.artists[4];
    const parsed = artistSchema.parse((await t.get(`/artist/${artist?.platformIds.deezer}`)).body);
    expect(parsed.name).toBe(artist?.name);
  });

  it('counts requests per endpoint, whatever the prefix', async () => {
    t.sandbox.resetStats();
    const id = onDeezer()[2]?.platforms.deezer?.id;
    await t.get(`/track/${id}`);
    await t.get(`/2.0/track/${id}`);
    await t.get('/track/isrc:XX0000000000');
    await t.get('/search/album?q=x');
    expect(t.sandbox.stats().platforms.deezer.endpoints).toEqual({ 'GET /track/{id}': 2, 'GET /track/isrc:{isrc}': 1, 'GET /search/{type}': 1 });
  });
});

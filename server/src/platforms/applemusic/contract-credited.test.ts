/**
 * Albums as the web player received them from the Apple Music API (recorded in WARC files):
 * include[songs]=artists names every credited artist of each track, explicit and unrated songs
 * side by side, newer attributes (`{f}` artwork, audioTraits, meta.popularity, views).
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { apple, bodyOf, expectedTrack, recordedApple, type Json } from '../../../test/support/platforms/applemusic-contract';

const start = (...routes: Parameters<typeof recordedApple>[0]) => recordedApple(routes);

const FILES = ['ropdebee-album-la167-explicit-credited-artists.json', 'ropdebee-album-songe-unrated.json'];
const names = (relationship: Json) => relationship.data.map((a: Json) => a.attributes.name);

describe('Apple Music albums with every credited artist included', () => {
  it.each(FILES)('reads %s: album fields, each track with its credited artists and rating', async (file) => {
    const album = bodyOf(file).data[0];
    const a = album.attributes;
    const { adapter, platform } = await start(route(apple(file)));
    const read = await adapter.getAlbum(album.id);
    expect(read).toMatchObject({
      platform: 'applemusic',
      id: album.id,
      title: a.name,
      artists: names(album.relationships.artists),
      releaseDate: a.releaseDate,
      url: a.url,
      upc: a.upc,
      totalTracks: a.trackCount,
      cover: a.artwork.url.replace('{w}x{h}bb.{f}', '640x640bb.jpg'),
    });
    const songs = album.relationships.tracks.data;
    expect(read.tracks).toHaveLength(songs.length);
    songs.forEach((song: Json, i: number) => {
      const track = read.tracks[i]!;
      expect(track).toMatchObject(expectedTrack(song, { album: { id: album.id, title: a.name } }));
      expect(track.artists).toEqual(names(song.relationships.artists));
      expect(track.explicit).toBe(song.attributes.contentRating === 'explicit');
      expect(track.isrc).toBe(song.attributes.isrc);
      expect(track.album).toBe(song.attributes.albumName);
      expect(track.albumId).toBe(album.id);
      expect(track.cover).not.toMatch(/\{[whcf]\}/);
    });
    // Every track came embedded with its attributes: one request.
    expect(platform.requests).toHaveLength(1);
  });

  it('keeps two and three credited artists apart, main artist first, where the display string joins them', async () => {
    const album = bodyOf(FILES[0]!).data[0];
    const { adapter } = await start(route(apple(FILES[0]!)));
    const read = await adapter.getAlbum(album.id);
    const songs: Json[] = album.relationships.tracks.data;
    const duo = songs.findIndex((s) => s.relationships.artists.data.length === 2);
    const trio = songs.findIndex((s) => s.relationships.artists.data.length === 3);
    expect(read.tracks[duo]!.artists).toEqual(names(songs[duo]!.relationships.artists));
    expect(read.tracks[duo]!.artists).not.toContain(songs[duo]!.attributes.artistName);
    expect(read.tracks[trio]!.artists).toHaveLength(3);
    expect(read.tracks[trio]!.artists[0]).toBe(album.attributes.artistName);
  });

  it('maps explicit and unrated songs of one album apart', async () => {
    const album = bodyOf(FILES[0]!).data[0];
    const songs: Json[] = album.relationships.tracks.data;
    const { adapter } = await start(route(apple(FILES[0]!)));
    const read = await adapter.getAlbum(album.id);
    const explicit = songs.filter((s) => s.attributes.contentRating === 'explicit').map((s) => s.id);
    expect(explicit.length).toBeGreaterThan(0);
    expect(explicit.length).toBeLessThan(songs.length);
    expect(read.tracks.filter((t) => t.explicit).map((t) => t.id)).toEqual(explicit);
  });

  it('skips a music video among album tracks and keeps every song', async () => {
    const recorded = apple(FILES[0]!);
    const body = structuredClone(recorded.body as Json);
    const album = body.data[0];
    const songs: Json[] = album.relationships.tracks.data;
    // A recorded music video (from the album's related-videos view) placed where albums with videos list them.
    const video = album.views['related-videos'].data[0];
    expect(video.type).toBe('music-videos');
    album.relationships.tracks.data = [...songs.slice(0, 2), video, ...songs.slice(2)];
    const { adapter } = await start(route(recorded, { body }));
    expect((await adapter.getAlbum(album.id)).tracks.map((t) => t.id)).toEqual(songs.map((s) => s.id));
  });

  it('reads an album track as a song when the same resource answers songs/{id}', async () => {
    // The recorded track resource, as songs/{id} with include=artists would answer it.
    const song = bodyOf(FILES[0]!).data[0].relationships.tracks.data[0];
    const { adapter } = await start({ endpoint: 'GET /v1/catalog/{sf}/songs/{id}', body: { data: [song] } });
    const track = await adapter.getTrack(song.id);
    expect(track).toMatchObject(expectedTrack(song));
    expect(track.artists).toEqual(names(song.relationships.artists));
    expect(track.albumId).toBe(/\/album\/[^/]+\/(\d+)\?i=/.exec(song.attributes.url)![1]);
  });
});

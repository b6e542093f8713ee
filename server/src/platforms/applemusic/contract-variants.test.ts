/**
 * Catalog variants recorded from the real API beyond the common shapes: songs without `isrc`,
 * previews or `albumName`, an album with `recordLabel` and `editorialNotes`, a list of several
 * albums (the shape `filter[upc]` answers), a playlist over two discs, a real music video in a
 * track list and in the history.
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { apple, bodyOf, expectedTrack, recordedApple, type Json } from '../../../test/support/platforms/applemusic-contract';

const start = (...routes: Parameters<typeof recordedApple>[0]) => recordedApple(routes);

const albumOf = (album: Json) => ({
  platform: 'applemusic',
  id: album.id,
  title: album.attributes.name,
  artists: [album.attributes.artistName],
  releaseDate: album.attributes.releaseDate,
  cover: album.attributes.artwork.url.replace('{w}x{h}', '640x640'),
  url: album.attributes.url,
  totalTracks: album.attributes.trackCount,
});

describe('Apple Music catalog variants on recorded responses', () => {
  it('reads a song without isrc, previews or albumName (legacy itunes.apple.com url)', async () => {
    const song = bodyOf('cider-song-without-isrc.json').data[0];
    expect(song.attributes.isrc).toBeUndefined();
    const { adapter } = await start(route(apple('cider-song-without-isrc.json')));
    const track = await adapter.getTrack(song.id);
    expect(track).toMatchObject(expectedTrack(song));
    expect(track.isrc).toBeUndefined();
    expect(track.preview).toBe('');
    expect(track.albumId).toBe(song.relationships.albums.data[0].id);
    expect(track.url).toBe(song.attributes.url);
    expect(track.explicit).toBe(false);
  });

  it('names the album of a song without albumName from the album include=albums adds to it', async () => {
    const recorded = apple('cider-song-without-isrc.json');
    const body = structuredClone(recorded.body as Json);
    const song = body.data[0];
    // include=albums embeds the album with its attributes; a recorded album of the same source stands in for it.
    const album = bodyOf('cider-album-tracks-without-isrc.json').data[0];
    song.relationships.albums.data = [{ id: album.id, type: album.type, href: album.href, attributes: album.attributes }];
    const { adapter } = await start(route(recorded, { body }));
    const track = await adapter.getTrack(song.id);
    expect(track.album).toBe(album.attributes.name);
    expect(track.albumId).toBe(album.id);
  });

  it.each(['cider-album-tracks-without-isrc.json', 'amk-album-record-label.json', 'dt-album-two-credited-artists.json'])('reads the album %s (editorialNotes, isSingle; tracks without albumName)', async (file) => {
    const album = bodyOf(file).data[0];
    const { adapter, platform } = await start(route(apple(file)));
    const read = await adapter.getAlbum(album.id);
    expect(read).toMatchObject(albumOf(album));
    expect(read.upc).toBeUndefined();
    const embedded = album.relationships.tracks.data;
    expect(read.tracks).toHaveLength(embedded.length);
    embedded.forEach((song: Json, i: number) => {
      expect(read.tracks[i]).toMatchObject(expectedTrack(song, { album: { id: album.id, title: album.attributes.name } }));
      expect(read.tracks[i]!.album).toBe(album.attributes.name);
      expect(read.tracks[i]!.albumId).toBe(album.id);
      expect(read.tracks[i]!.isrc).toBe(song.attributes.isrc);
    });
    // Every track embedded with attributes: no second request for the track list.
    expect(platform.requests).toHaveLength(1);
  });

  it('keeps an album credited to two artists as its one display string when the relationship names them by id only', async () => {
    const album = bodyOf('dt-album-two-credited-artists.json').data[0];
    expect(album.relationships.artists.data).toHaveLength(2);
    const { adapter } = await start(route(apple('dt-album-two-credited-artists.json')));
    const read = await adapter.getAlbum(album.id);
    // Splitting "A & B" would break names such as "Simon & Garfunkel"; the matcher compares artist sets itself.
    expect(read.artists).toEqual([album.attributes.artistName]);
    expect(read.tracks.map((t) => t.artists)).toEqual(album.relationships.tracks.data.map((s: Json) => [s.attributes.artistName]));
  });

  it('reads a live song whose album name credits a featured artist', async () => {
    const song = bodyOf('dt-song-live-jazz.json').data[0];
    const { adapter } = await start(route(apple('dt-song-live-jazz.json')));
    const track = await adapter.getTrack(song.id);
    expect(track).toMatchObject(expectedTrack(song));
    expect(track.album).toBe(song.attributes.albumName);
    expect(track.albumId).toBe(song.relationships.albums.data[0].id);
    expect(track.cover).toBe(song.attributes.artwork.url.replace('{w}x{h}', '640x640'));
  });

  it('maps every album of a several-album list answer when looking a UPC up', async () => {
    const albums = bodyOf('amk-albums-by-ids.json').data;
    const { adapter, platform } = await start(route(apple('amk-albums-by-ids.json')));
    const found = await adapter.searchAlbums!({ title: 'Born to Run', artists: ['Bruce Springsteen'], upc: '00888751234567' });
    expect(found).toEqual(albums.map((a: Json) => expect.objectContaining(albumOf(a))));
    expect(platform.requests).toHaveLength(1);
    expect(platform.requests[0]!.query.get('filter[upc]')).toBe('00888751234567');
    expect(platform.requests[0]!.query.get('include')).toBe('artists');
  });

  it('reads a playlist whose songs span two discs and name two artists in one display string', async () => {
    const playlist = bodyOf('cider-playlist-two-discs.json').data[0];
    const songs = playlist.relationships.tracks.data;
    const { adapter, platform } = await start(route(apple('cider-playlist-two-discs.json')));
    const read = await adapter.getPlaylist(playlist.id);
    expect(read).toMatchObject({
      id: playlist.id,
      title: playlist.attributes.name,
      owner: playlist.attributes.curatorName,
      url: playlist.attributes.url,
      description: playlist.attributes.description.standard,
      cover: playlist.attributes.artwork.url.replace('{w}x{h}', '640x640'),
    });
    expect(read.tracks).toEqual(songs.map((song: Json) => expect.objectContaining(expectedTrack(song))));
    read.tracks.forEach((track, i) => {
      expect(track.isrc).toBe(songs[i].attributes.isrc);
      expect(track.preview).toBe(songs[i].attributes.previews[0].url);
      expect(track.albumId).toBe(/id(\d+)\?i=/.exec(songs[i].attributes.url)![1]);
    });
    // Without include=artists Apple writes one display string; it is kept whole.
    const duet = songs.findIndex((s: Json) => s.attributes.artistName.includes(' & '));
    expect(read.tracks[duet]!.artists).toEqual([songs[duet].attributes.artistName]);
    expect(songs.some((s: Json) => s.attributes.discNumber === 2)).toBe(true);
    expect(platform.unmatched).toEqual([]);
  });

  it('skips the recorded music video in a playlist track list and keeps every song', async () => {
    const recorded = apple('cider-playlist-two-discs.json');
    const body = structuredClone(recorded.body as Json);
    const video = bodyOf('cider-music-video.json').data[0];
    const songs = body.data[0].relationships.tracks.data;
    body.data[0].relationships.tracks.data = [songs[0], video, ...songs.slice(1)];
    const { adapter } = await start(route(recorded, { body }));
    expect((await adapter.getPlaylist(body.data[0].id)).tracks.map((t) => t.id)).toEqual(songs.map((s: Json) => s.id));
  });

  it('searches albums and artists (one group with a next link)', async () => {
    const results = bodyOf('cider-search-albums-artists.json').results;
    const { adapter } = await start(route(apple('cider-search-albums-artists.json')));
    expect(await adapter.searchAlbums!({ title: 'James Brown', artists: [] })).toEqual(results.albums.data.map((a: Json) => expect.objectContaining(albumOf(a))));
    expect(await adapter.searchArtists!('James Brown')).toEqual(
      results.artists.data.map((a: Json) => ({ platform: 'applemusic', id: a.id, name: a.attributes.name, image: '', url: a.attributes.url })),
    );
  });

  it('reads an artist whose albums relationship is paged', async () => {
    const artist = bodyOf('cider-artist.json').data[0];
    const { adapter } = await start(route(apple('cider-artist.json')));
    expect(await adapter.getArtist(artist.id)).toEqual({ platform: 'applemusic', id: artist.id, name: artist.attributes.name, image: '', url: artist.attributes.url });
  });

  it('leaves the recorded music video (with attributes) out of the history and keeps the songs', async () => {
    const recorded = apple('mixd-recently-played-songs.json');
    const page = structuredClone(recorded.body as Json);
    const songs = page.data;
    page.data = [songs[0], bodyOf('cider-music-video.json').data[0], ...songs.slice(1)];
    delete page.next;
    const { library } = await start(route(recorded, { body: page }));
    expect((await library.history()).map((t) => t.id)).toEqual(songs.map((s: Json) => s.id));
  });
});

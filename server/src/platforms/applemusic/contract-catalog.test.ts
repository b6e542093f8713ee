import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { PlatformError } from '../../errors/platform-error';
import { apple, bodyOf, expectedTrack, recordedApple, type Json } from '../../../test/support/platforms/applemusic-contract';

const start = (...routes: Parameters<typeof recordedApple>[0]) => recordedApple(routes);

describe('Apple Music catalog on recorded responses', () => {
  it.each(['gam-song-with-relationships.json', 'mc-song-with-relationships.json'])('reads the song %s with its album and artist relationships', async (file) => {
    const body = bodyOf(file);
    const { adapter, platform } = await start(route(apple(file)));
    const song = body.data[0];
    const track = await adapter.getTrack(song.id);
    expect(track).toMatchObject(expectedTrack(song));
    expect(track.albumId).toBe(song.relationships.albums.data[0].id);
    // The web URL names the same album (legacy bodies write it `id{albumId}`).
    expect(song.attributes.url).toMatch(new RegExp(`/(id)?${track.albumId}\\?i=${song.id}$`));
    expect(track.cover).not.toMatch(/\{[whcf]\}/);
    expect(platform.requests[0]!.query.get('include')).toBe('albums,artists');
  });

  it.each(['mixd-songs-by-isrc-three-releases.json', 'mixd-songs-by-isrc-six-releases.json', 'mixd-songs-by-ids.json'])(
    'looks ISRCs up: every release of %s, each mapped from its own fields',
    async (file) => {
      const body = bodyOf(file);
      const isrc: string = body.data[0].attributes.isrc;
      const { adapter, platform } = await start(route(apple(file)));
      const found = await adapter.lookupIsrcs!([isrc.toLowerCase()]);
      const tracks = found.get(isrc)!;
      expect(tracks.map((t) => t.id)).toEqual(body.data.map((s: Json) => s.id));
      body.data.forEach((song: Json, i: number) => {
        expect(tracks[i]).toMatchObject(expectedTrack(song));
        // Each release's own album position, for the matcher's release evidence.
        expect([tracks[i]!.trackNumber, tracks[i]!.discNumber]).toEqual([song.attributes.trackNumber, song.attributes.discNumber]);
        expect(tracks[i]!.trackNumber).toBeGreaterThanOrEqual(1);
        // The album id comes from the relationship, and agrees with the album in the web URL.
        expect(tracks[i]!.albumId).toBe(song.relationships.albums.data[0].id);
        expect(song.attributes.url).toContain(`/${tracks[i]!.albumId}?i=`);
      });
      expect(platform.requests[0]!.query.get('filter[isrc]')).toBe(isrc);
    },
  );

  it('reads songs whose artwork arrives pre-sized (440x440bb) at the documented 640 px, as it does templated ones', async () => {
    const songs: Json[] = bodyOf('listenme-songs-presized-artwork.json');
    expect(songs).toHaveLength(200);
    const routes = songs.map((song) => ({ endpoint: `GET /v1/catalog/us/songs/${song.id as string}`, status: 200, body: { data: [song] } }));
    const { adapter } = await start(...routes);
    for (const song of songs) {
      const sent: string = song.attributes.artwork.url;
      expect(sent).toMatch(/\/440x440bb\.jpg$/);
      const track = await adapter.getTrack(song.id);
      expect(track).toMatchObject(expectedTrack(song));
      expect(track.cover).toBe(sent.replace(/\/440x440bb\.jpg$/, '/640x640bb.jpg'));
    }
  });

  it('takes an ISRC Apple does not know as no match (200 with empty data)', async () => {
    const body = bodyOf('mixd-songs-by-isrc-miss.json');
    const { adapter } = await start(route(apple('mixd-songs-by-isrc-miss.json')));
    const [isrc] = Object.keys(body.meta.filters.isrc);
    expect((await adapter.lookupIsrcs!([isrc!])).size).toBe(0);
  });

  it.each(['gam-album-with-tracks.json', 'mc-album-with-tracks.json'])('reads the album %s with include=artists and its embedded tracks', async (file) => {
    const body = bodyOf(file);
    const album = body.data[0];
    const { adapter, platform } = await start(route(apple(file)));
    const read = await adapter.getAlbum(album.id);
    expect(read).toMatchObject({
      id: album.id,
      title: album.attributes.name,
      artists: [album.attributes.artistName],
      releaseDate: album.attributes.releaseDate,
      url: album.attributes.url,
      totalTracks: album.attributes.trackCount,
    });
    expect(read.upc).toBeUndefined();
    expect(read.cover).toMatch(/640x640bb\.jpe?g$/);
    const embedded = album.relationships.tracks.data;
    expect(read.tracks).toHaveLength(embedded.length);
    embedded.forEach((song: Json, i: number) => {
      // Old bodies leave albumName out of embedded tracks: the album's own title stands in.
      expect(read.tracks[i]).toMatchObject(expectedTrack(song, { album: { id: album.id, title: album.attributes.name } }));
      expect(read.tracks[i]!.albumId).toBe(album.id);
    });
    expect(platform.requests[0]!.query.get('include')).toBe('artists');
    expect(platform.unmatched).toEqual([]);
  });

  it('names every credited artist of an album when Apple includes them', async () => {
    const recorded = apple('gam-album-with-tracks.json');
    const album = structuredClone(bodyOf('gam-album-with-tracks.json'));
    // The recorded album with the artist relationship as include=artists answers it: identifiers plus attributes.
    album.data[0].relationships.artists.data = [
      { ...album.data[0].relationships.artists.data[0], attributes: { name: 'Bruce Springsteen' } },
      { id: '1', type: 'artists', href: '/v1/catalog/us/artists/1', attributes: { name: 'The E Street Band' } },
    ];
    const { adapter } = await start(route(recorded, { body: album }));
    expect((await adapter.getAlbum(album.data[0].id)).artists).toEqual(['Bruce Springsteen', 'The E Street Band']);
  });

  it.each(['gam-artist.json', 'mc-artist.json'])('reads the artist %s (no artwork)', async (file) => {
    const artist = bodyOf(file).data[0];
    const { adapter } = await start(route(apple(file)));
    expect(await adapter.getArtist(artist.id)).toEqual({
      platform: 'applemusic',
      id: artist.id,
      name: artist.attributes.name,
      image: '',
      url: artist.attributes.url,
    });
  });

  it('reads an editorial playlist with its cropped ({w}x{h}cc) artwork and embedded tracks', async () => {
    const playlist = bodyOf('gam-playlist-with-tracks.json').data[0];
    const { adapter, platform } = await start(route(apple('gam-playlist-with-tracks.json')));
    const read = await adapter.getPlaylist(playlist.id);
    expect(read).toMatchObject({
      id: playlist.id,
      title: playlist.attributes.name,
      description: playlist.attributes.description.standard,
      owner: playlist.attributes.curatorName,
      url: playlist.attributes.url,
      cover: playlist.attributes.artwork.url.replace('{w}x{h}', '640x640'),
    });
    expect(read.tracks).toEqual(playlist.relationships.tracks.data.map((song: Json) => expect.objectContaining(expectedTrack(song))));
    expect(read.tracks[0]!.albumId).toBe(/id(\d+)\?i=/.exec(playlist.relationships.tracks.data[0].attributes.url)![1]);
    expect(platform.unmatched).toEqual([]);
  });

  it('searches albums and artists', async () => {
    const results = bodyOf('gam-search-albums-artists.json').results;
    const { adapter, platform } = await start(route(apple('gam-search-albums-artists.json')));
    const albums = await adapter.searchAlbums!({ title: 'James Brown', artists: [] });
    expect(albums).toEqual(
      results.albums.data.map((a: Json) =>
        expect.objectContaining({ id: a.id, title: a.attributes.name, artists: [a.attributes.artistName], url: a.attributes.url, totalTracks: a.attributes.trackCount, releaseDate: a.attributes.releaseDate }),
      ),
    );
    const artists = await adapter.searchArtists!('James Brown');
    expect(artists).toEqual(results.artists.data.map((a: Json) => ({ platform: 'applemusic', id: a.id, name: a.attributes.name, image: '', url: a.attributes.url })));
    expect(platform.requests.map((r) => r.query.get('types'))).toEqual(['albums', 'artists']);
  });

  it('finds no song in a songs group whose items carry no attributes, after trying both query forms', async () => {
    const { adapter, platform } = await start(route(apple('mc-search-songs-identifiers-only.json')));
    expect(await adapter.searchTracks({ title: 'Foo', artists: ['Bar'] })).toEqual([]);
    expect(platform.requests.map((r) => r.query.get('term'))).toEqual(['Foo Bar', 'Foo']);
  });

  it('finds no song in a search answer without a songs group', async () => {
    const { adapter } = await start(route(apple('gam-search-albums-artists.json')));
    expect(await adapter.searchTracks({ title: 'Sex Machine', artists: ['James Brown'] })).toEqual([]);
  });

  it('skips a music video and an unreadable item in a track list instead of failing the list', async () => {
    const recorded = apple('gam-playlist-with-tracks.json');
    const body = structuredClone(recorded.body as Json);
    const song = body.data[0].relationships.tracks.data[0];
    body.data[0].relationships.tracks.data = [{ id: '1', type: 'music-videos', attributes: { name: 'A video' } }, song, { id: '2', type: 'songs', attributes: {} }];
    const { adapter } = await start(route(recorded, { body }));
    expect((await adapter.getPlaylist(body.data[0].id)).tracks.map((t) => t.id)).toEqual([song.id]);
  });

  it.each([
    ['gam-error-400-invalid-language.json', 'bad_response'],
    ['mixd-error-403-invalid-music-user-token.json', 'unsupported'],
  ])('reports the error body %s as %s with Apple’s detail', async (file, code) => {
    const error = bodyOf(file).errors[0];
    const { adapter } = await start(route(apple(file), { endpoint: 'GET /v1/catalog/{sf}/songs/{id}' }));
    const failure = await adapter.getTrack('1').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlatformError);
    expect((failure as PlatformError).code).toBe(code);
    expect((failure as PlatformError).message).toContain(error.detail);
  });

  it('reports a 401 with a plain-text body (as go-apple-music records Apple answering) as auth_expired after one fresh token', async () => {
    const { adapter, platform } = await start({ endpoint: 'GET /v1/catalog/{sf}/songs/{id}', status: 401, headers: { 'content-type': 'text/plain' }, body: 'Unauthorized' });
    expect(await adapter.getTrack('1').catch((e: PlatformError) => e.code)).toBe('auth_expired');
    expect(platform.requests).toHaveLength(2);
  });

  it('reports a 429 whose body has no errors[] as rate_limited', async () => {
    const { adapter } = await start(route(apple('gam-error-429-capacity.json')));
    expect(await adapter.getTrack('1').catch((e: PlatformError) => e.code)).toBe('rate_limited');
  });
});

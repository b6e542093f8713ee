import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { PlatformError } from '../../errors/platform-error';
import { formatDuration } from '../to-api-track';
import { apple, bodyOf, recordedApple, type Json } from '../../../test/support/platforms/applemusic-contract';

const start = (...routes: Parameters<typeof recordedApple>[0]) => recordedApple(routes);

/** The API history track a recorded catalog song must become. */
function expectedHistory(song: Json) {
  const a = song.attributes;
  return {
    id: song.id,
    title: a.name,
    artists: [a.artistName],
    album: a.albumName,
    url: a.url,
    cover: a.artwork.url.replace('{w}x{h}', '640x640'),
    duration: formatDuration(a.durationInMillis),
    duration_milli: a.durationInMillis,
    explicit: a.contentRating === 'explicit',
    preview: a.previews?.[0]?.url ?? '',
    isrc: a.isrc,
    released: a.releaseDate,
  };
}

describe('Apple Music library on recorded responses', () => {
  it.each(['mixd-recently-played-songs.json', 'gam-recently-played-de.json'])('reads the history %s with types=songs', async (file) => {
    const body = bodyOf(file);
    // The page the recorded `next` names answers an empty list, which ends the history.
    const { library, platform } = await start(
      { endpoint: 'GET /v1/me/recent/played/tracks', query: { offset: '30' }, body: { data: [] } },
      route(apple(file), { query: { types: 'songs', limit: '30' } }),
    );
    const history = await library.history();
    expect(history).toEqual(body.data.map((song: Json) => expectedHistory(song)));
    expect(platform.requests[0]!.query.get('types')).toBe('songs');
    expect(platform.requests[1]!.query.get('offset')).toBe('30');
  });

  it('keeps a history page holding library songs and a music video without attributes', async () => {
    const recorded = apple('mixd-recently-played-songs.json');
    const librarySong = bodyOf('gam-library-songs-page.json').data[0];
    const withCatalogId = structuredClone(bodyOf('gam-library-songs-page.json').data[1]);
    withCatalogId.attributes.playParams.catalogId = '1440833098';
    const page = structuredClone(recorded.body as Json);
    // Real items from two recordings composed into the page the issue describes: songs, library songs, a bare video.
    const withArtists = bodyOf('mc-library-album-tracks-last-page.json').data[0];
    page.data.splice(1, 0, librarySong, { id: '1553279848', type: 'music-videos', href: '/v1/catalog/us/music-videos/1553279848' }, withCatalogId, withArtists);
    delete page.next;
    const { library } = await start(route(recorded, { body: page }));
    const history = await library.history();
    expect(history.map((t) => t.id)).toEqual([page.data[0].id, librarySong.id, '1440833098', withArtists.id, page.data[5].id, page.data[6].id]);
    // A library song without artwork, credited through its included library artists.
    expect(history[3]).toMatchObject({
      title: withArtists.attributes.name,
      artists: withArtists.relationships.artists.data.map((a: Json) => a.attributes.name),
      duration_milli: withArtists.attributes.durationInMillis,
      cover: '',
      released: '',
    });
    expect(history[1]).toMatchObject({
      title: librarySong.attributes.name,
      artists: [librarySong.attributes.artistName],
      album: librarySong.attributes.albumName,
      cover: librarySong.attributes.artwork.url.replace('{w}x{h}', '640x640'),
      duration_milli: 0,
      url: `https://music.apple.com/library/songs/${librarySong.id}`,
    });
    expect(history[1]!.isrc).toBeUndefined();
    expect(history[2]!.url).toBe('https://music.apple.com/song/1440833098');
  });

  it('reads library albums with meta.total and relationships on only some items', async () => {
    const body = bodyOf('gam-library-albums-page.json');
    const { library, platform } = await start(
      { endpoint: 'GET /v1/me/library/albums', query: { offset: '25' }, body: { data: [] } },
      route(apple('gam-library-albums-page.json')),
    );
    const albums = await library.albums();
    expect(albums).toEqual(
      body.data.map((a: Json) => ({
        id: a.id,
        title: a.attributes.name,
        url: `https://music.apple.com/library/albums/${a.id}`,
        release_date: '',
        explicit: false,
        track_count: a.attributes.trackCount,
        artists: [a.attributes.artistName],
        cover: a.attributes.artwork.url.replace('{w}x{h}', '640x640'),
      })),
    );
    expect(platform.requests[1]!.query.get('offset')).toBe('25');
  });

  it('reads library artists over two recorded pages (meta.total, quotes in a name, an empty catalog relationship)', async () => {
    const pages = [bodyOf('mc-library-artists-page.json'), bodyOf('mc-library-artists-last-page.json')];
    const { library, platform } = await start(
      route(apple('mc-library-artists-last-page.json'), { query: { offset: '25' } }),
      route(apple('mc-library-artists-page.json')),
    );
    const artists = await library.artists();
    expect(artists).toEqual(
      pages.flatMap((page) => page.data).map((a: Json) => ({ id: a.id, name: a.attributes.name, url: `https://music.apple.com/library/artists/${a.id}`, cover: '' })),
    );
    expect(platform.requests.map((r) => r.query.get('limit'))).toEqual(['100', '100']);
  });

  it('reads library playlists, each track count from one request reading meta.total', async () => {
    const body = bodyOf('gam-library-playlists-page.json');
    const { library, platform } = await start(
      // The page the recorded `next` names (offset=7) answers an empty list, which ends the list.
      { endpoint: 'GET /v1/me/library/playlists', query: { offset: '7' }, body: { data: [] } },
      route(apple('gam-library-playlists-page.json')),
      // Apple's answer to `limit=1` on a playlist's tracks: one library song and the count (meta.total).
      { endpoint: 'GET /v1/me/library/playlists/{id}/tracks', body: { data: [bodyOf('gam-library-songs-page.json').data[0]], next: '/x?offset=1', meta: { total: 42 } } },
    );
    const { total, items } = await library.playlists();
    // No meta.total in this recording: the total is what the pages held.
    expect(total).toBe(body.data.length);
    expect(items).toEqual(
      body.data.map((p: Json) =>
        expect.objectContaining({
          id: p.id,
          title: p.attributes.name,
          ...(p.attributes.description ? { description: p.attributes.description.standard } : {}),
          nb_tracks: 42,
          url: `https://music.apple.com/library/playlist/${p.id}`,
          cover: '',
          public: false,
        }),
      ),
    );
    const counts = platform.requests.filter((r) => r.path.endsWith('/tracks'));
    expect(counts.every((r) => r.query.get('limit') === '1')).toBe(true);
  });

  it('creates a playlist from the recorded 201 and adds the remaining tracks (204)', async () => {
    const created = bodyOf('gam-library-playlist-created.json').data[0];
    const { library, platform } = await start(route(apple('gam-library-playlist-created.json')), {
      endpoint: 'POST /v1/me/library/playlists/{id}/tracks',
      status: 204,
      body: '',
    });
    const trackIds = Array.from({ length: 150 }, (_, i) => String(1000 + i));
    const playlist = await library.createPlaylist({ title: created.attributes.name, description: created.attributes.description.standard, trackIds });
    expect(playlist).toEqual({ id: created.id, url: `https://music.apple.com/library/playlist/${created.id}` });
    const [create, add] = platform.requests;
    expect(JSON.parse(create!.body)).toMatchObject({ attributes: { name: created.attributes.name }, relationships: { tracks: { data: expect.any(Array) } } });
    expect(add!.path).toBe(`/v1/me/library/playlists/${created.id}/tracks`);
    expect(JSON.parse(add!.body).data).toHaveLength(50);
  });

  it('reports the recorded 400 of a history limit above 30 with Apple’s detail', async () => {
    const error = bodyOf('mixd-error-400-recent-limit-over-max.json').errors[0];
    const { library } = await start(route(apple('mixd-error-400-recent-limit-over-max.json')));
    const failure = await library.history().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlatformError);
    expect((failure as PlatformError).message).toContain(error.detail);
  });
});

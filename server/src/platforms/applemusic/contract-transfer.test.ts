/**
 * What a library transfer reads from Apple Music, on real recorded responses: the library's songs
 * (Apple's liked songs) page after page through `next`, each mapped from what it carries. Library
 * songs have library ids (`i.`), no ISRC and no web link; the catalog song they stand for is
 * `playParams.catalogId`, which older bodies (Apple's own documentation example) leave out even
 * for songs of catalog albums, and which an upload (`reporting: false`, its own tags) never has.
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { apple, bodyOf, recordedApple, type Json } from '../../../test/support/platforms/applemusic-contract';

const SONGS = 'GET /v1/me/library/songs';

/** What a recorded library song must become, read from the song itself. */
function expectedEntry(song: Json) {
  const a = song.attributes;
  const catalogId: string | undefined = a.playParams?.catalogId;
  return {
    kind: a.playParams?.reporting === false ? 'local' : 'track',
    playable: a.playParams != null,
    track: {
      platform: 'applemusic',
      id: catalogId ?? '',
      title: a.name,
      artists: song.relationships?.artists?.data?.map((artist: Json) => artist.attributes.name) ?? [a.artistName],
      album: a.albumName ?? '',
      durationMs: a.durationInMillis ?? 0,
      explicit: a.contentRating === 'explicit',
      releaseDate: a.releaseDate ?? '',
      ...(a.trackNumber ? { trackNumber: a.trackNumber } : {}),
      ...(a.discNumber ? { discNumber: a.discNumber } : {}),
      cover: a.artwork ? a.artwork.url.replace('{w}x{h}', '640x640') : '',
      preview: '',
      url: catalogId ? `https://music.apple.com/song/${catalogId}` : `https://music.apple.com/library/songs/${song.id}`,
    },
  };
}

describe('Apple Music transfer reads on recorded responses', () => {
  it('reads every page of the library songs through next, songs without a catalog id kept by their tags', async () => {
    const page = bodyOf('gam-library-songs-page.json');
    const next = new URL(page.next, 'https://api.music.apple.com');
    // The page the recorded `next` names answers an empty list, which ends the library.
    const { library, platform } = await recordedApple([
      { endpoint: SONGS, query: { offset: next.searchParams.get('offset')! }, body: { data: [] } },
      route(apple('gam-library-songs-page.json')),
    ]);
    const liked = await library.likedTracks();
    expect(liked).toEqual(page.data.map(expectedEntry));
    // Apple's example lists two songs of the album War with playParams but no catalogId: not uploads,
    // so nothing in the body may leave them out of a transfer as files of the listener's device.
    expect(liked.map((e) => [e.kind, e.playable, e.track.id, e.track.isrc])).toEqual(page.data.map(() => ['track', true, '', undefined]));
    expect(platform.requests.map((r) => [r.path, r.query.get('limit'), r.query.get('offset')])).toEqual([
      [next.pathname, '100', null],
      [next.pathname, '100', next.searchParams.get('offset')],
    ]);
    expect(platform.requests[0]!.headers['music-user-token']).toBe('music-user-token');
    expect(platform.requests[0]!.headers.authorization).toBe('Bearer developer-token');
    expect(platform.unmatched).toEqual([]);
  });

  it('keeps an upload (playParams reporting false, no catalog id) as a local entry with its tags and its included artists', async () => {
    // A recorded library song of a listener's own files, served where the library songs are read.
    const recorded = bodyOf('mc-library-album-tracks-last-page.json');
    const { library } = await recordedApple([{ endpoint: SONGS, body: { data: recorded.data } }]);
    const liked = await library.likedTracks();
    expect(liked).toEqual(recorded.data.map(expectedEntry));
    expect(liked[0]).toMatchObject({ kind: 'local', playable: true, track: { id: '', cover: '' } });
  });

});

describe('Apple Music library sizes, recorded', () => {
  it('reads meta.total from a page of one where Apple gives it, and leaves out the songs’ (the recorded songs page has no meta)', async () => {
    const { library, platform } = await recordedApple([
      route(apple('gam-library-songs-page.json')),
      route(apple('gam-library-albums-page.json')),
      route(apple('mc-library-artists-page.json')),
    ]);
    expect(await library.sizes!()).toEqual({ albums: bodyOf('gam-library-albums-page.json').meta.total, artists: bodyOf('mc-library-artists-page.json').meta.total });
    expect(platform.requests.map((r) => r.query.get('limit'))).toEqual(['1', '1', '1']);
  });
});

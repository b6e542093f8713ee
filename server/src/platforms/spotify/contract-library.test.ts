/**
 * The library reader on real recorded `/me` responses: playlists (whose real `next` points at
 * `/v1/users/{id}/playlists`), saved albums, followed artists (whose `next` points at
 * `/v1/users/{id}/following`), history, and playlist creation.
 */
import { recordingsOf } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { normalizeReleaseDate } from '../release-date';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { bodyOf, coverOf, recordedLibrary, spotify, type Body } from '../../../test/support/platforms/spotify-contract';

let platform: RecordedPlatform | undefined;

const playlistsPage = bodyOf('me-playlists-next-on-users-path.json');

describe('Spotify library on recorded responses', () => {
  it('pages /me/playlists by offset on our base URL, never following a next to /v1/users/{id}/playlists', async () => {
    const env = await recordedLibrary([route(spotify('me-playlists-next-on-users-path.json'))]);
    platform = env.platform;
    const { items } = await env.library.playlists();
    // The recording is a page of 5 from a list of 42: every page asked for is answered with it.
    expect(platform.requests.map((r) => [r.path, r.query.get('offset'), r.query.get('limit')])).toEqual(
      [0, 5, 10, 15, 20, 25, 30, 35, 40].map((offset) => ['/v1/me/playlists', String(offset), '50']),
    );
    expect(platform.unmatched).toEqual([]);
    const first = playlistsPage.items[0];
    expect(items[0]).toEqual({
      id: first.id,
      title: first.name,
      public: first.public,
      collaborative: first.collaborative,
      nb_tracks: first.tracks.total,
      url: first.external_urls.spotify,
      cover: coverOf(first.images),
      checksum: first.snapshot_id,
      owner: first.owner.display_name,
    });
  });

  it.each([...recordingsOf('spotify', 'GET /v1/me/playlists'), ...recordingsOf('spotify', 'GET /v1/users/{id}/playlists')].map((r) => [r.file, r] as const))(
    'maps every playlist of %s',
    async (_file, recorded) => {
      const page = recorded.body as Body;
      const env = await recordedLibrary([route(recorded, { endpoint: 'GET /v1/me/playlists', body: { ...page, next: null } })]);
      platform = env.platform;
      const { items } = await env.library.playlists();
      // The 2014 "Starred" list has no id: nothing can read it, so it is left out.
      expect(items).toEqual(
        page.items.filter((p: Body) => p.id).map((p: Body) => ({
          id: p.id,
          title: p.name,
          ...(p.description ? { description: p.description } : {}),
          public: p.public ?? false,
          collaborative: p.collaborative ?? false,
          nb_tracks: p.tracks?.total ?? 0,
          url: p.external_urls.spotify,
          cover: coverOf(p.images),
          checksum: p.snapshot_id ?? '',
          // The 2014 and spotify-web-api-java pages send owners without display_name: unnamed, not the user id.
          owner: p.owner.display_name ?? '',
        })),
      );
    },
  );

  it('skips Spotify-owned playlists sent as null and reads tracks.total null as 0', async () => {
    // Spotify answers null for Spotify-owned playlists since 2024-11-27 and `tracks.total: null`
    // for generated ones (aome510/spotify-player#398): the recorded page, varied that way.
    const [a, b, ...rest] = playlistsPage.items;
    const varied = { ...playlistsPage, items: [a, null, { ...b, tracks: { ...b.tracks, total: null } }, ...rest], next: null, total: 6 };
    const env = await recordedLibrary([route(spotify('me-playlists-next-on-users-path.json'), { body: varied })]);
    platform = env.platform;
    const { items, total } = await env.library.playlists();
    expect(items.map((p) => p.id)).toEqual([a, b, ...rest].map((p: Body) => p.id));
    expect(total).toBe(5);
    expect(items[1]?.nb_tracks).toBe(0);
  });

  it.each(recordingsOf('spotify', 'GET /v1/me/albums').map((r) => [r.file, r] as const))('maps the saved albums of %s', async (_file, recorded) => {
    const page = recorded.body as Body;
    const env = await recordedLibrary([route(recorded, { body: { ...page, next: null } })]);
    platform = env.platform;
    const albums = await env.library.albums();
    expect(albums).toEqual(
      page.items.map(({ album }: Body) => ({
        id: album.id,
        title: album.name,
        url: album.external_urls.spotify,
        release_date: normalizeReleaseDate(album.release_date),
        explicit: album.tracks.items.some((t: Body) => t.explicit === true),
        track_count: album.tracks.total,
        artists: album.artists.map((x: Body) => x.name),
        cover: coverOf(album.images),
      })),
    );
  });

  it.each(recordingsOf('spotify', 'GET /v1/me/following').map((r) => [r.file, r] as const))('maps the followed artists of %s by cursor', async (_file, recorded) => {
    const page = (recorded.body as Body).artists;
    const env = await recordedLibrary([route(recorded)]);
    platform = env.platform;
    const artists = await env.library.artists();
    expect(artists.slice(0, page.items.length)).toEqual(
      page.items.map((a: Body) => ({
        id: a.id,
        name: a.name,
        url: a.external_urls.spotify,
        cover: coverOf(a.images),
        followers: a.followers.total,
        ...(a.genres.length > 0 ? { genres: a.genres } : {}),
      })),
    );
    expect(platform.requests.every((r) => r.path === '/v1/me/following' && r.query.get('type') === 'artist')).toBe(true);
    if (page.cursors.after) expect(platform.requests[1]?.query.get('after')).toBe(page.cursors.after);
  });

  it.each(recordingsOf('spotify', 'GET /v1/me/player/recently-played').map((r) => [r.file, r] as const))('maps the history of %s', async (_file, recorded) => {
    const page = recorded.body as Body;
    const env = await recordedLibrary([route(recorded)]);
    platform = env.platform;
    const plays = await env.library.history();
    expect(plays.slice(0, page.items.length).map((p) => [p.id, p.title, p.played_at])).toEqual(
      page.items.map((p: Body) => [p.track.id, p.track.name, new Date(p.played_at).toISOString()]),
    );
    expect(platform.requests[1]?.query.get('before')).toBe(page.cursors.before);
  });

  it.each(recordingsOf('spotify', 'POST /v1/users/{id}/playlists').map((r) => [r.file, r] as const))('creates a playlist at /me/playlists (answered with %s) and adds the tracks at /items', async (_file, recorded) => {
    const created = recorded.body as Body;
    const env = await recordedLibrary([
      route(recorded, { endpoint: 'POST /v1/me/playlists' }),
      route(spotify('add-items.json'), { endpoint: 'POST /v1/playlists/{id}/items' }),
    ]);
    platform = env.platform;
    const ids = Array.from({ length: 101 }, (_, i) => `${String(i).padStart(22, '0')}`);
    const playlist = await env.library.createPlaylist({ title: 'Mix', trackIds: ids });
    expect(playlist).toEqual({ id: created.id, url: created.external_urls.spotify });
    const adds = platform.requests.filter((r) => r.path === `/v1/playlists/${created.id}/items`);
    expect(adds.map((r) => (JSON.parse(r.body) as { uris: string[] }).uris.length)).toEqual([100, 1]);
  });
});

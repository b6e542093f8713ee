/**
 * What a library transfer reads from Spotify, on real recorded responses: saved tracks, and
 * playlist entries that are local files (null ids, `spotify:local:` URIs) or episodes, kept in
 * their places and said to be what they are.
 */
import { recordingsOf } from '@segue/recorded';
import { afterEach, describe, expect, it } from 'vitest';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { bodyOf, expectTrack, recordedLibrary, spotify, type Body } from '../../../test/support/platforms/spotify-contract';

let platform: RecordedPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

/** The playlist object without the page of entries it embeds (as Spotify sends it where it shows metadata only): the entries are paged. */
const { tracks: _embedded, ...metaOnly } = bodyOf('playlist-user.json');
const playlistMeta = route(spotify('playlist-user.json'), { body: metaOnly });

describe('Spotify transfer reads on recorded responses', () => {
  it('maps saved tracks with their dates, asking for the listener\'s market', async () => {
    const page = bodyOf('me-tracks.json');
    const env = await recordedLibrary([route(spotify('me-tracks.json'), { body: { ...page, next: null } })]);
    platform = env.platform;
    const liked = await env.library.likedTracks();
    expect(liked).toHaveLength(page.items.length);
    page.items.forEach((item: Body, i: number) => {
      expectTrack(liked[i]?.track, item.track);
      expect(liked[i]).toMatchObject({ kind: 'track', playable: true, addedAt: item.added_at });
    });
    expect(platform.requests[0]?.query.get('market')).toBe('from_token');
    expect(platform.requests[0]?.query.get('limit')).toBe('50');
  });

  it('keeps local files as local entries without ids, with their tags', async () => {
    const page = bodyOf('playlist-items-local-files.json');
    const env = await recordedLibrary([playlistMeta, route(spotify('playlist-items-local-files.json'), { endpoint: 'GET /v1/playlists/{id}/items' })]);
    platform = env.platform;
    const { entries } = await env.library.playlistEntries('4XOGDpHMrVoH33uJEwHWU5');
    expect(entries.map((e) => [e.kind, e.track.id, e.track.title, e.track.artists, e.track.album, e.track.durationMs, e.addedAt])).toEqual(
      page.items.map((item: Body) => ['local', '', item.track.name, [item.track.artists[0].name], item.track.album.name, item.track.duration_ms, item.added_at]),
    );
  });

  it.each(recordingsOf('spotify', 'GET /v1/playlists/{id}/tracks').filter((r) => r.file.startsWith('playlist-items-episode')).map((r) => [r.file, r] as const))(
    'keeps the episodes and tracks of %s in order, each said to be what it is',
    async (_file, recorded) => {
      const page = recorded.body as Body;
      const env = await recordedLibrary([playlistMeta, route(recorded, { endpoint: 'GET /v1/playlists/{id}/items', body: { ...page, next: null } })]);
      platform = env.platform;
      const { playlist, entries } = await env.library.playlistEntries('3cEYpjA9oz9GiPac4AsH4n');
      expect(playlist.id).toBe(bodyOf('playlist-user.json').id);
      expect(entries.map((e) => [e.kind, e.track.id, e.track.title])).toEqual(
        page.items.map((item: Body) => [item.track.type === 'episode' ? 'episode' : 'track', item.track.id, item.track.name]),
      );
      const episode = page.items.find((item: Body) => item.track.type === 'episode')?.track;
      if (episode) expect(entries.find((e) => e.kind === 'episode')?.track).toMatchObject({ album: episode.show.name, durationMs: episode.duration_ms });
      const items = platform.requests.find((r) => r.path.endsWith('/items'));
      expect(items?.query.get('additional_types')).toBe('track,episode');
      expect(items?.query.get('market')).toBe('from_token');
    },
  );
});

describe('Spotify playlist entries from the page the playlist object embeds, recorded', () => {
  it.each(recordingsOf('spotify', 'GET /v1/playlists/{id}').filter((r) => !(r.body as Body).tracks.next).map((r) => [r.file, r] as const))(
    'reads %s whole in one request',
    async (_file, recorded) => {
      const body = recorded.body as Body;
      const env = await recordedLibrary([route(recorded)]);
      platform = env.platform;
      const { playlist, entries } = await env.library.playlistEntries(body.id);
      expect(playlist).toMatchObject({ id: body.id, title: body.name, nb_tracks: body.tracks.total });
      const shown = (body.tracks.items as Body[]).filter((item) => item.track !== null);
      expect(entries.map((e) => e.track.title)).toEqual(shown.map((item) => item.track.name));
      expect(platform.requests.map((r) => [r.path, r.query.get('market'), r.query.get('additional_types')])).toEqual([[`/v1/playlists/${body.id}`, 'from_token', 'track,episode']]);
    },
  );

  it('pages the rest from where the embedded page ends (playlist-java.json: 1 of 105 embedded)', async () => {
    const meta = bodyOf('playlist-java.json');
    const page = bodyOf('playlist-items-java.json');
    const env = await recordedLibrary([route(spotify('playlist-java.json')), route(spotify('playlist-items-java.json'), { endpoint: 'GET /v1/playlists/{id}/items', body: { ...page, next: null } })]);
    platform = env.platform;
    const { entries } = await env.library.playlistEntries(meta.id);
    // The recorded page's second entry has no object (one Spotify no longer shows): kept in its place, without an id.
    expect(entries.map((e) => e.track.id)).toEqual([...meta.tracks.items, ...page.items].map((item: Body) => item.track?.id ?? ''));
    expect(platform.requests.map((r) => r.query.get('offset'))).toEqual([null, String(meta.tracks.items.length)]);
  });
});

describe('Spotify library sizes, recorded', () => {
  it('reads the saved tracks’ and albums’ totals from a page of one, and leaves out a list it could not read', async () => {
    const env = await recordedLibrary([route(spotify('me-tracks.json')), route(spotify('me-albums.json'))]);
    platform = env.platform;
    // No recording of GET /me/following: the recorded platform answers 404, and that size is left out.
    expect(await env.library.sizes!()).toEqual({ liked: bodyOf('me-tracks.json').total, albums: bodyOf('me-albums.json').total });
    expect(platform.requests.filter((r) => r.path !== '/v1/me/following').map((r) => r.query.get('limit'))).toEqual(['1', '1']);
  });
});

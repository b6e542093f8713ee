/**
 * Playlist reads on real recorded Spotify responses: playlists with their first entries
 * embedded, and entries pages with episodes, read as a development-mode app reads them (a
 * playlist that only links to its entries, asked for at `/items`).
 */
import { recordingsOf } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { apiRequests, bodyOf, coverOf, expectTrack, recordedAdapter, spotify, type Body } from '../../../test/support/platforms/spotify-contract';

let platform: RecordedPlatform | undefined;

/** The tracks of a page of entries as Spotify lists them: episodes, local files and removed entries are not tracks. */
const tracksIn = (entries: Body[]) =>
  entries.map((e) => e.item ?? e.track).filter((t) => t && t.type === 'track' && !t.is_local);

describe('Spotify playlists on recorded responses', () => {
  it.each(recordingsOf('spotify', 'GET /v1/playlists/{id}').map((r) => [r.file, r] as const))('maps %s', async (_file, recorded) => {
    const body = recorded.body as Body;
    // A playlist longer than its embedded page is read on by offset at /items; the rest of it is
    // not recorded, so that page is answered empty.
    const rest = { ...body.tracks, items: [], next: null, offset: body.tracks.items.length };
    const env = await recordedAdapter([route(recorded), { endpoint: 'GET /v1/playlists/{id}/items', body: rest }]);
    platform = env.platform;
    const playlist = await env.adapter.getPlaylist(body.id);
    if (body.tracks.next) {
      // The recorded next names /v1/users/{owner}/playlists/{id}/tracks: it is not followed.
      const later = apiRequests(platform)[1]!;
      expect([later.path, later.query.get('offset')]).toEqual([`/v1/playlists/${body.id}/items`, String(body.tracks.items.length)]);
    }
    expect(playlist).toMatchObject({
      id: body.id,
      title: body.name,
      description: body.description ?? '',
      // Older bodies send no display_name (playlist-2015.json): the owner is unnamed, not the user id.
      owner: body.owner.display_name ?? '',
      cover: coverOf(body.images),
      url: body.external_urls.spotify,
    });
    const raw = tracksIn(body.tracks.items);
    expect(playlist.tracks).toHaveLength(raw.length);
    raw.forEach((t: Body, i: number) => expectTrack(playlist.tracks[i], t));
    expect(apiRequests(platform)[0]?.query.get('market')).toBe('US');
  });

  it.each(recordingsOf('spotify', 'GET /v1/playlists/{id}/tracks').map((r) => [r.file, r] as const))(
    'reads the entries page %s when the playlist only links to its entries',
    async (_file, recorded) => {
      const page = recorded.body as Body;
      const meta = bodyOf('playlist-user.json');
      const linkOnly = { ...meta, tracks: { href: `${meta.href}/tracks`, total: page.total } };
      const env = await recordedAdapter([
        route(spotify('playlist-user.json'), { body: linkOnly }),
        route(recorded, { endpoint: 'GET /v1/playlists/{id}/items' }),
      ]);
      platform = env.platform;
      const playlist = await env.adapter.getPlaylist(meta.id);
      const raw = tracksIn(page.items);
      expect(playlist.tracks.map((t) => t.id)).toEqual(raw.map((t: Body) => t.id));
      raw.forEach((t: Body, i: number) => expectTrack(playlist.tracks[i], t));
      const entries = apiRequests(platform)[1]!;
      expect(entries.path).toBe(`/v1/playlists/${meta.id}/items`);
      expect(entries.query.get('market')).toBe('US');
    },
  );

  it('skips null entries, null tracks and unreadable entries without losing the rest of the page', async () => {
    const page = bodyOf('playlist-items-episodes-and-tracks.json');
    const [first, ...rest] = page.items;
    const odd = { ...rest[0], track: { ...rest[0].track, type: 'track', duration_ms: 'unknown' } };
    // Spotify sends `track: null` for entries it no longer has (spotify/web-api#958) and nulls in lists.
    const varied = { ...page, items: [null, { ...first, track: null }, first, odd, ...rest.slice(1)] };
    const meta = bodyOf('playlist-user.json');
    const env = await recordedAdapter([
      route(spotify('playlist-user.json'), { body: { ...meta, tracks: { href: 'x', total: varied.items.length } } }),
      route(spotify('playlist-items-episodes-and-tracks.json'), { endpoint: 'GET /v1/playlists/{id}/items', body: varied }),
    ]);
    platform = env.platform;
    const playlist = await env.adapter.getPlaylist(meta.id);
    const expected = tracksIn([first, ...rest.slice(1)]);
    expect(playlist.tracks.map((t) => t.id)).toEqual(expected.map((t: Body) => t.id));
  });

  it('reports an owner whose display_name is null as unnamed, not by user id', async () => {
    // Spotify documents display_name as null when the user has none: the recorded playlist, varied that way.
    const recorded = spotify('playlist-user.json');
    const body = recorded.body as Body;
    const env = await recordedAdapter([route(recorded, { body: { ...body, owner: { ...body.owner, display_name: null } } })]);
    platform = env.platform;
    const playlist = await env.adapter.getPlaylist(body.id);
    expect(body.owner.id).toBeTruthy();
    expect(playlist.owner).toBe('');
  });
});

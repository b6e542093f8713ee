/**
 * What a library transfer reads from and writes to Deezer, on real recorded responses: favourite
 * tracks with their dates, unreadable playlist rows kept as unplayable, and favourites added one
 * id a request, answered with the bare `true`.
 */
import { recording } from '@segue/recorded';
import { afterEach, describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { answersOf, expectTrackFrom, type Body } from '../../../test/support/platforms/deezer-contract';
import { createDeezerLibrary } from './library';

let platform: RecordedPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('deezer', routes);
  const userToken = { get: async () => 'frUSER', invalidate: () => undefined };
  return createDeezerLibrary({ baseUrls: { api: platform.url, connect: platform.url }, http: platform.http, userToken });
}

describe('Deezer transfer reads, recorded', () => {
  it('maps every favourite track with the date it was added', async () => {
    const recorded = recording('deezer', 'user-me-tracks.json');
    const library = await libraryOn([route(recorded)]);
    const liked = await library.likedTracks();
    const rows = (recorded.body as Body).data as Body[];
    expect(liked).toHaveLength(rows.length);
    rows.forEach((row, i) => {
      expectTrackFrom(liked[i]?.track, row);
      expect(liked[i]).toMatchObject({ kind: 'track', playable: row.readable !== false, addedAt: new Date(row.time_add * 1000).toISOString() });
    });
  });

  const complete = (r: { body: unknown }) => ((r.body as Body).tracks?.data?.length ?? -1) >= (r.body as Body).nb_tracks;

  it.each(answersOf('GET /playlist/{id}').filter(complete).map((r) => [r.file, r] as const))('reads %s whole from the rows the playlist embeds, in one request', async (_file, recorded) => {
    const body = recorded.body as Body;
    const library = await libraryOn([route(recorded)]);
    const { playlist, entries } = await library.playlistEntries(String(body.id));
    expect(playlist).toMatchObject({ id: String(body.id), checksum: body.checksum, nb_tracks: body.nb_tracks });
    expect(entries.map((e) => [e.track.id, e.track.title, e.playable])).toEqual((body.tracks.data as Body[]).map((row) => [String(row.id), row.title, row.readable !== false]));
    expect(platform!.requests.map((r) => r.path)).toEqual([`/playlist/${body.id}`]);
    // The change check is the same request: a known checksum ends there.
    expect(await library.playlistEntriesIfChanged!(String(body.id), body.checksum)).toBe('unchanged');
    expect(await library.playlistEntriesIfChanged!(String(body.id), 'another')).toMatchObject({ entries });
    expect(platform!.requests).toHaveLength(3);
  });

  it('reads the list whole from /tracks where the playlist embeds fewer rows than it counts (playlist-9200461.json: 93 of 102)', async () => {
    const meta = recording('deezer', 'playlist-9200461.json');
    const listed = recording('deezer', 'playlist-tracks-9200461.json');
    expect(complete(meta)).toBe(false);
    const page = listed.body as Body;
    const library = await libraryOn([route(meta), route(listed, { body: { ...page, next: undefined } })]);
    const { entries } = await library.playlistEntries('9200461');
    // The recorded /tracks page stands for the whole list: its rows, not the embedded ones.
    expect(entries.map((e) => [e.track.id, e.playable])).toEqual((page.data as Body[]).map((row) => [String(row.id), row.readable !== false]));
    expect(platform!.requests.map((r) => [r.path, r.query.get('index')])).toEqual([['/playlist/9200461', null], ['/playlist/9200461/tracks', null]]);
  });

  it.each(answersOf('GET /playlist/{id}/tracks').map((r) => [r.file, r] as const))('keeps every row of %s where the body embeds none, unreadable ones as unplayable', async (_file, recorded) => {
    const meta = answersOf('GET /playlist/{id}')[0]!;
    const page = recorded.body as Body;
    const { tracks: _embedded, ...bare } = meta.body as Body;
    const library = await libraryOn([route(meta, { body: bare }), route(recorded, { body: { ...page, next: undefined } })]);
    const { entries } = await library.playlistEntries(String(bare.id));
    expect(entries.map((e) => [e.track.id, e.playable])).toEqual((page.data as Body[]).map((row) => [String(row.id), row.readable !== false]));
    expect(platform!.requests).toHaveLength(2);
  });
});

describe('Deezer favourites, recorded', () => {
  it.each([
    ['saveTracks', 'user-me-tracks-add.json', 'track_id'],
    ['saveAlbums', 'user-me-albums-add.json', 'album_id'],
    ['followArtists', 'user-me-artists-add.json', 'artist_id'],
  ] as const)('%s sends one id a request and reads the bare true (%s)', async (method, file, param) => {
    const recorded = recording('deezer', file);
    const library = await libraryOn([route(recorded)]);
    const id = new URL(recorded.request!.replace(/^POST /, '')).searchParams.get(param)!;
    expect(await library[method]([id])).toEqual([]);
    expect(platform!.requests.map((r) => [r.method, r.path, r.query.get(param), r.query.get('access_token')])).toEqual([['POST', recorded.endpoint.replace(/^POST /, ''), id, 'frUSER']]);
    await expect(library[method]([id, id])).rejects.toThrow(RangeError);
    expect(platform!.requests).toHaveLength(1);
  });
});

describe('Deezer library sizes, recorded', () => {
  it('reads each list’s total from a page of one', async () => {
    const lists = ['user-me-tracks.json', 'user-me-albums.json', 'user-me-artists.json'].map((file) => recording('deezer', file));
    const library = await libraryOn(lists.map((r) => route(r)));
    const totals = lists.map((r) => (r.body as Body).total as number);
    expect(await library.sizes!()).toEqual({ liked: totals[0], albums: totals[1], artists: totals[2] });
    expect(platform!.requests.map((r) => r.query.get('limit'))).toEqual(['1', '1', '1']);
  });
});

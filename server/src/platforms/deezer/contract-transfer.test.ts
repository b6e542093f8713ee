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

  it.each(answersOf('GET /playlist/{id}/tracks').map((r) => [r.file, r] as const))('keeps every row of %s, unreadable ones as unplayable', async (_file, recorded) => {
    const meta = answersOf('GET /playlist/{id}')[0]!;
    const page = recorded.body as Body;
    const library = await libraryOn([route(meta), route(recorded, { body: { ...page, next: undefined } })]);
    const { playlist, entries } = await library.playlistEntries('908622995');
    expect(playlist.id).toBe(String((meta.body as Body).id));
    expect(entries.map((e) => [e.track.id, e.playable])).toEqual((page.data as Body[]).map((row) => [String(row.id), row.readable !== false]));
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

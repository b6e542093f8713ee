/**
 * The Deezer simulator's favourites (`POST /user/me/tracks|albums|artists`), its favourite-track
 * list, and playlist rows not readable in the listener's country, held to the recorded bodies.
 */
import { compareShapes, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';

let p: StartedPlatform;
let user: SandboxUser;
let token = '';
const tokenFor = (perms: string[]) => {
  const grant = p.sandbox.userState.createGrant('deezer', user.id, 'app', perms);
  return p.sandbox.userState.issueTokens(grant, { accessSeconds: 0, refresh: false }).accessToken;
};
beforeAll(async () => {
  p = await startPlatform('deezer', simulator, testCatalog());
  // Outside the catalog's region (US), so a track blocked in the listener's country stays readable elsewhere.
  user = p.sandbox.users.find((u) => u.accounts.deezer && u.country !== 'US') as SandboxUser;
  token = tokenFor(['basic_access', 'manage_library']);
});
afterAll(() => p.sandbox.close());

async function call(path: string, query: Record<string, string>, method = 'GET'): Promise<unknown> {
  const url = new URL(`${p.sandbox.urls.deezer.api}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { method });
  expect(res.status).toBe(200);
  return res.json();
}
const catalog = () => p.sandbox.catalog;
const account = () => user.accounts.deezer!;
const recorded = (endpoint: string) => recordingsOf('deezer', endpoint).map((r) => r.body);

describe('Deezer favourites', () => {
  it('adds a track, an album and an artist one id a request, answering the bare true as recorded; again adds nothing', async () => {
    const track = catalog().recordings.find((r) => r.platforms.deezer && !account().savedTracks.some((s) => s.recordingId === r.id))!;
    const album = catalog().albums.find((a) => a.platforms.deezer && !account().savedAlbums.some((s) => s.albumId === a.id))!;
    const artist = catalog().artists.find((a) => a.platformIds.deezer && !account().followedArtistIds.includes(a.id))!;
    for (const [path, param, id] of [
      ['/user/me/tracks', 'track_id', track.platforms.deezer!.id],
      ['/user/me/albums', 'album_id', album.platforms.deezer!.id],
      ['/user/me/artists', 'artist_id', artist.platformIds.deezer!],
    ] as const) {
      const answer = await call(path, { access_token: token, [param]: id }, 'POST');
      expect(answer).toEqual(recorded(`POST ${path}`)[0]);
      expect(await call(path, { access_token: token, [param]: id }, 'POST')).toBe(true);
    }
    expect(account().savedTracks.filter((s) => s.recordingId === track.id)).toHaveLength(1);
    expect([account().savedTracks[0]?.recordingId, account().savedAlbums[0]?.albumId, account().followedArtistIds[0]]).toEqual([track.id, album.id, artist.id]);
  });

  it('answers an unknown id with "no data", a missing one with 501, and a token without manage_library with the permission error', async () => {
    const before = account().savedTracks.length;
    expect(await call('/user/me/tracks', { access_token: token, track_id: '1' }, 'POST')).toEqual({ error: { type: 'DataException', message: 'no data', code: 800 } });
    expect(await call('/user/me/tracks', { access_token: token }, 'POST')).toEqual({ error: { type: 'MissingParameterException', message: 'Missing parameters: track_id', code: 501 } });
    const id = catalog().recordings.find((r) => r.platforms.deezer)!.platforms.deezer!.id;
    expect(await call('/user/me/tracks', { access_token: tokenFor(['basic_access']), track_id: id }, 'POST')).toMatchObject({ error: { type: 'OAuthException', code: 200 } });
    expect(account().savedTracks.length).toBe(before);
  });

  it('lists favourite tracks as recorded', async () => {
    const page = await call('/user/me/tracks', { access_token: token, limit: '3' });
    expect(compareShapes(recorded('GET /user/me/tracks'), page, { allow: { '$.next': 'sent only when more follow; the recorded list is one page' } })).toEqual([]);
  });
});

describe('Deezer playlist rows for the listener', () => {
  it('marks a track blocked in the listener\'s country readable: false for them only, and lists no odd entries', async () => {
    const playlist = catalog().playlists.find((x) => x.platform === 'deezer' && x.recordingIds.length > 3)!;
    const first = catalog().index.recording(playlist.recordingIds[0]!)!;
    first.platforms.deezer!.blockedIn = [user.country];
    playlist.oddEntries = [{ at: 0, entry: { kind: 'episode', id: '', title: 'Episode', artist: 'Host', album: 'Show', durationMs: 60_000 } }];
    try {
      const rows = async (query: Record<string, string>) => ((await call(`/playlist/${playlist.platformId}/tracks`, { limit: '2', ...query })) as { data: Array<{ id: number; readable: boolean }>; total: number });
      const mine = await rows({ access_token: token });
      expect(mine.data.map((r) => String(r.id))).toEqual(playlist.recordingIds.slice(0, 2).map((id) => catalog().index.recording(id)!.platforms.deezer!.id));
      expect(mine.data[0]?.readable).toBe(false);
      expect(mine.total).toBe(playlist.recordingIds.length);
      expect((await rows({})).data[0]?.readable).toBe(true);
    } finally {
      delete first.platforms.deezer!.blockedIn;
      delete playlist.oddEntries;
    }
  });
});

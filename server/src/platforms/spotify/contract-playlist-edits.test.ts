/**
 * Spotify playlist edits on real recorded responses: the version read from a recorded playlist
 * object's `snapshot_id`, equal to what `playlistEntries` reports from the same bodies, and the
 * removal and move requests as Spotify documents them, answered with a recorded `{snapshot_id}`
 * (the answer every playlist items write gives).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { route, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { bodyOf, recordedLibrary, spotify } from '../../../test/support/platforms/spotify-contract';

let platform: RecordedPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

const PLAYLIST = 'playlist-user.json';
const snapshotAnswer = (endpoint: string) => route(spotify('add-items.json'), { endpoint, status: 200 });

describe('Spotify playlist edits on recorded responses', () => {
  it('reads the version from the recorded playlist, asking for the snapshot alone, equal to the checksum playlistEntries reports', async () => {
    const recorded = bodyOf(PLAYLIST);
    const env = await recordedLibrary([
      route(spotify(PLAYLIST)),
      route(spotify('playlist-user-tracks.json'), { endpoint: 'GET /v1/playlists/{id}/items', body: { ...bodyOf('playlist-user-tracks.json'), next: null } }),
    ]);
    platform = env.platform;
    const version = await env.library.playlistVersion(recorded.id);
    expect(version).toBe(recorded.snapshot_id);
    expect(platform.requests[0]?.path).toBe(`/v1/playlists/${recorded.id}`);
    expect(platform.requests[0]?.query.get('fields')).toBe('snapshot_id');
    expect((await env.library.playlistEntries(recorded.id)).playlist.checksum).toBe(version);
  });

  it('removes with DELETE /items and a body of items by URI (a track and an episode), each once', async () => {
    const env = await recordedLibrary([snapshotAnswer('DELETE /v1/playlists/{id}/items')]);
    platform = env.platform;
    const track = { trackId: '4iV5W9uYEdYUVa79Axb7Rh', position: 0 };
    await env.library.removeFromPlaylist('5LkNhFidYyyjRWwnkcMbQs', [track, { ...track, position: 3 }, { trackId: '512ojhOuo1ktJprKbVcKyQ', kind: 'episode', position: 5 }]);
    expect(platform.requests.map((r) => [r.method, r.path])).toEqual([['DELETE', '/v1/playlists/5LkNhFidYyyjRWwnkcMbQs/items']]);
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ items: [{ uri: 'spotify:track:4iV5W9uYEdYUVa79Axb7Rh' }, { uri: 'spotify:episode:512ojhOuo1ktJprKbVcKyQ' }] });
    expect(platform.unmatched).toEqual([]);
  });

  it('moves with PUT /items, insert_before counted before the move', async () => {
    const env = await recordedLibrary([snapshotAnswer('PUT /v1/playlists/{id}/items')]);
    platform = env.platform;
    const current = ['a', 'b', 'c', 'd'].map((trackId, position) => ({ trackId, position }));
    await env.library.movePlaylistEntry('5LkNhFidYyyjRWwnkcMbQs', current, 0, 2);
    await env.library.movePlaylistEntry('5LkNhFidYyyjRWwnkcMbQs', current, 3, 1);
    expect(platform.requests.map((r) => JSON.parse(r.body))).toEqual([
      { range_start: 0, insert_before: 3, range_length: 1 },
      { range_start: 3, insert_before: 1, range_length: 1 },
    ]);
  });
});

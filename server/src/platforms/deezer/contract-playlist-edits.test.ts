/**
 * Deezer playlist edits on real recorded responses: the version read from a recorded playlist's
 * `checksum`, equal to what `playlistEntries` reports from the same bodies (the recorded track
 * page carries the same checksum), and the removal and move requests answered with Deezer's
 * recorded bare `true`, or with its error in a 200 body.
 */
import { recording } from '@segue/recorded';
import { afterEach, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../errors/platform-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import type { Body } from '../../../test/support/platforms/deezer-contract';
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

const PLAYLIST = recording('deezer', 'playlist-908622995-2025.json');
const TRACKS = recording('deezer', 'playlist-tracks-908622995-2025.json');
const TRUE = recording('deezer', 'playlist-add-tracks.json');

describe('Deezer playlist edits on recorded responses', () => {
  it('reads the version from the recorded playlist, equal to the checksum playlistEntries reports', async () => {
    const body = PLAYLIST.body as Body;
    const library = await libraryOn([route(PLAYLIST), route(TRACKS, { body: { ...(TRACKS.body as Body), next: undefined } })]);
    const version = await library.playlistVersion(String(body.id));
    expect(version).toBe(body.checksum);
    expect(version).toBe((TRACKS.body as Body).checksum);
    expect(platform!.requests.map((r) => [r.method, r.path, r.query.get('access_token')])).toEqual([['GET', `/playlist/${body.id}`, 'frUSER']]);
    expect((await library.playlistEntries(String(body.id))).playlist.checksum).toBe(version);
  });

  it('removes with DELETE ?songs=, each song once, and moves with POST ?order= naming every song in its new order', async () => {
    const library = await libraryOn([route(TRUE, { endpoint: 'DELETE /playlist/{id}/tracks' }), route(TRUE)]);
    const current = ['3135556', '1109731', '3135556', '64440927'].map((trackId, position) => ({ trackId, position }));
    await library.removeFromPlaylist('908622995', [current[0]!, current[2]!, current[3]!]);
    await library.movePlaylistEntry('908622995', current, 3, 0);
    expect(platform!.requests.map((r) => [r.method, r.query.get('songs'), r.query.get('order')])).toEqual([
      ['DELETE', '3135556,64440927', null],
      ['POST', null, '64440927,3135556,1109731,3135556'],
    ]);
  });

  it('reads an error in a 200 body as the failure of the write: a permission refused, a song of nothing', async () => {
    // Codes 200 (permission) and 800 (no data) of https://developers.deezer.com/api/errors; the permission message is not recorded.
    const permission = { error: { type: 'OAuthException', message: 'Permission denied', code: 200 } };
    const noData = { error: { type: 'DataException', message: 'no data', code: 800 } };
    const library = await libraryOn([{ endpoint: 'POST /playlist/{id}/tracks', body: noData }, { endpoint: 'DELETE /playlist/{id}/tracks', body: permission }]);
    const removal = await library.removeFromPlaylist('908622995', [{ trackId: '3135556', position: 0 }]).catch((e: unknown) => e);
    const move = await library.movePlaylistEntry('908622995', [{ trackId: '1', position: 0 }, { trackId: '2', position: 1 }], 0, 1).catch((e: unknown) => e);
    expect([removal, move].map((e) => isPlatformError(e) && e.code)).toEqual(['unsupported', 'not_found']);
  });
});

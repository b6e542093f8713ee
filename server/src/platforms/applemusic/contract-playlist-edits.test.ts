/**
 * Apple Music playlist versions on real recorded responses: a library playlist as Apple's
 * documentation example has it (recorded from go-apple-music's mocks) carries neither
 * `lastModifiedDate` nor `dateAdded`, so its version is empty, as the checksum `playlistEntries`
 * reports from it; the version read asks the library playlist alone.
 */
import { describe, expect, it } from 'vitest';
import { bodyOf, recordedApple } from '../../../test/support/platforms/applemusic-contract';

describe('Apple Music playlist version on recorded responses', () => {
  it('is empty for a recorded library playlist without dates, equal to the checksum playlistEntries reports', async () => {
    const [resource] = bodyOf('gam-library-playlists-page.json').data;
    expect(resource.attributes.lastModifiedDate ?? resource.attributes.dateAdded).toBeUndefined();
    const { library, platform } = await recordedApple([
      { endpoint: 'GET /v1/me/library/playlists/{id}/tracks', body: { data: [] } },
      { endpoint: 'GET /v1/me/library/playlists/{id}', body: { data: [resource] } },
    ]);
    expect(await library.playlistVersion(resource.id)).toBe('');
    expect(platform.requests.map((r) => [r.method, r.path, r.headers['music-user-token']])).toEqual([['GET', `/v1/me/library/playlists/${resource.id}`, 'music-user-token']]);
    expect((await library.playlistEntries(resource.id)).playlist.checksum).toBe('');
  });

  it('is the lastModifiedDate where the playlist carries one', async () => {
    const [resource] = bodyOf('gam-library-playlists-page.json').data;
    // As Apple sends it for a listener's playlist (https://developer.apple.com/forums/thread/788448).
    const dated = { ...resource, attributes: { ...resource.attributes, lastModifiedDate: '2024-09-18T20:18:24Z', dateAdded: '2022-03-10T18:30:56Z' } };
    const { library } = await recordedApple([{ endpoint: 'GET /v1/me/library/playlists/{id}', body: { data: [dated] } }]);
    expect(await library.playlistVersion(resource.id)).toBe('2024-09-18T20:18:24Z');
  });
});

/**
 * TIDAL playlist edits on real recorded responses: the version read from a recorded playlist
 * resource's `lastModifiedAt` (a user playlist of the recorded collection page, as
 * `GET /v2/playlists/{id}` carries it: `{data: <resource>}`), equal to the checksum
 * `playlistEntries` and `playlists` report from it; and the removal and move bodies as the OAS
 * has them, answered with its `Mutation_Response_Document` (`links`; no public project recorded one).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { doc, tidal, type JsonApiResource } from '../../../test/support/platforms/tidal-contract';
import { createTidalLibrary } from './library';

const COLLECTION = 'user-collection-playlists-page.json';

let platform: RecordedPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('tidal', routes);
  const userToken = { get: async () => 'tidal-user-token', invalidate: () => undefined };
  return createTidalLibrary({ baseUrls: { api: platform.url, auth: platform.url, login: platform.url }, http: platform.http, userToken });
}

/** A user playlist of the recorded page changed after it was made, so the two dates differ. */
const edited = () => (doc(COLLECTION).included ?? []).find((r) => r.type === 'playlists' && r.attributes!.lastModifiedAt !== r.attributes!.createdAt)!;
const mutation = (endpoint: string): RecordedRoute => ({ endpoint, body: { links: { self: '/playlists/p/relationships/items' } } });

describe('TIDAL playlist edits on recorded responses', () => {
  it('reads the version from the recorded resource, equal to the checksum playlistEntries and playlists report', async () => {
    const resource: JsonApiResource = edited();
    const end = { data: [], links: {} };
    const library = await libraryOn([
      { endpoint: 'GET /v2/playlists/{id}/relationships/items', body: end },
      { endpoint: 'GET /v2/playlists/{id}', body: { data: resource, links: { self: `/playlists/${resource.id}` } } },
      route(tidal(COLLECTION), { query: { include: 'items.coverArt' } }),
      { endpoint: 'GET /v2/userCollectionPlaylists/{id}/relationships/items', body: end },
    ]);
    const version = await library.playlistVersion(resource.id);
    expect(version).toBe(resource.attributes!.lastModifiedAt);
    expect(platform!.requests.map((r) => [r.method, r.path])).toEqual([['GET', `/v2/playlists/${resource.id}`]]);
    expect((await library.playlistEntries(resource.id)).playlist.checksum).toBe(version);
    expect((await library.playlists()).items.find((p) => p.id === resource.id)?.checksum).toBe(version);
  });

  it('removes and moves naming entries by itemId, as JSON:API with an Idempotency-Key', async () => {
    const library = await libraryOn([mutation('DELETE /v2/playlists/{id}/relationships/items'), mutation('PATCH /v2/playlists/{id}/relationships/items')]);
    const current = [
      { trackId: '251380837', entryId: 'a1b2c3d4-0000-4000-8000-000000000001', position: 0 },
      { trackId: '75413016', entryId: 'a1b2c3d4-0000-4000-8000-000000000002', kind: 'episode' as const, position: 1 },
      { trackId: '251380837', entryId: 'a1b2c3d4-0000-4000-8000-000000000003', position: 2 },
    ];
    await library.removeFromPlaylist('pl', [current[2]!, current[1]!]);
    await library.movePlaylistEntry('pl', current, 2, 0);
    const [removal, move] = platform!.requests;
    expect(JSON.parse(removal!.body)).toEqual({
      data: [
        { id: '251380837', type: 'tracks', meta: { itemId: current[2]!.entryId } },
        { id: '75413016', type: 'videos', meta: { itemId: current[1]!.entryId } },
      ],
    });
    expect(JSON.parse(move!.body)).toEqual({ data: [{ id: '251380837', type: 'tracks', meta: { itemId: current[2]!.entryId } }], meta: { positionBefore: current[0]!.entryId } });
    for (const request of [removal!, move!]) {
      expect(request.headers['content-type']).toBe('application/vnd.api+json');
      expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(removal!.headers['idempotency-key']).not.toBe(move!.headers['idempotency-key']);
  });
});

/**
 * Variants of recorded bodies the recordings hint at but do not all show: a list with a null or
 * an item of an unknown shape, a numeric string where a number was recorded, an error without a
 * code, a barcode Deezer files as EAN-13. Each starts from a real body and changes one thing.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { createDeezerAdapter } from './adapter';
import { expectTrackFrom, type Body } from '../../../test/support/platforms/deezer-contract';

let platform: RecordedPlatform | undefined;

async function adapterOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('deezer', routes);
  return createDeezerAdapter({ baseUrls: { api: platform.url }, http: platform.http });
}

const search = recording('deezer', 'search-track-2025.json');
const rows = (search.body as Body).data as Body[];

describe('Deezer lists with items we cannot read', () => {
  it('skips a null and an item of another shape, keeping the rest of the page', async () => {
    const body = { ...(search.body as Body), data: [rows[0], null, { id: 1, type: 'podcast' }, ...rows.slice(1)] };
    const adapter = await adapterOn([{ endpoint: 'GET /search/track', body }]);
    const found = await adapter.searchTracks({ title: 'Not Afraid', artists: ['Eminem'] });
    expect(found.map((t) => t.id)).toEqual(rows.map((r) => String(r.id)));
  });

  it('fails a page none of whose items is a track: that body is not Deezer\'s track list', async () => {
    const adapter = await adapterOn([{ endpoint: 'GET /search/track', body: { data: [{ name: 'x' }, { name: 'y' }], total: 2 } }]);
    await expect(adapter.searchTracks({ title: 'x', artists: ['y'] })).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('fails a body without a list at all', async () => {
    const adapter = await adapterOn([{ endpoint: 'GET /search/track', body: { results: [] } }]);
    await expect(adapter.searchTracks({ title: 'x', artists: ['y'] })).rejects.toMatchObject({ code: 'bad_response' });
  });
});

describe('Deezer fields in another JSON type', () => {
  it('reads a duration sent as a numeric string', async () => {
    const track = recording('deezer', 'track-3135556-2025.json').body as Body;
    const adapter = await adapterOn([{ endpoint: 'GET /track/{id}', body: { ...track, duration: String(track.duration) } }]);
    expectTrackFrom(await adapter.getTrack(String(track.id)), track);
  });

  it('reads a track without title_version and with only explicit_content_lyrics', async () => {
    const { title_version: _version, explicit_lyrics: _explicit, ...track } = rows.find((r) => r.explicit_content_lyrics === 1)!;
    const adapter = await adapterOn([{ endpoint: 'GET /search/track', body: { data: [track], total: 1 } }]);
    const [found] = await adapter.searchTracks({ title: 'x', artists: ['y'] });
    expect(found).toMatchObject({ title: track.title, explicit: true });
  });

  it('drops a contributor without a name and reads a track without an album object', async () => {
    const track = recording('deezer', 'track-2947516331.json').body as Body;
    const { album: _album, ...bare } = track;
    const body = { ...bare, contributors: [...(track.contributors as Body[]), { id: 1, role: 'Main' }] };
    const adapter = await adapterOn([{ endpoint: 'GET /track/{id}', body }]);
    const read = await adapter.getTrack(String(track.id));
    expect(read.artists).toEqual((track.contributors as Body[]).map((c) => c.name));
    expect([read.album, read.releaseDate]).toEqual(['', track.release_date]);
  });

  it('reads "no data" as not found when the code is missing or a string', async () => {
    const miss = recording('deezer', 'track-not-found.json').body as Body;
    for (const error of [{ type: miss.error.type, message: miss.error.message }, { ...miss.error, code: String(miss.error.code) }]) {
      const adapter = await adapterOn([{ endpoint: 'GET /track/{id}', body: { error } }]);
      await expect(adapter.getTrack('-1')).rejects.toMatchObject({ code: 'not_found' });
      await platform!.close();
      platform = undefined;
    }
  });
});

describe('Deezer albums by barcode', () => {
  const album = recording('deezer', 'album-upc-196589221285.json');
  const upc = (album.body as Body).upc as string;

  it('asks for the EAN-13 form when the 12-digit UPC has no album', async () => {
    const adapter = await adapterOn([
      route(recording('deezer', 'track-not-found.json'), { endpoint: `GET /album/upc:${upc}` }),
      route(album),
    ]);
    const [found] = await adapter.searchAlbums({ title: 'ELVIS', artists: [], upc });
    expect(found?.id).toBe(String((album.body as Body).id));
    expect(platform!.requests.map((r) => r.path)).toEqual([`/album/upc:${upc}`, `/album/upc:0${upc}`]);
  });
});

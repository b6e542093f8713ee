import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from '../catalog/model';
import { testCatalog } from '../test-fixtures/start-platform';
import { startTidalTestClient, type TidalTestClient } from './tidal-test-client';
import { albumSchema, artistSchema, errorsSchema, identifierSchema, multiDocument, trackSchema } from './tidal-wire-schemas';

const catalog = testCatalog();
let client: TidalTestClient;
const get = (path: string) => client.get(path);

beforeAll(async () => {
  client = await startTidalTestClient(catalog);
});
afterAll(() => client.started.sandbox.close());

const tidal = (r: Recording) => r.platforms.tidal;
const rec = catalog.recordings.find((r) => tidal(r) && r.featuredArtistIds.length > 0)!;
const track = rec.platforms.tidal!;
const album = catalog.index.albumByPlatformId('tidal', track.albumId)!;
const albumId = album.platforms.tidal!.id;

describe('TIDAL albums by filter', () => {
  it('answers the recorded form /albums?filter[id]=…&include=artists,coverArt,items.artists,providers', async () => {
    const doc = multiDocument(albumSchema).parse(
      (await get(`/albums?filter%5Bid%5D=${albumId}&include=artists%2CcoverArt%2Citems.artists%2Cproviders&countryCode=US`)).body,
    );
    expect(doc.data.map((a) => a.id)).toEqual([albumId]);
    const types = new Set(doc.included?.map((x) => x.type));
    expect([...types].sort()).toEqual(['artists', 'artworks', 'providers', 'tracks']);
    expect(doc.data[0]?.relationships?.providers?.data?.[0]?.type).toBe('providers');
  });

  it('finds albums by barcode with or without leading zeros and refuses unknown filters', async () => {
    const upc = album.platforms.tidal!.upc;
    for (const code of [upc, upc.replace(/^0+/, '')]) {
      const doc = multiDocument(albumSchema).parse((await get(`/albums?filter[barcodeId]=${code}`)).body);
      expect(doc.data.map((a) => a.id)).toContain(albumId);
    }
    expect((await get('/albums?filter[title]=x')).status).toBe(400);
    expect((await get('/albums')).status).toBe(400);
  });
});

describe('TIDAL relationship endpoints', () => {
  it('lists a track’s artists (featured ones included) and album, with include', async () => {
    const artists = multiDocument(identifierSchema).parse((await get(`/tracks/${track.id}/relationships/artists?include=artists`)).body);
    const names = (artists as { included?: unknown[] }).included?.map((a) => artistSchema.parse(a).attributes.name);
    expect(names).toEqual(track.artists);
    const albums = multiDocument(identifierSchema).parse((await get(`/tracks/${track.id}/relationships/albums`)).body);
    expect(albums.data).toEqual([{ id: albumId, type: 'albums' }]);
    expect(albums.links.self).toBe(`/tracks/${track.id}/relationships/albums`);
    expect((await get(`/tracks/${track.id}/relationships/lyrics`)).status).toBe(200);
    expect((await get(`/tracks/${track.id}/relationships/nope`)).status).toBe(404);
  });

  it('lists an album’s artists and cover art', async () => {
    const artists = multiDocument(identifierSchema).parse((await get(`/albums/${albumId}/relationships/artists`)).body);
    expect(artists.data.map((a) => a.id)).toEqual(album.artistIds.map((id) => catalog.index.artist(id)!.platformIds.tidal));
    const cover = multiDocument(identifierSchema).parse((await get(`/albums/${albumId}/relationships/coverArt?include=coverArt`)).body);
    expect(cover.data[0]?.type).toBe('artworks');
    const missing = await get('/albums/1/relationships/artists');
    expect(missing.status).toBe(404);
    errorsSchema.parse(missing.body);
  });

  it('follows the relationship links a track document gives', async () => {
    const doc = (await get(`/tracks/${track.id}`)).body as { data: unknown };
    const links = trackSchema.parse(doc.data).relationships!;
    for (const name of ['albums', 'artists']) {
      const r = await get(links[name]!.links.self);
      expect(r.status).toBe(200);
    }
  });
});

describe('TIDAL nested includes', () => {
  it('reaches a track’s cover art through include=albums.coverArt', async () => {
    const doc = (await get(`/tracks/${track.id}?include=albums.coverArt,artists`)).body as { included: unknown[] };
    const albumDoc = doc.included.map((x) => x as { type: string }).find((x) => x.type === 'albums');
    const albumRes = albumSchema.parse(albumDoc);
    const artworkRef = albumRes.relationships?.coverArt?.data?.[0];
    expect(artworkRef?.type).toBe('artworks');
    expect(doc.included.some((x) => (x as { id: string; type: string }).type === 'artworks' && (x as { id: string }).id === artworkRef?.id)).toBe(true);
    expect((await get(`/tracks/${track.id}?include=albums.lyrics`)).status).toBe(400);
  });

  it('passes items.albums.coverArt down to every playlist item', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'tidal' && p.recordingIds.length === 12)!;
    const doc = multiDocument(identifierSchema).parse(
      (await get(`/playlists/${playlist.platformId}/relationships/items?include=items,items.albums.coverArt`)).body,
    );
    const included = (doc as { included?: { type: string }[] }).included ?? [];
    const albums = new Set(playlist.recordingIds.map((id) => tidal(catalog.index.recording(id)!)!.albumId));
    expect(included.filter((x) => x.type === 'albums')).toHaveLength(albums.size);
    expect(included.filter((x) => x.type === 'artworks')).toHaveLength(albums.size);
  });
});

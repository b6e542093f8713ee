import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, Recording } from '../catalog/model';
import { testCatalog } from '../test-fixtures/start-platform';
import { albumSchema, artistSchema, dataSchema, errorSchema, pageSchema, playlistSchema, searchSchema, songSchema } from './apple-wire-schemas';
import { startAppleTestClient, type AppleTestClient } from './apple-test-client';

const catalog = testCatalog();
let client: AppleTestClient;
const get = (path: string) => client.get(path);

beforeAll(async () => {
  client = await startAppleTestClient(catalog);
});
afterAll(() => client.started.sandbox.close());

const apple = (r: Recording) => r.platforms.applemusic;
const song = catalog.recordings.find(
  (r) =>
    !r.decoyKind &&
    !r.version &&
    r.featuredArtistIds.length === 0 &&
    apple(r)?.isrc &&
    !apple(r)!.explicit &&
    catalog.index.recordingsByIsrc('applemusic', apple(r)!.isrc!).length === 1,
)!.platforms.applemusic!;

describe('Apple Music albums, artists, playlists', () => {
  const tracksOn = (a: Album) => a.recordingIds.filter((id) => apple(catalog.index.recording(id)!)?.albumId === a.platforms.applemusic?.id);
  const album = catalog.albums.find((a) => a.platforms.applemusic && tracksOn(a).length >= 6)!;
  const albumId = album.platforms.applemusic!.id;

  it('returns an album with its tracks relationship in order, and the tracks endpoint', async () => {
    const a = dataSchema(albumSchema).parse((await get(`/v1/catalog/us/albums/${albumId}`)).body).data[0];
    const expected = tracksOn(album).map((id) => apple(catalog.index.recording(id)!)!);
    expect(a?.attributes).toMatchObject({ name: album.platforms.applemusic!.title, trackCount: expected.length, upc: album.platforms.applemusic!.upc });
    const order = [...expected].sort((x, y) => x.discNumber - y.discNumber || x.trackNumber - y.trackNumber);
    expect(a?.relationships?.tracks.data.map((t) => t.id)).toEqual(order.map((l) => l.id));
    const t = pageSchema(songSchema).parse((await get(`/v1/catalog/us/albums/${albumId}/tracks?limit=5`)).body);
    expect(t.data).toHaveLength(5);
    expect(t.next).toBe(`/v1/catalog/us/albums/${albumId}/tracks?offset=5`);
  });

  it('returns an artist with album identifiers', async () => {
    const artist = catalog.index.artist(album.artistIds[0]!)!;
    const a = dataSchema(artistSchema).parse((await get(`/v1/catalog/us/artists/${artist.platformIds.applemusic}`)).body).data[0];
    expect(a?.attributes.name).toBe(artist.name);
    expect(a?.relationships?.albums.data.map((x) => x.id)).toContain(albumId);
  });

  it('serves the relationship endpoints the resources link to, and several albums by ids or UPC', async () => {
    const songAlbums = dataSchema(albumSchema).parse((await get(`/v1/catalog/us/songs/${song.id}/albums`)).body);
    expect(songAlbums.data.map((a) => a.id)).toEqual([song.albumId]);
    const songArtists = dataSchema(artistSchema).parse((await get(`/v1/catalog/us/songs/${song.id}/artists`)).body);
    expect(songArtists.data[0]?.attributes.name).toBe(song.artists[0]);
    const albumArtists = dataSchema(artistSchema).parse((await get(`/v1/catalog/us/albums/${albumId}/artists`)).body);
    expect(albumArtists.data.map((a) => a.attributes.name)).toEqual(album.artistIds.map((id) => catalog.index.artist(id)!.name));
    const byIds = dataSchema(albumSchema).parse((await get(`/v1/catalog/us/albums?ids=${albumId},1`)).body);
    expect(byIds.data.map((a) => a.id)).toEqual([albumId]);
    const byUpc = dataSchema(albumSchema).parse((await get(`/v1/catalog/us/albums?filter[upc]=${album.platforms.applemusic!.upc}`)).body);
    expect(byUpc.data.map((a) => a.id)).toContain(albumId);
    expect((await get('/v1/catalog/us/albums')).status).toBe(400);
  });

  it('pages an artist’s albums', async () => {
    const artist = catalog.artists.find((a) => catalog.albums.filter((al) => al.platforms.applemusic && al.artistIds.includes(a.id)).length >= 3)!;
    const expected = catalog.albums.filter((al) => al.platforms.applemusic && al.artistIds.includes(artist.id)).length;
    const first = pageSchema(albumSchema).parse((await get(`/v1/catalog/us/artists/${artist.platformIds.applemusic}/albums?limit=2`)).body);
    expect(first.data).toHaveLength(2);
    expect(first.next).toBe(`/v1/catalog/us/artists/${artist.platformIds.applemusic}/albums?offset=2`);
    const rest = pageSchema(albumSchema).parse((await get(`${first.next}&limit=100`)).body);
    expect(first.data.length + rest.data.length).toBe(expected);
    expect(rest.next).toBeUndefined();
  });

  it('pages a playlist to the end with root-relative next links that drop limit', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'applemusic' && p.recordingIds.length === 300)!;
    const head = dataSchema(playlistSchema).parse((await get(`/v1/catalog/us/playlists/${playlist.platformId}`)).body).data[0];
    expect(head?.attributes.name).toBe(playlist.title);
    expect(head?.relationships?.tracks.data).toHaveLength(100);
    expect(head?.relationships?.tracks.next).toBe(`/v1/catalog/us/playlists/${playlist.platformId}/tracks?offset=100`);
    const seen: string[] = [];
    let path: string | undefined = `/v1/catalog/us/playlists/${playlist.platformId}/tracks?limit=100`;
    let pages = 0;
    while (path) {
      // `next` drops limit, so a client re-adds it to keep pages of 100.
      const r = await get(pages === 0 ? path : `${path}&limit=100`);
      const page = pageSchema(songSchema).parse(r.body);
      seen.push(...page.data.map((s) => s.id));
      path = page.next;
      pages++;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => apple(catalog.index.recording(id)!)!.id));
    expect(pages).toBe(3);
  });

  it('uses 25 tracks per page by default and refuses limit over 100', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'applemusic' && p.recordingIds.length === 101)!;
    const page = pageSchema(songSchema).parse((await get(`/v1/catalog/us/playlists/${playlist.platformId}/tracks`)).body);
    expect(page.data).toHaveLength(25);
    expect(page.next).toBe(`/v1/catalog/us/playlists/${playlist.platformId}/tracks?offset=25`);
    const last = pageSchema(songSchema).parse((await get(`/v1/catalog/us/playlists/${playlist.platformId}/tracks?offset=100`)).body);
    expect(last.data).toHaveLength(1);
    expect(last.next).toBeUndefined();
    const r = await get(`/v1/catalog/us/playlists/${playlist.platformId}/tracks?limit=101`);
    expect(r.status).toBe(400);
    expect(errorSchema.parse(r.body).errors[0]?.source?.parameter).toBe('limit');
    expect((await get('/v1/catalog/us/playlists/pl.ffffffffffffffffffffffffffffffff')).status).toBe(404);
  });
});

describe('Apple Music search', () => {
  it('finds a song by title and artist, keyed by type, with meta order', async () => {
    const term = encodeURIComponent(`${song.title} ${song.artists[0]}`);
    const body = searchSchema.parse((await get(`/v1/catalog/us/search?term=${term}&types=songs,albums,artists&limit=1`)).body);
    expect(body.results.songs?.data[0]?.id).toBe(song.id);
    expect(body.results.songs?.href).toContain('/v1/catalog/us/search?');
    expect(body.meta?.results.order[0]).toBe('songs');
  });

  it('pages albums with a next that carries offset and term but not limit', async () => {
    const artist = catalog.artists.find((a) => catalog.albums.filter((al) => al.platforms.applemusic && al.artistIds[0] === a.id).length >= 2)!;
    const body = searchSchema.parse((await get(`/v1/catalog/us/search?term=${encodeURIComponent(artist.name)}&types=albums&limit=1`)).body);
    expect(body.results.albums?.data).toHaveLength(1);
    const next = body.results.albums?.next ?? '';
    expect(next).toMatch(/offset=1/);
    expect(new URL(next, 'http://x').searchParams.get('term')).toBe(artist.name);
    const second = searchSchema.parse((await get(next)).body);
    expect(second.results.albums?.data[0]?.id).not.toBe(body.results.albums?.data[0]?.id);
  });

  it('finds non-Latin artists and returns an empty results object when nothing matches', async () => {
    const artist = catalog.artists.find((a) => /[^\p{Script=Latin}\s\d\p{P}]/u.test(a.name) && a.platformIds.applemusic)!;
    const r = searchSchema.parse((await get(`/v1/catalog/us/search?term=${encodeURIComponent(artist.name)}&types=artists`)).body);
    expect(r.results.artists?.data[0]?.attributes.name).toBe(artist.name);
    const none = searchSchema.parse((await get('/v1/catalog/us/search?term=qqqqzzzz&types=songs')).body);
    expect(none.results).toEqual({});
  });

  it('refuses a missing term, unknown type and limit over 25', async () => {
    expect((await get('/v1/catalog/us/search?types=songs')).status).toBe(400);
    expect((await get('/v1/catalog/us/search?term=x&types=podcasts')).status).toBe(400);
    expect((await get('/v1/catalog/us/search?term=x&types=songs&limit=26')).status).toBe(400);
  });
});

describe('Apple Music accounting', () => {
  it('labels requests by endpoint, ids replaced', () => {
    const endpoints = client.started.sandbox.stats().platforms.applemusic.endpoints;
    expect(endpoints['GET /v1/catalog/{sf}/playlists/{id}/tracks']).toBeGreaterThan(3);
    expect(endpoints['GET /v1/catalog/{sf}/songs/{id}/albums']).toBe(1);
    expect(endpoints['GET /v1/catalog/{sf}/albums']).toBe(3);
    expect(endpoints['GET /v1/catalog/{sf}/search']).toBeGreaterThan(3);
  });
});

describe('Apple Music songs without an ISRC', () => {
  it('come without previews, as the recorded bodies of such songs do; songs with one carry a preview', async () => {
    const withoutIsrc = catalog.recordings.find((r) => apple(r) && !apple(r)!.isrc)!.platforms.applemusic!;
    const bare = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${withoutIsrc.id}`)).body).data[0]!;
    expect(bare.attributes.isrc).toBeUndefined();
    expect(bare.attributes.previews).toBeUndefined();
    const full = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${song.id}`)).body).data[0]!;
    expect(full.attributes.previews?.[0]?.url).toMatch(/^https:\/\/audio-ssl\.itunes\.apple\.com\//);
  });
});

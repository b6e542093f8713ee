import { SignJWT, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFixtureCatalog } from '../test-fixtures/fixture-catalog';
import { serveSimulator, type ServedSimulator } from '../test-fixtures/serve-simulator';
import {
  albumSchema,
  artistSchema,
  dataSchema,
  errorSchema,
  pageSchema,
  playlistSchema,
  searchSchema,
  songSchema,
} from './apple-wire-schemas';
import { simulator } from './index';

const catalog = buildFixtureCatalog({ playlistLength: 230 });
let served: ServedSimulator;
let token: string;

async function mint(options: { kid?: string; iss?: string; iat?: number; exp?: number; key?: CryptoKey } = {}) {
  const { credentials } = served.simulator;
  const key = options.key ?? (await importPKCS8(credentials.private_key!, 'ES256'));
  const now = Math.floor(Date.parse('2026-11-23T12:00:00Z') / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? credentials.key_id! })
    .setIssuer(options.iss ?? credentials.team_id!)
    .setIssuedAt(options.iat ?? now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(key);
}

async function get(path: string, auth: string | null = token) {
  const res = await fetch(`${served.url('api')}${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : undefined) as unknown };
}

beforeAll(async () => {
  served = await serveSimulator(simulator, catalog, ['api']);
  token = await mint();
});
afterAll(() => served.close());

const first = catalog.recordings[0]!;
const song = first.platforms.applemusic!;

describe('Apple Music credentials and developer token', () => {
  it('hands out a team id, key id, PKCS#8 P-256 key and storefront', async () => {
    const c = served.simulator.credentials;
    expect(c.team_id).toMatch(/^[A-Z0-9]{10}$/);
    expect(c.key_id).toMatch(/^[A-Z0-9]{10}$/);
    expect(c.private_key).toContain('-----BEGIN PRIVATE KEY-----');
    expect(c.storefront).toBe('us');
    await expect(importPKCS8(c.private_key!, 'ES256')).resolves.toBeDefined();
  });

  it('answers a missing token with 401 and the errors body', async () => {
    const r = await get(`/v1/catalog/us/songs/${song.id}`, null);
    expect(r.status).toBe(401);
    const body = errorSchema.parse(r.body);
    expect(body.errors[0]).toMatchObject({ status: '401', code: '40100' });
  });

  it.each([
    ['a foreign key', async () => mint({ key: (await generateKeyPair('ES256')).privateKey })],
    ['another key id', () => mint({ kid: 'ABCDEFGHIJ' })],
    ['another team', () => mint({ iss: 'ZZZZZZZZZZ' })],
    ['an expired token', () => mint({ iat: 1_700_000_000, exp: 1_700_003_600 })],
    ['a lifetime over six months', () => mint({ exp: Math.floor(Date.parse('2026-11-23T12:00:00Z') / 1000) + 15_777_001 })],
    ['garbage', () => Promise.resolve('not.a.jwt')],
  ])('refuses %s with 401', async (_name, make) => {
    const r = await get(`/v1/catalog/us/songs/${song.id}`, await make());
    expect(r.status).toBe(401);
    expect(errorSchema.parse(r.body).errors[0]?.code).toBe('40100');
  });

  it('stops accepting a token once the clock passes its exp', async () => {
    const now = Math.floor(Date.parse('2026-11-23T12:00:00Z') / 1000);
    const short = await mint({ exp: now + 10 });
    expect((await get(`/v1/catalog/us/songs/${song.id}`, short)).status).toBe(200);
    served.setNow((now + 11) * 1000);
    try {
      expect((await get(`/v1/catalog/us/songs/${song.id}`, short)).status).toBe(401);
    } finally {
      served.setNow(now * 1000);
    }
  });
});

describe('Apple Music songs', () => {
  it('returns one song in data[] with the documented attributes and relationships', async () => {
    const r = await get(`/v1/catalog/us/songs/${song.id}`);
    expect(r.status).toBe(200);
    const [s] = dataSchema(songSchema).parse(r.body).data;
    expect(s?.attributes).toMatchObject({
      name: song.title,
      durationInMillis: song.durationMs,
      isrc: song.isrc,
      trackNumber: song.trackNumber,
      url: `https://music.apple.com/us/album/${encodeURIComponent(song.title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-'))}/${song.albumId}?i=${song.id}`,
    });
    expect(s?.relationships?.albums.data[0]?.id).toBe(song.albumId);
  });

  it('marks explicit songs and leaves contentRating out otherwise', async () => {
    const explicit = catalog.recordings.find((r) => r.platforms.applemusic?.explicit)!.platforms.applemusic!;
    const a = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${explicit.id}`)).body).data[0];
    expect(a?.attributes.contentRating).toBe('explicit');
    const b = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${song.id}`)).body).data[0];
    expect(b?.attributes).not.toHaveProperty('contentRating');
  });

  it('leaves isrc out of a song the catalog has no ISRC for', async () => {
    const bare = catalog.recordings.find((r) => r.platforms.applemusic && !r.platforms.applemusic.isrc)!.platforms.applemusic!;
    const s = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${bare.id}`)).body).data[0];
    expect(s?.attributes).not.toHaveProperty('isrc');
  });

  it('embeds album and artist attributes with include', async () => {
    const r = await get(`/v1/catalog/us/songs/${song.id}?include=albums,artists`);
    const body = r.body as { data: { relationships: { albums: { data: { attributes?: unknown }[] } } }[] };
    albumSchema.omit({ relationships: true }).parse(body.data[0]?.relationships.albums.data[0]);
    expect((await get(`/v1/catalog/us/songs/${song.id}?include=lyrics`)).status).toBe(400);
  });

  it('fetches several songs by ids, skipping unknown ones', async () => {
    const ids = catalog.recordings.slice(1, 4).map((r) => r.platforms.applemusic!.id);
    const r = await get(`/v1/catalog/us/songs?ids=${[...ids, '1'].join(',')}`);
    expect(dataSchema(songSchema).parse(r.body).data.map((s) => s.id)).toEqual(ids);
  });

  it('looks up several ISRCs at once, with several songs for one ISRC', async () => {
    const other = catalog.recordings[5]!.platforms.applemusic!;
    const r = await get(`/v1/catalog/us/songs?filter[isrc]=${song.isrc},${other.isrc},ZZZZZ0000000`);
    const body = dataSchema(songSchema)
      .extend({ meta: z.object({ filters: z.object({ isrc: z.record(z.string(), z.array(z.object({ id: z.string() }))) }) }) })
      .parse(r.body);
    expect(body.data.map((s) => s.id).sort()).toEqual([song.id, '1699999999', other.id].sort());
    expect(body.meta.filters.isrc[song.isrc!]?.map((s) => s.id).sort()).toEqual([song.id, '1699999999'].sort());
    expect(body.meta.filters.isrc).not.toHaveProperty('ZZZZZ0000000');
  });

  it('answers unknown ids with 404 40400 and bad parameters with 400', async () => {
    const missing = await get('/v1/catalog/us/songs/1');
    expect(missing.status).toBe(404);
    expect(errorSchema.parse(missing.body).errors[0]).toMatchObject({ status: '404', code: '40400' });
    expect((await get('/v1/catalog/us/nothing-here')).status).toBe(404);
    expect((await get('/v1/catalog/us/songs')).status).toBe(400);
    expect((await get(`/v1/catalog/usa/songs/${song.id}`)).status).toBe(400);
    const tooMany = Array.from({ length: 26 }, (_, i) => `QZFX24${String(i).padStart(6, '0')}`).join(',');
    expect(errorSchema.parse((await get(`/v1/catalog/us/songs?filter[isrc]=${tooMany}`)).body).errors[0]?.source?.parameter).toBe(
      'filter[isrc]',
    );
  });
});

describe('Apple Music albums, artists, playlists', () => {
  const album = catalog.albums[0]!;
  const albumId = album.platforms.applemusic!.id;

  it('returns an album with its tracks relationship, and the tracks endpoint', async () => {
    const a = dataSchema(albumSchema).parse((await get(`/v1/catalog/us/albums/${albumId}`)).body).data[0];
    expect(a?.attributes.trackCount).toBe(8);
    expect(a?.relationships?.tracks.data.map((t) => t.attributes.trackNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const t = pageSchema(songSchema).parse((await get(`/v1/catalog/us/albums/${albumId}/tracks?limit=5`)).body);
    expect(t.data).toHaveLength(5);
    expect(t.next).toBe(`/v1/catalog/us/albums/${albumId}/tracks?offset=5`);
  });

  it('returns an artist with album identifiers', async () => {
    const artist = catalog.artists[0]!;
    const a = dataSchema(artistSchema).parse((await get(`/v1/catalog/us/artists/${artist.platformIds.applemusic}`)).body).data[0];
    expect(a?.attributes.name).toBe(artist.name);
    expect(a?.relationships?.albums.data.map((x) => x.id)).toContain(albumId);
  });

  it('pages a playlist to the end with root-relative next links that drop limit', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'applemusic')!;
    const head = dataSchema(playlistSchema).parse((await get(`/v1/catalog/us/playlists/${playlist.platformId}`)).body).data[0];
    expect(head?.relationships?.tracks.data).toHaveLength(Math.min(100, playlist.recordingIds.length));
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
    const expected = playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.applemusic!.id);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 100));
  });

  it('uses 25 tracks per page by default and refuses limit over 100', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'applemusic')!;
    const page = pageSchema(songSchema).parse((await get(`/v1/catalog/us/playlists/${playlist.platformId}/tracks`)).body);
    expect(page.data).toHaveLength(25);
    expect(page.next).toBe(`/v1/catalog/us/playlists/${playlist.platformId}/tracks?offset=25`);
    const r = await get(`/v1/catalog/us/playlists/${playlist.platformId}/tracks?limit=101`);
    expect(r.status).toBe(400);
    expect(errorSchema.parse(r.body).errors[0]?.source?.parameter).toBe('limit');
    expect((await get('/v1/catalog/us/playlists/pl.ffffffffffffffffffffffffffffffff')).status).toBe(404);
  });
});

describe('Apple Music search', () => {
  it('finds songs, albums and artists by words, keyed by type, with next', async () => {
    const r = await get(`/v1/catalog/us/search?term=${encodeURIComponent(song.title)}&types=songs,albums,artists&limit=1`);
    const body = searchSchema.parse(r.body);
    expect(body.results.songs?.data[0]?.id).toBe(song.id);
    expect(body.meta?.results.order).toContain('songs');
    const artist = catalog.artists[0]!;
    const a = searchSchema.parse((await get(`/v1/catalog/us/search?term=${encodeURIComponent(artist.name)}&types=artists`)).body);
    expect(a.results.artists?.data[0]?.attributes.name).toBe(artist.name);
    const albums = searchSchema.parse((await get('/v1/catalog/us/search?term=sessions&types=albums&limit=2')).body);
    expect(albums.results.albums?.next).toMatch(/offset=2/);
  });

  it('finds non-Latin artists and returns an empty results object when nothing matches', async () => {
    const r = searchSchema.parse((await get(`/v1/catalog/us/search?term=${encodeURIComponent('Лена')}&types=artists`)).body);
    expect(r.results.artists?.data[0]?.attributes.name).toBe('Лена Северова');
    const none = searchSchema.parse((await get('/v1/catalog/us/search?term=qqqqzzzz&types=songs')).body);
    expect(none.results).toEqual({});
  });

  it('refuses a missing term, unknown type and limit over 25', async () => {
    expect((await get('/v1/catalog/us/search?types=songs')).status).toBe(400);
    expect((await get('/v1/catalog/us/search?term=x&types=podcasts')).status).toBe(400);
    expect((await get('/v1/catalog/us/search?term=x&types=songs&limit=26')).status).toBe(400);
  });
});

describe('Apple Music faults and accounting', () => {
  it('rate limits with 429, the errors body and no Retry-After', async () => {
    const res = await fetch(`${served.url('faults')}/rate-limited`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(errorSchema.parse(await res.json()).errors[0]?.status).toBe('429');
  });

  it('fails with 500 and code 50001', async () => {
    const res = await fetch(`${served.url('faults')}/server-error`);
    expect(res.status).toBe(500);
    expect(errorSchema.parse(await res.json()).errors[0]?.code).toBe('50001');
  });

  it('sends a malformed body with status 200', async () => {
    const res = await fetch(`${served.url('faults')}/malformed`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('labels requests by endpoint, ids replaced', () => {
    const label = (url: string) => served.simulator.endpointOf({ method: 'GET', url } as never);
    expect(label(`/v1/catalog/us/songs/${song.id}`)).toBe('GET /v1/catalog/{sf}/songs/{id}');
    expect(label('/v1/catalog/us/playlists/pl.x/tracks?offset=25')).toBe('GET /v1/catalog/{sf}/playlists/{id}/tracks');
    expect(label('/v1/catalog/us/songs?filter[isrc]=X')).toBe('GET /v1/catalog/{sf}/songs');
  });
});

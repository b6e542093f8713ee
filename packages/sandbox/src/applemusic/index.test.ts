import { SignJWT, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Album, Recording } from '../catalog/model';
import { startPlatform, testCatalog, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
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

const catalog = testCatalog();
let started: StartedPlatform;
let token: string;

async function mint(options: { kid?: string; iss?: string; iat?: number; exp?: number; key?: CryptoKey } = {}) {
  const credentials = started.sandbox.credentials.applemusic;
  const key = options.key ?? (await importPKCS8(credentials.private_key!, 'ES256'));
  const now = Math.floor(TEST_NOW / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? credentials.key_id! })
    .setIssuer(options.iss ?? credentials.team_id!)
    .setIssuedAt(options.iat ?? now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(key);
}

async function get(path: string, auth: string | null = token) {
  const res = await fetch(`${started.sandbox.urls.applemusic.api}${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : undefined) as unknown };
}

beforeAll(async () => {
  started = await startPlatform('applemusic', simulator, catalog);
  token = await mint();
});
afterAll(() => started.sandbox.close());

const apple = (r: Recording) => r.platforms.applemusic;
const first = catalog.recordings.find(
  (r) =>
    !r.decoyKind &&
    !r.version &&
    r.featuredArtistIds.length === 0 &&
    apple(r)?.isrc &&
    !apple(r)!.explicit &&
    catalog.index.recordingsByIsrc('applemusic', apple(r)!.isrc!).length === 1,
)!;
const song = first.platforms.applemusic!;

describe('Apple Music credentials and developer token', () => {
  it('hands out a team id, key id, PKCS#8 P-256 key and storefront', async () => {
    const c = started.sandbox.credentials.applemusic;
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
    ['a lifetime over six months', () => mint({ exp: Math.floor(TEST_NOW / 1000) + 15_777_001 })],
    ['garbage', () => Promise.resolve('not.a.jwt')],
  ])('refuses %s with 401', async (_name, make) => {
    const r = await get(`/v1/catalog/us/songs/${song.id}`, await make());
    expect(r.status).toBe(401);
    expect(errorSchema.parse(r.body).errors[0]?.code).toBe('40100');
  });

  it('stops accepting a token once the clock passes its exp', async () => {
    const now = Math.floor(TEST_NOW / 1000);
    const short = await mint({ exp: now + 10 });
    expect((await get(`/v1/catalog/us/songs/${song.id}`, short)).status).toBe(200);
    started.setNow((now + 11) * 1000);
    try {
      expect((await get(`/v1/catalog/us/songs/${song.id}`, short)).status).toBe(401);
    } finally {
      started.setNow(now * 1000);
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
      artistName: song.artists.join(', '),
      durationInMillis: song.durationMs,
      isrc: song.isrc,
      trackNumber: song.trackNumber,
      discNumber: song.discNumber,
    });
    expect(s?.attributes.url.endsWith(`/${song.albumId}?i=${song.id}`)).toBe(true);
    expect(s?.relationships?.albums.data[0]?.id).toBe(song.albumId);
    const artistIds = first.artistIds.map((id) => catalog.index.artist(id)!.platformIds.applemusic);
    expect(s?.relationships?.artists.data.map((a) => a.id)).toEqual(artistIds);
  });

  it('rates explicit songs "explicit", their clean twins "clean", and leaves contentRating out otherwise', async () => {
    const explicit = catalog.recordings.find((r) => apple(r)?.explicit)!.platforms.applemusic!;
    const a = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${explicit.id}`)).body).data[0];
    expect(a?.attributes.contentRating).toBe('explicit');
    const clean = catalog.recordings.find((r) => r.decoyKind === 'clean' && apple(r))!.platforms.applemusic!;
    const c = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${clean.id}`)).body).data[0];
    expect(c?.attributes.contentRating).toBe('clean');
    const b = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${song.id}`)).body).data[0];
    expect(b?.attributes).not.toHaveProperty('contentRating');
  });

  it('leaves isrc out of a song the catalog has no ISRC for', async () => {
    const bare = catalog.recordings.find((r) => apple(r) && !apple(r)!.isrc)!.platforms.applemusic!;
    const s = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${bare.id}`)).body).data[0];
    expect(s?.attributes).not.toHaveProperty('isrc');
  });

  it('embeds album and artist attributes with include', async () => {
    const r = await get(`/v1/catalog/us/songs/${song.id}?include=albums,artists`);
    const body = r.body as { data: { relationships: { albums: { data: unknown[] }; artists: { data: unknown[] } } }[] };
    albumSchema.omit({ relationships: true }).parse(body.data[0]?.relationships.albums.data[0]);
    artistSchema.omit({ relationships: true }).parse(body.data[0]?.relationships.artists.data[0]);
    expect((await get(`/v1/catalog/us/songs/${song.id}?include=lyrics`)).status).toBe(400);
  });

  it('fetches several songs by ids, skipping unknown ones', async () => {
    const ids = catalog.recordings.flatMap((r) => (apple(r) ? [apple(r)!.id] : [])).slice(0, 3);
    const r = await get(`/v1/catalog/us/songs?ids=${[...ids, '1'].join(',')}`);
    expect(dataSchema(songSchema).parse(r.body).data.map((s) => s.id)).toEqual(ids);
  });

  it('looks up several ISRCs at once, with several songs for one ISRC', async () => {
    const shared = catalog.recordings.find((r) => apple(r)?.isrc && catalog.index.recordingsByIsrc('applemusic', apple(r)!.isrc!).length > 1)!;
    const sharedIsrc = apple(shared)!.isrc!;
    const twins = catalog.index.recordingsByIsrc('applemusic', sharedIsrc).map((r) => apple(r)!.id);
    const r = await get(`/v1/catalog/us/songs?filter[isrc]=${song.isrc},${sharedIsrc.toLowerCase()},ZZZZZ0000000`);
    const body = dataSchema(songSchema)
      .extend({ meta: z.object({ filters: z.object({ isrc: z.record(z.string(), z.array(z.object({ id: z.string() }))) }) }) })
      .parse(r.body);
    expect(body.data.map((s) => s.id).sort()).toEqual([song.id, ...twins].sort());
    expect(body.meta.filters.isrc[sharedIsrc]?.map((s) => s.id).sort()).toEqual([...twins].sort());
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
    const label = (url: string) => started.sandbox.stats().platforms.applemusic.endpoints[url];
    expect(label('GET /v1/catalog/{sf}/songs/{id}')).toBeGreaterThan(5);
    expect(label('GET /v1/catalog/{sf}/playlists/{id}/tracks')).toBeGreaterThan(3);
    expect(label('GET /v1/catalog/{sf}/songs')).toBeGreaterThan(1);
  });
});

import { generateKeyPair, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Recording } from '../catalog/model';
import { testCatalog, TEST_NOW } from '../test-fixtures/start-platform';
import { albumSchema, artistSchema, dataSchema, errorSchema, songSchema } from './apple-wire-schemas';
import { startAppleTestClient, type AppleTestClient } from './apple-test-client';

const catalog = testCatalog();
let client: AppleTestClient;
const get: AppleTestClient['get'] = (path, auth) => client.get(path, auth);
const mint: AppleTestClient['mint'] = (options) => client.mint(options);

beforeAll(async () => {
  client = await startAppleTestClient(catalog);
});
afterAll(() => client.started.sandbox.close());

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
    const c = client.started.sandbox.credentials.applemusic;
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
    client.started.setNow((now + 11) * 1000);
    try {
      expect((await get(`/v1/catalog/us/songs/${song.id}`, short)).status).toBe(401);
    } finally {
      client.started.setNow(now * 1000);
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

  it('names the composer of a classical movement, crediting only the performers as artists', async () => {
    const movement = catalog.recordings.find((r) => r.composerId && apple(r))!;
    const listing = movement.platforms.applemusic!;
    const [s] = dataSchema(songSchema).parse((await get(`/v1/catalog/us/songs/${listing.id}`)).body).data;
    const composer = catalog.index.artist(movement.composerId!)!.name;
    const joined = listing.artists.length > 1 ? `${listing.artists.slice(0, -1).join(', ')} & ${listing.artists.at(-1)}` : listing.artists[0];
    expect(s?.attributes).toMatchObject({ name: listing.title, composerName: composer, artistName: joined });
    expect(s?.attributes.artistName).not.toContain(composer);
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

/**
 * The simulator against Apple's own bodies. Each endpoint Segue calls is requested from the
 * simulator and compared, key path by key path, with the recordings in `@segue/recorded`, in two
 * parts: the envelope of the endpoint (resources inside it replaced by their identifiers) against
 * the recordings of that endpoint, and every resource it carries (songs, albums, artists,
 * playlists, library items) against every resource of that type in any recording, since Apple
 * renders a song the same way in a search, an album or a history.
 */
import { compareShapes, recordings } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test-fixtures/start-platform';
import { startAppleUserTestClient, type AppleUserTestClient } from './apple-user-test-client';

const catalog = testCatalog();
let c: AppleUserTestClient;
let mut: string;

beforeAll(async () => {
  c = await startAppleUserTestClient(catalog);
  mut = await c.link();
});
afterAll(() => c.close());

const RESOURCE_TYPES = new Set(['songs', 'albums', 'artists', 'playlists', 'library-songs', 'library-albums', 'library-artists', 'library-playlists']);
type Json = Record<string, unknown>;

/** The body with every resource (an object with a type above and attributes) cut out into `resources`. */
function split(body: unknown): { envelope: unknown; resources: Map<string, unknown[]> } {
  const resources = new Map<string, unknown[]>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const object = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)])) as Json;
    const type = object.type;
    if (typeof type !== 'string' || !RESOURCE_TYPES.has(type) || !('attributes' in object)) return object;
    resources.set(type, [...(resources.get(type) ?? []), object]);
    return { id: object.id, type, ...('href' in object ? { href: object.href } : {}) };
  };
  return { envelope: walk(body), resources };
}

const successful = recordings('applemusic').filter((r) => r.status >= 200 && r.status < 300);
/** Every recorded resource of a type, each its own body. */
const pool = new Map<string, unknown[]>();
for (const r of successful) for (const [type, items] of split(r.body).resources) pool.set(type, [...(pool.get(type) ?? []), ...items.map((item) => [item])]);

/**
 * Attributes Apple documents and sends that the recordings (older documentation examples, or
 * redacted captures) happen not to show. Each names where it is documented.
 */
const DOC = 'https://developer.apple.com/documentation/applemusicapi';
const RESOURCE_ALLOW: Record<string, Record<string, string>> = {
  artists: {
    '$[].attributes.artwork*': `documented artist attribute (${DOC}/artists/attributes); the recorded artists are old examples without it`,
  },
  'library-songs': {
    '$[].attributes.contentRating': `documented (${DOC}/librarysongs/attributes); the recorded example is trimmed`,
    '$[].attributes.discNumber': `documented (${DOC}/librarysongs/attributes); the recorded example is trimmed`,
    '$[].attributes.hasLyrics': `documented (${DOC}/librarysongs/attributes); the recorded example is trimmed`,
    '$[].attributes.releaseDate': `documented (${DOC}/librarysongs/attributes); the recorded example is trimmed`,
    '$[].attributes.playParams.catalogId': 'the catalog song a library song stands for, the key a history item is converted by',
    '$[].attributes.playParams.reporting': 'sent beside catalogId in library play parameters',
  },
  'library-artists': {
    '$[].relationships.catalog.data[].type': 'the recording trimmed catalog items to their id',
    '$[].relationships.catalog.data[].href': 'the recording trimmed catalog items to their id',
  },
  'library-albums': {
    '$[].attributes.releaseDate': `documented (${DOC}/libraryalbums/attributes); the recorded example leaves it out`,
  },
  'library-playlists': {
    '$[].attributes.artwork*': `documented (${DOC}/libraryplaylists/attributes): playlists with a catalog twin have one`,
    '$[].attributes.dateAdded': `documented (${DOC}/libraryplaylists/attributes); the recorded example leaves it out`,
    '$[].attributes.hasCatalog': `documented (${DOC}/libraryplaylists/attributes); the recorded example leaves it out`,
    '$[].attributes.isPublic': `documented (${DOC}/libraryplaylists/attributes); the recorded example leaves it out`,
    '$[].attributes.lastModifiedDate': `documented (${DOC}/libraryplaylists/attributes); the recorded example leaves it out`,
    '$[].attributes.playParams.globalId': 'the catalog id of a playlist followed from the catalog',
    '$[].attributes.description': 'only when the playlist has one',
  },
};

/** Differences between a simulated body and the recordings of its endpoint, envelope and resources. */
function differences(endpoint: string, simulated: unknown, allow: Record<string, string> = {}, dynamicKeys: string[] = []): string[] {
  const recorded = successful.filter((r) => r.endpoint === endpoint).map((r) => split(r.body).envelope);
  const sim = split(simulated);
  const out = compareShapes(recorded, sim.envelope, { allow, dynamicKeys });
  for (const [type, items] of sim.resources) {
    const real = pool.get(type);
    if (!real) {
      out.push(`${type}: no recorded resource of this type`);
      continue;
    }
    out.push(...compareShapes(real, items, { allow: RESOURCE_ALLOW[type] ?? {} }).map((d) => `${type}: ${d}`));
  }
  return out;
}

const sf = 'us';
const song = () => catalog.recordings.find((r) => r.platforms.applemusic?.isrc)!.platforms.applemusic!;
const album = () => catalog.albums.find((a) => a.platforms.applemusic)!.platforms.applemusic!;
const artist = () => catalog.artists.find((a) => a.platformIds.applemusic)!;
const playlistId = () => catalog.playlists.find((p) => p.platform === 'applemusic' && p.platformId.startsWith('pl.') && !p.platformId.startsWith('pl.u-'))!.platformId;

async function catalogBody(path: string) {
  const r = await c.apple.get(path);
  expect(r.status, r.text).toBe(200);
  return r.body;
}

async function meBody(path: string, init: { method?: string; body?: unknown } = {}) {
  const r = await c.me(mut, path, init);
  expect(r.status, r.text).toBeLessThan(300);
  return r.body;
}

describe('Apple Music simulator bodies have the recorded shapes', () => {
  it('GET /v1/catalog/{sf}/songs/{id}', async () => {
    const body = await catalogBody(`/v1/catalog/${sf}/songs/${song().id}`);
    expect(differences('GET /v1/catalog/{sf}/songs/{id}', body)).toEqual([]);
  });

  it('GET /v1/catalog/{sf}/songs (ISRC filter and ids)', async () => {
    const byIsrc = await catalogBody(`/v1/catalog/${sf}/songs?filter[isrc]=${song().isrc!}`);
    expect(differences('GET /v1/catalog/{sf}/songs', byIsrc, {}, ['$.meta.filters.isrc'])).toEqual([]);
    const byIds = await catalogBody(`/v1/catalog/${sf}/songs?ids=${song().id}`);
    expect(differences('GET /v1/catalog/{sf}/songs', byIds, {}, ['$.meta.filters.isrc'])).toEqual([]);
  });

  it('GET /v1/catalog/{sf}/albums/{id}', async () => {
    const body = await catalogBody(`/v1/catalog/${sf}/albums/${album().id}?include=artists`);
    expect(differences('GET /v1/catalog/{sf}/albums/{id}', body)).toEqual([]);
  });

  it('GET /v1/catalog/{sf}/albums (UPC filter)', async () => {
    const body = await catalogBody(`/v1/catalog/${sf}/albums?filter[upc]=${album().upc!}&include=artists`);
    expect((body as { data: unknown[] }).data).toHaveLength(1);
    expect(differences('GET /v1/catalog/{sf}/albums', body, {}, ['$.meta.filters.upc'])).toEqual([]);
  });

  it('GET /v1/catalog/{sf}/artists/{id}', async () => {
    const body = await catalogBody(`/v1/catalog/${sf}/artists/${artist().platformIds.applemusic!}`);
    expect(differences('GET /v1/catalog/{sf}/artists/{id}', body, { '$.data[].relationships.albums.next': 'only when the artist has more than 25 albums' })).toEqual([]);
  });

  it('GET /v1/catalog/{sf}/playlists/{id}', async () => {
    const body = await catalogBody(`/v1/catalog/${sf}/playlists/${playlistId()}`);
    expect(differences('GET /v1/catalog/{sf}/playlists/{id}', body)).toEqual([]);
  });

  it('GET /v1/catalog/{sf}/search (albums and artists)', async () => {
    const term = encodeURIComponent(artist().name);
    const body = await catalogBody(`/v1/catalog/${sf}/search?term=${term}&types=albums,artists&limit=1`);
    const allow = {
      '$.meta*': `meta.results.order and rawOrder (${DOC}/searchresponse); the recorded search has no meta`,
      '$.results.albums.next': 'only when there are more hits than the limit',
      '$.results.artists.next': 'only when there are more hits than the limit',
    };
    expect(differences('GET /v1/catalog/{sf}/search', body, allow)).toEqual([]);
  });

  it('GET /v1/me/storefront', async () => {
    expect(differences('GET /v1/me/storefront', await meBody('/v1/me/storefront'))).toEqual([]);
  });

  it('GET /v1/me/recent/played/tracks', async () => {
    const body = await meBody('/v1/me/recent/played/tracks?types=songs&limit=30');
    expect(differences('GET /v1/me/recent/played/tracks', body)).toEqual([]);
  });

  it('GET /v1/me/library/albums', async () => {
    const body = await meBody('/v1/me/library/albums?limit=1');
    expect(differences('GET /v1/me/library/albums', body)).toEqual([]);
  });

  it('GET /v1/me/library/playlists', async () => {
    const body = await meBody('/v1/me/library/playlists?limit=1');
    const allow = { '$.meta*': 'meta.total, as the recorded library albums page has it; the recorded playlists example is trimmed' };
    expect(differences('GET /v1/me/library/playlists', body, allow)).toEqual([]);
  });

  it('GET /v1/me/library/artists', async () => {
    // The recordings asked for include=catalog.
    const body = await meBody('/v1/me/library/artists?include=catalog&limit=1');
    expect(differences('GET /v1/me/library/artists', body)).toEqual([]);
  });

  it('POST /v1/me/library/playlists', async () => {
    const body = await meBody('/v1/me/library/playlists', { method: 'POST', body: { attributes: { name: 'Shape', description: 'A test' } } });
    expect(differences('POST /v1/me/library/playlists', body)).toEqual([]);
  });
});

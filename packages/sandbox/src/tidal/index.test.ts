import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureCatalog } from '../test-fixtures/fixture-catalog';
import { serveSimulator, type ServedSimulator } from '../test-fixtures/serve-simulator';
import { simulator } from './index';
import {
  albumItemSchema,
  albumSchema,
  artistSchema,
  errorsSchema,
  identifierSchema,
  multiDocument,
  playlistItemSchema,
  playlistSchema,
  searchResultSchema,
  singleDocument,
  tokenErrorSchema,
  tokenSchema,
  trackSchema,
} from './tidal-wire-schemas';

const catalog = buildFixtureCatalog({ playlistLength: 230 });
let served: ServedSimulator;
let token: string;

async function tokenRequest(body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${served.url('auth')}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function get(path: string, auth: string | null = token) {
  const res = await fetch(`${served.url('api')}/v2${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  served = await serveSimulator(simulator, catalog, ['api', 'auth', 'login']);
  const { client_id, client_secret } = served.simulator.credentials;
  token = tokenSchema.parse((await tokenRequest({ grant_type: 'client_credentials', client_id: client_id!, client_secret: client_secret! })).body).access_token;
});
afterAll(() => served.close());

const rec = catalog.recordings[3]!; // a remastered recording: title and version apart on TIDAL
const track = rec.platforms.tidal!;

describe('TIDAL client credentials', () => {
  it('issues a Bearer token for credentials in the body or as HTTP Basic', async () => {
    const { client_id, client_secret } = served.simulator.credentials;
    const basic = Buffer.from(`${client_id}:${client_secret}`).toString('base64');
    const r = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(r.status).toBe(200);
    expect(tokenSchema.parse(r.body).expires_in).toBe(86_400);
  });

  it('refuses a wrong secret with 401 invalid_client and an unknown grant with 400', async () => {
    const bad = await tokenRequest({ grant_type: 'client_credentials', client_id: served.simulator.credentials.client_id!, client_secret: 'nope' });
    expect(bad.status).toBe(401);
    expect(tokenErrorSchema.parse(bad.body)).toMatchObject({ status: 401, error: 'invalid_client' });
    const grant = await tokenRequest({ grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(tokenErrorSchema.parse(grant.body).error).toBe('unsupported_grant_type');
  });

  it('answers the api without or with an unknown token with a 401 JSON:API error', async () => {
    for (const auth of [null, 'made-up']) {
      const r = await get(`/tracks/${track.id}`, auth);
      expect(r.status).toBe(401);
      expect(errorsSchema.parse(r.body).errors[0]).toMatchObject({ status: '401' });
      expect(r.headers.get('content-type')).toContain('application/vnd.api+json');
    }
  });

  it('expires tokens after expires_in', async () => {
    const { client_id, client_secret } = served.simulator.credentials;
    const t0 = Date.parse('2026-11-23T12:00:00Z');
    const fresh = tokenSchema.parse((await tokenRequest({ grant_type: 'client_credentials', client_id: client_id!, client_secret: client_secret! })).body);
    served.setNow(t0 + fresh.expires_in * 1000 + 1);
    try {
      expect((await get(`/tracks/${track.id}`, fresh.access_token)).status).toBe(401);
    } finally {
      served.setNow(t0);
    }
  });
});

describe('TIDAL tracks', () => {
  it('serves a track in application/vnd.api+json with title and version apart and an ISO duration', async () => {
    const r = await get(`/tracks/${track.id}?countryCode=US`);
    expect(r.headers.get('content-type')).toContain('application/vnd.api+json');
    const doc = singleDocument(trackSchema).parse(r.body);
    expect(doc.data.attributes).toMatchObject({ title: rec.title, version: 'Remastered 2011', isrc: track.isrc });
    const seconds = Math.round(track.durationMs / 1000);
    expect(doc.data.attributes.duration).toBe(`PT${Math.floor(seconds / 60)}M${seconds % 60 ? `${seconds % 60}S` : ''}`.replace(/M$/, 'M'));
    expect(doc.data.relationships?.artists?.data).toBeUndefined();
    expect(doc.links.self).toBe(`/tracks/${track.id}?countryCode=US`);
    expect(doc).not.toHaveProperty('included');
  });

  it('includes albums and artists on request and refuses an unknown include', async () => {
    const doc = singleDocument(trackSchema).parse((await get(`/tracks/${track.id}?include=albums,artists`)).body);
    expect(doc.data.relationships?.albums?.data).toEqual([{ id: track.albumId, type: 'albums' }]);
    expect(doc.included?.map((x) => x.type).sort()).toEqual(['albums', 'artists']);
    const bad = await get(`/tracks/${track.id}?include=lyricz`);
    expect(bad.status).toBe(400);
    expect(errorsSchema.parse(bad.body).errors[0]?.source?.parameter).toBe('include');
  });

  it('finds several ISRCs and ids at once, and refuses unknown filters', async () => {
    const other = catalog.recordings[12]!.platforms.tidal!;
    const byIsrc = multiDocument(trackSchema).parse((await get(`/tracks?filter[isrc]=${track.isrc},${other.isrc}&countryCode=US`)).body);
    expect(byIsrc.data.map((t) => t.id).sort()).toEqual([track.id, other.id].sort());
    const byId = multiDocument(trackSchema).parse((await get(`/tracks?filter%5Bid%5D=${track.id}`)).body);
    expect(byId.data.map((t) => t.id)).toEqual([track.id]);
    expect((await get('/tracks?filter[upc]=1')).status).toBe(400);
    expect((await get('/tracks')).status).toBe(400);
  });

  it('keeps the required isrc attribute, empty, on a track the catalog has no ISRC for', async () => {
    const bare = catalog.recordings.find((r) => r.platforms.tidal && !r.platforms.tidal.isrc)!.platforms.tidal!;
    const doc = singleDocument(trackSchema).parse((await get(`/tracks/${bare.id}`)).body);
    expect(doc.data.attributes.isrc).toBe('');
  });

  it('answers unknown ids with 404 NOT_FOUND', async () => {
    const r = await get('/tracks/1');
    expect(r.status).toBe(404);
    expect(errorsSchema.parse(r.body).errors[0]).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    expect((await get('/nothing/here')).status).toBe(404);
  });
});

describe('TIDAL albums, artists and playlists', () => {
  const album = catalog.albums[2]!;
  const albumId = album.platforms.tidal!.id;

  it('serves an album with artists, items and coverArt included', async () => {
    const doc = singleDocument(albumSchema).parse((await get(`/albums/${albumId}?include=artists,items,coverArt&countryCode=US`)).body);
    expect(doc.data.attributes.barcodeId).toBe(album.platforms.tidal!.upc);
    const items = doc.data.relationships?.items?.data ?? [];
    expect(items.map((i) => albumItemSchema.parse(i).meta.trackNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(doc.included?.some((x) => x.type === 'artworks')).toBe(true);
    expect(doc.included?.filter((x) => x.type === 'tracks')).toHaveLength(8);
  });

  it('pages album items through relationships/items', async () => {
    const doc = multiDocument(albumItemSchema).parse((await get(`/albums/${albumId}/relationships/items?include=items.artists`)).body);
    expect(doc.data).toHaveLength(8);
    expect(doc.links.next).toBeUndefined();
    const tracks = (doc.included ?? []).flatMap((x) => (x.type === 'tracks' ? [trackSchema.parse(x)] : []));
    expect(tracks).toHaveLength(8);
    expect(tracks.every((t) => (t.relationships?.artists?.data?.length ?? 0) > 0)).toBe(true);
  });

  it('serves an artist', async () => {
    const artist = catalog.artists[2]!;
    const doc = singleDocument(artistSchema).parse((await get(`/artists/${artist.platformIds.tidal}`)).body);
    expect(doc.data.attributes.name).toBe(artist.name);
  });

  it('pages a playlist to the end: 20 per page, next relative to /v2, meta.nextCursor, no next at the end', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'tidal')!;
    const head = singleDocument(playlistSchema).parse((await get(`/playlists/${playlist.platformId}?include=items`)).body);
    expect(head.data.attributes.numberOfItems).toBe(playlist.recordingIds.length);
    expect(head.data.relationships?.items?.data).toHaveLength(20);
    const seen: string[] = [];
    const itemIds = new Set<string>();
    let path: string | undefined = `/playlists/${playlist.platformId}/relationships/items?countryCode=US&include=items`;
    while (path) {
      const doc = multiDocument(playlistItemSchema).parse((await get(path)).body);
      expect(doc.data.length).toBeLessThanOrEqual(20);
      expect(doc.included?.filter((x) => x.type === 'tracks').length).toBe(new Set(doc.data.map((d) => d.id)).size);
      for (const item of doc.data) {
        seen.push(item.id);
        itemIds.add(item.meta.itemId);
      }
      if (doc.links.next) expect(doc.links.next).toContain(`page%5Bcursor%5D=${doc.links.meta?.nextCursor}`);
      path = doc.links.next;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.tidal!.id));
    expect(itemIds.size).toBe(seen.length);
  });

  it('refuses a forged cursor with 400 and an unknown playlist with 404', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'tidal')!;
    expect((await get(`/playlists/${playlist.platformId}/relationships/items?page[cursor]=zz!`)).status).toBe(400);
    expect((await get('/playlists/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('TIDAL search', () => {
  it('searches with filter[query] and include=tracks', async () => {
    const doc = multiDocument(searchResultSchema).parse((await get(`/searchResults?filter[query]=${encodeURIComponent(rec.title)}&include=tracks&countryCode=US`)).body);
    const ids = doc.data[0]?.relationships.tracks?.data?.map((d) => d.id) ?? [];
    expect(ids[0]).toBe(track.id);
    expect(doc.included?.some((x) => x.type === 'tracks' && x.id === track.id)).toBe(true);
  });

  it('serves the older path forms: searchResults/{query} and its tracks relationship', async () => {
    const q = encodeURIComponent('sessions');
    const doc = singleDocument(searchResultSchema).parse((await get(`/searchResults/${q}?include=albums`)).body);
    expect(doc.data.relationships.albums?.data?.length).toBeGreaterThan(0);
    const rel = multiDocument(identifierSchema).parse((await get(`/searchResults/${q}/relationships/tracks?include=tracks`)).body);
    expect(rel.data.length).toBe(20);
    expect(rel.links.next).toBeDefined();
    expect((await get('/searchResults?filter[query]=')).status).toBe(400);
  });
});

describe('TIDAL faults and accounting', () => {
  it('rate limits with 429, Retry-After, token-bucket headers and the short body', async () => {
    const res = await fetch(`${served.url('faults')}/rate-limited`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(res.headers.get('x-ratelimit-replenish-rate')).toBeTruthy();
    expect(await res.json()).toEqual({ errors: [{ status: '429', detail: 'Rate limit exceeded' }] });
  });

  it('fails with a 5xx JSON:API error and sends malformed bodies', async () => {
    const res = await fetch(`${served.url('faults')}/server-error`);
    expect(res.status).toBeGreaterThanOrEqual(500);
    errorsSchema.parse(await res.json());
    const bad = await fetch(`${served.url('faults')}/malformed`);
    expect(bad.status).toBe(200);
    const text = await bad.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('labels requests by endpoint', () => {
    const label = (method: string, url: string) => served.simulator.endpointOf({ method, url } as never);
    expect(label('GET', `/v2/tracks/${track.id}?include=albums`)).toBe('GET /v2/tracks/{id}');
    expect(label('GET', '/v2/playlists/x/relationships/items')).toBe('GET /v2/playlists/{id}/relationships/items');
    expect(label('POST', '/v1/oauth2/token')).toBe('POST /v1/oauth2/token');
  });
});

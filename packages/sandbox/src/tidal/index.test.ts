import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, Recording } from '../catalog/model';
import { normalizeWords } from '../platform-kit/listing-search';
import { startPlatform, testCatalog, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
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

const catalog = testCatalog();
let started: StartedPlatform;
let token: string;
const tidal = (r: Recording) => r.platforms.tidal;
const credentials = () => started.sandbox.credentials.tidal;

async function tokenRequest(body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${started.sandbox.urls.tidal.auth}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function get(path: string, auth: string | null = token) {
  const res = await fetch(`${started.sandbox.urls.tidal.api}/v2${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  started = await startPlatform('tidal', simulator, catalog);
  const { client_id, client_secret } = credentials();
  token = tokenSchema.parse((await tokenRequest({ grant_type: 'client_credentials', client_id: client_id!, client_secret: client_secret! })).body).access_token;
});
afterAll(() => started.sandbox.close());

// A recording with version text: TIDAL serves title and version apart.
const rec = catalog.recordings.find((r) => r.version && tidal(r)?.isrc && r.featuredArtistIds.length === 0)!;
const track = rec.platforms.tidal!;

describe('TIDAL client credentials', () => {
  it('issues a Bearer token for credentials in the body or as HTTP Basic', async () => {
    const { client_id, client_secret } = credentials();
    const basic = Buffer.from(`${client_id}:${client_secret}`).toString('base64');
    const r = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(r.status).toBe(200);
    expect(tokenSchema.parse(r.body).expires_in).toBe(86_400);
  });

  it('refuses a wrong secret with 401 invalid_client and an unknown grant with 400', async () => {
    const bad = await tokenRequest({ grant_type: 'client_credentials', client_id: credentials().client_id!, client_secret: 'nope' });
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
    const { client_id, client_secret } = credentials();
    const fresh = tokenSchema.parse((await tokenRequest({ grant_type: 'client_credentials', client_id: client_id!, client_secret: client_secret! })).body);
    started.setNow(TEST_NOW + fresh.expires_in * 1000 + 1);
    try {
      expect((await get(`/tracks/${track.id}`, fresh.access_token)).status).toBe(401);
    } finally {
      started.setNow(TEST_NOW);
    }
  });
});

describe('TIDAL tracks', () => {
  it('serves a track in application/vnd.api+json with title and version apart and an ISO duration', async () => {
    const r = await get(`/tracks/${track.id}?countryCode=US`);
    expect(r.headers.get('content-type')).toContain('application/vnd.api+json');
    const doc = singleDocument(trackSchema).parse(r.body);
    expect(doc.data.attributes).toMatchObject({ title: rec.title, version: rec.version, isrc: track.isrc, explicit: track.explicit });
    const seconds = track.durationMs / 1000;
    const m = Math.floor(seconds / 60);
    const s = seconds % 60;
    expect(doc.data.attributes.duration).toBe(`PT${m ? `${m}M` : ''}${s ? `${s}S` : ''}`);
    expect(doc.data.relationships?.artists?.data).toBeUndefined();
    expect(doc.data.relationships?.artists?.links.self).toBe(`/tracks/${track.id}/relationships/artists?countryCode=US`);
    expect(doc.links.self).toBe(`/tracks/${track.id}?countryCode=US`);
    expect(doc).not.toHaveProperty('included');
  });

  it('gives a classical movement its own title, and the performers and composer it credits', async () => {
    const movement = catalog.recordings.find((r) => r.composerId && tidal(r))!;
    const listing = movement.platforms.tidal!;
    const doc = singleDocument(trackSchema).parse((await get(`/tracks/${listing.id}?countryCode=US`)).body);
    expect(doc.data.attributes).toMatchObject({ title: listing.parts!.title, version: null });
  });

  it('includes albums and artists on request and refuses an unknown include', async () => {
    const doc = singleDocument(trackSchema).parse((await get(`/tracks/${track.id}?include=albums,artists`)).body);
    expect(doc.data.relationships?.albums?.data).toEqual([{ id: track.albumId, type: 'albums' }]);
    expect(doc.included?.map((x) => x.type).sort()).toEqual(['albums', ...track.artists.map(() => 'artists')]);
    const bad = await get(`/tracks/${track.id}?include=lyricz`);
    expect(bad.status).toBe(400);
    expect(errorsSchema.parse(bad.body).errors[0]?.source?.parameter).toBe('include');
  });

  it('finds several ISRCs and ids at once, and refuses unknown filters', async () => {
    const other = catalog.recordings.find((r) => r !== rec && tidal(r)?.isrc && catalog.index.recordingsByIsrc('tidal', tidal(r)!.isrc!).length === 1)!;
    const otherTrack = other.platforms.tidal!;
    const byIsrc = multiDocument(trackSchema).parse((await get(`/tracks?filter[isrc]=${track.isrc},${otherTrack.isrc}&countryCode=US`)).body);
    const expected = [track.isrc!, otherTrack.isrc!].flatMap((isrc) => catalog.index.recordingsByIsrc('tidal', isrc).map((r) => tidal(r)!.id));
    expect(byIsrc.data.map((t) => t.id).sort()).toEqual(expected.sort());
    const byId = multiDocument(trackSchema).parse((await get(`/tracks?filter%5Bid%5D=${track.id}`)).body);
    expect(byId.data.map((t) => t.id)).toEqual([track.id]);
    expect((await get('/tracks?filter[upc]=1')).status).toBe(400);
    expect((await get('/tracks')).status).toBe(400);
  });

  it('keeps the required isrc attribute, empty, on a track the catalog has no ISRC for', async () => {
    const bare = catalog.recordings.find((r) => tidal(r) && !tidal(r)!.isrc)!.platforms.tidal!;
    const doc = singleDocument(trackSchema).parse((await get(`/tracks/${bare.id}`)).body);
    expect(doc.data.attributes.isrc).toBe('');
  });

  it('answers unknown ids with 404 NOT_FOUND', async () => {
    const r = await get('/tracks/1');
    expect(r.status).toBe(404);
    expect(errorsSchema.parse(r.body).errors[0]).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    expect((await get('/nothing/here')).status).toBe(404);
    expect((await get(`/tracks/${track.id}?countryCode=usa`)).status).toBe(400);
  });
});

describe('TIDAL albums, artists and playlists', () => {
  const tracksOn = (a: Album) =>
    a.recordingIds.map((id) => tidal(catalog.index.recording(id)!)).filter((l) => l !== undefined && l.albumId === a.platforms.tidal?.id);
  const album = catalog.albums.find((a) => a.platforms.tidal && tracksOn(a).length >= 6)!;
  const albumId = album.platforms.tidal!.id;
  const inOrder = tracksOn(album).sort((x, y) => x!.discNumber - y!.discNumber || x!.trackNumber - y!.trackNumber);

  it('serves an album with artists, items and coverArt included', async () => {
    const doc = singleDocument(albumSchema).parse((await get(`/albums/${albumId}?include=artists,items,coverArt&countryCode=US`)).body);
    expect(doc.data.attributes).toMatchObject({ title: album.platforms.tidal!.title, barcodeId: album.platforms.tidal!.upc, numberOfItems: inOrder.length });
    const items = (doc.data.relationships?.items?.data ?? []).map((i) => albumItemSchema.parse(i));
    expect(items.map((i) => i.id)).toEqual(inOrder.map((l) => l!.id));
    expect(items.map((i) => [i.meta.volumeNumber, i.meta.trackNumber])).toEqual(inOrder.map((l) => [l!.discNumber, l!.trackNumber]));
    expect(doc.included?.filter((x) => x.type === 'artworks')).toHaveLength(1);
    expect(doc.included?.filter((x) => x.type === 'tracks')).toHaveLength(inOrder.length);
    expect(doc.data.relationships?.coverArt?.data?.[0]?.type).toBe('artworks');
  });

  it('pages album items through relationships/items with nested includes', async () => {
    const doc = multiDocument(albumItemSchema).parse((await get(`/albums/${albumId}/relationships/items?include=items.artists`)).body);
    expect(doc.data.map((d) => d.id)).toEqual(inOrder.map((l) => l!.id));
    expect(doc.links.next).toBeUndefined();
    const tracks = (doc.included ?? []).flatMap((x) => (x.type === 'tracks' ? [trackSchema.parse(x)] : []));
    expect(tracks).toHaveLength(inOrder.length);
    expect(tracks.every((t) => (t.relationships?.artists?.data?.length ?? 0) > 0)).toBe(true);
    expect(doc.included?.some((x) => x.type === 'artists')).toBe(true);
  });

  it('serves an artist', async () => {
    const artist = catalog.index.artist(album.artistIds[0]!)!;
    const doc = singleDocument(artistSchema).parse((await get(`/artists/${artist.platformIds.tidal}`)).body);
    expect(doc.data.attributes.name).toBe(artist.name);
  });

  it('pages a playlist to the end: 20 per page, next relative to /v2, meta.nextCursor, no next at the end', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'tidal' && p.recordingIds.length === 101)!;
    const head = singleDocument(playlistSchema).parse((await get(`/playlists/${playlist.platformId}?include=items`)).body);
    expect(head.data.attributes.numberOfItems).toBe(101);
    expect(head.data.relationships?.items?.data).toHaveLength(20);
    expect(head.data.relationships?.items?.links.next).toBeDefined();
    const seen: string[] = [];
    const itemIds = new Set<string>();
    let path: string | undefined = `/playlists/${playlist.platformId}/relationships/items?countryCode=US&include=items`;
    let pages = 0;
    while (path) {
      const doc = multiDocument(playlistItemSchema).parse((await get(path)).body);
      pages++;
      expect(doc.included?.filter((x) => x.type === 'tracks').length).toBe(new Set(doc.data.map((d) => d.id)).size);
      for (const item of doc.data) {
        seen.push(item.id);
        itemIds.add(item.meta.itemId);
      }
      if (doc.links.next) expect(doc.links.next).toContain(`page%5Bcursor%5D=${doc.links.meta?.nextCursor}`);
      else expect(doc.links.meta).toBeUndefined();
      path = doc.links.next;
    }
    expect(pages).toBe(6);
    expect(seen).toEqual(playlist.recordingIds.map((id) => tidal(catalog.index.recording(id)!)!.id));
    expect(itemIds.size).toBe(seen.length);
  });

  it('refuses a forged cursor with 400 and an unknown playlist with 404', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'tidal')!;
    const forged = await get(`/playlists/${playlist.platformId}/relationships/items?page[cursor]=zz!`);
    expect(forged.status).toBe(400);
    expect(errorsSchema.parse(forged.body).errors[0]?.source?.parameter).toBe('page[cursor]');
    expect((await get('/playlists/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('TIDAL search', () => {
  it('searches with filter[query] and include=tracks', async () => {
    const q = encodeURIComponent(`${rec.title} ${rec.version} ${track.artists[0]}`);
    const doc = multiDocument(searchResultSchema).parse((await get(`/searchResults?filter[query]=${q}&include=tracks&countryCode=US`)).body);
    const ids = doc.data[0]?.relationships.tracks?.data?.map((d) => d.id) ?? [];
    expect(ids[0]).toBe(track.id);
    expect(doc.included?.some((x) => x.type === 'tracks' && x.id === track.id)).toBe(true);
    expect((await get('/searchResults?filter[query]=')).status).toBe(400);
  });

  it('serves the older path forms: searchResults/{query} and its tracks relationship, cursor paged', async () => {
    // The most frequent word across TIDAL listings gives more than one page of hits.
    const counts = new Map<string, number>();
    for (const r of catalog.recordings) {
      const l = tidal(r);
      if (l) for (const w of new Set(normalizeWords(`${l.title} ${l.artists.join(' ')}`))) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    const [word, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(n).toBeGreaterThan(20);
    const doc = singleDocument(searchResultSchema).parse((await get(`/searchResults/${encodeURIComponent(word)}?include=tracks`)).body);
    expect(doc.data.relationships.tracks?.data).toHaveLength(20);
    const seen: string[] = [];
    let path: string | undefined = `/searchResults/${encodeURIComponent(word)}/relationships/tracks?include=tracks`;
    while (path) {
      const rel = multiDocument(identifierSchema).parse((await get(path)).body);
      seen.push(...rel.data.map((d) => d.id));
      path = rel.links.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(20);
  });
});

describe('TIDAL accounting', () => {
  it('labels requests by endpoint, token requests included', () => {
    const endpoints = started.sandbox.stats().platforms.tidal.endpoints;
    expect(endpoints['GET /v2/tracks/{id}']).toBeGreaterThan(3);
    expect(endpoints['GET /v2/playlists/{id}/relationships/items']).toBe(7);
    expect(endpoints['POST /v1/oauth2/token']).toBeGreaterThan(2);
  });
});

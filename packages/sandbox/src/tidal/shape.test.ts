import { compareShapes, recordings, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test-fixtures/start-platform';
import { startTidalTestClient, type TidalTestClient } from './tidal-test-client';

/**
 * The simulator against TIDAL's own responses (packages/recorded/data/tidal), key path by key
 * path: nothing the platform never sends, nothing every recording has, no other JSON types.
 * Documents are compared per endpoint; the resources in them (tracks, albums, artists, artworks)
 * type by type against every recorded resource of that type, whichever endpoint and year it
 * came from, since the recordings span 2024 to 2026 and each endpoint has few of them.
 */
const catalog = testCatalog();
let client: TidalTestClient;
const simulated: Array<{ endpoint: string; body: unknown }> = [];

beforeAll(async () => {
  client = await startTidalTestClient(catalog);
});
afterAll(() => client.started.sandbox.close());

interface Resource {
  type: string;
  attributes?: unknown;
}
interface Document {
  data: Resource | Resource[];
  included?: Resource[];
}

function resourcesOf(body: unknown): Resource[] {
  const document = body as Document;
  const data = Array.isArray(document.data) ? document.data : [document.data];
  // Identifiers (relationship endpoints' data) have no attributes: they are checked with the document.
  return [...data, ...(document.included ?? [])].filter((r) => r.attributes !== undefined);
}

/** Resource internals are compared type by type below, not per endpoint. */
const RESOURCE_PATHS = {
  '$.included[].attributes*': 'compared type by type against every recorded resource',
  '$.included[].relationships*': 'compared type by type against every recorded resource',
  '$.data.attributes*': 'compared type by type against every recorded resource',
  '$.data.relationships*': 'compared type by type against every recorded resource',
  '$.data[].attributes*': 'compared type by type against every recorded resource',
  '$.data[].relationships*': 'compared type by type against every recorded resource',
  // Resources of 2024 (the recorded searches) carried `links.self`; those of 2025-26 do not.
  '$.included[].links*': 'only the 2024 recordings carry resource links',
};

async function compareDocument(endpoint: string, path: string, allow: Record<string, string> = {}) {
  const { status, body } = await client.get(path);
  expect(status).toBe(200);
  simulated.push({ endpoint, body });
  const recorded = recordingsOf('tidal', endpoint).map((r) => r.body);
  expect(compareShapes(recorded, body, { allow: { ...RESOURCE_PATHS, ...allow } })).toEqual([]);
  return body;
}

const album = () => catalog.albums.filter((a) => a.platforms.tidal).sort((a, b) => b.recordingIds.length - a.recordingIds.length)[0]!;

describe('the TIDAL simulator sends what TIDAL sends', () => {
  it('GET /v2/albums?filter[id]= with artists, cover art, items and their artists', async () => {
    await compareDocument('GET /v2/albums', `/albums?filter%5Bid%5D=${album().platforms.tidal!.id}&include=artists,coverArt,items.artists,providers&countryCode=US`);
  });

  it('GET /v2/albums/{id}/relationships/items', async () => {
    await compareDocument('GET /v2/albums/{id}/relationships/items', `/albums/${album().platforms.tidal!.id}/relationships/items?include=items.artists&countryCode=US`);
  });

  it.each(['tracks', 'albums', 'artists'] as const)('GET /v2/searchResults/{id}/relationships/%s', async (kind) => {
    const a = album();
    const query = kind === 'artists' ? catalog.index.artist(a.artistIds[0]!)!.name : a.platforms.tidal!.title;
    const body = await compareDocument(`GET /v2/searchResults/{id}/relationships/${kind}`, `/searchResults/${encodeURIComponent(query)}/relationships/${kind}?include=${kind}&countryCode=US`, {
      '$.links.next': 'the recorded artist search had more than one page of hits',
      '$.links.meta*': 'the recorded artist search had more than one page of hits',
    });
    expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('GET /v2/tracks/{id} with its album, the album cover and its artists', async () => {
    const track = catalog.recordings.find((r) => r.platforms.tidal?.isrc)!.platforms.tidal!;
    const body = (await compareDocument('GET /v2/tracks/{id}', `/tracks/${track.id}?include=albums,albums.coverArt,artists&countryCode=US`)) as Document;
    // As recorded: the album, its artwork and the artists all come in `included`.
    expect(new Set(body.included?.map((r) => r.type))).toEqual(new Set(['albums', 'artworks', 'artists']));
  });

  it('GET /v2/artists/{id} with profile art', async () => {
    const artist = catalog.artists.find((a) => a.platformIds.tidal)!;
    await compareDocument('GET /v2/artists/{id}', `/artists/${artist.platformIds.tidal}?include=profileArt&countryCode=US`);
  });

  it.each(['tracks', 'albums', 'artists', 'artworks'])('every simulated %s resource has the shape of the recorded ones', (type) => {
    const recorded = recordings('tidal').flatMap((r) => (r.file.startsWith('token') ? [] : resourcesOf(r.body))).filter((r) => r.type === type);
    const sim = simulated.flatMap(({ body }) => resourcesOf(body)).filter((r) => r.type === type);
    expect(sim.length).toBeGreaterThan(0);
    const differences = new Set(sim.flatMap((resource) => compareShapes(recorded, resource)));
    expect([...differences]).toEqual([]);
  });

  it('POST /v1/oauth2/token (client credentials)', async () => {
    const { client_id, client_secret } = client.started.sandbox.credentials.tidal;
    const res = await fetch(`${client.started.sandbox.urls.tidal.auth}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client_id!, client_secret: client_secret! }).toString(),
    });
    const recorded = recordingsOf('tidal', 'POST /v1/oauth2/token').filter((r) => !('refresh_token' in (r.body as object)));
    expect(compareShapes(recorded.map((r) => r.body), await res.json())).toEqual([]);
  });
});


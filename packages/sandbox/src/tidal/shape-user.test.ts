import { compareShapes, recordings, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test-fixtures/start-platform';
import { startTidalUserTestClient, type TidalUserTestClient } from './tidal-user-test-client';

/**
 * The simulator's user collections against TIDAL's own recorded pages
 * (packages/recorded/data/tidal/user-collection-*.json), key path by key path. Resource
 * internals are compared type by type in shape.test.ts; here the page and what it includes.
 */
const catalog = testCatalog();
let c: TidalUserTestClient;
let access: string;

beforeAll(async () => {
  c = await startTidalUserTestClient(catalog);
  // The second listener has more than a page of albums and artists.
  access = (await c.link({ sandbox_user: catalog.users[1]!.email })).access_token;
});
afterAll(() => c.close());

interface Page {
  data: Array<{ id: string; type: string }>;
  included?: Array<{ id: string; type: string; relationships?: Record<string, { data?: unknown }> }>;
}

const RESOURCES = {
  '$.included[].attributes*': 'resources are compared type by type in shape.test.ts',
  '$.included[].relationships*': 'resources are compared type by type in shape.test.ts',
};

describe('the TIDAL simulator sends the user collections TIDAL sends', () => {
  it.each([
    ['Playlists', 'items.coverArt', 'coverArt', {
      '$.links.next': 'the recorded page is the first of several; the sandbox user has fewer than 20 playlists',
      '$.links.meta*': 'the recorded page is the first of several; the sandbox user has fewer than 20 playlists',
    }],
    ['Artists', 'items.profileArt', 'profileArt', {}],
    ['Albums', 'items.artists,items.coverArt', 'coverArt', {}],
  ] as const)('GET /v2/userCollection%s/{id}/relationships/items?include=%s', async (kind, include, relationship, allow) => {
    const res = await c.api(access, `/userCollection${kind}/me/relationships/items?include=${include}&countryCode=US`);
    expect(res.status).toBe(200);
    const recorded = recordingsOf('tidal', `GET /v2/userCollection${kind}/{id}/relationships/items`).map((r) => r.body);
    expect(recorded.length).toBeGreaterThan(0);
    expect(compareShapes(recorded, res.body, { allow: { ...RESOURCES, ...allow } })).toEqual([]);
    // As recorded: a nested include brings the items and, for each, the artwork its relationship names.
    const page = res.body as Page;
    expect(page.data.length).toBeGreaterThan(0);
    const items = page.data.map((ref) => page.included?.find((r) => r.type === ref.type && r.id === ref.id));
    expect(items.every((r) => r !== undefined)).toBe(true);
    for (const item of items) {
      const art = item!.relationships?.[relationship]?.data as Array<{ id: string }>;
      expect(page.included?.some((r) => r.type === 'artworks' && r.id === art[0]?.id)).toBe(true);
    }
  });

  it('GET /v2/userCollectionTracks/{id}/relationships/items?include=items.albums.coverArt,items.artists', async () => {
    const res = await c.api(access, '/userCollectionTracks/me/relationships/items?include=items.albums.coverArt,items.artists&countryCode=US');
    expect(res.status).toBe(200);
    const recorded = recordingsOf('tidal', 'GET /v2/userCollectionTracks/{id}/relationships/items').map((r) => r.body);
    expect(recorded.length).toBeGreaterThan(0);
    const onePage = {
      '$.links.next': 'the recorded page is the first of several; the sandbox listener likes fewer than 20 tracks',
      '$.links.meta*': 'the recorded page is the first of several; the sandbox listener likes fewer than 20 tracks',
    };
    expect(compareShapes(recorded, res.body, { allow: { ...RESOURCES, ...onePage } })).toEqual([]);
    expect((res.body as Page).data.length).toBeLessThan(20);
    // As recorded: the nested include brings each track, its artists, its album and the album's cover.
    const page = res.body as Page;
    expect(page.data.length).toBeGreaterThan(0);
    const has = (type: string, id: string) => page.included?.some((r) => r.type === type && r.id === id) ?? false;
    for (const ref of page.data) {
      const track = page.included?.find((r) => r.type === ref.type && r.id === ref.id);
      expect(track).toBeDefined();
      const refs = (name: string) => (track!.relationships?.[name]?.data ?? []) as Array<{ id: string }>;
      expect(refs('artists').every((a) => has('artists', a.id))).toBe(true);
      const album = page.included?.find((r) => r.type === 'albums' && r.id === refs('albums')[0]?.id);
      expect(album).toBeDefined();
      const cover = (album!.relationships?.coverArt?.data ?? []) as Array<{ id: string }>;
      expect(has('artworks', cover[0]?.id ?? '')).toBe(true);
    }
  });

  it('GET /v2/users/me answers the users resource TIDAL sends', async () => {
    const res = await c.api(access, '/users/me');
    expect(res.status).toBe(200);
    // No /users/me body is recorded; the users resource is, included as a playlist's owner.
    const recorded = recordings('tidal')
      .flatMap((r) => ((r.body as Page).included ?? []) as unknown[])
      .filter((resource) => (resource as { type: string }).type === 'users');
    expect(recorded.length).toBeGreaterThan(0);
    expect(compareShapes(recorded, (res.body as { data: unknown }).data)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test-fixtures/start-platform';
import { MAX_COLLECTION_ITEMS } from './collection-write-handlers';
import { collectionPageSchema } from './tidal-user-schemas';
import { ALL_SCOPES, startTidalUserTestClient, type TidalUserTestClient } from './tidal-user-test-client';
import { errorsSchema } from './tidal-wire-schemas';

const catalog = testCatalog();
const user = catalog.users[2]!;
const account = user.accounts.tidal!;
// A track the listener's country cannot stream, and a playlist holding a video and an upload.
const blocked = catalog.recordings.find((r) => r.platforms.tidal && !account.savedTracks.some((s) => s.recordingId === r.id))!;
blocked.platforms.tidal!.blockedIn = [user.country];
const playlist = catalog.playlists.find((p) => p.platform === 'tidal' && p.ownerUserId === user.id && p.recordingIds.length >= 3)!;
playlist.oddEntries = [
  { at: 1, entry: { kind: 'episode', id: '', title: 'Live session', artist: 'Someone', album: '', durationMs: 300_000 } },
  { at: 2, entry: { kind: 'local', id: '', title: 'Demo', artist: 'Me', album: 'Tapes', durationMs: 100_000 } },
];

let c: TidalUserTestClient;
let access: string;
beforeAll(async () => {
  c = await startTidalUserTestClient(catalog);
  access = (await c.link({ sandbox_user: user.email, scope: `${ALL_SCOPES} collection.write` })).access_token;
});
afterAll(() => c.close());

const tidalIds = (n: number) => catalog.recordings.flatMap((r) => (r.platforms.tidal && !account.savedTracks.some((s) => s.recordingId === r.id) ? [r.platforms.tidal.id] : [])).slice(0, n);
const post = (path: string, data: unknown, token = access) => c.api(token, path, { method: 'POST', body: { data } });

describe('TIDAL collection writes', () => {
  it('saves tracks newest first, skips ones already there and unknown ids, and the liked list includes them with their albums', async () => {
    const [a, b] = tidalIds(2) as [string, string];
    const first = await post('/userCollectionTracks/me/relationships/items', [{ id: a, type: 'tracks' }, { id: '1', type: 'tracks' }]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ data: [{ id: a, type: 'tracks', meta: { addedAt: expect.any(String) } }], meta: { skipped: [{ id: '1', type: 'tracks', reason: 'NOT_FOUND' }] } });
    const again = await post('/userCollectionTracks/me/relationships/items', [{ id: b, type: 'tracks' }, { id: a, type: 'tracks' }]);
    expect(again.body).toMatchObject({ data: [{ id: b }], meta: { skipped: [{ id: a, reason: 'ALREADY_PRESENT' }] } });
    const page = await c.api(access, '/userCollectionTracks/me/relationships/items?include=items.albums.coverArt,items.artists');
    expect(page.status, page.text).toBe(200);
    const parsed = collectionPageSchema.parse(page.body);
    expect(parsed.data.slice(0, 2).map((d) => d.id)).toEqual([b, a]);
    const types = new Set((page.body as { included: { type: string }[] }).included.map((r) => r.type));
    expect(types).toEqual(new Set(['tracks', 'albums', 'artworks', 'artists']));
    expect(account.savedTracks.filter((s) => catalog.index.recording(s.recordingId)!.platforms.tidal!.id === a)).toHaveLength(1);
  });

  it('saves albums and follows artists the same way', async () => {
    const album = catalog.albums.find((al) => al.platforms.tidal && !account.savedAlbums.some((s) => s.albumId === al.id))!;
    const artist = catalog.artists.find((ar) => ar.platformIds.tidal && !account.followedArtistIds.includes(ar.id))!;
    expect((await post('/userCollectionAlbums/me/relationships/items', [{ id: album.platforms.tidal!.id, type: 'albums' }])).status).toBe(200);
    expect(account.savedAlbums[0]!.albumId).toBe(album.id);
    expect((await post('/userCollectionArtists/me/relationships/items', [{ id: artist.platformIds.tidal!, type: 'artists' }])).status).toBe(200);
    expect(account.followedArtistIds[0]).toBe(artist.id);
  });

  it('refuses duplicates in one request (409), more than 50, a wrong type, and a token without collection.write', async () => {
    const [a] = tidalIds(1) as [string];
    const dup = await post('/userCollectionTracks/me/relationships/items', [{ id: a, type: 'tracks' }, { id: a, type: 'tracks' }]);
    expect(dup.status).toBe(409);
    expect(errorsSchema.parse(dup.body).errors[0]!.code).toBe('DUPLICATE_ITEMS_IN_COLLECTION');
    const many = tidalIds(MAX_COLLECTION_ITEMS + 1).map((id) => ({ id, type: 'tracks' }));
    expect((await post('/userCollectionTracks/me/relationships/items', many)).status).toBe(400);
    expect((await post('/userCollectionAlbums/me/relationships/items', [{ id: a, type: 'tracks' }])).status).toBe(400);
    const readOnly = (await c.link({ sandbox_user: user.email })).access_token;
    expect((await post('/userCollectionTracks/me/relationships/items', [{ id: a, type: 'tracks' }], readOnly)).status).toBe(403);
  });
});

describe('TIDAL library reads of odd entries', () => {
  it('lists a region-blocked track without STREAM in its availability for the listener, with it for a US catalog read', async () => {
    const id = blocked.platforms.tidal!.id;
    await post('/userCollectionTracks/me/relationships/items', [{ id, type: 'tracks' }]);
    const page = await c.api(access, '/userCollectionTracks/me/relationships/items?include=items');
    const track = (page.body as { included: { id: string; attributes: { availability: string[] } }[] }).included.find((r) => r.id === id)!;
    expect(track.attributes.availability).toEqual([]);
    const us = await c.tidal.get(`/tracks/${id}?countryCode=US`);
    expect((us.body as { data: { attributes: { availability: string[] } } }).data.attributes.availability).toContain('STREAM');
  });

  it('renders an episode entry as a video item where it stands, and leaves the upload out (TIDAL playlists hold tracks and videos)', async () => {
    const page = await c.api(access, `/playlists/${playlist.platformId}/relationships/items?include=items`);
    expect(page.status, page.text).toBe(200);
    const body = page.body as { data: { id: string; type: string; meta: { itemId: string } }[]; included: { id: string; type: string; attributes: Record<string, unknown> }[] };
    expect(body.data.map((d) => d.type).slice(0, 3)).toEqual(['tracks', 'videos', 'tracks']);
    const video = body.included.find((r) => r.type === 'videos')!;
    expect(video.attributes).toMatchObject({ title: 'Live session', duration: 'PT5M', explicit: false });
    expect(body.data.filter((d) => d.type === 'tracks')).toHaveLength(Math.min(19, playlist.recordingIds.length));
  });
});

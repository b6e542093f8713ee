import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test-fixtures/start-platform';
import { libraryPageSchema, libraryPlaylistSchema } from './apple-library-schemas';
import { startAppleUserTestClient, type AppleUserTestClient } from './apple-user-test-client';
import { errorSchema } from './apple-wire-schemas';
import { MAX_LIBRARY_ADD_IDS } from './library-add-handler';

const catalog = testCatalog();
// A listener outside the US: the catalog's region blocks nothing.
const user = catalog.users.find((u) => u.country !== 'US' && u.accounts.applemusic)!;
const account = user.accounts.applemusic!;
const unsaved = catalog.recordings.filter((r) => r.platforms.applemusic && !account.savedTracks.some((s) => s.recordingId === r.id));
// A song the listener's storefront will not play, and a playlist holding an upload.
const blocked = unsaved[5]!;
blocked.platforms.applemusic!.blockedIn = [user.country];
const owned = catalog.playlists.find((p) => p.platform === 'applemusic' && p.ownerUserId === user.id && p.recordingIds.length >= 3)!;
owned.oddEntries = [{ at: 1, entry: { kind: 'local', id: '', title: 'Demo', artist: 'Me', album: 'Tapes', durationMs: 100_000 } }];

let c: AppleUserTestClient;
let mut: string;
beforeAll(async () => {
  c = await startAppleUserTestClient(catalog);
  mut = await c.link({ sandbox_user: user.email });
});
afterAll(() => c.close());

describe('Apple Music library adds', () => {
  it('adds songs and albums with 202 and no body; a repeated or unknown id changes nothing', async () => {
    const [a, b] = [unsaved[0]!, unsaved[1]!];
    const ids = [a.platforms.applemusic!.id, '999999999999'].join(',');
    const added = await c.me(mut, `/v1/me/library?ids[songs]=${ids}`, { method: 'POST' });
    expect(added.status, added.text).toBe(202);
    expect(added.text).toBe('');
    expect(account.savedTracks[0]!.recordingId).toBe(a.id);
    const before = account.savedTracks.length;
    await c.me(mut, `/v1/me/library?ids[songs]=${a.platforms.applemusic!.id},${b.platforms.applemusic!.id}`, { method: 'POST' });
    expect(account.savedTracks.length).toBe(before + 1);
    expect(account.savedTracks.filter((s) => s.recordingId === a.id)).toHaveLength(1);
    const album = catalog.albums.find((al) => al.platforms.applemusic && !account.savedAlbums.some((s) => s.albumId === al.id))!;
    expect((await c.me(mut, `/v1/me/library?ids[albums]=${album.platforms.applemusic!.id}`, { method: 'POST' })).status).toBe(202);
    expect(account.savedAlbums[0]!.albumId).toBe(album.id);
  });

  it('refuses artists (the library has no artists to add), no ids, and more than 100 ids', async () => {
    const artist = await c.me(mut, '/v1/me/library?ids[artists]=1', { method: 'POST' });
    expect(artist.status).toBe(400);
    expect(errorSchema.parse(artist.body).errors[0]!.source?.parameter).toBe('ids[artists]');
    expect((await c.me(mut, '/v1/me/library', { method: 'POST' })).status).toBe(400);
    const many = Array.from({ length: MAX_LIBRARY_ADD_IDS + 1 }, (_, i) => String(1000 + i)).join(',');
    expect((await c.me(mut, `/v1/me/library?ids[songs]=${many}`, { method: 'POST' })).status).toBe(400);
    expect((await c.me(null, '/v1/me/library?ids[songs]=1', { method: 'POST' })).status).toBe(403);
  });

  it('lists a song the storefront will not play without playParams', async () => {
    await c.me(mut, `/v1/me/library?ids[songs]=${blocked.platforms.applemusic!.id}`, { method: 'POST' });
    type Song = { attributes: { name: string; playParams?: unknown } };
    const { items } = await c.readAll(mut, '/v1/me/library/songs?limit=100', (b) => b as { next?: string; data: Song[] });
    expect(items).toHaveLength(account.savedTracks.length);
    const song = items.find((s) => s.attributes.name === blocked.platforms.applemusic!.title)!;
    expect(song.attributes.playParams).toBeUndefined();
  });

  it('lists an uploaded song of a playlist where it stands, a library song with no catalog id', async () => {
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await c.me(mut, '/v1/me/library/playlists?limit=100')).body).data;
    const mine = account.playlistIds.map((pid) => catalog.index.playlist(pid)!).filter((p) => p.platform === 'applemusic');
    const id = list[mine.indexOf(owned)]!.id;
    type Song = { attributes: { name: string; playParams: { catalogId?: string } } };
    const { items } = await c.readAll(mut, `/v1/me/library/playlists/${id}/tracks`, (b) => b as { next?: string; data: Song[] });
    const tracks = { data: items };
    expect(tracks.data).toHaveLength(owned.recordingIds.length + 1);
    expect(tracks.data[1]!.attributes).toMatchObject({ name: 'Demo', artistName: 'Me', albumName: 'Tapes', durationInMillis: 100_000 });
    expect(tracks.data[1]!.attributes.playParams.catalogId).toBeUndefined();
    expect(tracks.data[0]!.attributes.playParams.catalogId).toBe(catalog.index.recording(owned.recordingIds[0]!)!.platforms.applemusic!.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount, SandboxUser } from '../catalog/model';
import { testCatalog } from '../test-fixtures/start-platform';
import {
  libraryAlbumSchema,
  libraryArtistSchema,
  libraryPageSchema,
  libraryPlaylistSchema,
  librarySongSchema,
  recentTracksSchema,
} from './apple-library-schemas';
import { startAppleUserTestClient, type AppleUserTestClient } from './apple-user-test-client';
import { dataSchema, errorSchema } from './apple-wire-schemas';
import { MAX_TRACKS_PER_REQUEST } from './library-write-handlers';
import { MUSICKIT_AUTHORIZE_PATH } from './musickit-authorize';

const catalog = testCatalog();
let c: AppleUserTestClient;

beforeAll(async () => {
  c = await startAppleUserTestClient(catalog);
});
afterAll(() => c.close());

const firstUser = () => catalog.users[0]!;
const appleAccount = (user: SandboxUser): PlatformAccount => user.accounts.applemusic!;
const applePlaylistsOf = (account: PlatformAccount) =>
  account.playlistIds.map((id) => catalog.index.playlist(id)!).filter((p) => p.platform === 'applemusic');

describe('Apple Music library reads', () => {
  let mut: string;
  beforeAll(async () => {
    mut = await c.link();
  });

  it('lists every library playlist over pages, owned ones editable and followed ones with their catalog id', async () => {
    const expected = applePlaylistsOf(appleAccount(firstUser()));
    const { items, pages } = await c.readAll(mut, '/v1/me/library/playlists?limit=2', (b) => libraryPageSchema(libraryPlaylistSchema).parse(b));
    expect(pages).toBe(Math.ceil(expected.length / 2));
    expect(items.map((p) => p.attributes.name)).toEqual(expected.map((p) => p.title));
    for (const [i, playlist] of expected.entries()) {
      const item = items[i]!;
      expect(item.attributes.canEdit).toBe(playlist.ownerUserId === firstUser().id);
      expect(item.attributes.playParams.globalId).toBe(playlist.platformId.startsWith('pl.') ? playlist.platformId : undefined);
    }
  });

  it('reads a playlist of more than 100 songs as library songs with their catalog ids, 100 per page', async () => {
    const account = appleAccount(firstUser());
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await c.me(mut, '/v1/me/library/playlists?limit=100')).body).data;
    const playlists = applePlaylistsOf(account);
    const longest = playlists.reduce((a, b) => (b.recordingIds.length > a.recordingIds.length ? b : a));
    const libraryId = list[playlists.indexOf(longest)]!.id;
    const { items, pages } = await c.readAll(mut, `/v1/me/library/playlists/${libraryId}/tracks`, (b) => libraryPageSchema(librarySongSchema).parse(b));
    expect(pages).toBe(Math.ceil(longest.recordingIds.length / 100));
    const catalogIds = longest.recordingIds.map((id) => catalog.index.recording(id)!.platforms.applemusic!.id);
    expect(items.map((s) => s.attributes.playParams.catalogId)).toEqual(catalogIds);
  });

  it('lists saved songs, saved albums and followed artists over pages', async () => {
    const account = appleAccount(firstUser());
    const songs = await c.readAll(mut, '/v1/me/library/songs?limit=10', (b) => libraryPageSchema(librarySongSchema).parse(b));
    const saved = account.savedTracks.flatMap((t) => catalog.index.recording(t.recordingId)?.platforms.applemusic?.id ?? []);
    expect(songs.items.map((s) => s.attributes.playParams.catalogId)).toEqual(saved);
    expect(songs.pages).toBe(Math.ceil(saved.length / 10));
    const albums = await c.readAll(mut, '/v1/me/library/albums?limit=7', (b) => libraryPageSchema(libraryAlbumSchema).parse(b));
    const albumNames = account.savedAlbums.map((s) => catalog.index.album(s.albumId)!.platforms.applemusic!.title);
    expect(albums.items.map((a) => a.attributes.name)).toEqual(albumNames);
    const artists = await c.readAll(mut, '/v1/me/library/artists?limit=5', (b) => libraryPageSchema(libraryArtistSchema).parse(b));
    expect(artists.items.map((a) => a.attributes.name)).toEqual(account.followedArtistIds.map((id) => catalog.index.artist(id)!.name));
  });

  it('lists recently played tracks at most 30 per page: catalog songs, library songs and music videos without attributes', async () => {
    const history = appleAccount(firstUser()).history;
    const { items } = await c.readAll(mut, '/v1/me/recent/played/tracks?types=songs&limit=30', (b) => recentTracksSchema.parse(b));
    const kinds = new Set(items.map((item) => item.type));
    expect(kinds).toEqual(new Set(['songs', 'library-songs', 'music-videos']));
    // Songs and library songs (by their catalog id) are the history, in order; videos come between them.
    const played = items.flatMap((item) =>
      item.type === 'songs' ? [item.id] : item.type === 'library-songs' ? [item.attributes.playParams.catalogId] : [],
    );
    expect(played).toEqual(history.map((h) => catalog.index.recording(h.recordingId)!.platforms.applemusic!.id));
    expect(items.filter((item) => item.type === 'music-videos').every((item) => !('attributes' in item))).toBe(true);
    const first = recentTracksSchema.parse((await c.me(mut, '/v1/me/recent/played/tracks?types=songs&limit=5')).body);
    expect(first.next).toBe('/v1/me/recent/played/tracks?offset=5&types=songs');
    expect((await c.me(mut, '/v1/me/recent/played/tracks?limit=31')).status).toBe(400);
    expect((await c.me(mut, '/v1/me/recent/played/tracks?types=stations')).status).toBe(400);
  });

  it('refuses a page of library songs past 100', async () => {
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await c.me(mut, '/v1/me/library/playlists')).body).data;
    const r = await c.me(mut, `/v1/me/library/playlists/${list[0]!.id}/tracks?limit=101`);
    expect(r.status).toBe(400);
    expect(errorSchema.parse(r.body).errors[0]!.source?.parameter).toBe('limit');
  });
});

describe('Apple Music library writes', () => {
  it('creates a playlist with tracks, adds more in batches and reads them back in order', async () => {
    const mut = await c.link();
    const songs = catalog.recordings.filter((r) => r.platforms.applemusic).slice(0, 3 + 2 * MAX_TRACKS_PER_REQUEST + 17);
    const ids = songs.map((r) => r.platforms.applemusic!.id);
    const created = await c.me(mut, '/v1/me/library/playlists', {
      method: 'POST',
      body: {
        attributes: { name: 'Converted by Segue', description: 'From a link' },
        relationships: { tracks: { data: ids.slice(0, 3).map((id) => ({ id, type: 'songs' })) } },
      },
    });
    expect(created.status, created.text).toBe(201);
    const playlist = dataSchema(libraryPlaylistSchema).parse(created.body).data[0]!;
    expect(playlist.attributes).toMatchObject({ name: 'Converted by Segue', canEdit: true, isPublic: false, hasCatalog: false });
    for (let i = 3; i < ids.length; i += MAX_TRACKS_PER_REQUEST) {
      const batch = ids.slice(i, i + MAX_TRACKS_PER_REQUEST).map((id) => ({ id, type: 'songs' }));
      const added = await c.me(mut, `/v1/me/library/playlists/${playlist.id}/tracks`, { method: 'POST', body: { data: batch } });
      expect(added.status).toBe(204);
      expect(added.text).toBe('');
    }
    const back = await c.readAll(mut, `/v1/me/library/playlists/${playlist.id}/tracks`, (b) => libraryPageSchema(librarySongSchema).parse(b));
    expect(back.items.map((s) => s.attributes.playParams.catalogId)).toEqual(ids);
    // Library songs can be added by their library ids too.
    const again = await c.me(mut, `/v1/me/library/playlists/${playlist.id}/tracks`, {
      method: 'POST',
      body: { data: [{ id: back.items[0]!.id, type: 'library-songs' }] },
    });
    expect(again.status).toBe(204);
    const list = libraryPageSchema(libraryPlaylistSchema).parse((await c.me(mut, '/v1/me/library/playlists')).body);
    expect(list.data[0]!.id).toBe(playlist.id);
    expect(list.meta.total).toBe(applePlaylistsOf(appleAccount(firstUser())).length);
    // Accounting labels the user endpoints by route, not by URL.
    const endpoints = c.apple.started.sandbox.stats().platforms.applemusic!.endpoints;
    expect(endpoints[`GET ${MUSICKIT_AUTHORIZE_PATH}`]).toBeGreaterThan(0);
    expect(endpoints['POST /v1/me/library/playlists/{id}/tracks']).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for the tracks of an empty playlist, as Apple does', async () => {
    const mut = await c.link();
    const created = await c.me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: { name: 'Empty' } } });
    const id = dataSchema(libraryPlaylistSchema).parse(created.body).data[0]!.id;
    const r = await c.me(mut, `/v1/me/library/playlists/${id}/tracks`);
    expect(r.status).toBe(404);
    expect(errorSchema.parse(r.body).errors[0]!.code).toBe('40400');
  });

  it('refuses a batch that is too large, an unknown song, a bad body and a playlist the user does not own, changing nothing', async () => {
    const mut = await c.link();
    const created = await c.me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: { name: 'Strict' } } });
    const id = dataSchema(libraryPlaylistSchema).parse(created.body).data[0]!.id;
    const song = catalog.recordings.find((r) => r.platforms.applemusic)!.platforms.applemusic!.id;
    const tooMany = Array.from({ length: MAX_TRACKS_PER_REQUEST + 1 }, () => ({ id: song, type: 'songs' }));
    expect((await c.me(mut, `/v1/me/library/playlists/${id}/tracks`, { method: 'POST', body: { data: tooMany } })).status).toBe(400);
    const unknown = await c.me(mut, `/v1/me/library/playlists/${id}/tracks`, {
      method: 'POST',
      body: { data: [{ id: song, type: 'songs' }, { id: '999999999999', type: 'songs' }] },
    });
    expect(unknown.status).toBe(400);
    expect(errorSchema.parse(unknown.body).errors[0]!.detail).toContain('999999999999');
    expect((await c.me(mut, `/v1/me/library/playlists/${id}/tracks`)).status).toBe(404);
    expect((await c.me(mut, '/v1/me/library/playlists', { method: 'POST', body: { attributes: {} } })).status).toBe(400);
    const followed = libraryPageSchema(libraryPlaylistSchema)
      .parse((await c.me(mut, '/v1/me/library/playlists?limit=100')).body)
      .data.find((p) => !p.attributes.canEdit)!;
    const refused = await c.me(mut, `/v1/me/library/playlists/${followed.id}/tracks`, { method: 'POST', body: { data: [{ id: song, type: 'songs' }] } });
    expect(refused.status).toBe(403);
    expect(errorSchema.parse(refused.body).errors[0]!.code).toBe('40015');
  });
});


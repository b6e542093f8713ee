/**
 * Real recorded `/user/me/*` bodies and playlist writes through the Deezer library client, with
 * the token carried as Deezer wants it (`access_token` query parameter).
 */
import { recording, recordingsOf } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { UserAuthorizationError } from '../../errors/user-authorization-error';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { answersOf, coverPicture, shownTitle, type Body } from '../../../test/support/platforms/deezer-contract';
import { createDeezerLibrary } from './library';

let platform: RecordedPlatform | undefined;

let invalidated = 0;
async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('deezer', routes);
  invalidated = 0;
  const userToken = { get: async () => 'frUSER', invalidate: () => void invalidated++ };
  return createDeezerLibrary({ baseUrls: { api: platform.url, connect: platform.url }, http: platform.http, userToken });
}

/** Each recorded page as the only page: its `next` (pointing further) answers an empty page. */
const onlyPage = (endpoint: string, rec: { body: unknown }): RecordedRoute[] => {
  const next = (rec.body as Body).next as string | undefined;
  const index = next ? new URL(next).searchParams.get('index') : null;
  return [...(index ? [{ endpoint, query: { index }, body: { data: [], total: 0 } }] : []), { endpoint, body: rec.body }];
};

describe('Deezer saved albums, recorded', () => {
  const all = [...answersOf('GET /user/me/albums'), ...answersOf('GET /user/{id}/albums')];
  it.each(all.map((r) => [r.file, r] as const))('maps %s from the rows alone (release_date is on them)', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const library = await libraryOn(onlyPage('GET /user/me/albums', rec));
    const albums = await library.albums();
    expect(albums).toHaveLength(rows.length);
    rows.forEach((row, i) => {
      expect(row.release_date).toBeTruthy();
      expect(albums[i]).toEqual({
        id: String(row.id),
        title: row.title,
        url: row.link,
        release_date: row.release_date === '0000-00-00' ? '' : row.release_date,
        explicit: row.explicit_lyrics ?? false,
        track_count: row.nb_tracks,
        artists: [row.artist.name],
        cover: coverPicture(row.cover_xl, row.cover_big),
      });
    });
    // No album was read one by one.
    expect(platform!.requests.filter((r) => /^\/album\//.test(r.path))).toEqual([]);
    expect(platform!.requests.every((r) => r.query.get('access_token') === 'frUSER')).toBe(true);
  });
});

describe('Deezer followed artists, playlists and history, recorded', () => {
  it.each(answersOf('GET /user/me/artists').map((r) => [r.file, r] as const))('maps the artists of %s', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const library = await libraryOn(onlyPage('GET /user/me/artists', rec));
    const artists = await library.artists();
    rows.forEach((row, i) =>
      expect(artists[i]).toEqual({ id: String(row.id), name: row.name, url: row.link, cover: coverPicture(row.picture_xl, row.picture_big), followers: row.nb_fan }),
    );
  });

  const playlists = [...answersOf('GET /user/me/playlists'), ...answersOf('GET /user/{id}/playlists')];
  it.each(playlists.map((r) => [r.file, r] as const))('maps the playlists of %s', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const library = await libraryOn(onlyPage('GET /user/me/playlists', rec));
    const { total, items } = await library.playlists();
    expect(total).toBe(rows.length);
    rows.forEach((row, i) =>
      expect(items[i]).toMatchObject({
        id: String(row.id),
        title: row.title,
        public: row.public,
        collaborative: row.collaborative,
        nb_tracks: row.nb_tracks,
        url: row.link,
        cover: coverPicture(row.picture_xl, row.picture_big, row.picture_medium),
        checksum: row.checksum,
        owner: row.creator.name,
        duration_millis: row.duration * 1000,
        ...(row.time_add ? { created_at: new Date(row.time_add * 1000).toISOString() } : {}),
      }),
    );
  });

  it.each(answersOf('GET /user/me/history').map((r) => [r.file, r] as const))('maps the plays of %s', async (_file, rec) => {
    const rows = (rec.body as Body).data as Body[];
    const library = await libraryOn(onlyPage('GET /user/me/history', rec));
    const plays = await library.history();
    expect(plays).toHaveLength(rows.length);
    rows.forEach((row, i) =>
      expect(plays[i]).toMatchObject({
        id: String(row.id),
        title: shownTitle(row),
        artists: [row.artist.name],
        album: row.album.title,
        url: row.link,
        duration_milli: row.duration * 1000,
        played_at: new Date(row.timestamp * 1000).toISOString(),
      }),
    );
  });
});

describe('Deezer playlist writes, recorded', () => {
  const created = recording('deezer', 'create-playlist.json');
  const added = recording('deezer', 'playlist-add-tracks.json');

  it('creates the playlist and adds the tracks in batches, reading {"id"} and the bare true', async () => {
    const library = await libraryOn([route(created), route(added)]);
    const ids = Array.from({ length: 150 }, (_, i) => String(3135553 + i));
    const playlist = await library.createPlaylist({ title: 'CoolPlaylist', trackIds: ids });
    const id = String((created.body as Body).id);
    expect(playlist).toEqual({ id, url: `https://www.deezer.com/playlist/${id}` });
    const adds = platform!.requests.filter((r) => r.path === `/playlist/${id}/tracks`);
    expect(adds.map((r) => r.query.get('songs')!.split(',').length)).toEqual([50, 50, 50]);
    expect(platform!.requests[0]!.query.get('title')).toBe('CoolPlaylist');
  });
});

describe('Deezer user-side errors, recorded', () => {
  it('refreshes once and then asks the user to link again when the token is refused (OAuthException)', async () => {
    // `{"error":{"type":"OAuthException","message":"Invalid OAuth access token.","code":300}}`, documented at
    // https://developers.deezer.com/api/errors; the recorded OAuthException (code 200) has the same shape.
    const refused = { error: { type: 'OAuthException', message: 'Invalid OAuth access token.', code: 300 } };
    const library = await libraryOn([{ endpoint: 'GET /user/me/albums', body: refused }]);
    await expect(library.albums()).rejects.toBeInstanceOf(UserAuthorizationError);
    expect(invalidated).toBe(2);
  });

  it('reads the recorded OAuthException 200 (a permission not granted) as unsupported, not as a bad token', async () => {
    const [noToken] = recordingsOf('deezer', 'GET /user/me').filter((r) => r.file === 'user-me-no-token.json');
    const library = await libraryOn([route(noToken!, { endpoint: 'GET /user/me/history' })]);
    await expect(library.history()).rejects.toMatchObject({ code: 'unsupported' });
    expect(invalidated).toBe(0);
  });
});

/**
 * The Deezer simulator held against real recorded responses (`@segue/recorded`, data/deezer),
 * key path by key path: it may send no field the platform never sends, must send every field
 * each recording has, and with the types the platform uses.
 */
import { compareShapes, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { simulator } from './index';

let p: StartedPlatform;
let catalog: Catalog;
let oauth: OAuthTestClient;
let token = '';

/** Paths the recordings cannot settle, each with why. */
const allow = {
  '$.next': 'sent only when more items follow: some recorded lists are one page, some are not',
  '$.prev': 'sent only after the first page',
};

const same = (bodies: readonly unknown[], simulated: unknown, more: Record<string, string> = {}) =>
  compareShapes(bodies, simulated, { allow: { ...allow, ...more } });

const isError = (body: unknown) => typeof body === 'object' && body !== null && 'error' in body;
const recorded = (...endpoints: string[]) => endpoints.flatMap((e) => recordingsOf('deezer', e)).map((r) => r.body).filter((b) => !isError(b));

async function get(path: string, query: Record<string, string> = {}, method = 'GET'): Promise<unknown> {
  const url = new URL(`${p.sandbox.urls.deezer.api}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { method });
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  catalog = testCatalog();
  p = await startPlatform('deezer', simulator, catalog);
  oauth = await startOAuthTestClient();
  const user = p.sandbox.users.find((u) => u.accounts.deezer) as SandboxUser;
  const { app_id: appId = '', secret = '' } = p.sandbox.credentials.deezer;
  const auth = new URL('/oauth/auth.php', p.sandbox.urls.deezer.connect);
  for (const [k, v] of Object.entries({ app_id: appId, redirect_uri: oauth.callbackUrl, perms: 'basic_access,email,offline_access,manage_library,listening_history', sandbox_user: user.email })) {
    auth.searchParams.set(k, v);
  }
  const outcome = await oauth.authorize(auth);
  if (!outcome.redirected) throw new Error(`no redirect: ${outcome.status}`);
  const exchange = new URL('/oauth/access_token.php', p.sandbox.urls.deezer.connect);
  for (const [k, v] of Object.entries({ app_id: appId, secret, code: outcome.query.code ?? '' })) exchange.searchParams.set(k, v);
  token = new URLSearchParams(await (await fetch(exchange)).text()).get('access_token') ?? '';
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

const onDeezer = () => catalog.recordings.filter((r) => r.platforms.deezer?.isrc);
const album = () => catalog.albums.find((a) => a.platforms.deezer && a.recordingIds.length > 3)!;
const playlist = () => catalog.playlists.find((pl) => pl.platform === 'deezer')!;

describe('the Deezer simulator sends what Deezer sends', () => {
  it('GET /track/{id} and /track/isrc:{isrc}', async () => {
    const rec = onDeezer()[0]!;
    expect(same(recorded('GET /track/{id}'), await get(`/track/${rec.platforms.deezer!.id}`))).toEqual([]);
    expect(same(recorded('GET /track/isrc:{isrc}'), await get(`/track/isrc:${rec.platforms.deezer!.isrc}`))).toEqual([]);
  });

  it('GET /album/{id}, /album/upc:{upc} and /album/{id}/tracks', async () => {
    const a = album();
    const body = (await get(`/album/${a.platforms.deezer!.id}`)) as { upc: string };
    expect(same(recorded('GET /album/{id}'), body)).toEqual([]);
    expect(same(recorded('GET /album/upc:{upc}'), await get(`/album/upc:${body.upc}`))).toEqual([]);
    const rows = recorded('GET /album/{id}/tracks').filter((b) => (b as { data: unknown[] }).data.length > 0);
    expect(same(rows, await get(`/album/${a.platforms.deezer!.id}/tracks`, { limit: '2' }))).toEqual([]);
  });

  it('GET /artist/{id}', async () => {
    const artist = catalog.artists.find((a) => a.platformIds.deezer)!;
    expect(same(recorded('GET /artist/{id}'), await get(`/artist/${artist.platformIds.deezer}`))).toEqual([]);
  });

  it('GET /search, /search/track, /search/album, /search/artist', async () => {
    const rec = onDeezer()[1]!;
    const q = `artist:"${rec.platforms.deezer!.artists[0]}" track:"${rec.title}"`;
    expect(same(recorded('GET /search/track', 'GET /search'), await get('/search/track', { q }))).toEqual([]);
    expect(same(recorded('GET /search/track', 'GET /search'), await get('/search', { q: rec.title, limit: '3' }))).toEqual([]);
    const a = album();
    expect(same(recorded('GET /search/album'), await get('/search/album', { q: a.title }))).toEqual([]);
    const withHits = recorded('GET /search/artist').filter((b) => (b as { data: unknown[] }).data.length > 0);
    expect(same(withHits, await get('/search/artist', { q: rec.platforms.deezer!.artists[0]! }))).toEqual([]);
  });

  it('GET /playlist/{id} and /playlist/{id}/tracks', async () => {
    const pl = playlist();
    expect(same(recorded('GET /playlist/{id}'), await get(`/playlist/${pl.platformId}`))).toEqual([]);
    expect(same(recorded('GET /playlist/{id}/tracks'), await get(`/playlist/${pl.platformId}/tracks`, { limit: '5' }))).toEqual([]);
  });

  it('GET /user/me and its lists', async () => {
    const auth = { access_token: token };
    expect(same(recorded('GET /user/me'), await get('/user/me', auth))).toEqual([]);
    expect(same(recorded('GET /user/me/albums', 'GET /user/{id}/albums'), await get('/user/me/albums', auth))).toEqual([]);
    expect(same(recorded('GET /user/me/artists'), await get('/user/me/artists', auth))).toEqual([]);
    const newer = 'the recorded playlist lists date from 2018-2019; /playlist/{id} sends it in 2023 and 2025 recordings';
    const lists = await get('/user/me/playlists', auth);
    expect(same(recorded('GET /user/me/playlists', 'GET /user/{id}/playlists'), lists, { '$.data[].md5_image': newer, '$.data[].picture_type': newer })).toEqual([]);
    expect(same(recorded('GET /user/me/history'), await get('/user/me/history', auth))).toEqual([]);
  });

  it('POST /user/me/playlists and /playlist/{id}/tracks', async () => {
    const created = (await get('/user/me/playlists', { access_token: token, title: 'Shape test' }, 'POST')) as { id: number };
    expect(same(recorded('POST /user/me/playlists'), created)).toEqual([]);
    const songs = String(onDeezer()[2]!.platforms.deezer!.id);
    expect(await get(`/playlist/${created.id}/tracks`, { access_token: token, songs }, 'POST')).toBe(true);
  });

  it('errors: "no data" inside an HTTP 200 body', async () => {
    const errors = recordingsOf('deezer', 'GET /track/{id}').map((r) => r.body).filter(isError);
    expect(same(errors, await get('/track/1'))).toEqual([]);
    expect(same(errors, await get('/track/isrc:ZZZZZ0000000'))).toEqual([]);
  });

  it('errors: album 0 answers "no data" with HTTP 404, as recorded', async () => {
    const [recordedMiss] = recordingsOf('deezer', 'GET /album/{id}').filter((r) => r.status === 404);
    const res = await fetch(`${p.sandbox.urls.deezer.api}/album/0`);
    expect(res.status).toBe(recordedMiss!.status);
    expect(await res.json()).toEqual(recordedMiss!.body);
  });
});

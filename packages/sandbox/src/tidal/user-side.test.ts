import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount } from '../catalog/model';
import { TEST_NOW, testCatalog } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { s256Challenge } from '../user-state/pkce';
import { CODE_SECONDS } from './login-server';
import { startTidalTestClient, type TidalTestClient } from './tidal-test-client';
import { collectionPageSchema, refreshedTokenSchema, userDocumentSchema, userTokenSchema } from './tidal-user-schemas';
import { errorsSchema, multiDocument, playlistItemSchema, playlistSchema, singleDocument, tokenErrorSchema } from './tidal-wire-schemas';
import { MAX_ITEMS_PER_REQUEST } from './user-write-handlers';

const catalog = testCatalog();
const ALL_SCOPES = 'user.read collection.read playlists.read playlists.write';
let tidal: TidalTestClient;
let browser: OAuthTestClient;

/** Follows the redirects from an authorisation URL to the app's callback and returns its query. */
async function follow(url: string): Promise<Record<string, string>> {
  const outcome = await browser.authorize(url);
  if (!outcome.redirected) throw new Error(`no redirect to the callback: ${outcome.status} ${outcome.body}`);
  return outcome.query;
}
let clientId: string;

beforeAll(async () => {
  tidal = await startTidalTestClient(catalog);
  browser = await startOAuthTestClient();
  clientId = tidal.started.sandbox.credentials.tidal.client_id!;
});
afterAll(async () => {
  await browser.close();
  await tidal.started.sandbox.close();
});

const urls = () => tidal.started.sandbox.urls.tidal;
const firstUser = () => catalog.users[0]!;
const tidalAccount = (): PlatformAccount => firstUser().accounts.tidal!;

function authorizeUrl(verifier: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: browser.callbackUrl,
    scope: ALL_SCOPES,
    code_challenge: s256Challenge(verifier),
    code_challenge_method: 'S256',
    state: 'st-9',
    ...params,
  });
  return `${urls().login}/authorize?${query.toString()}`;
}

async function token(form: Record<string, string>) {
  const res = await fetch(`${urls().auth}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function authorize(params: Record<string, string> = {}): Promise<{ code: string; verifier: string }> {
  const verifier = randomBytes(48).toString('base64url');
  const back = await follow(authorizeUrl(verifier, params));
  expect(back).toMatchObject({ state: 'st-9' });
  expect(back.error).toBeUndefined();
  return { code: back.code!, verifier };
}

async function link(params: Record<string, string> = {}) {
  const { code, verifier } = await authorize(params);
  const r = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: browser.callbackUrl });
  expect(r.status).toBe(200);
  return userTokenSchema.parse(r.body);
}

async function api(accessToken: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${urls().api}/v2${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${accessToken}`, ...(init.body !== undefined ? { 'content-type': 'application/vnd.api+json' } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, contentType: res.headers.get('content-type'), body: (text ? JSON.parse(text) : undefined) as unknown };
}

/** Follows `links.next` (relative to /v2) to the end, parsing each page. */
async function readAll<T extends { links: { next?: string | undefined } }>(accessToken: string, path: string, parse: (b: unknown) => T): Promise<T[]> {
  const pages: T[] = [];
  let next: string | undefined = path;
  while (next) {
    const r = await api(accessToken, next);
    expect(r.status, r.text).toBe(200);
    const page = parse(r.body);
    pages.push(page);
    next = page.links.next;
  }
  return pages;
}

describe('TIDAL login (authorization code + PKCE)', () => {
  it('approves on a plain GET, exchanges the code with the verifier and reads the user', async () => {
    const tokens = await link();
    expect(tokens.user_id).toBe(Number(tidalAccount().id));
    expect(tokens.scope.split(' ').sort()).toEqual(ALL_SCOPES.split(' ').sort());
    const me = await api(tokens.access_token, '/users/me');
    expect(me.contentType).toContain('application/vnd.api+json');
    const user = userDocumentSchema.parse(me.body).data;
    expect(user).toMatchObject({ id: tidalAccount().id, attributes: { username: tidalAccount().username, email: firstUser().email, country: firstUser().country } });
  });

  it('sends denied consent, a missing or plain PKCE challenge and unknown scopes back to the app as errors', async () => {
    const verifier = randomBytes(48).toString('base64url');
    expect(await follow(authorizeUrl(verifier, { sandbox_deny: '1' }))).toMatchObject({ error: 'access_denied', state: 'st-9' });
    const noPkce = new URL(authorizeUrl(verifier));
    noPkce.searchParams.delete('code_challenge');
    expect((await follow(noPkce.toString())).error).toBe('invalid_request');
    expect((await follow(authorizeUrl(verifier, { code_challenge_method: 'plain', code_challenge: verifier.slice(0, 43) }))).error).toBe('invalid_request');
    expect((await follow(authorizeUrl(verifier, { scope: 'user.read r_usr' }))).error).toBe('invalid_scope');
    const withoutTidal = catalog.users.find((u) => !u.accounts.tidal)!;
    expect((await follow(authorizeUrl(verifier, { sandbox_user: withoutTidal.email }))).error).toBe('access_denied');
  });

  it('answers an unknown client on the login page instead of redirecting', async () => {
    const outcome = await browser.authorize(authorizeUrl(randomBytes(48).toString('base64url'), { client_id: 'nope' }));
    if (outcome.redirected) throw new Error('redirected for an unknown client');
    expect(outcome.status).toBe(400);
    expect(tokenErrorSchema.parse(JSON.parse(outcome.body)).error).toBe('invalid_request');
  });

  it('refuses a wrong verifier, a used code, an expired code and another redirect_uri with invalid_grant', async () => {
    const exchange = (code: string, verifier: string, redirectUri = browser.callbackUrl) =>
      token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: redirectUri });
    const wrong = await authorize();
    const mismatch = await exchange(wrong.code, randomBytes(48).toString('base64url'));
    expect(mismatch.status).toBe(400);
    expect(tokenErrorSchema.parse(mismatch.body)).toMatchObject({ status: 400, error: 'invalid_grant', sub_status: 11101 });

    const good = await authorize();
    expect((await exchange(good.code, good.verifier)).status).toBe(200);
    expect(tokenErrorSchema.parse((await exchange(good.code, good.verifier)).body).error).toBe('invalid_grant');

    const late = await authorize();
    tidal.started.setNow(TEST_NOW + (CODE_SECONDS + 1) * 1000);
    try {
      expect(tokenErrorSchema.parse((await exchange(late.code, late.verifier)).body).error_description).toMatch(/expired/);
    } finally {
      tidal.started.setNow(TEST_NOW);
    }
    const moved = await authorize();
    expect(tokenErrorSchema.parse((await exchange(moved.code, moved.verifier, 'http://127.0.0.1:1/elsewhere')).body).error).toBe('invalid_grant');
    const missing = await token({ grant_type: 'authorization_code', client_id: clientId, code: 'x', redirect_uri: browser.callbackUrl });
    expect(tokenErrorSchema.parse(missing.body).error).toBe('invalid_request');
  });
});

describe('TIDAL library', () => {
  // The second listener: enough saved albums and artists to need two pages.
  const listener = () => catalog.users[1]!;
  const account = (): PlatformAccount => listener().accounts.tidal!;
  let access: string;
  beforeAll(async () => {
    access = (await link({ sandbox_user: listener().email })).access_token;
  });

  const tidalPlaylists = () =>
    account()
      .playlistIds.map((id) => catalog.playlists.find((p) => p.id === id)!)
      .filter((p) => p.platform === 'tidal');

  it('lists the playlists the user owns with filter[owners.id]=me, 20 per page', async () => {
    const owned = tidalPlaylists().filter((p) => p.ownerUserId === listener().id);
    const pages = await readAll(access, '/playlists?filter%5Bowners.id%5D=me', (b) => multiDocument(playlistSchema).parse(b));
    const ids = pages.flatMap((p) => p.data.map((d) => d.id));
    expect(ids.sort()).toEqual(owned.map((p) => p.platformId).sort());
    expect(pages.flatMap((p) => p.data).every((d) => d.attributes.playlistType === 'USER')).toBe(true);
  });

  it('lists collections of playlists, albums and artists with addedAt, newest first, and their resources on include=items', async () => {
    const playlists = (await readAll(access, '/userCollectionPlaylists/me/relationships/items', (b) => collectionPageSchema.parse(b))).flatMap((p) => p.data);
    expect(playlists.map((p) => p.id).sort()).toEqual(tidalPlaylists().map((p) => p.platformId).sort());
    const addedAt = playlists.map((p) => p.meta.addedAt);
    expect(addedAt).toEqual([...addedAt].sort().reverse());

    const albumPages = await readAll(access, '/userCollectionAlbums/me/relationships/items?include=items', (b) => collectionPageSchema.parse(b));
    const albums = albumPages.flatMap((p) => p.data);
    const saved = account().savedAlbums.flatMap((s) => catalog.index.album(s.albumId)?.platforms.tidal?.id ?? []);
    expect(albums.map((a) => a.id)).toEqual(saved);
    expect(albumPages.flatMap((p) => p.included ?? []).map((r) => r.id)).toEqual(saved);
    expect(albumPages.length).toBe(Math.ceil(saved.length / 20));
    expect(albumPages.length).toBeGreaterThan(1);

    const artists = (await readAll(access, '/userCollectionArtists/me/relationships/items', (b) => collectionPageSchema.parse(b))).flatMap((p) => p.data);
    const followed = account().followedArtistIds.flatMap((id) => catalog.index.artist(id)?.platformIds.tidal ?? []);
    expect(artists.map((a) => a.id).sort()).toEqual([...followed].sort());
    expect(followed.length).toBeGreaterThan(20);

    // The deprecated per-user collection answers the same.
    const legacy = await api(access, `/userCollections/${account().id}/relationships/albums`);
    expect(collectionPageSchema.parse(legacy.body).data.map((a) => a.id)).toEqual(saved.slice(0, 20));
  });

  it('has no listening history endpoint', async () => {
    for (const path of ['/userRecentlyPlayed/me', '/users/me/relationships/history', '/userCollectionHistory/me/relationships/items']) {
      const r = await api(access, path);
      expect(r.status).toBe(404);
      errorsSchema.parse(r.body);
    }
  });

  it('creates a public playlist, adds tracks 20 at a time and reads it back, also with a client-credentials token', async () => {
    const created = await api(access, '/playlists', {
      method: 'POST',
      body: { data: { type: 'playlists', attributes: { name: 'Converted by Segue', description: 'From a link', accessType: 'PUBLIC' } } },
    });
    expect(created.status, created.text).toBe(201);
    const playlist = singleDocument(playlistSchema).parse(created.body).data;
    expect(playlist.attributes).toMatchObject({ name: 'Converted by Segue', accessType: 'PUBLIC', playlistType: 'USER', numberOfItems: 0 });

    const trackIds = catalog.recordings.flatMap((r) => r.platforms.tidal?.id ?? []).slice(0, 2 * MAX_ITEMS_PER_REQUEST + 5);
    for (let i = 0; i < trackIds.length; i += MAX_ITEMS_PER_REQUEST) {
      const data = trackIds.slice(i, i + MAX_ITEMS_PER_REQUEST).map((id) => ({ id, type: 'tracks' }));
      const added = await api(access, `/playlists/${playlist.id}/relationships/items`, { method: 'POST', body: { data } });
      expect(added.status, added.text).toBe(204);
    }
    const itemsPath = `/playlists/${playlist.id}/relationships/items`;
    const back = (await readAll(access, itemsPath, (b) => multiDocument(playlistItemSchema).parse(b))).flatMap((p) => p.data.map((d) => d.id));
    expect(back).toEqual(trackIds);

    const viaCatalog = await tidal.get(`/playlists/${playlist.id}`);
    expect(singleDocument(playlistSchema).parse(viaCatalog.body).data.attributes.numberOfItems).toBe(trackIds.length);
    const firstPage = multiDocument(playlistItemSchema).parse((await tidal.get(itemsPath)).body);
    expect(firstPage.data.map((d) => d.id)).toEqual(trackIds.slice(0, 20));

    const mine = multiDocument(playlistSchema).parse((await api(access, '/playlists?filter%5Bowners.id%5D=me')).body);
    expect(mine.data[0]!.id).toBe(playlist.id);
    const endpoints = tidal.started.sandbox.stats().platforms.tidal!.endpoints;
    expect(endpoints['GET /authorize']).toBeGreaterThan(0);
    expect(endpoints['POST /v2/playlists/{id}/relationships/items']).toBeGreaterThanOrEqual(3);
  });

  it('inserts before meta.positionBefore, and refuses 21 items, unknown tracks and playlists the user does not own', async () => {
    const created = await api(access, '/playlists', { method: 'POST', body: { data: { type: 'playlists', attributes: { name: 'Order' } } } });
    const playlist = singleDocument(playlistSchema).parse(created.body).data;
    expect(playlist.attributes.accessType).toBe('UNLISTED');
    const ids = catalog.recordings.flatMap((r) => r.platforms.tidal?.id ?? []).slice(0, 25);
    const path = `/playlists/${playlist.id}/relationships/items`;
    await api(access, path, { method: 'POST', body: { data: ids.slice(0, 3).map((id) => ({ id, type: 'tracks' })) } });
    const items = multiDocument(playlistItemSchema).parse((await api(access, path)).body).data;
    const inserted = await api(access, path, { method: 'POST', body: { data: [{ id: ids[10]!, type: 'tracks' }], meta: { positionBefore: items[1]!.meta.itemId } } });
    expect(inserted.status).toBe(204);
    expect(multiDocument(playlistItemSchema).parse((await api(access, path)).body).data.map((d) => d.id)).toEqual([ids[0], ids[10], ids[1], ids[2]]);

    const tooMany = await api(access, path, { method: 'POST', body: { data: ids.slice(0, MAX_ITEMS_PER_REQUEST + 1).map((id) => ({ id, type: 'tracks' })) } });
    expect(tooMany.status).toBe(400);
    expect(errorsSchema.parse(tooMany.body).errors[0]!.source?.pointer).toBe('/data');
    const unknown = await api(access, path, { method: 'POST', body: { data: [{ id: '1', type: 'tracks' }] } });
    expect(unknown.status).toBe(400);
    const editorial = catalog.playlists.find((p) => p.platform === 'tidal' && !p.ownerUserId)!;
    const notMine = await api(access, `/playlists/${editorial.platformId}/relationships/items`, { method: 'POST', body: { data: [{ id: ids[0]!, type: 'tracks' }] } });
    expect(notMine.status).toBe(403);
    expect(multiDocument(playlistItemSchema).parse((await api(access, path)).body).data).toHaveLength(4);
  });
});

describe('TIDAL user tokens', () => {
  it('answers 401 once the token expires, and a refresh gives a working token without a new refresh token', async () => {
    const tokens = await link();
    expect((await api(tokens.access_token, '/users/me')).status).toBe(200);
    expect(tidal.started.sandbox.userState.expireTokens(firstUser().id, 'tidal')).toBeGreaterThan(0);
    const expired = await api(tokens.access_token, '/users/me');
    expect(expired.status).toBe(401);
    expect(errorsSchema.parse(expired.body).errors[0]!.detail).toMatch(/expired/);

    const refreshed = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: tokens.refresh_token, scope: 'user.read' });
    expect(refreshed.status).toBe(200);
    const fresh = refreshedTokenSchema.parse(refreshed.body);
    expect((await api(fresh.access_token, '/users/me')).status).toBe(200);
    const wider = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: tokens.refresh_token, scope: 'playback' });
    expect(tokenErrorSchema.parse(wider.body).error).toBe('invalid_scope');
  });

  it('stops a revoked grant: the API answers 401 and the refresh invalid_grant', async () => {
    const user = catalog.users.find((u, i) => i > 1 && u.accounts.tidal)!;
    const tokens = await link({ sandbox_user: user.email });
    tidal.started.sandbox.userState.revoke(user.id, 'tidal');
    expect((await api(tokens.access_token, '/users/me')).status).toBe(401);
    const refused = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: tokens.refresh_token });
    expect(refused.status).toBe(400);
    expect(tokenErrorSchema.parse(refused.body).error).toBe('invalid_grant');
  });

  it('enforces scopes with 403 and keeps user endpoints from client-credentials tokens', async () => {
    const narrow = await link({ scope: 'user.read' });
    expect((await api(narrow.access_token, '/users/me')).status).toBe(200);
    for (const [path, method] of [
      ['/playlists?filter%5Bowners.id%5D=me', 'GET'],
      ['/userCollectionAlbums/me/relationships/items', 'GET'],
      ['/playlists', 'POST'],
    ] as const) {
      const r = await api(narrow.access_token, path, method === 'POST' ? { method, body: { data: { type: 'playlists', attributes: { name: 'x' } } } } : {});
      expect(r.status, path).toBe(403);
      expect(errorsSchema.parse(r.body).errors[0]!.detail).toMatch(/scope/);
    }
    const readOnly = await link({ scope: 'playlists.read' });
    expect((await api(readOnly.access_token, '/playlists', { method: 'POST', body: { data: { type: 'playlists', attributes: { name: 'x' } } } })).status).toBe(403);
    // A catalog read works with a user token too.
    const track = catalog.recordings.find((r) => r.platforms.tidal)!.platforms.tidal!.id;
    expect((await api(narrow.access_token, `/tracks/${track}`)).status).toBe(200);
    expect((await tidal.get('/users/me')).status).toBe(403);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { SandboxUser } from '../catalog/model';
import { startPlatform, testCatalog, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
import { startOAuthTestClient, type OAuthTestClient } from '../user-state/oauth-test-client';
import { simulator } from './index';
import {
  accountMenuSchema,
  artistShelfSchema,
  createdSchema,
  editedSchema,
  googleOAuthErrorSchema,
  googleTokenSchema,
  gridContinuationSchema,
  gridSchema,
  historySchema,
  libraryPageSchema,
  shelfContinuationSchema,
  twoRowItemSchema,
} from './innertube-user-schemas';
import type { listItemSchema} from './innertube-wire-schemas';
import { continuationResponseSchema, errorSchema, playlistBrowseSchema } from './innertube-wire-schemas';

const YOUTUBE = 'https://www.googleapis.com/auth/youtube';
const READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20251001.01.00', hl: 'en', gl: 'US' }, user: {} };
const verifier = 'ytm-pkce-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';
const challenge = createHash('sha256').update(verifier).digest('base64url');

let p: StartedPlatform;
let oauth: OAuthTestClient;
/** The listener with the most saved albums on YouTube Music, so their albums span pages. */
let user: SandboxUser;
beforeAll(async () => {
  p = await startPlatform('ytmusic', simulator, testCatalog());
  oauth = await startOAuthTestClient();
  user = [...p.sandbox.users].filter((u) => u.accounts.ytmusic).sort((a, b) => (b.accounts.ytmusic?.savedAlbums.length ?? 0) - (a.accounts.ytmusic?.savedAlbums.length ?? 0))[0] as SandboxUser;
});
afterAll(async () => {
  await oauth.close();
  await p.sandbox.close();
});

const client = () => p.sandbox.oauthClients.ytmusic ?? {};

function authUrl(params: Record<string, string> = {}): URL {
  const url = new URL('/o/oauth2/v2/auth', p.sandbox.urls.ytmusic.oauth);
  const all = {
    client_id: client().client_id ?? '',
    redirect_uri: oauth.callbackUrl,
    response_type: 'code',
    scope: YOUTUBE,
    state: 's-42',
    access_type: 'offline',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    sandbox_user: user.email,
    ...params,
  };
  for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
  return url;
}

async function token(form: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${p.sandbox.urls.ytmusic.oauth}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: client().client_id ?? '', client_secret: client().client_secret ?? '', ...form }).toString(),
  });
  return { status: res.status, body: await res.json() };
}

async function codeFor(params: Record<string, string> = {}): Promise<string> {
  const outcome = await oauth.authorize(authUrl(params));
  if (!outcome.redirected) throw new Error(`no redirect: ${outcome.status} ${outcome.body}`);
  return outcome.query.code ?? '';
}

async function link(params: Record<string, string> = {}) {
  const res = await token({ grant_type: 'authorization_code', code: await codeFor(params), redirect_uri: oauth.callbackUrl, code_verifier: verifier });
  expect(res.status).toBe(200);
  return googleTokenSchema.parse(res.body);
}

async function post(endpoint: string, body: Record<string, unknown>, bearer?: string, query = '') {
  const res = await fetch(`${p.sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ context, ...body }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A library page and its legacy continuations, as ytmusicapi pages them. */
async function libraryItems<T extends z.ZodType>(browseId: string, bearer: string, first: (body: unknown) => { items: unknown[]; next?: string }, more: (body: unknown) => { items: unknown[]; next?: string }, item: T) {
  const page = await post('browse', { browseId }, bearer);
  expect(page.status).toBe(200);
  let { items, next } = first(page.body);
  const all = [...items];
  let pages = 1;
  while (next) {
    const res = await post('browse', {}, bearer, `&ctoken=${next}&continuation=${next}&type=next`);
    ({ items, next } = more(res.body));
    all.push(...items);
    pages++;
  }
  return { items: all.map((x) => item.parse(x) as z.infer<T>), pages };
}

const gridPage = (b: unknown) => {
  const grid = libraryPageSchema(gridSchema).parse(b).contents.singleColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents[0]!.itemSectionRenderer.contents[0].gridRenderer;
  return { items: grid.items, next: grid.continuations?.[0]?.nextContinuationData.continuation };
};
const gridMore = (b: unknown) => {
  const grid = gridContinuationSchema.parse(b).continuationContents.gridContinuation;
  return { items: grid.items, next: grid.continuations?.[0]?.nextContinuationData.continuation };
};
const titleBrowseId = (tile: z.infer<typeof twoRowItemSchema>) => tile.musicTwoRowItemRenderer.title.runs[0]!.navigationEndpoint.browseEndpoint.browseId;

describe('YouTube Music user side', () => {
  it('links with Google OAuth (PKCE, offline), reads the whole library and writes a playlist it reads back', async () => {
    const t = await link();
    expect(t.refresh_token).toBeDefined();
    const account = user.accounts.ytmusic!;
    const index = p.sandbox.catalog.index;

    const menu = accountMenuSchema.parse((await post('account/account_menu', {}, t.access_token)).body);
    const header = menu.actions[0]!.openPopupAction.popup.multiPageMenuRenderer.header.activeAccountHeaderRenderer;
    expect([header.accountName.runs[0]?.text, header.channelHandle.runs[0]?.text]).toEqual([user.displayName, account.username]);

    const playlists = await libraryItems('FEmusic_liked_playlists', t.access_token, gridPage, gridMore, gridSchema.shape.gridRenderer.shape.items.element);
    const tiles = playlists.items.slice(1).map((x) => twoRowItemSchema.parse(x));
    expect(tiles.map(titleBrowseId)).toEqual(account.playlistIds.map((id) => `VL${index.playlist(id)?.platformId}`));

    const albums = await libraryItems('FEmusic_liked_albums', t.access_token, gridPage, gridMore, twoRowItemSchema);
    expect(albums.items.map(titleBrowseId)).toEqual(account.savedAlbums.map((s) => index.album(s.albumId)?.platforms.ytmusic?.id));
    expect(albums.pages).toBe(Math.ceil(account.savedAlbums.length / 25));
    expect(albums.items[0]?.musicTwoRowItemRenderer.menu?.menuRenderer.items[0]?.menuNavigationItemRenderer.navigationEndpoint.watchPlaylistEndpoint.playlistId).toMatch(/^OLAK5uy_/);

    const shelfPage = (b: unknown) => {
      const shelf = libraryPageSchema(artistShelfSchema).parse(b).contents.singleColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents[0]!.itemSectionRenderer.contents[0].musicShelfRenderer;
      return { items: shelf.contents, next: shelf.continuations?.[0]?.nextContinuationData.continuation };
    };
    const shelfMore = (b: unknown) => {
      const shelf = shelfContinuationSchema.parse(b).continuationContents.musicShelfContinuation;
      return { items: shelf.contents, next: shelf.continuations?.[0]?.nextContinuationData.continuation };
    };
    const artists = await libraryItems('FEmusic_library_corpus_artists', t.access_token, shelfPage, shelfMore, artistShelfSchema.shape.musicShelfRenderer.shape.contents.element);
    expect(artists.items.map((a) => a.musicResponsiveListItemRenderer.navigationEndpoint.browseEndpoint.browseId)).toEqual(account.followedArtistIds.map((id) => index.artist(id)?.platformIds.ytmusic));

    const history = historySchema.parse((await post('browse', { browseId: 'FEmusic_history' }, t.access_token)).body);
    const shelves = history.contents.singleColumnBrowseResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents;
    const played = shelves.flatMap((s) => s.musicShelfRenderer.contents.map((r) => r.musicResponsiveListItemRenderer.playlistItemData?.videoId));
    expect(played).toEqual(account.history.map((h) => index.recording(h.recordingId)?.platforms.ytmusic?.id));
    // Plays from 2026-11-20 seen on 2026-11-23: "This week", never "Today".
    expect(shelves[0]?.musicShelfRenderer.title.runs[0]?.text).toBe('This week');
    // ytmusicapi reads each row's feedback token from its last menu entry.
    const lastMenuItem = shelves[0]?.musicShelfRenderer.contents[0]?.musicResponsiveListItemRenderer.menu.menuRenderer.items.at(-1);
    expect(lastMenuItem).toMatchObject({ menuServiceItemRenderer: { serviceEndpoint: { feedbackEndpoint: { feedbackToken: expect.stringMatching(/^AB9zfp/) as unknown } } } });

    const videos = p.sandbox.catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic.id] : [])).slice(0, 160);
    const created = createdSchema.parse((await post('playlist/create', { title: 'From TIDAL', description: 'converted', privacyStatus: 'PRIVATE', videoIds: videos.slice(0, 10) }, t.access_token)).body);
    for (let i = 10; i < videos.length; i += 50) {
      const actions = videos.slice(i, i + 50).map((v) => ({ action: 'ACTION_ADD_VIDEO', addedVideoId: v }));
      const edited = editedSchema.parse((await post('browse/edit_playlist', { playlistId: created.playlistId, actions }, t.access_token)).body);
      expect(edited.playlistEditResults.map((r) => r.playlistEditVideoAddedResultData.videoId)).toEqual(videos.slice(i, i + 50));
    }
    const page = playlistBrowseSchema.parse((await post('browse', { browseId: `VL${created.playlistId}` }, t.access_token)).body);
    const shelf = page.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[0]!.musicPlaylistShelfRenderer.contents;
    const rows = shelf.filter((x) => 'musicResponsiveListItemRenderer' in x) as z.infer<typeof listItemSchema>[];
    const tokenItem = shelf.at(-1) as { continuationItemRenderer: { continuationEndpoint: { continuationCommand: { token: string } } } };
    const rest = continuationResponseSchema.parse((await post('browse', { continuation: tokenItem.continuationItemRenderer.continuationEndpoint.continuationCommand.token }, t.access_token)).body);
    const restRows = rest.onResponseReceivedActions[0]!.appendContinuationItemsAction.continuationItems as z.infer<typeof listItemSchema>[];
    expect([...rows, ...restRows].map((r) => r.musicResponsiveListItemRenderer.playlistItemData?.videoId)).toEqual(videos);
    const mine = gridPage((await post('browse', { browseId: 'FEmusic_liked_playlists' }, t.access_token)).body);
    expect(titleBrowseId(twoRowItemSchema.parse(mine.items[1]))).toBe(`VL${created.playlistId}`);
  });

  it('refuses duplicates unless told to keep them, and edits of playlists the user does not own', async () => {
    const t = await link();
    const video = p.sandbox.catalog.recordings.find((r) => r.platforms.ytmusic)!.platforms.ytmusic!.id;
    const created = createdSchema.parse((await post('playlist/create', { title: 'Dupes', privacyStatus: 'PUBLIC', videoIds: [video] }, t.access_token)).body);
    const again = await post('browse/edit_playlist', { playlistId: created.playlistId, actions: [{ action: 'ACTION_ADD_VIDEO', addedVideoId: video }] }, t.access_token);
    expect((again.body as { status: string }).status).toBe('STATUS_FAILED');
    const kept = await post('browse/edit_playlist', { playlistId: created.playlistId, actions: [{ action: 'ACTION_ADD_VIDEO', addedVideoId: video, dedupeOption: 'DEDUPE_OPTION_SKIP' }] }, t.access_token);
    editedSchema.parse(kept.body);
    const foreign = p.sandbox.catalog.playlists.find((x) => x.platform === 'ytmusic' && !x.ownerUserId)!;
    const refused = await post('browse/edit_playlist', { playlistId: foreign.platformId, actions: [{ action: 'ACTION_ADD_VIDEO', addedVideoId: video }] }, t.access_token);
    expect([refused.status, errorSchema.parse(refused.body).error.status]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('answers consent, client and code errors the Google way', async () => {
    expect(await oauth.authorize(authUrl({ sandbox_deny: '1' }))).toEqual({ redirected: true, query: { state: 's-42', error: 'access_denied' } });
    const unknown = await oauth.authorize(authUrl({ client_id: 'nobody.apps.googleusercontent.com' }));
    expect(unknown.redirected === false && unknown.body).toContain('invalid_client');
    const code = await codeFor();
    const form = { grant_type: 'authorization_code', code, redirect_uri: oauth.callbackUrl, code_verifier: verifier };
    expect((await token(form)).status).toBe(200);
    expect(googleOAuthErrorSchema.parse((await token(form)).body).error).toBe('invalid_grant');
    const bad = await token({ ...form, code: await codeFor(), code_verifier: `${verifier}-wrong` });
    expect([bad.status, googleOAuthErrorSchema.parse(bad.body)]).toEqual([400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' }]);
    const late = await codeFor();
    p.setNow(TEST_NOW + 600_000);
    try {
      expect(googleOAuthErrorSchema.parse((await token({ ...form, code: late })).body).error).toBe('invalid_grant');
    } finally {
      p.setNow(TEST_NOW);
    }
    const online = await link({ access_type: 'online' });
    expect(online.refresh_token).toBeUndefined();
  });

  it('refuses an expired token until refreshed, a revoked grant for good, and writes without the scope', async () => {
    const t = await link();
    const admin = (action: string) => fetch(`${p.sandbox.catalogUrl}/__users/${encodeURIComponent(user.email)}/${action}?platform=ytmusic`, { method: 'POST' });
    expect((await admin('expire-tokens')).status).toBe(200);
    const expired = await post('browse', { browseId: 'FEmusic_liked_albums' }, t.access_token);
    expect([expired.status, errorSchema.parse(expired.body).error.status]).toEqual([401, 'UNAUTHENTICATED']);
    const refreshed = googleTokenSchema.parse((await token({ grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' })).body);
    expect(refreshed.refresh_token).toBeUndefined();
    expect((await post('browse', { browseId: 'FEmusic_liked_albums' }, refreshed.access_token)).status).toBe(200);
    expect((await admin('revoke')).status).toBe(200);
    const dead = await token({ grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' });
    expect([dead.status, googleOAuthErrorSchema.parse(dead.body)]).toEqual([400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }]);

    const readonly = await link({ scope: READONLY });
    expect((await post('browse', { browseId: 'FEmusic_history' }, readonly.access_token)).status).toBe(200);
    const write = await post('playlist/create', { title: 'Nope', privacyStatus: 'PRIVATE' }, readonly.access_token);
    expect([write.status, errorSchema.parse(write.body).error.status]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await post('browse', { browseId: 'FEmusic_liked_playlists' })).status).toBe(401);
  });
});

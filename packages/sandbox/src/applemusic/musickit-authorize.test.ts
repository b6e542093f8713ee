import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount, SandboxUser } from '../catalog/model';
import { TEST_NOW, testCatalog } from '../test-fixtures/start-platform';
import { libraryPageSchema, libraryPlaylistSchema, storefrontSchema } from './apple-library-schemas';
import { startAppleUserTestClient, type AppleUserTestClient } from './apple-user-test-client';
import { dataSchema, errorSchema } from './apple-wire-schemas';
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

describe('MusicKit authorisation page', () => {
  it('approves on a plain GET and posts the Music-User-Token and the state in a form, not a URL', async () => {
    const page = await fetch(c.authorizeUrl(), { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'/);
    const html = await page.text();
    expect(html).toMatch(/<form id="form-post" method="post" action="http:\/\/127\.0\.0\.1:\d+\/callback">/);
    const outcome = await c.browser.authorize(c.authorizeUrl());
    expect(outcome).toMatchObject({ redirected: true, method: 'POST', query: { state: 'st-1', music_user_token: expect.any(String) } });
  });

  it('approves with a Music-User-Token that reads the storefront', async () => {
    const mut = await c.link();
    expect(mut.length).toBeGreaterThan(100);
    const r = await c.me(mut, '/v1/me/storefront');
    expect(r.status).toBe(200);
    const storefront = dataSchema(storefrontSchema).parse(r.body).data[0]!;
    expect(storefront.id).toBe(firstUser().country.toLowerCase());
  });

  it('answers a denied consent, an unknown user, a user without Apple Music and a bad developer token in the posted form', async () => {
    const denied = await c.follow(c.authorizeUrl({ sandbox_deny: '1' }));
    expect(denied).toEqual({ error: 'user_denied', state: 'st-1' });
    expect((await c.follow(c.authorizeUrl({ sandbox_user: 'nobody@sandbox.segue.test' }))).error).toBe('unknown_user');
    const withoutApple = catalog.users.find((u) => !u.accounts.applemusic)!;
    expect((await c.follow(c.authorizeUrl({ sandbox_user: withoutApple.email }))).error).toBe('no_subscription');
    const forged = await c.apple.mint({ iss: 'SOMEONEELS' });
    expect((await c.follow(c.authorizeUrl({ developer_token: forged }))).error).toBe('invalid_developer_token');
  });

  it('refuses a missing redirect_uri with a 400 instead of answering', async () => {
    const outcome = await c.browser.authorize(`${c.apple.started.sandbox.urls.applemusic.api}${MUSICKIT_AUTHORIZE_PATH}?developer_token=${c.developerToken}`);
    if (outcome.redirected) throw new Error('redirected without a redirect_uri');
    expect(outcome.status).toBe(400);
    expect(errorSchema.parse(JSON.parse(outcome.body)).errors[0]!.source?.parameter).toBe('redirect_uri');
  });

  it('signs in as the user sandbox_user names', async () => {
    const second = catalog.users.find((u, i) => i > 0 && u.accounts.applemusic)!;
    const mut = await c.link({ sandbox_user: second.email });
    const r = await c.me(mut, '/v1/me/library/playlists?limit=100');
    const total = libraryPageSchema(libraryPlaylistSchema).parse(r.body).meta.total;
    expect(total).toBe(applePlaylistsOf(appleAccount(second)).length);
    // The storefront is the user's own country (by id too: sandbox_user also takes `usr-…`).
    const abroad = catalog.users.find((u) => u.country !== 'US' && u.accounts.applemusic)!;
    const theirs = await c.link({ sandbox_user: abroad.id });
    const storefront = dataSchema(storefrontSchema).parse((await c.me(theirs, '/v1/me/storefront')).body).data[0]!;
    expect(storefront.id).toBe(abroad.country.toLowerCase());
    expect(storefront.attributes.supportedLanguageTags).toContain(storefront.attributes.defaultLanguageTag);
  });
});

describe('Apple Music user tokens', () => {
  it('answers 403 for a missing, unknown, expired or revoked Music-User-Token, and 401 for a bad developer token', async () => {
    const mut = await c.link();
    expect((await c.me(null, '/v1/me/storefront')).status).toBe(403);
    expect((await c.me('not-a-token', '/v1/me/storefront')).status).toBe(403);
    const badDev = await c.me(mut, '/v1/me/storefront', { devToken: await c.apple.mint({ exp: Math.floor(TEST_NOW / 1000) - 10 }) });
    expect(badDev.status).toBe(401);
    expect(errorSchema.parse(badDev.body).errors[0]!.code).toBe('40100');

    const users = c.apple.started.sandbox.userState;
    expect(users.expireTokens(firstUser().id, 'applemusic')).toBeGreaterThan(0);
    const expired = await c.me(mut, '/v1/me/library/playlists');
    expect(expired.status).toBe(403);
    expect(errorSchema.parse(expired.body).errors[0]).toMatchObject({ status: '403', code: '40300' });
    // No refresh on Apple Music: the user authorises again.
    const fresh = await c.link();
    expect((await c.me(fresh, '/v1/me/library/playlists')).status).toBe(200);
    users.revoke(firstUser().id, 'applemusic');
    expect((await c.me(fresh, '/v1/me/library/playlists')).status).toBe(403);
  });
});

/**
 * Deezer's OAuth answers as recorded: the code exchange in its default form-encoded text and
 * in JSON, and `/user/me` profiles (one with a string id) and its error in a 200 body.
 */
import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { OAuthError } from '../../errors/oauth-error';
import { route, startRecordedPlatform, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { answersOf, coverPicture, type Body } from '../../../test/support/platforms/deezer-contract';
import { createDeezerOAuth } from './oauth';

let platform: RecordedPlatform | undefined;

async function oauthOn(routes: Parameters<typeof startRecordedPlatform>[1]) {
  platform = await startRecordedPlatform('deezer', routes);
  return createDeezerOAuth({ baseUrls: { api: platform.url, connect: platform.url }, app: { appId: '123456', secret: 'shh' } });
}

const scopes = ['basic_access', 'offline_access'];

describe('Deezer code exchange, recorded', () => {
  it('reads the form-encoded answer (expires=0: the token never expires)', async () => {
    const rec = recording('deezer', 'oauth-access-token-text.json');
    const oauth = await oauthOn([{ ...route(rec), headers: { 'content-type': 'text/html; charset=utf-8' } }]);
    const form = new URLSearchParams(rec.body as string);
    await expect(oauth.exchangeCode('code-1', { redirectUri: 'https://segue.test/cb', scopes })).resolves.toEqual({
      accessToken: form.get('access_token'),
      expiresIn: null,
      scopes,
    });
    const sent = platform!.requests[0]!;
    expect(Object.fromEntries(sent.query)).toMatchObject({ app_id: '123456', secret: 'shh', code: 'code-1' });
  });

  it('reads the JSON answer of output=json', async () => {
    const rec = recording('deezer', 'oauth-access-token-json.json');
    const oauth = await oauthOn([route(rec)]);
    const body = rec.body as Body;
    await expect(oauth.exchangeCode('code-2', { redirectUri: 'https://segue.test/cb', scopes })).resolves.toMatchObject({
      accessToken: body.access_token,
      expiresIn: body.expires > 0 ? body.expires : null,
    });
  });

  it('reads a refused code (the bare text "wrong code") as invalid_grant', async () => {
    const oauth = await oauthOn([{ endpoint: 'GET /oauth/access_token.php', headers: { 'content-type': 'text/html' }, body: 'wrong code' }]);
    const error = await oauth.exchangeCode('stale', { redirectUri: 'https://segue.test/cb', scopes }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ kind: 'invalid_grant' });
  });
});

describe('Deezer /user/me, recorded', () => {
  it.each(answersOf('GET /user/me').map((r) => [r.file, r] as const))('maps the profile of %s', async (_file, rec) => {
    const me = rec.body as Body;
    const oauth = await oauthOn([route(rec)]);
    const profile = await oauth.profile('frUSER');
    expect(profile).toMatchObject({
      platformUserId: String(me.id),
      username: me.name,
      url: me.link,
      profilePicture: coverPicture(me.picture_xl, me.picture_big, me.picture),
      plan: { 0: 'free', 1: 'premium', 2: 'family' }[me.status as number],
    });
    if (me.email) expect(profile.email).toBe(me.email);
    expect(platform!.requests[0]!.query.get('access_token')).toBe('frUSER');
  });

  it('fails the link with Deezer\'s own message when /user/me answers an OAuthException', async () => {
    const rec = recording('deezer', 'user-me-no-token.json');
    const oauth = await oauthOn([route(rec)]);
    await expect(oauth.profile('frUSER')).rejects.toThrow((rec.body as Body).error.message);
  });
});

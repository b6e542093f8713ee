import { describe, expect, it } from 'vitest';
import { OAuthError } from '../../errors/oauth-error';
import { createTokenCache } from '../kit/token-cache';
import { route, startRecordedPlatform, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { apple, bodyOf, credentials } from '../../../test/support/platforms/applemusic-contract';
import { createAppleMusicOAuth } from './oauth';

let platform: RecordedPlatform | undefined;

async function oauthOn(file: string) {
  platform = await startRecordedPlatform('applemusic', [route(apple(file))]);
  return createAppleMusicOAuth({
    baseUrls: { api: platform.url },
    credentials: credentials(),
    developerToken: createTokenCache(async () => ({ token: 'developer-token', expiresAt: Date.now() + 3_600_000 })),
    signInUrl: 'https://segue.example/v1/auth/applemusic/authorize',
  });
}

describe('Apple Music sign-in on recorded responses', () => {
  it.each(['mixd-me-storefront.json', 'gam-me-storefront.json', 'mc-me-storefront-fr.json'])('checks the Music-User-Token with the storefront %s', async (file) => {
    const oauth = await oauthOn(file);
    const profile = await oauth.profile('music-user-token');
    expect(profile.extra).toEqual({ storefront: bodyOf(file).data[0].id });
    expect(profile.platformUserId).toMatch(/^mut-[0-9a-f]{32}$/);
    expect(platform!.requests[0]!.headers['music-user-token']).toBe('music-user-token');
  });

  it('takes the recorded 403 (invalid Music-User-Token) as a refused grant', async () => {
    const oauth = await oauthOn('mixd-error-403-invalid-music-user-token.json');
    const failure = await oauth.profile('expired').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OAuthError);
    expect((failure as OAuthError).kind).toBe('invalid_grant');
  });
});

import { describe, expect, it } from 'vitest';
import { PlatformProfileSchema, UserAccountSchema } from './account';
import { issuePaths, USER_ID } from '../../test/support/schemas';

const spotifyProfile = {
  platform: 'spotify',
  username: 'tootallnate',
  profile_picture: 'https://i.scdn.co/image/ab6775700000ee8555c25988a6ac314394d3fbf5',
  followers: 12,
  platform_id: 'tootallnate',
  platform_subscription_plan: 'premium',
  url: 'https://open.spotify.com/user/tootallnate',
};

// Apple Music shares no profile: the server fills what it can and leaves the rest empty.
const appleProfile = {
  platform: 'applemusic',
  username: '',
  profile_picture: '',
  followers: 0,
  platform_id: 'a1b2c3',
  platform_subscription_plan: '',
  url: '',
};

describe('UserAccountSchema', () => {
  it('reads an account with a profile per linked platform', () => {
    const account = UserAccountSchema.parse({
      id: USER_ID,
      email: 'nate@example.com',
      spotify: spotifyProfile,
      applemusic: appleProfile,
    });
    expect(account.spotify?.followers).toBe(12);
    expect(account.deezer).toBeUndefined();
  });

  it('reads an account with no linked platform and no e-mail', () => {
    expect(UserAccountSchema.parse({ id: USER_ID, email: '' })).toEqual({ id: USER_ID, email: '' });
  });

  it.each([
    ['id', { id: '42', email: 'a@b.co' }],
    ['email', { id: USER_ID, email: 'not-an-email' }],
    ['spotify.followers', { id: USER_ID, email: 'a@b.co', spotify: { ...spotifyProfile, followers: -3 } }],
    ['spotify.url', { id: USER_ID, email: 'a@b.co', spotify: { ...spotifyProfile, url: 'spotify:user:tootallnate' } }],
    ['deezer.platform', { id: USER_ID, email: 'a@b.co', deezer: spotifyProfile }],
  ])('rejects a bad %s', (path, value) => {
    expect(issuePaths(UserAccountSchema, value)).toEqual([path]);
  });

  it('reads a profile whose platform shares no follower count, without one', () => {
    const { followers: _unknown, ...profile } = spotifyProfile;
    expect(PlatformProfileSchema.parse({ ...profile, platform: 'deezer' })).not.toHaveProperty('followers');
  });

  it('rejects a profile without its fields or with an unknown platform', () => {
    expect(issuePaths(PlatformProfileSchema, { platform: 'spotify' })).toEqual([
      'username',
      'profile_picture',
      'platform_id',
      'platform_subscription_plan',
      'url',
    ]);
    expect(issuePaths(PlatformProfileSchema, { ...spotifyProfile, platform: 'napster' })).toEqual(['platform']);
  });
});

import { describe, expect, it } from 'vitest';
import { LinkingTokenClaimsSchema } from './linking-token';
import { issuePaths, USER_ID } from '../../test/support/schemas';

const claims = {
  iss: 'http://127.0.0.1:8787',
  aud: '8d3c1e52-0a4b-4f7e-9c21-6b5d4e3f2a10',
  iat: 1_795_000_000,
  exp: 1_795_003_600,
  uuid: USER_ID,
  email: 'nate@example.com',
  username: 'tootallnate',
  platform: 'spotify',
};

describe('LinkingTokenClaimsSchema', () => {
  it('reads the token claims plus iss and aud', () => {
    expect(LinkingTokenClaimsSchema.parse(claims)).toEqual(claims);
    expect(LinkingTokenClaimsSchema.parse({ ...claims, email: '', username: '', platform: 'applemusic' }).platform).toBe(
      'applemusic',
    );
  });

  it.each([
    ['exp', { ...claims, exp: claims.iat }],
    ['exp', { ...claims, exp: '1795003600' }],
    ['iat', { ...claims, iat: 1_795_000_000.5 }],
    ['uuid', { ...claims, uuid: 'user-1' }],
    ['platform', { ...claims, platform: 'all' }],
    ['email', { ...claims, email: 'nate' }],
    ['aud', { ...claims, aud: undefined }],
  ])('rejects a bad %s', (path, value) => {
    expect(issuePaths(LinkingTokenClaimsSchema, value)).toEqual([path]);
  });
});

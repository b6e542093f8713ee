import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error';
import { isUuid, platformKeyParam } from './params';

describe('isUuid', () => {
  it('takes the canonical form in either case and nothing else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(isUuid(' 0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950g')).toBe(false);
  });
});

describe('platformKeyParam', () => {
  it('returns a platform key and refuses anything else with the list of keys', () => {
    expect(platformKeyParam('tidal')).toBe('tidal');
    let thrown: unknown;
    try {
      platformKeyParam('napster');
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown) && thrown.code).toBe('EINVALIDPLATFORM');
    expect((thrown as Error).message).toBe('unknown platform "napster": use one of applemusic, spotify, deezer, tidal, ytmusic');
  });
});

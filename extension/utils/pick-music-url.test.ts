import { describe, expect, it } from 'vitest';
import { findMusicUrlInText } from './pick-music-url';

describe('findMusicUrlInText', () => {
  it.each([
    ['https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe'],
    ['listen to this: https://www.deezer.com/track/3135556!', 'https://www.deezer.com/track/3135556'],
    ['(https://music.apple.com/us/album/folklore/1524801260)', 'https://music.apple.com/us/album/folklore/1524801260'],
    ['short one https://spotify.link/AbCdEf123 ok', 'https://spotify.link/AbCdEf123'],
    ['no link here', null],
    ['https://example.com/track/1', null],
  ])('%s → %s', (text, expected) => {
    expect(findMusicUrlInText(text)).toBe(expected);
  });
});

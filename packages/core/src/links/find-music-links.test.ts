import { describe, expect, it } from 'vitest';
import { findMusicLinks } from './find-music-links';

const TRACK = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
const ALBUM = 'https://www.deezer.com/album/302127';

describe('findMusicLinks', () => {
  it.each([
    ['a link alone', TRACK, [TRACK]],
    ['a link in a sentence', `check this out ${TRACK} it's great`, [TRACK]],
    ['a link in parentheses, ending a sentence', `you'll love it (${TRACK}).`, [TRACK]],
    ['a link on its own line after a message', `From my phone:\n${TRACK}!`, [TRACK]],
    ['a platform short link', 'listen: https://spotify.link/abc123', ['https://spotify.link/abc123']],
    ['a Spotify URI', 'here spotify:track:4uLU6hMCjMI75M1A2tKUQC', ['spotify:track:4uLU6hMCjMI75M1A2tKUQC']],
    ['the same item twice, however written', `${TRACK} or ${TRACK}?si=abc`, [TRACK]],
    ['two different items, in order', `first ${ALBUM} then ${TRACK}`, [ALBUM, TRACK]],
    ['no platform link: another site is not taken', 'see https://example.com/track/1 and www.google.com', []],
    ['a platform host that names no item', 'https://open.spotify.com/user/someone', []],
    ['plain text', 'hello there', []],
  ])('%s', (_case, text, links) => {
    expect(findMusicLinks(text)).toEqual(links);
  });
});

import { describe, expect, it } from 'vitest';
import { endpointFamily } from './endpoint-family';

describe('endpointFamily', () => {
  it.each([
    ['https://api.spotify.com/v1/tracks/4uLU6hMCjMI75M1A2tKUQC', 'tracks'],
    ['https://api.spotify.com/v1/search?q=x', 'search'],
    ['https://accounts.spotify.com/api/token', 'token'],
    ['https://api.music.apple.com/v1/catalog/us/songs?filter[isrc]=X', 'catalog'],
    ['https://api.deezer.com/track/3135556', 'track'],
    ['https://api.deezer.com/2.0/search/track', 'search'],
    ['https://connect.deezer.com/oauth/access_token.php', 'access_token.php'],
    ['https://openapi.tidal.com/v2/searchResults/abc/relationships/tracks', 'searchResults'],
    ['https://auth.tidal.com/v1/oauth2/token', 'token'],
    ['https://music.youtube.com/youtubei/v1/browse', 'browse'],
    ['https://www.googleapis.com/youtube/v3/playlistItems', 'playlistItems'],
    ['http://127.0.0.1:4000/', 'root'],
  ])('%s is %s', (url, family) => {
    expect(endpointFamily(url)).toBe(family);
  });

  it('never turns an id or a number into a label', () => {
    expect(endpointFamily('http://127.0.0.1:4000/v1/123456')).toBe('other');
    expect(endpointFamily('http://127.0.0.1:4000/%C3%A9t%C3%A9')).toBe('other');
    expect(endpointFamily('not a url')).toBe('other');
  });
});

import { describe, expect, it } from 'vitest';
import { ConversionRequestSchema, ConversionResultSchema } from './conversion';
import { deezerTrack, issuePaths, spotifyTrack, ytmusicTrack } from '../../test/support/schemas';

const trackResult = {
  entity: 'track',
  platforms: {
    spotify: { ...spotifyTrack, match: { method: 'same', confidence: 1 } },
    deezer: deezerTrack,
    ytmusic: ytmusicTrack,
  },
  short_url: 'Xk3p9Q',
  share_url: 'https://segue.example/s/Xk3p9Q',
};

const spotifyAlbum = {
  id: '10FLjwfpbxLmW8c25Xyc2N',
  title: 'Die With A Smile',
  url: 'https://open.spotify.com/album/10FLjwfpbxLmW8c25Xyc2N',
  artists: ['Lady Gaga', 'Bruno Mars'],
  cover: 'https://i.scdn.co/image/ab67616d0000b27382ea2e9e1858aa012c57cd45',
  release_date: '2024-08-16',
  track_count: 1,
  upc: '00602475093060',
  match: { method: 'same', confidence: 1 },
};

describe('ConversionRequestSchema', () => {
  it('takes a url with or without a target', () => {
    expect(ConversionRequestSchema.parse({ url: 'https://www.deezer.com/track/2947516331' })).toEqual({
      url: 'https://www.deezer.com/track/2947516331',
    });
    expect(
      ConversionRequestSchema.parse({ url: ' open.spotify.com/track/2plbrEY59IikOBgBGLjaoe ', target_platform: 'all' }),
    ).toEqual({ url: 'open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', target_platform: 'all' });
    expect(ConversionRequestSchema.parse({ url: 'x', target_platform: 'tidal' }).target_platform).toBe('tidal');
  });

  it('says what to fix when the url or target is wrong', () => {
    const missing = ConversionRequestSchema.safeParse({ target_platform: 'spotify' });
    expect(missing.error?.issues[0]?.path).toEqual(['url']);
    expect(missing.error?.issues[0]?.message).toMatch(/url is required/);
    expect(issuePaths(ConversionRequestSchema, { url: '   ' })).toEqual(['url']);
    expect(issuePaths(ConversionRequestSchema, { url: 'x'.repeat(2049) })).toEqual(['url']);
    const target = ConversionRequestSchema.safeParse({ url: 'x', target_platform: 'napster' });
    expect(target.error?.issues[0]?.path).toEqual(['target_platform']);
    expect(target.error?.issues[0]?.message).toMatch(/"all" or one of applemusic, spotify/);
    expect(issuePaths(ConversionRequestSchema, { url: 'x', target_platform: 'Spotify' })).toEqual(['target_platform']);
  });
});

describe('ConversionResultSchema', () => {
  it('reads a track result with both date names', () => {
    const result = ConversionResultSchema.parse(trackResult);
    expect(result.entity).toBe('track');
    expect(Object.keys(result.platforms)).toEqual(['spotify', 'deezer', 'ytmusic']);
  });

  it('reads album and artist results', () => {
    const album = ConversionResultSchema.parse({
      entity: 'album',
      platforms: {
        spotify: spotifyAlbum,
        deezer: {
          ...spotifyAlbum,
          id: '629506181',
          url: 'https://www.deezer.com/album/629506181',
          upc: '602475093060',
          explicit: false,
          match: { method: 'isrc', confidence: 1 },
        },
      },
      short_url: 'Ab12',
      share_url: 'https://segue.example/s/Ab12',
    });
    expect(album.entity === 'album' && album.platforms.deezer?.upc).toBe('602475093060');

    const artist = ConversionResultSchema.parse({
      entity: 'artist',
      platforms: {
        tidal: { id: '3534754', name: 'Lady Gaga', url: 'https://tidal.com/artist/3534754', match: { method: 'search', confidence: 0.97 } },
      },
      short_url: 'Cd34',
      share_url: 'https://segue.example/s/Cd34',
    });
    expect(artist.entity === 'artist' && artist.platforms.tidal?.cover).toBeUndefined();
  });

  it('rejects unknown platform keys and entities', () => {
    const unknown = ConversionResultSchema.safeParse({ ...trackResult, platforms: { napster: spotifyTrack } });
    expect(unknown.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', path: ['platforms'], keys: ['napster'] },
    ]);
    expect(issuePaths(ConversionResultSchema, { ...trackResult, entity: 'playlist' })).toEqual(['entity']);
    expect(issuePaths(ConversionResultSchema, { ...trackResult, short_url: undefined })).toEqual(['short_url']);
    expect(issuePaths(ConversionResultSchema, { ...trackResult, share_url: undefined })).toEqual(['share_url']);
  });

  it('takes the short identifier in short_url and the whole share link in share_url, not the link twice', () => {
    // The interface's clients build `?u=${short_url}`: a link there would break them.
    expect(issuePaths(ConversionResultSchema, { ...trackResult, short_url: 'https://segue.example/s/Xk3p9Q' })).toEqual(['short_url']);
    expect(issuePaths(ConversionResultSchema, { ...trackResult, share_url: 'Xk3p9Q' })).toEqual(['share_url']);
  });

  it('checks each platform entry against its entity', () => {
    // An album where a track belongs: every track field it lacks is named.
    expect(issuePaths(ConversionResultSchema, { ...trackResult, platforms: { spotify: spotifyAlbum } })).toEqual([
      'platforms.spotify.album',
      'platforms.spotify.duration',
      'platforms.spotify.duration_milli',
      'platforms.spotify.explicit',
      'platforms.spotify.preview',
    ]);
    const albumPaths = issuePaths(ConversionResultSchema, {
      entity: 'album',
      platforms: { spotify: { ...spotifyAlbum, track_count: '1', match: undefined } },
      short_url: 's',
      share_url: 'https://segue.example/s/s',
    });
    expect(albumPaths).toEqual(['platforms.spotify.track_count', 'platforms.spotify.match']);
  });
});

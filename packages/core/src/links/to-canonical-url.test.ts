import { describe, expect, it } from 'vitest';
import { toCanonicalUrl } from './to-canonical-url';

describe('toCanonicalUrl', () => {
  it.each([
    [{ platform: 'spotify', type: 'track', id: '2plbrEY59IikOBgBGLjaoe' }, 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe'],
    [{ platform: 'applemusic', type: 'track', id: '1728639279', storefront: 'gb' }, 'https://music.apple.com/gb/song/1728639279'],
    [{ platform: 'applemusic', type: 'album', id: '1728639278' }, 'https://music.apple.com/us/album/1728639278'],
    [
      { platform: 'applemusic', type: 'playlist', id: 'pl.u-76oNlEbCWAPzaoN', storefront: 'fr' },
      'https://music.apple.com/fr/playlist/pl.u-76oNlEbCWAPzaoN',
    ],
    [{ platform: 'deezer', type: 'playlist', id: '13821871021' }, 'https://www.deezer.com/playlist/13821871021'],
    [{ platform: 'tidal', type: 'album', id: '381265361' }, 'https://tidal.com/browse/album/381265361'],
    [{ platform: 'ytmusic', type: 'track', id: 'dQw4w9WgXcQ' }, 'https://music.youtube.com/watch?v=dQw4w9WgXcQ'],
    [{ platform: 'ytmusic', type: 'album', id: 'MPREb_dcYZhAh5urI' }, 'https://music.youtube.com/browse/MPREb_dcYZhAh5urI'],
    [
      { platform: 'ytmusic', type: 'album', id: 'OLAK5uy_l1m0thk3g31NmIIz_vMIbWtyv7eZixlH0' },
      'https://music.youtube.com/playlist?list=OLAK5uy_l1m0thk3g31NmIIz_vMIbWtyv7eZixlH0',
    ],
    [{ platform: 'ytmusic', type: 'artist', id: 'UCN70-bp8nl8HI6EGmhxSzHw' }, 'https://music.youtube.com/channel/UCN70-bp8nl8HI6EGmhxSzHw'],
  ] as const)('%o → %s', (link, url) => {
    expect(toCanonicalUrl(link)).toBe(url);
  });
});

import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { LinkExample } from '../link-example';

const link = (type: MusicEntityType, id: string): MusicLink => ({ platform: 'tidal', type, id });

const PLAYLIST = '33f585f7-3da8-4e4a-a7f9-403ac9cdd157';

/** Links from TIDAL's site, web player, desktop app and embeds, with what each must parse to. */
export const tidalExamples: readonly LinkExample[] = [
  { url: 'https://tidal.com/browse/track/381265362', expected: link('track', '381265362') },
  { url: 'https://tidal.com/browse/album/381265361', expected: link('album', '381265361') },
  { url: 'https://tidal.com/browse/artist/3534754', expected: link('artist', '3534754') },
  { url: `https://tidal.com/browse/playlist/${PLAYLIST}`, expected: link('playlist', PLAYLIST) },
  { url: 'https://tidal.com/track/396698939', expected: link('track', '396698939') },
  { url: 'https://tidal.com/album/381265361/u', expected: link('album', '381265361') },
  { url: 'https://tidal.com/browse/track/381265362?u', expected: link('track', '381265362') },
  { url: 'https://tidal.com/browse/track/381265362/u', expected: link('track', '381265362') },
  { url: 'https://listen.tidal.com/album/381265361/track/381265362', expected: link('track', '381265362') },
  { url: 'https://listen.tidal.com/album/381265361/track/381265362/u', expected: link('track', '381265362') },
  { url: `https://listen.tidal.com/playlist/${PLAYLIST}`, expected: link('playlist', PLAYLIST) },
  { url: 'https://listen.tidal.com/artist/5664171', expected: link('artist', '5664171') },
  { url: 'https://www.tidal.com/track/396698940', expected: link('track', '396698940') },
  { url: 'https://open.tidal.com/album/381265361', expected: link('album', '381265361') },
  { url: 'https://desktop.tidal.com/track/396698941', expected: link('track', '396698941') },
  { url: 'https://desktop.stage.tidal.com/browse/album/381265361', expected: link('album', '381265361') },
  { url: 'http://tidal.com/#!/track/396698942', expected: link('track', '396698942') },
  { url: 'https://tidal.com/#!/gb/store/album/381265361', expected: link('album', '381265361') },
  { url: 'https://store.tidal.com/us/album/381265361', expected: link('album', '381265361') },
  { url: 'https://embed.tidal.com/tracks/396698943', expected: link('track', '396698943') },
  { url: 'https://embed.tidal.com/albums/381265361?layout=gridify', expected: link('album', '381265361') },
  { url: `https://embed.tidal.com/playlists/${PLAYLIST}`, expected: link('playlist', PLAYLIST) },
  { url: ' tidal.com/browse/track/381265362/ ', expected: link('track', '381265362') },
  { url: 'https://TIDAL.com/Browse/Track/381265362?play=true#section', expected: link('track', '381265362') },
  {
    url: 'https://tidal.com/browse/playlist/33F585F7-3DA8-4E4A-A7F9-403AC9CDD157',
    expected: link('playlist', '33F585F7-3DA8-4E4A-A7F9-403AC9CDD157'),
  },
  { url: 'https://tidal.com/browse/artist/3658521?u', expected: link('artist', '3658521') },

  { url: 'https://tidal.com/browse/video/123456789', expected: null, why: 'music video' },
  { url: 'https://tidal.com/browse/mix/0123abcdef456789abcdef0123456', expected: null, why: 'generated mix' },
  { url: 'https://tidal.com/browse/playlist/12345', expected: null, why: 'numeric playlist id' },
  { url: `https://tidal.com/browse/track/${PLAYLIST}`, expected: null, why: 'UUID as a track id' },
  { url: 'https://tidal.com/browse/track/38126536a', expected: null, why: 'letter in numeric id' },
  { url: 'https://tidal.com/browse/album/381265361/track/abc', expected: null, why: 'malformed track of an album' },
  { url: 'https://tidal.com/browse/artist/3534754/track/381265362', expected: null, why: 'track under an artist' },
  { url: 'https://listen.tidal.com/my-collection/tracks', expected: null, why: 'private collection' },
  { url: 'https://embed.tidal.com/track/396698943', expected: null, why: 'embed pages are plural' },
  { url: 'https://tidal.link/3FhGRbk', expected: null, why: 'short link, resolved by the server' },
  { url: 'https://tidal.com/browse/', expected: null, why: 'home page' },
];

/** Short links only a followed redirect resolves. */
export const tidalShortLinks: readonly string[] = ['https://tidal.link/3FhGRbk', 'tidal.link/1aB2cD3'];

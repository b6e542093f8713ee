import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { LinkExample } from '../link-example';

const link = (type: MusicEntityType, id: string): MusicLink => ({ platform: 'ytmusic', type, id });

const PL = 'PLxyTaDz8f5PBc-8kE36gvB-eflhODG2dw';
const ALBUM_LIST = 'OLAK5uy_l1m0thk3g31NmIIz_vMIbWtyv7eZixlH0';

/** Links from YouTube Music and YouTube, with what each must parse to. */
export const ytmusicExamples: readonly LinkExample[] = [
  { url: 'https://music.youtube.com/watch?v=dQw4w9WgXcQ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RDAMVMdQw4w9WgXcQ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://music.youtube.com/watch?v=lYBUbBu4W08&si=Jq0cT1d7nF5xY2zA', expected: link('track', 'lYBUbBu4W08') },
  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', expected: link('track', 'dQw4w9WgXcQ') },
  { url: `https://www.youtube.com/watch?list=${PL}&v=lYBUbBu4W08&index=3`, expected: link('track', 'lYBUbBu4W08') },
  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&v=lYBUbBu4W08', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=youtu.be', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://www.youtube.com/watch?app=desktop&v=aqz-KE-bpKQ', expected: link('track', 'aqz-KE-bpKQ') },
  { url: 'https://youtu.be/dQw4w9WgXcQ?si=Xy12AbCdEf34GhIj', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'youtu.be/dQw4w9WgXcQ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://www.youtube.com/shorts/aqz-KE-bpKQ?feature=share', expected: link('track', 'aqz-KE-bpKQ') },
  { url: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://www.youtube.com/live/jfKfPfyJRdk?si=Qw3rTy8uIo1pAs2d', expected: link('track', 'jfKfPfyJRdk') },
  { url: 'https://youtube.googleapis.com/v/dQw4w9WgXcQ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: `https://music.youtube.com/playlist?list=${PL}`, expected: link('playlist', PL) },
  { url: `https://music.youtube.com/playlist?list=${ALBUM_LIST}&feature=share`, expected: link('album', ALBUM_LIST) },
  {
    url: 'https://music.youtube.com/playlist?list=RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs',
    expected: link('playlist', 'RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs'),
  },
  {
    url: 'https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
    expected: link('playlist', 'PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'),
  },
  { url: `https://music.youtube.com/browse/VL${PL}`, expected: link('playlist', PL) },
  { url: 'https://music.youtube.com/browse/MPREb_dcYZhAh5urI', expected: link('album', 'MPREb_dcYZhAh5urI') },
  { url: 'https://music.youtube.com/browse/MPREb_gTAcphH99wE?si=abc', expected: link('album', 'MPREb_gTAcphH99wE') },
  { url: 'https://music.youtube.com/channel/UCN70-bp8nl8HI6EGmhxSzHw', expected: link('artist', 'UCN70-bp8nl8HI6EGmhxSzHw') },
  { url: 'https://music.youtube.com/browse/UCwZEU0wAwIyZb4x5G_KJp2w', expected: link('artist', 'UCwZEU0wAwIyZb4x5G_KJp2w') },
  { url: 'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw', expected: link('artist', 'UCuAXFkgsw1L7xaCfnd5JJOw') },
  {
    url: 'https://www.youtube.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
    expected: link('playlist', 'PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'),
  },
  { url: 'https://music.youtube.com/playlist?list=LM', expected: link('playlist', 'LM') },
  {
    url: 'https://www.youtube.com/playlist?list=UUuAXFkgsw1L7xaCfnd5JJOw',
    expected: link('playlist', 'UUuAXFkgsw1L7xaCfnd5JJOw'),
  },
  { url: 'HTTPS://MUSIC.YOUTUBE.COM/WATCH?v=dQw4w9WgXcQ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: '  https://youtu.be/dQw4w9WgXcQ/  ', expected: link('track', 'dQw4w9WgXcQ') },
  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=30', expected: link('track', 'dQw4w9WgXcQ') },

  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXc', expected: null, why: 'video id of 10 characters' },
  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', expected: null, why: 'video id of 12 characters' },
  { url: 'https://music.youtube.com/watch?v=', expected: null, why: 'empty video id' },
  { url: 'https://music.youtube.com/@rickastley', expected: null, why: 'handle needs a lookup' },
  { url: 'https://www.youtube.com/c/RickAstleyYT', expected: null, why: 'custom channel name' },
  { url: 'https://music.youtube.com/playlist?list=RDAMVMdQw4w9WgXcQ', expected: null, why: 'generated radio mix' },
  { url: 'https://www.youtube.com/watch?list=RDAMVMdQw4w9WgXcQ', expected: null, why: 'generated radio mix' },
  { url: 'https://music.youtube.com/playlist?list=XX1234567890abcdef', expected: null, why: 'unknown playlist prefix' },
  { url: 'https://music.youtube.com/browse/MPTClYBUbBu4W08', expected: null, why: 'not an album browse id' },
  { url: 'https://music.youtube.com/channel/UCN70-bp8nl8HI6EGmhxSzH', expected: null, why: 'channel id too short' },
  { url: 'https://www.youtube.com/results?search_query=die+with+a+smile', expected: null, why: 'search page' },
  { url: 'https://music.youtube.com/', expected: null, why: 'home page' },
  { url: 'https://youtu.be/dQw4w9WgXcQ/extra', expected: null, why: 'extra path segment' },
];

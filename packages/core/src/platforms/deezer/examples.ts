import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { LinkExample } from '../link-example';

const link = (type: MusicEntityType, id: string): MusicLink => ({ platform: 'deezer', type, id });

/** Links from Deezer's site, apps and widget, with what each must parse to. */
export const deezerExamples: readonly LinkExample[] = [
  { url: 'https://www.deezer.com/track/2947516331', expected: link('track', '2947516331') },
  // The mobile site, which some share sheets still produce.
  { url: 'https://m.deezer.com/track/2947516331', expected: link('track', '2947516331') },
  { url: 'https://m.deezer.com/fr/playlist/1282495565', expected: link('playlist', '1282495565') },
  {
    url: 'https://www.deezer.com/track/2947516331?utm_source=deezer&utm_content=track-2947516331&utm_term=0_1738407332&utm_medium=web',
    expected: link('track', '2947516331'),
  },
  {
    url: 'https://www.deezer.com/album/629506181?utm_source=deezer&utm_content=album-629506181&utm_term=0_1738407332&utm_medium=web',
    expected: link('album', '629506181'),
  },
  { url: 'https://www.deezer.com/artist/429675', expected: link('artist', '429675') },
  {
    url: 'https://www.deezer.com/artist/75491?utm_source=deezer&utm_content=artist-75491&utm_term=0_1738407332&utm_medium=web',
    expected: link('artist', '75491'),
  },
  { url: 'https://www.deezer.com/playlist/13821871021', expected: link('playlist', '13821871021') },
  { url: 'https://www.deezer.com/fr/playlist/908622995', expected: link('playlist', '908622995') },
  { url: 'https://www.deezer.com/en/album/629506181', expected: link('album', '629506181') },
  { url: 'https://www.deezer.com/pt-br/track/2947516331', expected: link('track', '2947516331') },
  { url: 'deezer.com/en/album/629506181', expected: link('album', '629506181') },
  { url: 'http://www.deezer.com/us/artist/27', expected: link('artist', '27') },
  { url: 'https://deezer.com/de/track/3135556', expected: link('track', '3135556') },
  { url: 'https://widget.deezer.com/widget/dark/track/2947516331', expected: link('track', '2947516331') },
  { url: 'https://widget.deezer.com/widget/light/album/629506181?tracklist=false', expected: link('album', '629506181') },
  { url: 'https://widget.deezer.com/widget/auto/playlist/13821871021', expected: link('playlist', '13821871021') },
  { url: 'https://widget.deezer.com/widget/dark/artist/27/top_tracks', expected: link('artist', '27') },
  { url: 'deezer://www.deezer.com/track/3135556', expected: link('track', '3135556') },
  { url: 'https://WWW.DEEZER.COM/FR/Track/3135556', expected: link('track', '3135556') },
  { url: ' https://www.deezer.com/track/3135556/ ', expected: link('track', '3135556') },
  { url: 'https://www.deezer.com/track/3135556#comments', expected: link('track', '3135556') },
  { url: 'https://www.deezer.com/fr/album/302127?deferredFl=1', expected: link('album', '302127') },
  {
    url: 'https://www.deezer.com/us/playlist/1313621735?utm_campaign=clipboard-generic&utm_source=user_sharing&utm_medium=desktop',
    expected: link('playlist', '1313621735'),
  },
  { url: 'https://www.deezer.com/en/track/1109731?host=0&app_id=123456', expected: link('track', '1109731') },
  { url: 'https://www.deezer.com/artist/27?autoplay=true', expected: link('artist', '27') },
  { url: 'http://deezer.com/album/302127', expected: link('album', '302127') },
  { url: 'https://www.deezer.com/es/playlist/53362031', expected: link('playlist', '53362031') },

  { url: 'https://www.deezer.com/episode/123456789', expected: null, why: 'podcast episode' },
  { url: 'https://www.deezer.com/fr/show/1234567', expected: null, why: 'podcast show' },
  { url: 'https://www.deezer.com/profile/5050505', expected: null, why: 'user profile' },
  { url: 'https://www.deezer.com/track/29475x6331', expected: null, why: 'letter in numeric id' },
  { url: 'https://www.deezer.com/track/0', expected: null, why: 'zero is no id' },
  { url: 'https://www.deezer.com/track/', expected: null, why: 'missing id' },
  { url: 'https://www.deezer.com/fr/', expected: null, why: 'home page' },
  { url: 'https://widget.deezer.com/widget/neon/track/2947516331', expected: null, why: 'unknown widget theme' },
  { url: 'https://widget.deezer.com/widget/dark/episode/123456789', expected: null, why: 'embedded episode' },
  { url: 'https://www.deezer.com/fr/artist/27/top_track', expected: null, why: 'sub-page of an artist' },
  { url: 'https://deezer.page.link/9rfQ8sk4HwJtB8QH8', expected: null, why: 'short link, resolved by the server' },
  { url: 'https://www.deezer.com/fr/en/track/3135556', expected: null, why: 'two locale segments' },
];

/** Short links only a followed redirect resolves. */
export const deezerShortLinks: readonly string[] = [
  'https://link.deezer.com/s/30nbfnmKHBGUzkKt0aVHt',
  'https://deezer.page.link/9rfQ8sk4HwJtB8QH8',
  'https://dzr.page.link/Z2fcDTQmwkzqgf4t5',
];

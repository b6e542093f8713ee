import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { LinkExample } from '../link-example';

const link = (type: MusicEntityType, id: string, storefront?: string): MusicLink =>
  storefront === undefined ? { platform: 'applemusic', type, id } : { platform: 'applemusic', type, id, storefront };

/** Links from Apple Music, its embeds and the old iTunes Store, with what each must parse to. */
export const appleMusicExamples: readonly LinkExample[] = [
  {
    url: 'https://music.apple.com/us/album/inside-outside-intro/1728639278?i=1728639279&uo=4',
    expected: link('track', '1728639279', 'us'),
  },
  {
    url: 'https://music.apple.com/us/album/nightmare-escape-the-era-ep/1728639278?uo=4',
    expected: link('album', '1728639278', 'us'),
  },
  { url: 'https://music.apple.com/us/artist/dreamcatcher/1194912387?uo=4', expected: link('artist', '1194912387', 'us') },
  { url: 'https://music.apple.com/gb/song/die-with-a-smile/1762656486', expected: link('track', '1762656486', 'gb') },
  {
    url: 'https://music.apple.com/de/album/1728639278?l=en-GB&i=1728639282',
    expected: link('track', '1728639282', 'de'),
  },
  { url: 'https://music.apple.com/DE/album/mayday/1728639278', expected: link('album', '1728639278', 'de') },
  { url: 'https://music.apple.com/album/1705742568', expected: link('album', '1705742568') },
  {
    url: 'https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb',
    expected: link('playlist', 'pl.f4d106fed2bd41149aaacabb233eb5eb', 'us'),
  },
  {
    url: 'https://music.apple.com/fr/playlist/summer-mix/pl.u-76oNlEbCWAPzaoN',
    expected: link('playlist', 'pl.u-76oNlEbCWAPzaoN', 'fr'),
  },
  {
    url: 'https://geo.music.apple.com/us/album/_/1728639278?i=1728639284&mt=1&app=music&ls=1',
    expected: link('track', '1728639284', 'us'),
  },
  {
    url: 'https://embed.music.apple.com/us/album/scar/1728639278?i=1728639285',
    expected: link('track', '1728639285', 'us'),
  },
  {
    url: 'https://embed.music.apple.com/jp/playlist/pl.u-8aAVZAPCNMP6qBK',
    expected: link('playlist', 'pl.u-8aAVZAPCNMP6qBK', 'jp'),
  },
  { url: 'https://itunes.apple.com/us/album/thriller/id269572838', expected: link('album', '269572838', 'us') },
  {
    url: 'https://itunes.apple.com/us/album/billie-jean/id269572838?i=269573364&uo=4',
    expected: link('track', '269573364', 'us'),
  },
  { url: 'https://itunes.apple.com/gb/artist/michael-jackson/id32940', expected: link('artist', '32940', 'gb') },
  { url: 'http://itunes.apple.com/album/id1440933767', expected: link('album', '1440933767') },
  {
    url: 'https://geo.itunes.apple.com/ca/album/folklore/id1524801260?app=itunes',
    expected: link('album', '1524801260', 'ca'),
  },
  { url: 'https://beta.music.apple.com/us/album/folklore/1524801260', expected: link('album', '1524801260', 'us') },
  {
    url: 'https://classical.music.apple.com/us/album/the-four-seasons/1452945621',
    expected: link('album', '1452945621', 'us'),
  },
  { url: 'music.apple.com/us/song/cardigan/1524801268', expected: link('track', '1524801268', 'us') },
  {
    url: 'https://music.apple.com/br/album/m%C3%BAsica-popular/1600000001?i=1600000002',
    expected: link('track', '1600000002', 'br'),
  },
  {
    url: 'https://music.apple.com/us/album/$uicideboy$-greatest-hits!/1234567890',
    expected: link('album', '1234567890', 'us'),
  },
  { url: 'https://music.apple.com/kr/album/나의-노래/1500000000', expected: link('album', '1500000000', 'kr') },
  { url: '  https://music.apple.com/us/album/folklore/1524801260/  ', expected: link('album', '1524801260', 'us') },
  { url: 'https://music.apple.com/us/album/folklore/1524801260#tracklist', expected: link('album', '1524801260', 'us') },
  { url: 'itms://itunes.apple.com/us/album/id1524801260', expected: link('album', '1524801260', 'us') },
  {
    url: 'music://music.apple.com/us/album/folklore/1524801260?i=1524801268',
    expected: link('track', '1524801268', 'us'),
  },
  { url: 'https://MUSIC.APPLE.COM/US/Artist/taylor-swift/159260351', expected: link('artist', '159260351', 'us') },
  { url: 'https://music.apple.com/us/album/folklore/1524801260?i=', expected: link('album', '1524801260', 'us') },

  { url: 'https://music.apple.com/library/playlist/p.RB1AARBIv74Zkl', expected: null, why: 'private library link' },
  { url: 'https://music.apple.com/us/station/pure-pop/ra.978194965', expected: null, why: 'radio station' },
  { url: 'https://music.apple.com/us/music-video/die-with-a-smile/1762657000', expected: null, why: 'music video' },
  { url: 'https://music.apple.com/us/curator/apple-music-pop/976439548', expected: null, why: 'curator page' },
  { url: 'https://music.apple.com/us/album/folklore/15248o1260', expected: null, why: 'letter in numeric id' },
  { url: 'https://music.apple.com/us/album/folklore/1524801260?i=15248x', expected: null, why: 'malformed song id' },
  {
    url: 'https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5e',
    expected: null,
    why: 'editorial playlist id of 31 hex digits',
  },
  { url: 'https://music.apple.com/us/playlist/todays-hits/p.RB1AARBIv74Zkl', expected: null, why: 'library playlist id' },
  { url: 'https://itunes.apple.com/us/app/spotify-music/id324684580', expected: null, why: 'app store page' },
  { url: 'https://itunes.apple.com/us/podcast/the-daily/id1200361736', expected: null, why: 'podcast' },
  { url: 'https://apps.apple.com/us/app/apple-music/id1108187390', expected: null, why: 'App Store host' },
  { url: 'https://music.apple.com/us/browse', expected: null, why: 'browse page' },
  { url: 'https://music.apple.com/us/album/a/b/1524801260', expected: null, why: 'extra path segment' },
];

/** Short links only a followed redirect resolves. */
export const appleMusicShortLinks: readonly string[] = ['https://apple.co/3Fh2oQx', 'itun.es/us/dPk3N.i'];

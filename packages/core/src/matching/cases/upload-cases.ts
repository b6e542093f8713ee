import { none, review, t, verified, type MatchCase } from './match-case';

/**
 * YouTube uploads that are or are not the song, and performances of one classical work. Facts from:
 * - Uploads by channels that are not the artist, titled "Artist - Song": label channels in the
 *   recorded YouTube Music videos search ("Fresku - Twijfel" by TopNotch,
 *   `packages/recorded/data/ytmusic/search-videos-2026-01.json`), lyric channels ("(Lyrics)"),
 *   8D channels ("(8D Audio)"), each flagged `MUSIC_VIDEO_TYPE_UGC`.
 * - Lewis Capaldi "Someone You Loved", 3:02, "Divinely Uninspired to a Hellish Extent" (2019)
 *   (https://en.wikipedia.org/wiki/Someone_You_Loved).
 * - Billie Eilish "Bad Guy", 3:14 (https://en.wikipedia.org/wiki/Bad_Guy_(Billie_Eilish_song)).
 * - Beethoven, Symphony No. 5, I. Allegro con brio: Wiener Philharmoniker and Carlos Kleiber
 *   (1975), 7:22 (http://www.classicalmusicsentinel.com/KEEP/keep-beethoven-5.html); Berliner
 *   Philharmoniker and Herbert von Karajan (1963), a few seconds apart.
 * The uploads' lengths are the song's with the usual second of difference.
 */
export const UPLOAD_CASES: MatchCase[] = [
  verified(
    "a lyric channel's upload names the artist in its title: the studio audio",
    t('Someone You Loved', 'Lewis Capaldi', 182.2, { album: 'Divinely Uninspired To A Hellish Extent' }),
    [t('Someone You Loved - Lewis Capaldi (Lyrics)', '7clouds', 183, { isVideo: true })],
    0,
  ),
  verified(
    "a label channel's upload titled \"Artist - Song\"",
    t('Someone You Loved', 'Lewis Capaldi', 182.2),
    [t('Lewis Capaldi - Someone You Loved', 'Vertigo Berlin', 182, { isVideo: true })],
    0,
  ),
  none(
    'an 8D upload pans the mix around the head: other audio',
    t('bad guy', 'Billie Eilish', 194.1),
    [t('Billie Eilish - bad guy (8D AUDIO)', '8D Tunes', 194, { isVideo: true })],
  ),
  none(
    'a channel naming another artist in its title is no match',
    t('Someone You Loved', 'Lewis Capaldi', 182.2),
    [t('Someone You Loved - Conan Gray (Lyrics)', '7clouds', 182, { isVideo: true })],
  ),
  none(
    'classical: another orchestra and conductor, the composer alone in common, another length',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Wiener Philharmoniker', 'Carlos Kleiber'], 442),
    [t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Berliner Philharmoniker', 'Herbert von Karajan'], 436)],
  ),
  review(
    'classical: the composer alone in common within a second, no ISRC: review',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Wiener Philharmoniker', 'Carlos Kleiber'], 442),
    [t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Berliner Philharmoniker', 'Herbert von Karajan'], 442.6)],
    0,
  ),
  verified(
    'classical: one performance, its performers credited in other orders, the composer on one side only',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Carlos Kleiber', 'Wiener Philharmoniker'], 442),
    [
      t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Berliner Philharmoniker', 'Herbert von Karajan'], 436),
      t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Wiener Philharmoniker', 'Carlos Kleiber'], 442.3),
    ],
    1,
  ),
];

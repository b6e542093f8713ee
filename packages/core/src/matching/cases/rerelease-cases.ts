import { none, review, t, verified, type MatchCase } from './match-case';

/**
 * The same song released again: a faithful re-recording, a hits compilation, a guest's version,
 * the title written in two scripts. Facts from:
 * - Squeeze "Tempted" on "East Side Story" (1981), 4:04, and its re-recording made to sound like
 *   it on "Spot the Difference" (2010, XOXO Records), where every title is the original's
 *   (https://en.wikipedia.org/wiki/Spot_the_Difference, https://en.wikipedia.org/wiki/East_Side_Story_(album)).
 * - Queen "Bohemian Rhapsody", 5:55, on "A Night at the Opera" (1975) and "Greatest Hits" (1981)
 *   (https://en.wikipedia.org/wiki/Greatest_Hits_(Queen_album)).
 * - Dua Lipa "Physical" on "Future Nostalgia" (2020), 3:13, and "Physical (feat. Hwasa)", a single
 *   of the same year (https://en.wikipedia.org/wiki/Physical_(Dua_Lipa_song)).
 * - PSY "강남스타일" (Gangnam Style), 3:39, on "PSY 6甲 Part 1", listed "Gangnam Style (강남스타일)"
 *   by some platforms (https://en.wikipedia.org/wiki/Gangnam_Style).
 * Platforms' lengths differ from the listed ones by the usual fraction of a second.
 */
export const RERELEASE_CASES: MatchCase[] = [
  review(
    'a faithful re-recording under the same title on an album released 29 years later: review',
    t('Tempted', 'Squeeze', 244.1, { album: 'East Side Story', releaseDate: '1981-05-15' }),
    [t('Tempted', 'Squeeze', 244.9, { album: 'Spot the Difference', releaseDate: '2010-08-03' })],
    0,
  ),
  verified(
    'the original on its own album, past the re-recording',
    t('Tempted', 'Squeeze', 244.1, { album: 'East Side Story', releaseDate: '1981-05-15' }),
    [
      t('Tempted', 'Squeeze', 244.9, { album: 'Spot the Difference', releaseDate: '2010-08-03' }),
      t('Tempted', 'Squeeze', 244.3, { album: 'East Side Story', releaseDate: '1981-05-15' }),
    ],
    1,
  ),
  review(
    'only a hits compilation\'s copy and no ISRC to show its master: review',
    t('Bohemian Rhapsody', 'Queen', 354.9, { album: 'A Night at the Opera' }),
    [t('Bohemian Rhapsody', 'Queen', 355.1, { album: 'Greatest Hits' })],
    0,
  ),
  none(
    "the guest credited only among the artists and in the name of the guest's single: the guest's version",
    t('Physical', 'Dua Lipa', 193.8, { album: 'Future Nostalgia' }),
    [t('Physical', ['Dua Lipa', 'Hwasa'], 193.6, { album: 'Physical (feat. Hwasa) - Single' })],
  ),
  verified(
    'the name in brackets in the other script',
    t('Gangnam Style (강남스타일)', 'PSY', 219.4, { album: 'PSY 6甲 Part 1' }),
    [t('Gangnam Style (Remix)', 'PSY', 240), t('강남스타일', 'PSY', 219.1, { album: 'PSY 6甲 Part 1' })],
    1,
  ),
];

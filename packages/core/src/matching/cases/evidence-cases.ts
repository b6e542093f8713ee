import { none, review, t, verified, type MatchCase } from './match-case';

/**
 * Cases the release data decides: ISRC parts, album, re-recordings,
 * guests' versions, instrumental albums, classical movements. Facts from:
 * - Queen "Bohemian Rhapsody": EMI's 1975 ISRC GBAYE7500101, the 2011 Universal remaster
 *   GBUM71029604 (both as the platforms list them; https://isrc.fm/).
 * - Taylor Swift "Love Story" (2008, Big Machine, "Fearless", 3:55) and "Love Story (Taylor's
 *   Version)" (2021, Republic, "Fearless (Taylor's Version)", 3:56)
 *   (https://en.wikipedia.org/wiki/Love_Story_(Taylor_Swift_song)).
 * - Dua Lipa "Levitating" (3:23, "Future Nostalgia", 2020) and "Levitating (feat. DaBaby)" on
 *   "Future Nostalgia (The Moonlight Edition)" (2021) (https://en.wikipedia.org/wiki/Levitating_(song)).
 * - Dr. Dre "Still D.R.E." (feat. Snoop Dogg), "2001" (1999), 4:30, and its instrumental on
 *   "2001 (Instrumental)", given the original's length (https://en.wikipedia.org/wiki/2001_(Dr._Dre_album)).
 * - Beethoven, Symphony No. 5 in C minor, Op. 67, Wiener Philharmoniker, Carlos Kleiber (DG 447
 *   400-2, 1975), I. Allegro con brio 7:22 (http://www.classicalmusicsentinel.com/KEEP/keep-beethoven-5.html);
 *   the other movements' lengths are approximate: they are refused by movement number.
 * Platforms' lengths differ from the listed ones by the usual fraction of a second.
 */
export const EVIDENCE_CASES: MatchCase[] = [
  review(
    'the 2011 remaster against the 1975 master under EMI\'s ISRC on the original album: another master, review',
    t('Bohemian Rhapsody - Remastered 2011', 'Queen', 354.3, { isrc: 'GBUM71029604', album: 'A Night At The Opera (2011 Remaster)' }),
    [t('Bohemian Rhapsody', 'Queen', 354.9, { isrc: 'GBAYE7500101', album: 'A Night At The Opera' })],
    0,
  ),
  verified(
    'an untagged title on the album\'s remastered edition is that remaster (no ISRC on one side)',
    t('Bohemian Rhapsody - Remastered 2011', 'Queen', 354.3, { isrc: 'GBUM71029604', album: 'A Night At The Opera (2011 Remaster)' }),
    [t('Bohemian Rhapsody', 'Queen', 354.9, { album: 'A Night At The Opera (2011 Remaster)' })],
    0,
  ),
  none(
    "an album of Taylor's Versions re-records its tracks even when a title leaves the tag out",
    t('Love Story', 'Taylor Swift', 235.3, { album: 'Fearless', releaseDate: '2008-11-11' }),
    [t('Love Story', 'Taylor Swift', 235.8, { album: "Fearless (Taylor's Version)", releaseDate: '2021-04-09' })],
  ),
  none(
    "the guest's version is not the solo one, on another edition",
    t('Levitating', 'Dua Lipa', 203.1, { album: 'Future Nostalgia' }),
    [t('Levitating (feat. DaBaby)', 'Dua Lipa', 203.4, { album: 'Future Nostalgia (The Moonlight Edition)' })],
  ),
  review(
    "the guest's version of the same length, album unknown: review only",
    t('Levitating', 'Dua Lipa', 203.1),
    [t('Levitating (feat. DaBaby)', 'Dua Lipa', 203.3)],
    0,
  ),
  none(
    'an "(Instrumental)" album lists its tracks under the plain titles',
    t('Still D.R.E.', ['Dr. Dre', 'Snoop Dogg'], 270.3, { album: '2001' }),
    [t('Still D.R.E.', 'Dr. Dre', 270.5, { album: '2001 (Instrumental)' })],
  ),
  verified(
    'classical: composer prefix, separators and performer order differ',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Ludwig van Beethoven', 'Wiener Philharmoniker', 'Carlos Kleiber'], 442),
    [
      t('Beethoven: Symphony No. 5 in C Minor, Op. 67 - II. Andante con moto', ['Carlos Kleiber', 'Wiener Philharmoniker'], 591),
      t('Beethoven: Symphony No. 5 in C Minor, Op. 67 - I. Allegro con brio', ['Carlos Kleiber', 'Wiener Philharmoniker'], 442.4),
    ],
    1,
  ),
  verified(
    'classical: German title, "op.67" and an Arabic movement number',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Wiener Philharmoniker', 'Carlos Kleiber'], 442),
    [t('Sinfonie Nr. 5 c-Moll op.67 - 1. Allegro con brio', ['Ludwig van Beethoven', 'Wiener Philharmoniker', 'Carlos Kleiber'], 441.6)],
    0,
  ),
  review(
    'classical: one name in common and another on each side, no ISRC: maybe another performance, review',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Wiener Philharmoniker', 'Carlos Kleiber'], 442),
    [t('Sinfonie Nr. 5 c-Moll op.67 - 1. Allegro con brio', ['Ludwig van Beethoven', 'Carlos Kleiber'], 441.6)],
    0,
  ),
  none(
    'classical: another movement of the same work is another track',
    t('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio', ['Wiener Philharmoniker', 'Carlos Kleiber'], 442),
    [t('Symphony No. 5 in C Minor, Op. 67: IV. Allegro', ['Wiener Philharmoniker', 'Carlos Kleiber'], 446)],
  ),
];

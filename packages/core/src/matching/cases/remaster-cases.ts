import { none, review, t, verified, type MatchCase } from './match-case';

/** "Song - Remastered 2011" (Spotify), "Song (Remastered 2011)" (Apple), "Song - 2011 Remaster". */
export const REMASTER_CASES: MatchCase[] = [
  verified(
    'Spotify "- Remastered 2011" finds the plain Apple title',
    t('Bohemian Rhapsody - Remastered 2011', 'Queen', 354.32, { isrc: 'GBUM71029604' }),
    [
      t('Bohemian Rhapsody (Live Aid)', 'Queen', 153),
      t('Bohemian Rhapsody', 'Queen', 355, { isrc: 'GBUM71029604' }),
      t('Bohemian Rhapsody', 'Panic! At The Disco', 221),
    ],
    1,
  ),
  verified(
    'Apple "(Remastered 2015)" finds Spotify "- Remastered 2015" past the Anthology take',
    t('Hey Jude (Remastered 2015)', 'The Beatles', 425.4),
    [t('Hey Jude - Take 1', 'The Beatles', 404), t('Hey Jude', 'Wilson Pickett', 243), t('Hey Jude - Remastered 2015', 'The Beatles', 425.2)],
    2,
  ),
  verified(
    'Spotify "- Remastered 2011" equals Deezer "(2011 Remaster)"',
    t('Wish You Were Here - Remastered 2011', 'Pink Floyd', 334.7),
    [t('Wish You Were Here (2011 Remaster)', 'Pink Floyd', 334), t('Wish You Were Here (Live)', 'Pink Floyd', 383)],
    0,
  ),
  verified(
    'bare "- Remaster" equals "(Remaster)"',
    t('Stairway to Heaven - Remaster', 'Led Zeppelin', 482.8),
    [t('Stairway to Heaven (Live at MSG 1973) [Remaster]', 'Led Zeppelin', 658), t('Stairway to Heaven (Remaster)', 'Led Zeppelin', 482)],
    1,
  ),
  verified(
    '"- 2004 Remaster" equals "(2004 Remaster)", not the early take',
    t('Dreams - 2004 Remaster', 'Fleetwood Mac', 257.8),
    [t('Dreams (Take 2)', 'Fleetwood Mac', 287), t('Dreams (2004 Remaster)', 'Fleetwood Mac', 257)],
    1,
  ),
  review(
    'untagged against "(Remastered)" with no ISRC or album to show the master: review (another master, the only copy offered)',
    t('Hotel California', 'Eagles', 391.4),
    [t('Hotel California (Live on MTV, 1994)', 'Eagles', 427), t('Hotel California (2013 Remaster)', 'Eagles', 390.5)],
    1,
  ),
  verified(
    '"(2015 Remastered Version)" equals "- 2015 Remaster"',
    t('Space Oddity - 2015 Remaster', 'David Bowie', 315.6),
    [t('Space Oddity (Demo Excerpt)', 'David Bowie', 63), t('Space Oddity (2015 Remastered Version)', 'David Bowie', 315)],
    1,
  ),
  verified(
    'the same remaster year wins over another year of the same recording',
    t('Let It Be - Remastered 2009', 'The Beatles', 243),
    [
      t('Let It Be (2021 Mix)', 'The Beatles', 243.5),
      t('Let It Be (Remastered 2009)', 'The Beatles', 243.5),
      t('Let It Be - Naked Version / Remastered 2013', 'The Beatles', 234),
    ],
    1,
  ),
  verified(
    'dots in the title ("U.S.A.") and a remaster tag',
    t('Born in the U.S.A. - Remastered', 'Bruce Springsteen', 278.7),
    [t('Born in the U.S.A. (Remastered)', 'Bruce Springsteen', 279)],
    0,
  ),
  verified(
    'YouTube Music "(Remastered 2011)" against Spotify "- Remastered 2011"',
    t("Don't Stop Me Now - Remastered 2011", 'Queen', 209.4),
    [t("Don't Stop Me Now (Live in Montreal)", 'Queen', 214), t("Don't Stop Me Now (Remastered 2011)", 'Queen', 210)],
    1,
  ),
  none(
    'a remaster never stands in for a live take',
    t('Hotel California - 2013 Remaster', 'Eagles', 391),
    [t('Hotel California (Live on MTV, 1994)', 'Eagles', 398)],
  ),
  verified(
    'an untagged source prefers the untagged master over a remaster of the same length',
    t('Africa', 'TOTO', 295.9),
    [t('Africa (2018 Remaster)', 'TOTO', 295.9), t('Africa', 'TOTO', 295.5)],
    1,
  ),
  verified(
    'bonuses still rank two candidates that both score 1',
    t('Africa', 'TOTO', 295.9, { album: 'Toto IV', explicit: false }),
    [t('Africa (2018 Remaster)', 'TOTO', 295.9, { explicit: false }), t('Africa', 'TOTO', 295.5, { album: 'Toto IV', explicit: false })],
    1,
  ),
  review(
    'a remaster on one side and different ISRCs, no album to show a reissue: review',
    t('Bohemian Rhapsody - Remastered 2011', 'Queen', 354.3, { isrc: 'GBUM71029604' }),
    [t('Bohemian Rhapsody', 'Queen', 355, { isrc: 'GBAYE7500101' })],
    0,
  ),
];

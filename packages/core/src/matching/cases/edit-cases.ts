import { none, review, t, verified, type MatchCase } from './match-case';

/** Radio edits, extended mixes, single vs album versions. */
export const EDIT_CASES: MatchCase[] = [
  none(
    'radio edit is not the ten-minute original',
    t('Strobe - Radio Edit', 'deadmau5', 214),
    [t('Strobe', 'deadmau5', 637)],
  ),
  verified(
    'radio edit written two ways, past the long version',
    t('Levels - Radio Edit', 'Avicii', 199.9),
    [t('Levels (Original Version)', 'Avicii', 338), t('Levels (Radio Edit)', 'Avicii', 199.6)],
    1,
  ),
  review(
    'untagged title against a radio edit of the same length: only a human can tell',
    t('Levels', 'Avicii', 199.9),
    [t('Levels (Radio Edit)', 'Avicii', 199.6)],
    0,
  ),
  none(
    'untagged title against a radio edit 7 s shorter',
    t('Titanium (feat. Sia)', 'David Guetta', 245),
    [t('Titanium (feat. Sia) [Radio Edit]', 'David Guetta', 238)],
  ),
  none(
    'extended mix is not the single',
    t('One More Time', 'Daft Punk', 320),
    [t('One More Time (Extended Mix)', 'Daft Punk', 322)],
  ),
  verified(
    '"Extended Version" equals "- Extended Mix"',
    t('Take On Me (Extended Version)', 'a-ha', 290),
    [t('Take On Me', 'a-ha', 225), t('Take On Me - Extended Mix', 'a-ha', 290.5)],
    1,
  ),
  none(
    'single version 13 s shorter than the album version',
    t('Let It Be - Single Version', 'The Beatles', 230),
    [t('Let It Be (Remastered 2009)', 'The Beatles', 243)],
  ),
  none(
    'a named edit is another cut',
    t('Sexual Healing', 'Marvin Gaye', 239),
    [t('Sexual Healing (Kygo Edit)', 'Marvin Gaye', 239)],
  ),
  review(
    '"Album Version" against a remaster, no ISRC to show the master: review',
    t('Wonderwall (Album Version)', 'Oasis', 258.5),
    [t('Wonderwall - Remastered', 'Oasis', 258.8)],
    0,
  ),
];

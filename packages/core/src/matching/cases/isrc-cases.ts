import { none, review, t, verified, type MatchCase } from './match-case';

/** An equal ISRC counts only when the duration (within 5 s) and the title agree. */
export const ISRC_CASES: MatchCase[] = [
  verified(
    'equal ISRC, duration and title: verified, and it wins the tie',
    t('Die With A Smile', ['Lady Gaga', 'Bruno Mars'], 251.667, { isrc: 'USUM72409273' }),
    [t('Die With A Smile', 'Lady Gaga & Bruno Mars', 251.7, { isrc: 'USUM72409999' }), t('Die With A Smile', 'Lady Gaga & Bruno Mars', 251.7, { isrc: 'USUM72409273' })],
    1,
  ),
  review(
    'equal ISRC but 8 s apart: review',
    t('Mr. Brightside', 'The Killers', 222, { isrc: 'USIR20400274' }),
    [t('Mr. Brightside', 'The Killers', 230, { isrc: 'USIR20400274' })],
    0,
  ),
  none(
    'equal ISRC on an instrumental: the version still differs',
    t('Die With A Smile', ['Lady Gaga', 'Bruno Mars'], 251.667, { isrc: 'USUM72409273' }),
    [t('Die With A Smile (Instrumental)', 'Lady Gaga & Bruno Mars', 251.7, { isrc: 'USUM72409273' })],
  ),
  none(
    'equal ISRC on another title (bad catalogue data)',
    t('Blinding Lights', 'The Weeknd', 200, { isrc: 'USUG11904206' }),
    [t('Save Your Tears', 'The Weeknd', 200, { isrc: 'USUG11904206' })],
  ),
  none(
    'equal ISRC 40 s apart',
    t('Shape of You', 'Ed Sheeran', 233.7, { isrc: 'GBAHS1600463' }),
    [t('Shape of You', 'Ed Sheeran', 273.7, { isrc: 'GBAHS1600463' })],
  ),
  verified(
    'different ISRC, everything else equal (a re-release): still verified',
    t('Africa', 'TOTO', 295.9, { isrc: 'USSM18200385' }),
    [t('Africa', 'Toto', 295.5, { isrc: 'USSM19922509' })],
    0,
  ),
  review(
    'equal ISRC but no duration to check it against',
    t('Africa', 'TOTO', undefined, { isrc: 'USSM18200385' }),
    [t('Africa', 'Toto', 295.5, { isrc: 'USSM18200385' })],
    0,
  ),
  verified(
    'ISRC written with hyphens and lower case',
    t('Die With A Smile', ['Lady Gaga', 'Bruno Mars'], 251.667, { isrc: 'US-UM7-24-09273' }),
    [t('Die With A Smile', 'Lady Gaga', 250, { isrc: 'usum72409273' })],
    0,
  ),
];

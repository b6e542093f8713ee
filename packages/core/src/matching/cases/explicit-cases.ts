import { none, review, t, verified, type MatchCase } from './match-case';

/**
 * Clean and explicit releases of one recording: prefer the same; the other is another master (the
 * clean edit mutes words), so without ISRCs it is left for review, and under an ISRC of its own
 * it is the other edit: none.
 */
export const EXPLICIT_CASES: MatchCase[] = [
  verified(
    'explicit source picks the explicit candidate',
    t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: true }),
    [t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: false }), t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: true })],
    1,
  ),
  verified(
    'clean source picks the clean candidate',
    t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: false }),
    [t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: true }), t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: false })],
    1,
  ),
  review(
    'explicit source with only a clean release on the target, no ISRC: review (the clean edit is other audio)',
    t('Lose Yourself', 'Eminem', 326, { explicit: true }),
    [t('Lose Yourself', 'Eminem', 326.4, { explicit: false })],
    0,
  ),
  verified(
    'a "(Clean)" title tag counts as the clean flag',
    t('Bad Guy', 'Billie Eilish', 194, { explicit: false }),
    [t('bad guy', 'Billie Eilish', 194, { explicit: true }), t('bad guy (Clean)', 'Billie Eilish', 194)],
    1,
  ),
  verified(
    'Apple "(Edited)" is the clean release',
    t('WAP (feat. Megan Thee Stallion) [Clean]', 'Cardi B', 187),
    [t('WAP (feat. Megan Thee Stallion)', 'Cardi B', 187, { explicit: true }), t('WAP (feat. Megan Thee Stallion) (Edited)', 'Cardi B', 187)],
    1,
  ),
  verified(
    '"(Explicit)" title tag against the explicit flag',
    t('Sicko Mode (Explicit)', 'Travis Scott', 312.8),
    [t('SICKO MODE', ['Travis Scott', 'Drake'], 312.8, { explicit: false }), t('SICKO MODE', ['Travis Scott', 'Drake'], 312.8, { explicit: true })],
    1,
  ),
  none(
    'clean release with its own ISRC and no explicit one offered: the other edit (ISRC Handbook: an edit is registered on its own)',
    t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: true, isrc: 'USUM71700626' }),
    [t('HUMBLE.', 'Kendrick Lamar', 177, { explicit: false, isrc: 'USUM71700631' })],
  ),
];

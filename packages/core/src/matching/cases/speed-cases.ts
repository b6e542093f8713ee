import { none, t, verified, type MatchCase } from './match-case';

/** Sped up, slowed, slowed + reverb, nightcore. */
export const SPEED_CASES: MatchCase[] = [
  none(
    'sped up is not the original',
    t('Bad Habit', 'Steve Lacy', 232),
    [t('Bad Habit (Sped Up)', 'Steve Lacy', 186), t('Bad Habit - Sped Up Version', 'Steve Lacy', 233)],
  ),
  verified(
    'sped up written two ways',
    t('Bad Habit - Sped Up', 'Steve Lacy', 186),
    [t('Bad Habit', 'Steve Lacy', 232), t('Bad Habit (Sped Up Version)', 'Steve Lacy', 186.3)],
    1,
  ),
  none(
    'slowed + reverb is not the original, even at the same length',
    t('Snowfall', ['øneheart', 'reidenshi'], 133),
    [t('snowfall (slowed + reverb)', ['øneheart', 'reidenshi'], 133)],
  ),
  verified(
    '"Slowed + Reverb" equals "Slowed & Reverb"',
    t('Another Love (Slowed + Reverb)', 'Tom Odell', 290),
    [t('Another Love', 'Tom Odell', 244), t('Another Love - Slowed & Reverb', 'Tom Odell', 290)],
    1,
  ),
  none(
    'slowed is not slowed + reverb',
    t('Another Love (Slowed)', 'Tom Odell', 290),
    [t('Another Love (Slowed + Reverb)', 'Tom Odell', 290)],
  ),
  none(
    'nightcore is sped up',
    t('Heat Waves', 'Glass Animals', 238.8),
    [t('Heat Waves (Nightcore)', 'Glass Animals', 199)],
  ),
  none(
    'super slowed',
    t('Sweater Weather', 'The Neighbourhood', 240),
    [t('Sweater Weather (Super Slowed)', 'The Neighbourhood', 240)],
  ),
];

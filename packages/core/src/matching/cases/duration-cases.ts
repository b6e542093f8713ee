import { none, review, t, verified, type MatchCase } from './match-case';

/** Duration gaps: small ones are platform noise, large ones another recording. */
export const DURATION_CASES: MatchCase[] = [
  verified('1.5 s apart', t('Yellow', 'Coldplay', 266.8), [t('Yellow', 'Coldplay', 268.3)], 0),
  review('8 s apart: review', t('Yellow', 'Coldplay', 266.8), [t('Yellow', 'Coldplay', 274.8)], 0),
  none('12 s apart: another cut', t('Yellow', 'Coldplay', 266.8), [t('Yellow', 'Coldplay', 278.8)]),
  review(
    'a 23-minute track 20 s apart stays within the relative bound',
    t('Echoes - 2011 Remastered Version', 'Pink Floyd', 1412),
    [t('Echoes (2011 Remaster)', 'Pink Floyd', 1392)],
    0,
  ),
  none(
    'a 10-minute track 20 s apart is past the bound',
    t('November Rain', "Guns N' Roses", 537),
    [t('November Rain', "Guns N' Roses", 557)],
  ),
  review('unknown candidate duration: review', t('Clocks', 'Coldplay', 307.9), [t('Clocks', 'Coldplay')], 0),
  verified(
    'unknown duration but the same album: verified',
    t('Clocks', 'Coldplay', undefined, { album: 'A Rush of Blood to the Head' }),
    [t('Clocks', 'Coldplay', undefined, { album: 'A Rush Of Blood To The Head' })],
    0,
  ),
  none(
    'music video with a 30 s intro',
    t('Bad Romance', 'Lady Gaga', 294.6),
    [t('Lady Gaga - Bad Romance (Official Music Video)', 'Lady Gaga', 308 + 20)],
  ),
  verified(
    'the closest duration wins a tie between two equal titles',
    t('Take Me to Church', 'Hozier', 241.7),
    [t('Take Me to Church', 'Hozier', 245.1), t('Take Me to Church', 'Hozier', 241.6)],
    1,
  ),
];

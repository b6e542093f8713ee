import { none, t, verified, type MatchCase } from './match-case';

/** Live takes never stand in for studio ones, nor one concert for another. */
export const LIVE_CASES: MatchCase[] = [
  none(
    'studio source, only live candidates',
    t('Hotel California - 2013 Remaster', 'Eagles', 391),
    [t('Hotel California (Live on MTV, 1994)', 'Eagles', 427), t('Hotel California - Live 1976', 'Eagles', 392)],
  ),
  none(
    'Live Aid is not the studio "Bohemian Rhapsody"',
    t('Bohemian Rhapsody', 'Queen', 354),
    [t('Bohemian Rhapsody - Live Aid', 'Queen', 153), t('Bohemian Rhapsody (Live At Wembley Stadium / July 1986)', 'Queen', 356)],
  ),
  verified(
    'Spotify\'s unplugged suffix list equals Apple\'s "(Acoustic) [Live]"',
    t('Layla - Acoustic; Live at MTV Unplugged, Bray Film Studios, Windsor, England, UK, 1/16/1992; 2013 Remaster', 'Eric Clapton', 286),
    [t('Layla', 'Derek & The Dominos', 424), t('Layla (Acoustic) [Live] [2013 Remaster]', 'Eric Clapton', 286.5)],
    1,
  ),
  none(
    'two different concerts of the same song',
    t('Stairway to Heaven (Live at MSG 1973) [Remaster]', 'Led Zeppelin', 658),
    [t('Stairway to Heaven - Live at O2 Arena, London - December 10, 2007', 'Led Zeppelin', 655)],
  ),
  verified(
    '"- Live On MTV Unplugged, 1993" equals "(Live at MTV Unplugged, 1993)"',
    t('Where Did You Sleep Last Night - Live On MTV Unplugged, 1993', 'Nirvana', 308),
    [t('Where Did You Sleep Last Night', 'Lead Belly', 174), t('Where Did You Sleep Last Night (Live at MTV Unplugged, 1993)', 'Nirvana', 308.2)],
    1,
  ),
  verified(
    'plain "(Live)" against a named concert of the same length',
    t('Wonderwall - Live', 'Oasis', 268),
    [t('Wonderwall (Remastered)', 'Oasis', 258), t('Wonderwall (Live at Knebworth, 10 August \'96)', 'Oasis', 268.4)],
    1,
  ),
  none(
    'Spanish "(En Vivo)" is live',
    t('Bésame Mucho', 'Luis Miguel', 235),
    [t('Bésame Mucho (En Vivo)', 'Luis Miguel', 236)],
  ),
  none(
    'a live session is not the album track',
    t('Viva La Vida', 'Coldplay', 242),
    [t('Viva La Vida - Live from Spotify London', 'Coldplay', 241), t('Viva La Vida (Live In Buenos Aires)', 'Coldplay', 248)],
  ),
  verified(
    'the same Wembley concert, written two ways',
    t("Bohemian Rhapsody (Live at Wembley '86)", 'Queen', 356),
    [t('Bohemian Rhapsody - Live Aid', 'Queen', 153), t('Bohemian Rhapsody - Live At Wembley Stadium / July 1986', 'Queen', 356.3)],
    1,
  ),
  none(
    'a live source never falls back to the studio take',
    t('Creep (Live at Glastonbury 1997)', 'Radiohead', 236),
    [t('Creep', 'Radiohead', 238.6)],
  ),
];

import { t, verified, type MatchCase } from './match-case';

/** Accents, curly quotes, ellipses, "&" vs "and", stylised artist names. */
export const TYPOGRAPHY_CASES: MatchCase[] = [
  verified('accents dropped in the title', t('Déjà Vu', 'Olivia Rodrigo', 215.5), [t('Deja Vu', 'Olivia Rodrigo', 215)], 0),
  verified('accent dropped in the artist', t('Halo', 'Beyoncé', 261), [t('Halo', 'Beyonce', 261.5)], 0),
  verified(
    'curly apostrophes',
    t('Don’t Stop Believin’', 'Journey', 250.9),
    [t("Don't Stop Believin'", 'Journey', 250.6)],
    0,
  ),
  verified(
    'ellipsis character vs three dots',
    t('Mambo No. 5 (A Little Bit of…)', 'Lou Bega', 219.4),
    [t('Mambo No. 5 (A Little Bit Of...)', 'Lou Bega', 219)],
    0,
  ),
  verified('"&" vs "and" in the title', t('Rock and Roll - Remaster', 'Led Zeppelin', 220.6), [t('Rock & Roll (Remaster)', 'Led Zeppelin', 220)], 0),
  verified('Icelandic accents', t('Hoppípolla', 'Sigur Rós', 268.6), [t('Hoppipolla', 'Sigur Ros', 268)], 0),
  verified('umlauts in a band name', t('Ace of Spades', 'Motörhead', 169), [t('Ace Of Spades', 'Motorhead', 168.6)], 0),
  verified('metal umlauts', t('Kickstart My Heart', 'Mötley Crüe', 282.6), [t('Kickstart My Heart', 'Motley Crue', 282)], 0),
  verified('dots and accents', t('Moi... Lolita', 'Alizée', 266), [t('Moi Lolita', 'Alizee', 266.2)], 0),
  verified('cedilla', t('Ça plane pour moi', 'Plastic Bertrand', 180), [t('Ca Plane Pour Moi', 'Plastic Bertrand', 180.3)], 0),
  verified('"P!nk" vs "Pink"', t('So What', 'P!nk', 215), [t('So What', 'Pink', 215.4)], 0),
  verified('Nordic ø', t('Eple', 'Röyksopp', 219.7), [t('Eple', 'Royksopp', 220)], 0),
  verified(
    'curly apostrophe in the artist',
    t('Nothing Compares 2 U', "Sinéad O'Connor", 280.2),
    [t('Nothing Compares 2 U', 'Sinead O’Connor', 280)],
    0,
  ),
  verified('German ß', t('Weißes Papier', 'Element of Crime', 236), [t('Weisses Papier', 'Element Of Crime', 236)], 0),
  verified(
    'en dash before a remaster tag',
    t('Wish You Were Here – 2011 Remaster', 'Pink Floyd', 334),
    [t('Wish You Were Here (2011 Remaster)', 'Pink Floyd', 334.7)],
    0,
  ),
  verified('"A$AP" stylised', t('Praise The Lord (Da Shine)', ['A$AP Rocky', 'Skepta'], 205), [t('Praise The Lord (Da Shine)', 'ASAP Rocky & Skepta', 205)], 0),
];

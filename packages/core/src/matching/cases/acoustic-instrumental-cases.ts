import { none, t, verified, type MatchCase } from './match-case';

/** Acoustic, unplugged, instrumental, karaoke and a cappella renditions. */
export const ACOUSTIC_INSTRUMENTAL_CASES: MatchCase[] = [
  none(
    'acoustic is not the album version',
    t('Shape of You', 'Ed Sheeran', 233.7),
    [t('Shape of You (Acoustic)', 'Ed Sheeran', 223)],
  ),
  verified(
    '"(Acoustic)" equals "- Acoustic Version"',
    t('Dancing On My Own (Acoustic)', 'Calum Scott', 260),
    [t('Dancing On My Own', 'Calum Scott', 260), t('Dancing On My Own - Acoustic Version', 'Calum Scott', 260.4)],
    1,
  ),
  none(
    'unplugged (live) is not a studio acoustic take',
    t('About A Girl (Acoustic)', 'Nirvana', 217),
    [t('About A Girl (Live On MTV Unplugged, 1993)', 'Nirvana', 217)],
  ),
  none(
    'Spanish "Versión Acústica"',
    t('Vivir Mi Vida', 'Marc Anthony', 252),
    [t('Vivir Mi Vida (Versión Acústica)', 'Marc Anthony', 250)],
  ),
  verified(
    '"Stripped" counts as acoustic on both sides',
    t('Heartbreak Anniversary (Stripped)', 'Giveon', 198),
    [t('Heartbreak Anniversary', 'Giveon', 198), t('Heartbreak Anniversary - Stripped', 'Giveon', 198.3)],
    1,
  ),
  none(
    'instrumental is not the song',
    t('Dynamite', 'BTS', 199),
    [t('Dynamite (Instrumental)', 'BTS', 199), t('Dynamite (Acoustic Remix)', 'BTS', 197)],
  ),
  verified(
    'instrumental written two ways',
    t('Dynamite (Instrumental)', 'BTS', 199),
    [t('Dynamite', 'BTS', 199), t('Dynamite - Instrumental', 'BTS', 199.1)],
    1,
  ),
  none(
    'K-pop "(Inst.)"',
    t('Next Level', 'aespa', 221),
    [t('Next Level (Inst.)', 'aespa', 221)],
  ),
  none(
    'Japanese "Off Vocal"',
    t('紅蓮華', 'LiSA', 239),
    [t('紅蓮華 (Off Vocal)', 'LiSA', 239)],
  ),
  none(
    'karaoke versions, with and without the artist in the title',
    t('Rolling in the Deep', 'Adele', 228),
    [
      t('Rolling in the Deep (Karaoke Version)', 'Adele', 228),
      t('Rolling in the Deep (In the Style of Adele) [Karaoke Version]', 'The Karaoke Channel', 228),
      t('Rolling in the Deep (Originally Performed by Adele)', 'Karaoke Hits Band', 229),
    ],
  ),
  none(
    'a cappella',
    t('Believer', 'Imagine Dragons', 204),
    [t('Believer (Acapella)', 'Imagine Dragons', 204), t('Believer (A Cappella Version)', 'Imagine Dragons', 203)],
  ),
  verified(
    '"(Orchestral Version)" matches itself only',
    t('Kiss from a Rose (Orchestral Version)', 'Seal', 290),
    [t('Kiss from a Rose', 'Seal', 288), t('Kiss From A Rose - Orchestral Version', 'Seal', 290.2)],
    1,
  ),
];

import { none, t, verified, type MatchCase } from './match-case';

/** Covers and tributes by other artists, and unrelated songs that share a title. */
export const COVER_CASES: MatchCase[] = [
  none(
    'covers of "Hallelujah" are not Leonard Cohen\'s',
    t('Hallelujah', 'Leonard Cohen', 279),
    [t('Hallelujah', 'Jeff Buckley', 413), t('Hallelujah', 'Pentatonix', 268), t('Hallelujah', 'Rufus Wainwright', 275)],
  ),
  verified(
    'Jeff Buckley\'s "Hallelujah" among the other versions',
    t('Hallelujah', 'Jeff Buckley', 413.6),
    [t('Hallelujah', 'Leonard Cohen', 279), t('Hallelujah', 'Pentatonix', 268), t('Hallelujah', 'Jeff Buckley', 414)],
    2,
  ),
  none(
    'Johnny Cash\'s "Hurt" is not Nine Inch Nails\'',
    t('Hurt', 'Nine Inch Nails', 373),
    [t('Hurt', 'Johnny Cash', 218)],
  ),
  none(
    'Dolly Parton wrote it, Whitney sang this one',
    t('I Will Always Love You', 'Whitney Houston', 271),
    [t('I Will Always Love You', 'Dolly Parton', 180), t('I Will Always Love You (Cover)', 'Boyce Avenue', 266)],
  ),
  none(
    'a tribute act with the song in its credit',
    t('Smells Like Teen Spirit', 'Nirvana', 301),
    [t('Smells Like Teen Spirit (Tribute to Nirvana)', 'Rock Tribute Band', 301)],
  ),
  verified(
    'three songs called "Stay"',
    t('Stay', ['Rihanna', 'Mikky Ekko'], 240.7),
    [t('Stay', 'Zedd & Alessia Cara', 210), t('STAY', 'The Kid LAROI & Justin Bieber', 141.8), t('Stay (feat. Mikky Ekko)', 'Rihanna', 240.7)],
    2,
  ),
  verified(
    'two songs called "Faded"',
    t('Faded', 'Alan Walker', 212.6),
    [t('Faded', 'ZHU', 223), t('Faded', 'Alan Walker', 212.1)],
    1,
  ),
  verified(
    'three songs called "Crazy"',
    t('Crazy', 'Gnarls Barkley', 177.9),
    [t('Crazy', 'Patsy Cline', 163), t('Crazy', 'Aerosmith', 316), t('Crazy', 'Gnarls Barkley', 178)],
    2,
  ),
  none(
    'same title and length, different band',
    t('Creep', 'Radiohead', 238.6),
    [t('Creep', 'TLC', 268), t('Creep', 'Scala & Kolacny Brothers', 238)],
  ),
  verified(
    'the song the cover band made famous, by its own artist',
    t('Valerie', 'The Zutons', 243),
    [t('Valerie (feat. Amy Winehouse) [Version Revisited]', 'Mark Ronson', 219), t('Valerie', 'The Zutons', 243.5)],
    1,
  ),
  none(
    'a reprise shares the name, not the recording',
    t('Nightmare', 'Halsey', 200),
    [t('Nightmare (Reprise)', 'Halsey', 196)],
  ),
  none(
    'two different extras after the same name',
    t('Intro (Pt. 1)', 'The xx', 127),
    [t('Intro (Pt. 2)', 'The xx', 127), t('Intro (Live)', 'The xx', 130)],
  ),
];

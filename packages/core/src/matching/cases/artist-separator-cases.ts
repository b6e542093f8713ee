import { none, review, t, verified, type MatchCase } from './match-case';

/** One platform's "A & B" / "A x B" / "A, B" string against another's separate entries. */
export const ARTIST_SEPARATOR_CASES: MatchCase[] = [
  verified(
    'Apple "Lady Gaga & Bruno Mars" equals Spotify\'s two entries',
    t('Die With A Smile', 'Lady Gaga & Bruno Mars', 251.7),
    [t('Die With A Smile', ['Lady Gaga', 'Bruno Mars'], 251.667)],
    0,
  ),
  verified(
    'Deezer lists only the main artist',
    t('Die With A Smile', ['Lady Gaga', 'Bruno Mars'], 251.667),
    [t('Die With A Smile', 'Lady Gaga', 250)],
    0,
  ),
  verified(
    '"Simon & Garfunkel" as one artist matches itself, not Disturbed',
    t('The Sound of Silence', 'Simon & Garfunkel', 185),
    [t('The Sound of Silence', 'Disturbed', 248), t('The Sound of Silence', ['Simon & Garfunkel'], 185.3)],
    1,
  ),
  verified(
    '"Earth, Wind & Fire" stays one band',
    t('September', 'Earth, Wind & Fire', 215),
    [t('September', 'Taylor Swift', 240), t('September', ['Earth, Wind & Fire'], 214.8)],
    1,
  ),
  verified(
    '"Post Malone x Swae Lee" and a subtitle after the dash',
    t('Sunflower - Spider-Man: Into the Spider-Verse', ['Post Malone', 'Swae Lee'], 158),
    [t('Sunflower (Spider-Man: Into the Spider-Verse)', 'Post Malone x Swae Lee', 158)],
    0,
  ),
  verified(
    'upper-case " X " separator',
    t('Happier', ['Marshmello', 'Bastille'], 214.3),
    [t('Happier', 'Marshmello X Bastille', 214)],
    0,
  ),
  verified(
    '"and" between two artists',
    t('Say Something', ['A Great Big World', 'Christina Aguilera'], 229.4),
    [t('Say Something', 'A Great Big World and Christina Aguilera', 229)],
    0,
  ),
  verified(
    '"vs." between artists',
    t('Bad (feat. Vassy)', ['David Guetta', 'Showtek'], 170.6),
    [t('Bad', 'David Guetta vs. Showtek feat. Vassy', 171)],
    0,
  ),
  verified(
    '"A, B" in one string',
    t('Beautiful Liar', 'Beyoncé & Shakira', 199.9),
    [t('Beautiful Liar', 'Beyoncé, Shakira', 199)],
    0,
  ),
  verified(
    '"Tyler, The Creator" against "Tyler Childers"',
    t('EARFQUAKE', 'Tyler, The Creator', 190),
    [t('EARFQUAKE', 'Tyler Childers', 190), t('EARFQUAKE', ['Tyler, The Creator'], 190.3)],
    1,
  ),
  verified(
    '"The" prefix dropped by one platform',
    t('Mr. Brightside', 'The Killers', 222),
    [t('Mr Brightside', 'Killers', 222.1)],
    0,
  ),
  none(
    'same title, no artist in common',
    t('Hello', 'Adele', 295.5),
    [t('Hello', 'Lionel Richie', 251), t('Hello', 'Martin Solveig & Dragonette', 285)],
  ),
  none(
    'a shared guest alone is no agreement',
    t('Higher', ['Clean Bandit', 'iann dior'], 193),
    [t('Higher (feat. iann dior)', 'Sigala', 192)],
  ),
  review(
    'the guest of one is the primary artist of the other: review',
    t('Higher (feat. iann dior)', 'Clean Bandit', 193),
    [t('Higher', 'iann dior', 191.5)],
    0,
  ),
];

import { t, verified, type MatchCase } from './match-case';

/** Guests as "(feat. X)", "(with X)", "ft." in the title, or as extra entries in the artist list. */
export const FEATURED_CASES: MatchCase[] = [
  verified(
    'Apple "(feat. Drake)" finds Spotify\'s two-artist credit, not Iggy Azalea\'s "Work"',
    t('Work (feat. Drake)', 'Rihanna', 219.3),
    [t('Work', 'Iggy Azalea', 220), t('Work', ['Rihanna', 'Drake'], 219.3)],
    1,
  ),
  verified(
    'Spotify "(with Justin Bieber)" equals Apple "STAY" by "A & B"',
    t('Stay (with Justin Bieber)', ['The Kid LAROI', 'Justin Bieber'], 141.8),
    [t('STAY', 'The Kid LAROI & Justin Bieber', 141.8), t('Stay', 'Rihanna', 240)],
    0,
  ),
  verified(
    'Deezer "(feat. Sia)" with one artist equals Spotify with two, past the Alesso remix',
    t('Titanium (feat. Sia)', 'David Guetta', 245),
    [t('Titanium (feat. Sia) [Alesso Remix]', ['David Guetta', 'Sia'], 335), t('Titanium (feat. Sia)', ['David Guetta', 'Sia'], 245.0)],
    1,
  ),
  verified(
    'guest only in the artist list vs only in the title',
    t('Uptown Funk', ['Mark Ronson', 'Bruno Mars'], 269.7),
    [t('Uptown Funk (Dave Audé Remix)', ['Mark Ronson', 'Bruno Mars'], 301), t('Uptown Funk (feat. Bruno Mars)', 'Mark Ronson', 270)],
    1,
  ),
  verified(
    '"Despacito" picks the original over the Justin Bieber remix',
    t('Despacito (feat. Daddy Yankee)', 'Luis Fonsi', 229),
    [t('Despacito - Remix', ['Luis Fonsi', 'Daddy Yankee', 'Justin Bieber'], 228.8), t('Despacito', ['Luis Fonsi', 'Daddy Yankee'], 229.4)],
    1,
  ),
  verified(
    '"JAY-Z" and "JAY Z", guest in title vs list',
    t('Empire State of Mind (feat. Alicia Keys)', 'JAY Z', 276.9),
    [t('Empire State of Mind (Part II) Broken Down', 'Alicia Keys', 216), t('Empire State Of Mind', ['JAY-Z', 'Alicia Keys'], 276.9)],
    1,
  ),
  verified(
    'Part II is another song',
    t('Love the Way You Lie (feat. Rihanna)', 'Eminem', 263.4),
    [t('Love the Way You Lie (Part II) (feat. Eminem)', 'Rihanna', 295), t('Love The Way You Lie', ['Eminem', 'Rihanna'], 263.4)],
    1,
  ),
  verified(
    'guest inside the artist string ("Calvin Harris feat. Rihanna")',
    t('This Is What You Came For (feat. Rihanna)', 'Calvin Harris', 222.2),
    [t('This Is What You Came For', ['Calvin Harris feat. Rihanna'], 222)],
    0,
  ),
  verified(
    'remix with guests in brackets equals Spotify "- Remix", not the original',
    t('Old Town Road - Remix', ['Lil Nas X', 'Billy Ray Cyrus'], 157.1),
    [t('Old Town Road', 'Lil Nas X', 113), t('Old Town Road (feat. Billy Ray Cyrus) [Remix]', 'Lil Nas X', 157)],
    1,
  ),
  verified(
    'bare "ft." at the end of a title',
    t('Rain On Me ft. Ariana Grande', 'Lady Gaga', 182),
    [t('Rain On Me (with Ariana Grande)', ['Lady Gaga', 'Ariana Grande'], 182.2)],
    0,
  ),
  verified(
    'the version that credits the same guest wins over the solo one',
    t('Levitating (feat. DaBaby)', 'Dua Lipa', 203.1),
    [t('Levitating', 'Dua Lipa', 203.1), t('Levitating', ['Dua Lipa', 'DaBaby'], 203.1)],
    1,
  ),
  verified(
    'the solo version wins when the source credits no guest',
    t('Levitating', 'Dua Lipa', 203.1),
    [t('Levitating (feat. DaBaby)', 'Dua Lipa', 203.1), t('Levitating', 'Dua Lipa', 203.1)],
    1,
  ),
];

import { none, t, verified, type MatchCase } from './match-case';

/** Remixes are other recordings; the same remix, by the same remixer, is found however written. */
export const REMIX_CASES: MatchCase[] = [
  none(
    'original source, only remixes offered',
    t('Titanium (feat. Sia)', ['David Guetta', 'Sia'], 245),
    [t('Titanium (feat. Sia) [Alesso Remix]', 'David Guetta', 335), t('Titanium (feat. Sia) [Nicky Romero Remix]', 'David Guetta', 245)],
  ),
  none(
    'Chromatics remix is not "Blinding Lights"',
    t('Blinding Lights', 'The Weeknd', 200),
    [t('Blinding Lights - Chromatics Remix', 'The Weeknd', 200), t('Blinding Lights (Major Lazer Remix)', 'The Weeknd', 197)],
  ),
  verified(
    'Spotify "- R3HAB Remix" equals Apple "(R3hab Remix)", not the other remix',
    t('Closer - R3HAB Remix', ['The Chainsmokers', 'Halsey', 'R3HAB'], 211),
    [
      t('Closer', 'The Chainsmokers', 244.96),
      t('Closer (feat. Halsey) [Don Diablo Remix]', 'The Chainsmokers', 211),
      t('Closer (feat. Halsey) [R3hab Remix]', 'The Chainsmokers', 211.2),
    ],
    2,
  ),
  verified(
    'unnamed remix written two ways',
    t('Despacito - Remix', ['Luis Fonsi', 'Daddy Yankee', 'Justin Bieber'], 228.8),
    [t('Despacito (feat. Daddy Yankee)', 'Luis Fonsi', 229), t('Despacito (Remix) [feat. Justin Bieber]', 'Luis Fonsi & Daddy Yankee', 228.8)],
    1,
  ),
  none(
    'two remixers of one song',
    t('Lean On (Tiësto Remix)', ['Major Lazer', 'MØ', 'DJ Snake'], 210),
    [t('Lean On (Dirty Audio Remix)', ['Major Lazer', 'MØ', 'DJ Snake'], 210)],
  ),
  verified(
    '"Original Mix" is the untagged track, not the radio edit',
    t('Strobe - Original Mix', 'deadmau5', 637),
    [t('Strobe (Radio Edit)', 'deadmau5', 214), t('Strobe', 'deadmau5', 637.1)],
    1,
  ),
  none(
    'club mix vs radio edit',
    t('Animals (Club Mix)', 'Martin Garrix', 304),
    [t('Animals (Radio Edit)', 'Martin Garrix', 304)],
  ),
  verified(
    'possessive remixer with an accent',
    t("Silence (Tiësto's Big Room Remix)", ['Marshmello', 'Khalid'], 242),
    [t('Silence', ['Marshmello', 'Khalid'], 180), t("Silence (feat. Khalid) [Tiesto's Big Room Remix]", 'Marshmello', 242)],
    1,
  ),
  none(
    'a remix source never falls back to the original',
    t('Cold Heart - PNAU Remix', ['Elton John', 'Dua Lipa'], 202),
    [t('Cold Heart', ['Elton John', 'Dua Lipa'], 202)],
  ),
  none(
    '"Clean Bandit Remix" is a remix, not a clean edit',
    t('Rather Be', ['Clean Bandit', 'Jess Glynne'], 227),
    [t('Rather Be (Clean Bandit VIP Remix)', ['Clean Bandit', 'Jess Glynne'], 227)],
  ),
];

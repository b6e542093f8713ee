import { none, t, verified, type MatchCase } from './match-case';

/** Demos, alternate takes and re-recordings (Taylor's Version). */
export const DEMO_RERECORD_CASES: MatchCase[] = [
  none(
    'the 2008 "Love Story" is not Taylor\'s Version, at the same length',
    t('Love Story', 'Taylor Swift', 235.3),
    [t('Love Story (Taylor’s Version)', 'Taylor Swift', 235.8)],
  ),
  verified(
    'Taylor\'s Version with a straight or curly apostrophe, past the remix',
    t("Love Story (Taylor's Version)", 'Taylor Swift', 235.8),
    [t('Love Story', 'Taylor Swift', 235.3), t('Love Story (Taylor’s Version) [Elvira Remix]', 'Taylor Swift', 196), t('Love Story (Taylor’s Version)', 'Taylor Swift', 235.8)],
    2,
  ),
  none(
    'Taylor\'s Version is not the original',
    t('Blank Space (Taylor’s Version)', 'Taylor Swift', 231),
    [t('Blank Space', 'Taylor Swift', 231.8)],
  ),
  none(
    'early take is not the album track',
    t('Go Your Own Way', 'Fleetwood Mac', 223),
    [t('Go Your Own Way (Early Take)', 'Fleetwood Mac', 223)],
  ),
  verified(
    'Esher demo written two ways, not the album take',
    t('While My Guitar Gently Weeps - Esher Demo', 'The Beatles', 164),
    [t('While My Guitar Gently Weeps (Remastered 2009)', 'The Beatles', 285), t('While My Guitar Gently Weeps (Esher Demo)', 'The Beatles', 164.2)],
    1,
  ),
  none(
    'numbered take',
    t('Strawberry Fields Forever - Remastered 2009', 'The Beatles', 247),
    [t('Strawberry Fields Forever - Take 7', 'The Beatles', 249)],
  ),
  none(
    're-recorded hit',
    t('Ice Ice Baby', 'Vanilla Ice', 271),
    [t('Ice Ice Baby (Re-Recorded)', 'Vanilla Ice', 270)],
  ),
  verified(
    '"Re-Recorded" equals "Rerecorded"',
    t('Ice Ice Baby (Re-Recorded)', 'Vanilla Ice', 270),
    [t('Ice Ice Baby', 'Vanilla Ice', 271), t('Ice Ice Baby - Rerecorded', 'Vanilla Ice', 270.3)],
    1,
  ),
];

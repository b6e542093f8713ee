import { t, verified, type MatchCase } from './match-case';

/** YouTube titles: "Artist - Title (Official Video)", "Artist - Topic" channels. */
export const YOUTUBE_CASES: MatchCase[] = [
  verified(
    '"Artist - Title (Official Audio)" by the artist\'s channel',
    t('Blinding Lights', 'The Weeknd', 200),
    [t('The Weeknd - Blinding Lights (Official Video)', 'The Weeknd', 262), t('The Weeknd - Blinding Lights (Official Audio)', 'The Weeknd', 201)],
    1,
  ),
  verified(
    '"- Topic" channel',
    t('Bohemian Rhapsody - Remastered 2011', 'Queen', 354.3),
    [t('Bohemian Rhapsody (Remastered 2011)', 'Queen - Topic', 355)],
    0,
  ),
  verified(
    'official lyric video',
    t('Someone You Loved', 'Lewis Capaldi', 182),
    [t('Lewis Capaldi - Someone You Loved (Lyrics)', 'Lewis Capaldi', 183)],
    0,
  ),
  verified(
    'official video with a 4K remaster label',
    t('Never Gonna Give You Up', 'Rick Astley', 213.5),
    [t('Rick Astley - Never Gonna Give You Up (Official Music Video) [4K Remaster]', 'Rick Astley', 213)],
    0,
  ),
  verified(
    '"|" as the separator and an HD label',
    t('Shallow', ['Lady Gaga', 'Bradley Cooper'], 215.7),
    [t('Shallow | Official HD Video', 'Lady Gaga', 216)],
    0,
  ),
  verified(
    'soundtrack credit after the title',
    t('Let It Go', 'Idina Menzel', 223.5),
    [t('Let It Go (From "Frozen"/Soundtrack Version)', 'Idina Menzel', 224)],
    0,
  ),
  verified(
    'a VEVO channel, its title led by the artist',
    t('Shake It Off', 'Taylor Swift', 219.2),
    [t('Taylor Swift - Shake It Off', 'TaylorSwiftVEVO', 219.8), t('Shake It Off (Taylor\'s Version)', 'Taylor Swift', 219)],
    0,
  ),
  verified(
    'an "Official" channel, its title led by the artist',
    t('Bohemian Rhapsody - Remastered 2011', 'Queen', 354.3),
    [t('Queen – Bohemian Rhapsody (Official Video Remastered)', 'Queen Official', 358)],
    0,
  ),
];

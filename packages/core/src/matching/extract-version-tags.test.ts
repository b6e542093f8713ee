import { describe, expect, it } from 'vitest';
import { extractVersionTags } from './extract-version-tags';
import { changesRecording, type VersionTag } from './version-tag';

const tags = (title: string): string[] =>
  extractVersionTags(title).map((t: VersionTag) => (t.detail ? `${t.kind}:${t.detail}` : t.kind));

describe('extractVersionTags', () => {
  it.each([
    ['Hotel California', []],
    ['Hotel California - Live 1976', ['live:1976']],
    ['Hotel California (Live on MTV, 1994)', ['live:mtv 1994']],
    ['Bésame Mucho (En Vivo)', ['live']],
    ['Viva La Vida - Live from Spotify London', ['live:spotify london']],
    ['Summer of 69 - Spotify Sessions', ['live:spotify']],
    ['Titanium (Alesso Remix)', ['remix:alesso']],
    ['Despacito - Remix', ['remix']],
    ["Silence (Tiësto's Big Room Remix)", ['remix:tiesto big room']],
    ['Umbrella (Clean Bandit Remix)', ['remix:clean bandit']],
    ['Song (Remixed by Kaskade)', ['remix:kaskade']],
    ['Animals (Club Mix)', ['remix:club']],
    ['Song (VIP Mix)', ['remix']],
    ['Strobe - Original Mix', ['original']],
    ['Levels - Radio Edit', ['edit:radio']],
    ['Levels (Radio Version)', ['edit:radio']],
    ['Sexual Healing (Kygo Edit)', ['edit:kygo']],
    ['One More Time (Extended Mix)', ['extended']],
    ['Blue Monday (12" Version)', ['extended']],
    ['Shape of You (Acoustic)', ['acoustic']],
    ['Heartbreak Anniversary (Stripped)', ['acoustic']],
    ['About A Girl (Unplugged)', ['live:unplugged', 'acoustic']],
    ['Dynamite (Instrumental)', ['instrumental']],
    ['Next Level (Inst.)', ['instrumental']],
    ['紅蓮華 (Off Vocal)', ['instrumental']],
    ['Rolling in the Deep (Karaoke Version)', ['karaoke']],
    ['Rolling in the Deep (In the Style of Adele)', ['karaoke']],
    ['Hallelujah (Cover)', ['cover']],
    ['Smells Like Teen Spirit (Originally Performed by Nirvana)', ['cover']],
    ['Bad Habit (Sped Up)', ['sped-up']],
    ['Heat Waves (Nightcore)', ['sped-up']],
    ['Another Love (Slowed + Reverb)', ['slowed', 'reverb']],
    ['Another Love - Slowed & Reverb', ['slowed', 'reverb']],
    ['Blinding Lights (8D Audio)', ['spatial']],
    ['Sweater Weather (Super Slowed)', ['slowed']],
    ['Yellow (Demo)', ['demo']],
    ['Go Your Own Way (Early Take)', ['alternate']],
    ['Strawberry Fields Forever - Take 7', ['alternate']],
    ["Love Story (Taylor's Version)", ['re-recorded']],
    ['Ice Ice Baby (Re-Recorded)', ['re-recorded']],
    ['Believer (Acapella)', ['a-cappella']],
    ['Believer (A Cappella)', ['a-cappella']],
    ['Kiss from a Rose (Orchestral Version)', ['orchestral']],
    ['Hello (Spanish Version)', ['variant:spanish']],
    ['Spring Day (Japanese ver.)', ['variant:japanese']],
    ['Bohemian Rhapsody - Remastered 2011', ['remaster:2011']],
    ['Dreams (2004 Remaster)', ['remaster:2004']],
    ['Hey Jude - Remastered', ['remaster']],
    ['Let It Be (2021 Mix)', ['remaster:2021']],
    ['Help! - 2009 Stereo Mix', ['remaster:2009', 'stereo']],
    ['Paint It, Black (Mono)', ['mono']],
    ['Let It Be - Single Version', ['single-version']],
    ['Wonderwall (Album Version)', ['album-version']],
    ['Song (Deluxe Edition)', ['deluxe']],
    ['Song (Bonus Track)', ['bonus']],
    ['HUMBLE. (Clean)', ['clean']],
    ['WAP (Edited)', ['clean']],
    ['Sicko Mode (Explicit)', ['explicit']],
    ['Song (Mixed)', ['mixed']],
  ])('%s', (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it('says which tags change the recording', () => {
    const changing = (title: string): boolean => extractVersionTags(title).some(changesRecording);
    for (const title of ['Song (Live)', 'Song (Remix)', 'Song (Acoustic)', 'Song (Instrumental)', 'Song (Karaoke)',
      'Song (Cover)', 'Song (Sped Up)', 'Song (Slowed)', 'Song (Demo)', 'Song (Radio Edit)', 'Song (Extended Mix)',
      "Song (Taylor's Version)", 'Song (A Cappella)', 'Song (Spanish Version)']) {
      expect(changing(title), title).toBe(true);
    }
    for (const title of ['Song (Remastered 2011)', 'Song (Mono)', 'Song (Deluxe)', 'Song (Bonus Track)',
      'Song - Original Mix', 'Song (Explicit)', 'Song (Clean)', 'Song (Single Version)', 'Song (Official Video)']) {
      expect(changing(title), title).toBe(false);
    }
  });
});

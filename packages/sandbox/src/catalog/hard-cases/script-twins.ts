/**
 * Japanese, Korean, Russian and Arabic songs that YouTube Music shows an English-language
 * listener under their romanised or translated title, credited to the artist's auto-generated
 * `<Artist> - Topic` channel, while the other platforms show the original title (Apple Music now
 * and then the romanised one, as some storefronts do). Album, artist and length agree; the
 * original title stays searchable on YouTube Music (`searchAliases`). One recording each: every
 * listing of it is the right answer.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { ROMANISED_TITLES, type RomanisedTitle, type TwinScript } from './romanised-titles';
import { somePlatforms } from './split-presence';

const COUNTRY: Record<TwinScript, string> = { cjk: 'JP', hangul: 'KR', cyrillic: 'RU', arabic: 'EG' };
const OTHERS = PLATFORM_KEYS.filter((p) => p !== 'ytmusic');

function twinOf(script: TwinScript, title: string): RomanisedTitle {
  // A title drawn twice for one artist gets a number (`freshTitle`); its twins get the same.
  const [, base = title, suffix = ''] = /^(.*?)((?: \d)?)$/.exec(title) ?? [];
  const row = ROMANISED_TITLES[script].find((r) => r.native === base) ?? { native: base, romanised: base, translated: base };
  return { native: title, romanised: row.romanised + suffix, translated: row.translated + suffix };
}

export function addScriptTwins(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  for (let g = 0, groups = kit.count(12, 4); g < groups; g++) {
    // Every script early on, so a small catalog has each; then Japanese and Korean most often.
    const scripts: TwinScript[] = ['cjk', 'hangul', 'cyrillic', 'arabic'];
    const roll = random.next();
    const script = g < scripts.length ? scripts[g]! : roll < 0.4 ? 'cjk' : roll < 0.7 ? 'hangul' : roll < 0.85 ? 'cyrillic' : 'arabic';
    const artist = kit.performer(script);
    artist.artist.topicChannelId ??= kit.ids.artist('ytmusic');
    const size = random.chance(0.6) ? 1 : random.int(2, 4);
    const year = kit.year(1995);
    const titles = Array.from({ length: size }, () => twinOf(script, kit.title(artist, () => random.pick(ROMANISED_TITLES[script]).native)));
    const album = kit.album(titles[0]!.native, [artist], year, size <= 2 ? 'single' : 'album');
    for (const twin of titles) {
      const recording = kit.recording(
        'script_twin',
        {
          title: twin.native,
          artistIds: [artist.artist.id],
          featuredArtistIds: [],
          albumId: album.id,
          durationMs: kit.songDuration(),
          isrc: kit.isrc(COUNTRY[script], year),
          explicit: random.chance(0.08),
          script,
        },
        album,
      );
      made.push(recording);
      const others = somePlatforms(random, 0.85, 2, OTHERS);
      const appleRomanised = random.chance(0.2);
      const youtube = random.chance(0.6) ? twin.romanised : twin.translated;
      kit.place(recording, [...others, 'ytmusic'], (p) => {
        if (p === 'ytmusic') return { title: youtube, artists: [`${artist.artist.name} - Topic`], searchAliases: [twin.native] };
        if (p === 'applemusic' && appleRomanised) return { title: twin.romanised, searchAliases: [twin.native] };
        return {};
      });
    }
  }
  return made;
}

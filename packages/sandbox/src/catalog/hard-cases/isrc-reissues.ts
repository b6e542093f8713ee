/**
 * One recording under two ISRCs: a reissue re-registered by the distributor that took the
 * catalogue over (new registrant, later year), or a territory release registered by the local
 * licensee (another country code). Some platforms carry the one ISRC and the others the other,
 * with equal title, artists and length, so an ISRC lookup on the other side finds nothing and
 * only text search can find the recording, which every one of its listings is.
 */
import type { PlatformKey } from '@segue/core';
import { profiles } from '../../profiles';
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { somePlatforms } from './split-presence';

const TERRITORIES = ['JP', 'GB', 'DE', 'FR', 'BR', 'AU'] as const;

export function addIsrcReissues(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  for (let g = 0, groups = kit.count(10, 3); g < groups; g++) {
    const artist = kit.performer(random.chance(0.85) ? 'latin' : random.pick(['cjk', 'hangul', 'cyrillic'] as const));
    const year = kit.year(1965, 2018);
    const size = random.chance(0.6) ? 1 : random.int(2, 3);
    const titles = Array.from({ length: size }, () => kit.title(artist));
    const album = kit.album(titles[0]!, [artist], year, size === 1 ? 'single' : 'album');
    const country = artist.script === 'latin' ? random.pick(['US', 'GB', 'SE', 'NL'] as const) : artist.script === 'cjk' ? 'JP' : artist.script === 'hangul' ? 'KR' : 'RU';
    // One release, one re-registration: every track of it moved the same way.
    const territory = random.chance(0.35);
    const present = somePlatforms(random, 0.9, 4);
    const withIsrc = present.filter((p) => profiles[p].isrc);
    const reissued = new Set<PlatformKey>(random.shuffle(withIsrc).slice(0, random.int(1, Math.max(1, withIsrc.length - 1))));
    for (const title of titles) {
      const recording = kit.recording(
        'isrc_reissue',
        {
          title,
          artistIds: [artist.artist.id],
          featuredArtistIds: [],
          albumId: album.id,
          durationMs: kit.songDuration(),
          isrc: kit.isrc(country, year),
          explicit: random.chance(0.12),
          script: artist.script,
        },
        album,
      );
      made.push(recording);
      const other = territory ? kit.isrc(random.pick(TERRITORIES.filter((t) => t !== country)), year) : kit.isrc(country, Math.min(2026, year + random.int(10, 30)));
      kit.place(recording, present, (p) => (reissued.has(p) ? { isrc: other } : {}));
    }
  }
  return made;
}

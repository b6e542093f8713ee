/**
 * An artist's re-recordings of their own songs, made to own a new master: labelled the way
 * "Love Story (Taylor's Version)" is, or "(Re-Recorded)", or not labelled at all on a hits
 * compilation (re-recordings of old hits sold as "Greatest Hits"), lasting within seconds of
 * the original. Same title, same artist, another ISRC. Each platform carries the original, the
 * re-recording or both, and at least one carries only one of them.
 */
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { splitPresence } from './split-presence';

const LABELS = ['Re-Recorded', 'Re-Recorded Version', 'Rerecorded', 'New Recording'] as const;
const COMPILATIONS = ['Greatest Hits', 'The Very Best Of', 'Hits Collection', 'Essentials', 'Gold'] as const;

export function addRerecordings(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  for (let g = 0, groups = kit.count(6, 3); g < groups; g++) {
    const artist = kit.performer();
    const name = artist.artist.name;
    const year = kit.year(1970, 2012);
    const size = random.chance(0.5) ? 1 : random.int(2, 4);
    const titles = Array.from({ length: size }, () => kit.title(artist));
    const album = kit.album(size === 1 ? titles[0]! : titles[random.int(0, size - 1)]!, [artist], year, size === 1 ? 'single' : 'album');
    // "(Name's Version)" fits an artist called by a first name; bands get the other labels.
    const personal = /^[A-Z][a-zé]+ [A-Z]/.test(name) && !/^(The|DJ) /.test(name);
    const roll = random.next();
    const style = roll < 0.25 && personal ? 'possessive' : roll < 0.6 ? 'label' : 'unlabelled';
    const label = random.pick(LABELS);
    const newYear = Math.max(year + 8, kit.year(2010, 2026));
    const newAlbum =
      style === 'possessive'
        ? kit.album(`${album.title} (${name.split(' ')[0]}'s Version)`, [artist], newYear, album.type)
        : kit.album(style === 'label' ? `${random.pick(COMPILATIONS)} (${label})` : random.pick(COMPILATIONS), [artist], newYear, 'compilation');
    const originals = titles.map((title) =>
      kit.recording(
        'rerecording',
        {
          title,
          artistIds: [artist.artist.id],
          featuredArtistIds: [],
          albumId: album.id,
          durationMs: kit.songDuration(),
          isrc: kit.isrc('US', year),
          explicit: random.chance(0.1),
          script: 'latin',
        },
        album,
      ),
    );
    for (const original of originals) {
      const labelled = style !== 'unlabelled';
      const copy = kit.recording(
        'rerecording',
        {
          title: style === 'possessive' ? `${original.title} (${name.split(' ')[0]}'s Version)` : original.title,
          ...(style === 'label' ? { version: label } : {}),
          artistIds: original.artistIds.slice(),
          featuredArtistIds: [],
          albumId: newAlbum.id,
          // Re-recordings follow the original closely; unlabelled ones, made to pass for it, closest.
          durationMs: original.durationMs + random.int(labelled ? -4_000 : -3_000, labelled ? 15_000 : 6_000),
          isrc: kit.isrc(random.pick(['US', 'GB', 'QZ'] as const), newYear),
          explicit: original.explicit,
          decoyOf: original.id,
          script: 'latin',
        },
        newAlbum,
      );
      const split = splitPresence(random);
      kit.place(original, split.a);
      kit.place(copy, split.b);
      made.push(original, copy);
    }
  }
  return made;
}

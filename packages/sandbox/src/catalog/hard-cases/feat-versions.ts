/**
 * A later version of a song with a guest verse ("Song (feat. Y)"), which the label delivered
 * under the original's ISRC: a mistake common enough that ISRC lookups return it for the
 * original. It is another recording (another vocal, often another length), and platforms that
 * carry only one of the two are where an ISRC-trusting match goes wrong.
 */
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { splitPresence } from './split-presence';

export function addFeatVersions(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  for (let g = 0, groups = kit.count(5, 3); g < groups; g++) {
    const artist = kit.performer();
    let guest = kit.performer(random.chance(0.8) ? 'latin' : random.pick(['hangul', 'cjk'] as const));
    for (let tries = 0; guest === artist && tries < 10; tries++) guest = kit.performer();
    if (guest === artist) continue;
    const year = kit.year(2000, 2022);
    const title = kit.title(artist);
    const single = kit.album(title, [artist], year, 'single');
    const original = kit.recording(
      'feat_version',
      {
        title,
        artistIds: [artist.artist.id],
        featuredArtistIds: [],
        albumId: single.id,
        durationMs: kit.songDuration(),
        isrc: kit.isrc('US', year),
        explicit: random.chance(0.2),
        script: 'latin',
      },
      single,
    );
    const guestSingle = kit.album(`${title} (feat. ${guest.artist.name})`, [artist], Math.min(2026, year + random.int(0, 2)), 'single');
    const featured = kit.recording(
      'feat_version',
      {
        title,
        artistIds: [artist.artist.id],
        featuredArtistIds: [guest.artist.id],
        albumId: guestSingle.id,
        // A guest verse in place of one of the artist's (same length) or on top of them (longer).
        durationMs: original.durationMs + (random.chance(0.4) ? random.int(-3_000, 3_000) : random.int(8_000, 45_000)),
        isrc: original.isrc,
        explicit: original.explicit,
        decoyOf: original.id,
        script: 'latin',
      },
      guestSingle,
    );
    const split = splitPresence(random);
    kit.place(original, split.a);
    kit.place(featured, split.b);
    made.push(original, featured);
  }
  return made;
}

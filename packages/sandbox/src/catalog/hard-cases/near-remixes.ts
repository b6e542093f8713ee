/**
 * A remix with a guest that lasts within seconds of the original ("Song (feat. Y) [Z Remix]",
 * remix singles often keep the original's arrangement length). Some remix words are rarer than
 * "Remix" (Rework, Flip, VIP Mix), and on a quarter of the remixes YouTube Music or Apple Music
 * titles the track "Song (feat. Y)" with the remix named only on the single it sits on, as
 * remix singles often are. Another recording with another ISRC; each platform carries the
 * original, the remix or both.
 */
import type { Recording } from '../model';
import { REMIXERS } from '../words-latin';
import type { HardKit } from './hard-kit';
import { splitPresence } from './split-presence';

const MIX_WORDS = ['Remix', 'Remix', 'Mix', 'Rework', 'VIP Mix', 'Flip', 'Club Mix'] as const;

export function addNearRemixes(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  for (let g = 0, groups = kit.count(6, 3); g < groups; g++) {
    const artist = kit.performer();
    let guest = kit.performer();
    for (let tries = 0; guest === artist && tries < 10; tries++) guest = kit.performer();
    if (guest === artist) continue;
    const year = kit.year(2005);
    const title = kit.title(artist);
    const album = kit.album(title, [artist], year, 'single');
    const original = kit.recording(
      'near_remix',
      {
        title,
        artistIds: [artist.artist.id],
        featuredArtistIds: [],
        albumId: album.id,
        durationMs: kit.songDuration(),
        isrc: kit.isrc('GB', year),
        explicit: random.chance(0.15),
        script: 'latin',
      },
      album,
    );
    const version = `${random.pick(REMIXERS)} ${random.pick(MIX_WORDS)}`;
    const remixYear = Math.min(2026, year + random.int(0, 2));
    const remixSingle = kit.album(`${title} (${version})`, [artist], remixYear, 'single');
    const remix = kit.recording(
      'near_remix',
      {
        title,
        version,
        artistIds: [artist.artist.id],
        featuredArtistIds: [guest.artist.id],
        albumId: remixSingle.id,
        durationMs: original.durationMs + random.int(-4_000, 4_000),
        isrc: kit.isrc('GB', remixYear),
        explicit: original.explicit,
        decoyOf: original.id,
        script: 'latin',
      },
      remixSingle,
    );
    const split = splitPresence(random);
    const hidden = random.chance(0.25) ? random.pick(['ytmusic', 'applemusic'] as const) : undefined;
    kit.place(original, split.a);
    kit.place(remix, split.b, (p) => (p === hidden ? { title: `${title} (feat. ${guest.artist.name})` } : {}));
    made.push(original, remix);
  }
  return made;
}

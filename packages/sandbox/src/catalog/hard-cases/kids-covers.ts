/**
 * Children's cover acts (in the manner of KIDZ BOP) record current hits under the hit's own
 * title, clean, within seconds of its length, on numbered compilation volumes. Another
 * performer, so another recording; each platform carries the hit, the cover or both.
 */
import type { ArtistInfo } from '../catalog-draft';
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { splitPresence } from './split-presence';

const KIDS_ACTS = ['Kidz Party Crew', 'Little Pop Stars', 'The Sing-Along Kids'] as const;

export function addKidsCovers(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  const acts: ArtistInfo[] = [];
  const volumes = new Map<string, number>();
  for (let g = 0, groups = kit.count(3, 2); g < groups; g++) {
    if (acts.length < KIDS_ACTS.length && (acts.length === 0 || random.chance(0.4))) acts.push(kit.act(KIDS_ACTS[acts.length]!));
    const kids = random.pick(acts);
    const artist = kit.performer();
    const year = kit.year(2005, 2025);
    const title = kit.title(artist);
    const album = kit.album(title, [artist], year, 'single');
    const hit = kit.recording(
      'kids_cover',
      { title, artistIds: [artist.artist.id], featuredArtistIds: [], albumId: album.id, durationMs: kit.songDuration(), isrc: kit.isrc('US', year), explicit: random.chance(0.4), script: 'latin' },
      album,
    );
    const volume = (volumes.get(kids.artist.id) ?? random.int(10, 40)) + 1;
    volumes.set(kids.artist.id, volume);
    const compilation = kit.album(`${kids.artist.name} Vol. ${volume}`, [kids], Math.min(2026, year + 1), 'compilation');
    const cover = kit.recording(
      'kids_cover',
      {
        title,
        artistIds: [kids.artist.id],
        featuredArtistIds: [],
        albumId: compilation.id,
        durationMs: hit.durationMs + random.int(-20_000, 6_000),
        isrc: kit.isrc('US', year + 1),
        explicit: false,
        decoyOf: hit.id,
        script: 'latin',
      },
      compilation,
    );
    const split = splitPresence(random);
    kit.place(hit, split.a);
    kit.place(cover, split.b);
    made.push(hit, cover);
  }
  return made;
}

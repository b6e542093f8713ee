/**
 * Instrumental versions (by the artist, as long as the song to the second, a quarter of them
 * delivered under the song's own ISRC) and karaoke versions by karaoke acts, titled the ways
 * karaoke labels title them: "(Karaoke Version)", "(Originally Performed by X) [Karaoke Version]",
 * "(In the Style of X)", or "X - Song (Karaoke Version)" as a YouTube upload. Each sits on
 * platforms where the song is and where it is not.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { ArtistInfo } from '../catalog-draft';
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { somePlatforms, splitPresence } from './split-presence';

const KARAOKE_ACTS = ['Karaoke Legends Band', 'The Backing Track Co.', 'Party Hits Karaoke'] as const;

export function addInstrumentalKaraoke(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  const acts: ArtistInfo[] = [];
  const act = (): ArtistInfo => {
    if (acts.length < KARAOKE_ACTS.length && (acts.length === 0 || random.chance(0.4))) acts.push(kit.act(KARAOKE_ACTS[acts.length]!, { channel: true }));
    return random.pick(acts);
  };
  for (let g = 0, groups = kit.count(8, 3); g < groups; g++) {
    const artist = kit.performer();
    const name = artist.artist.name;
    const year = kit.year(1980);
    const title = kit.title(artist);
    const withInstrumental = random.chance(0.5);
    const album = kit.album(title, [artist], year, 'single');
    const song = kit.recording(
      'instrumental_karaoke',
      { title, artistIds: [artist.artist.id], featuredArtistIds: [], albumId: album.id, durationMs: kit.songDuration(), isrc: kit.isrc('US', year), explicit: random.chance(0.2), script: 'latin' },
      album,
    );
    made.push(song);
    const split = splitPresence(random);
    kit.place(song, split.a);
    if (withInstrumental || g % 2 === 0) {
      // On the song's own single half the time (a two-track single), else a single of its own.
      const home = random.chance(0.5) ? album : kit.album(`${title} (Instrumental)`, [artist], year, 'single');
      const instrumental = kit.recording(
        'instrumental_karaoke',
        {
          title,
          version: 'Instrumental',
          artistIds: [artist.artist.id],
          featuredArtistIds: [],
          albumId: home.id,
          durationMs: song.durationMs + random.int(-1_000, 1_000),
          isrc: random.chance(0.25) ? song.isrc : kit.isrc('US', year),
          explicit: false,
          decoyOf: song.id,
          script: 'latin',
        },
        home,
      );
      kit.place(instrumental, split.b);
      made.push(instrumental);
    }
    if (!withInstrumental || g % 2 === 1) {
      const by = act();
      const style = random.next();
      const upload = style >= 0.75;
      const karaokeTitle = style < 0.35 || upload ? title : style < 0.6 ? `${title} (Originally Performed by ${name})` : `${title} (In the Style of ${name})`;
      const home = upload ? kit.uploads(by) : kit.album(`Karaoke Hits Vol. ${random.int(1, 60)}`, [by], Math.min(2026, year + random.int(0, 6)), 'compilation');
      const karaoke = kit.recording(
        'instrumental_karaoke',
        {
          title: karaokeTitle,
          version: 'Karaoke Version',
          artistIds: [by.artist.id],
          featuredArtistIds: [],
          albumId: home.id,
          durationMs: song.durationMs + random.int(-3_000, 3_000),
          isrc: kit.isrc('GB', year),
          explicit: false,
          decoyOf: song.id,
          script: 'latin',
        },
        home,
      );
      if (upload) kit.place(karaoke, ['ytmusic'], () => ({ title: `${name} - ${title} (Karaoke Version)`, videoType: 'ugc' }));
      else {
        const where = somePlatforms(random, 0.5, 1);
        const missing = PLATFORM_KEYS.filter((p) => !split.a.includes(p));
        const trap: PlatformKey[] = missing.length > 0 ? [random.pick(missing)] : [];
        kit.place(karaoke, PLATFORM_KEYS.filter((p) => where.includes(p) || trap.includes(p)));
      }
      made.push(karaoke);
    }
  }
  return made;
}

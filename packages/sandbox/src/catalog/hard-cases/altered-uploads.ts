/**
 * The fan-edit genre: official "Sped Up" singles on every platform, and YouTube uploads by
 * channels that make 8D mixes ("Song (8D Audio)", exactly as long as the song), nightcore
 * ("Nightcore - Song", faster and higher) and "slowed + reverb" versions. All are other audio
 * than the song; the song is sometimes missing where they are.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { ArtistInfo } from '../catalog-draft';
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { somePlatforms } from './split-presence';

type Upload = '8d' | 'nightcore' | 'slowed';

const CHANNELS: Record<Upload, string> = { '8d': '8D Sound World', nightcore: 'Nightcore Realm', slowed: 'slowed vibes' };
const SPEED: Record<Upload, number> = { '8d': 1, nightcore: 0.82, slowed: 1.18 };
const AUDIO = PLATFORM_KEYS.filter((p) => p !== 'ytmusic');

function uploadTitle(kit: HardKit, kind: Upload, artist: string, title: string): string {
  const { random } = kit;
  if (kind === '8d') return random.pick([`${artist} - ${title} (8D Audio)`, `${title} (8D AUDIO)`, `${title} - ${artist} | 8D Audio`]);
  if (kind === 'nightcore') return random.pick([`Nightcore - ${title}`, `Nightcore - ${title} (Lyrics)`]);
  return random.pick([`${title} (slowed + reverb)`, `${artist} - ${title} (slowed & reverb)`]);
}

export function addAlteredUploads(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  const channels = new Map<Upload, ArtistInfo>();
  const channel = (kind: Upload): ArtistInfo => {
    let info = channels.get(kind);
    if (!info) channels.set(kind, (info = kit.act(CHANNELS[kind], { channel: true })));
    return info;
  };
  for (let g = 0, groups = kit.count(8, 4); g < groups; g++) {
    const artist = kit.performer();
    const name = artist.artist.name;
    const year = kit.year(2010);
    const title = kit.title(artist);
    const album = kit.album(title, [artist], year, 'single');
    const song = kit.recording(
      'altered_upload',
      { title, artistIds: [artist.artist.id], featuredArtistIds: [], albumId: album.id, durationMs: kit.songDuration(), isrc: kit.isrc('US', year), explicit: random.chance(0.2), script: 'latin' },
      album,
    );
    // Off YouTube Music's songs now and then, where the uploads are then the only candidates.
    const songOn = somePlatforms(random, 0.7, 2, g % 3 === 1 || random.chance(0.3) ? AUDIO : PLATFORM_KEYS);
    kit.place(song, songOn);
    made.push(song);
    const missing = PLATFORM_KEYS.filter((p) => !songOn.includes(p));

    // The first groups show every kind; later ones an official sped-up single half the time.
    if (g === 0 || (g > 3 && random.chance(0.5))) {
      const single = kit.album(`${title} (Sped Up)`, [artist], Math.min(2026, year + random.int(0, 2)), 'single');
      const sped = kit.recording(
        'altered_upload',
        {
          title,
          version: random.pick(['Sped Up', 'Sped Up Version', 'sped up']),
          artistIds: [artist.artist.id],
          featuredArtistIds: [],
          albumId: single.id,
          durationMs: Math.round(song.durationMs * 0.8),
          isrc: kit.isrc('US', year),
          explicit: song.explicit,
          decoyOf: song.id,
          script: 'latin',
        },
        single,
      );
      const where = somePlatforms(random, 0.5, 1);
      kit.place(sped, PLATFORM_KEYS.filter((p) => where.includes(p) || p === missing[0]));
      made.push(sped);
    }
    const kind: Upload = g < 3 ? (['8d', 'nightcore', 'slowed'] as const)[g]! : random.pick(['8d', '8d', 'nightcore', 'slowed'] as const);
    if (g < 4 || random.chance(0.7)) {
      const by = channel(kind);
      const uploads = kit.uploads(by);
      const upload = kit.recording(
        'altered_upload',
        {
          title,
          artistIds: [by.artist.id],
          featuredArtistIds: [],
          albumId: uploads.id,
          // 8D keeps the length to the second: only the title tells it apart.
          durationMs: kind === '8d' ? song.durationMs : Math.round(song.durationMs * SPEED[kind]),
          isrc: kit.isrc('US', 2024),
          explicit: song.explicit,
          decoyOf: song.id,
          script: 'latin',
        },
        uploads,
      );
      kit.place(upload, ['ytmusic'], () => ({ title: uploadTitle(kit, kind, name, title), videoType: 'ugc' }));
      made.push(upload);
    }
  }
  return made;
}

/**
 * YouTube Music videos of songs: the official video (`MUSIC_VIDEO_TYPE_OMV`, by the artist's
 * channel, titled plainly or "(Official Video)") and lyric videos (official, or uploaded by a
 * lyric channel as "Artist - Song (Lyrics)", `MUSIC_VIDEO_TYPE_UGC`). A video that plays the
 * studio recording is that recording (`sameAs`); an official video with its own cut (a spoken
 * intro, a longer outro) is a recording of its own that no other platform carries. Now and then
 * a live or acoustic take of the song is on platforms where the studio recording is not, so the
 * only candidates there are other versions.
 * https://support.google.com/youtube/answer/6007071 (art tracks and official videos)
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { ArtistInfo } from '../catalog-draft';
import type { Recording } from '../model';
import type { HardKit } from './hard-kit';
import { somePlatforms } from './split-presence';

const LYRIC_CHANNELS = ['Lyric Vault', 'Daily Lyrics', 'Lyrics Lounge'] as const;
const AUDIO = PLATFORM_KEYS.filter((p) => p !== 'ytmusic');

function officialTitle(kit: HardKit, artist: string, title: string): string {
  const roll = kit.random.next();
  if (roll < 0.4) return title;
  if (roll < 0.65) return `${title} (Official Video)`;
  if (roll < 0.85) return `${title} (Official Music Video)`;
  return `${artist} - ${title} (Official Video)`;
}

function lyricTitle(kit: HardKit, artist: string, title: string): string {
  return kit.random.pick([`${artist} - ${title} (Lyrics)`, `${title} - ${artist} (Lyrics)`, `${artist} - ${title} [Lyrics]`]);
}

export function addVideoUploads(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  const channels: ArtistInfo[] = [];
  const lyricChannel = (): ArtistInfo => {
    if (channels.length < LYRIC_CHANNELS.length && (channels.length === 0 || random.chance(0.4))) channels.push(kit.act(LYRIC_CHANNELS[channels.length]!, { channel: true }));
    return random.pick(channels);
  };
  for (let g = 0, groups = kit.count(15, 4); g < groups; g++) {
    const artist = kit.performer(random.chance(0.85) ? 'latin' : 'hangul');
    const year = kit.year(1985);
    const title = kit.title(artist);
    const album = kit.album(title, [artist], year, 'single');
    const base = { artistIds: [artist.artist.id], featuredArtistIds: [], script: artist.script };
    const studio = kit.recording(
      'video_upload',
      { ...base, title, albumId: album.id, durationMs: kit.songDuration(), isrc: kit.isrc('US', year), explicit: random.chance(0.15) },
      album,
    );
    // The song is missing from at least one audio platform, and from YouTube Music's songs about half the time.
    const audio = somePlatforms(random, 0.7, 1, AUDIO).slice(0, 3);
    kit.place(studio, random.chance(0.55) ? [...audio, 'ytmusic'] : audio);
    made.push(studio);

    // First groups show each kind of video; then official videos twice as often as lyric videos.
    const roll = g < 3 ? g / 3 : random.next();
    const video = (fields: { title: string; by: ArtistInfo; durationMs: number; sameAudio: boolean; type: 'omv' | 'ugc' }): void => {
      const uploads = kit.uploads(fields.by);
      const recording = kit.recording(
        'video_upload',
        {
          ...base,
          title,
          artistIds: [fields.by.artist.id],
          albumId: uploads.id,
          durationMs: fields.durationMs,
          // Videos have no ISRC of their own that anyone sees; the catalog keeps one for bookkeeping.
          isrc: fields.sameAudio ? studio.isrc : kit.isrc('US', year),
          explicit: studio.explicit,
          ...(fields.sameAudio ? { sameAs: studio.id } : { decoyOf: studio.id }),
        },
        uploads,
      );
      kit.place(recording, ['ytmusic'], () => ({ title: fields.title, artists: [fields.by.artist.name], videoType: fields.type }));
      made.push(recording);
    };
    const official = officialTitle(kit, artist.artist.name, title);
    if (roll < 1 / 3) video({ title: official, by: artist, durationMs: studio.durationMs, sameAudio: true, type: 'omv' });
    else if (roll < 2 / 3) video({ title: official, by: artist, durationMs: studio.durationMs + random.int(12_000, 75_000), sameAudio: false, type: 'omv' });
    else if (random.chance(0.4)) video({ title: `${title} (Official Lyric Video)`, by: artist, durationMs: studio.durationMs, sameAudio: true, type: 'omv' });
    else video({ title: lyricTitle(kit, artist.artist.name, title), by: lyricChannel(), durationMs: studio.durationMs + random.int(0, 1) * 1000, sameAudio: true, type: 'ugc' });

    if (random.chance(0.35)) {
      const live = random.chance(0.5);
      const other = kit.album(`${title} (${live ? 'Live' : 'Acoustic'})`, [artist], Math.min(2026, year + random.int(0, 5)), 'single');
      const take = kit.recording(
        'video_upload',
        {
          ...base,
          title,
          version: live ? 'Live' : 'Acoustic',
          albumId: other.id,
          durationMs: studio.durationMs + random.int(live ? 8_000 : -20_000, live ? 50_000 : 20_000),
          isrc: kit.isrc('US', year),
          explicit: studio.explicit,
          decoyOf: studio.id,
        },
        other,
      );
      kit.place(take, somePlatforms(random, 0.6, 1, AUDIO));
      made.push(take);
    }
  }
  return made;
}

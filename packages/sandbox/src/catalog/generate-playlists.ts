/**
 * Playlists on every platform, sized around each platform's page limits (25, 50, 100) plus the
 * large ones (1,000 and 5,000) that paging and bulk conversion must survive. Every entry has a
 * listing on the playlist's platform.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { SeededRandom } from '../seeded-random';
import type { Playlist, Recording } from './model';
import type { PlatformIds } from './platform-ids';
import { ADJECTIVES, NOUNS, OWNER_NAMES, PLURAL_NOUNS } from './words-latin';

export const PLAYLIST_SIZES = [1, 12, 25, 50, 51, 100, 101, 300, 1_000, 5_000] as const;

const THEMES = ['Road Trip', 'Late Night', 'Sunday Morning', 'Workout', 'Focus', 'Throwbacks', 'Rainy Day', 'Party'] as const;

function playlistTitle(random: SeededRandom, size: number): string {
  if (size >= 1_000) return `${random.pick(ADJECTIVES)} Archive: ${size.toLocaleString('en-US')} Songs`;
  const roll = random.next();
  if (roll < 0.4) return `${random.pick(THEMES)} ${random.pick(PLURAL_NOUNS)}`;
  if (roll < 0.7) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} Mix`;
  return `${random.pick(THEMES)} ${random.int(2015, 2026)}`;
}

export function generatePlaylists(random: SeededRandom, ids: PlatformIds, recordings: readonly Recording[]): Playlist[] {
  const playlists: Playlist[] = [];
  for (const platform of PLATFORM_KEYS) {
    const available = recordings.filter((r) => r.platforms[platform]).map((r) => r.id);
    PLAYLIST_SIZES.forEach((size, n) => {
      // Distinct recordings while the platform has enough; small catalogs repeat them, as real
      // playlists may.
      const order = random.shuffle(available);
      const recordingIds: string[] = [];
      while (recordingIds.length < size && order.length > 0) {
        recordingIds.push(...order.slice(0, size - recordingIds.length));
      }
      const created = Date.UTC(2015, 0, 1) + random.int(0, 3_800) * 86_400_000 + random.int(0, 86_399) * 1000;
      playlists.push({
        id: `pls-${platform}-${String(n + 1).padStart(4, '0')}`,
        platform,
        platformId: ids.playlist(platform),
        title: playlistTitle(random, size),
        description: size >= 1_000 ? 'Everything worth keeping, in the order it was found.' : `${size} songs for ${random.pick(THEMES).toLowerCase()}.`,
        ownerName: random.pick(OWNER_NAMES),
        recordingIds,
        imageSeed: `${platform}-playlist-${n + 1}-${random.int(0, 1e9)}`,
        createdAt: new Date(created).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      });
    });
  }
  return playlists;
}

/**
 * One playlist per platform of the hard cases listed there (`pls-<platform>-h0001`), so that
 * playlist conversions meet them: up to `PER_KIND` recordings of each kind, interleaved, in a
 * seeded order. Its size is never one of `PLAYLIST_SIZES`, which tests look playlists up by.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { SeededRandom } from '../../seeded-random';
import { PLAYLIST_SIZES } from '../generate-playlists';
import type { Playlist, Recording, RecordingKind } from '../model';
import type { PlatformIds } from '../platform-ids';

const PER_KIND = 40;

export function hardPlaylistId(platform: string): string {
  return `pls-${platform}-h0001`;
}

export function hardPlaylists(random: SeededRandom, ids: PlatformIds, recordings: readonly Recording[]): Playlist[] {
  return PLATFORM_KEYS.map((platform) => {
    const byKind = new Map<RecordingKind, Recording[]>();
    for (const r of recordings) {
      if (!r.platforms[platform]) continue;
      const list = byKind.get(r.kind);
      if (list) list.push(r);
      else byKind.set(r.kind, [r]);
    }
    const lanes = [...byKind.values()].map((list) => random.shuffle(list).slice(0, PER_KIND));
    const recordingIds: string[] = [];
    for (let i = 0; lanes.some((lane) => i < lane.length); i++) for (const lane of lanes) {
      const entry = lane[i];
      if (entry) recordingIds.push(entry.id);
    }
    if ((PLAYLIST_SIZES as readonly number[]).includes(recordingIds.length)) recordingIds.pop();
    return {
      id: hardPlaylistId(platform),
      platform,
      platformId: ids.playlist(platform),
      title: `Hard Cases: ${recordingIds.length} Tracks`,
      description: 'Romanised titles, re-recordings, karaoke, videos, classical movements and more, each beside what it must not be taken for.',
      ownerName: 'Segue Sandbox',
      recordingIds,
      imageSeed: `${platform}-hard-playlist-${random.int(0, 1e9)}`,
      createdAt: '2026-11-01T12:00:00Z',
    };
  });
}

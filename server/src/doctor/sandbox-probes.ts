import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { GroundTruth } from '@segue/sandbox';
import type { Probe, Probes } from './doctor-probes';

/**
 * Probes from the sandbox's ground truth: the first original recording (no decoy) that every
 * platform carries, with an album every platform carries, and per platform its longest public
 * playlist (one no sandbox user owns).
 */
export function sandboxProbes(truth: GroundTruth): Probes {
  const albums = new Map(truth.albums.map((album) => [album.id, album]));
  const recording = truth.recordings.find(
    (r) => r.decoy_of === null && PLATFORM_KEYS.every((p) => r.platforms[p] !== null && albums.get(r.album_id)?.platforms[p]),
  );
  if (!recording) throw new Error('the sandbox catalog has no recording on every platform');
  const album = albums.get(recording.album_id)!;
  const probe = (platform: PlatformKey): Probe => {
    const listing = recording.platforms[platform]!;
    // The longest, so the first-page read has later pages to leave unread.
    const playlist = truth.playlists
      .filter((p) => p.platform === platform && p.owner_user_id === null)
      .reduce<GroundTruth['playlists'][number] | undefined>((best, p) => (best && best.recording_ids.length >= p.recording_ids.length ? best : p), undefined);
    if (!playlist) throw new Error(`the sandbox catalog has no public ${platform} playlist`);
    return {
      track: { id: listing.id, ...(listing.isrc ? { isrc: listing.isrc } : {}) },
      ...(listing.isrc ? { isrc: listing.isrc } : {}),
      albumId: album.platforms[platform]!.id,
      playlistId: playlist.platform_id,
      search: { title: recording.title, artists: recording.artists },
    };
  };
  return Object.fromEntries(PLATFORM_KEYS.map((p) => [p, probe(p)])) as Probes;
}

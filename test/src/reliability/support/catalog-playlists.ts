import type { PlatformKey } from '@segue/core';
import type { GroundTruth } from '@segue/sandbox';

export type TruthPlaylist = GroundTruth['playlists'][number];

/** Public catalog playlists of a platform with `min` to `max` tracks, smallest first. */
export async function catalogPlaylists(catalogUrl: string, platform: PlatformKey, min: number, max: number): Promise<TruthPlaylist[]> {
  const reply = await fetch(catalogUrl);
  if (!reply.ok) throw new Error(`ground truth: HTTP ${reply.status}`);
  const truth = (await reply.json()) as GroundTruth;
  return truth.playlists
    .filter((p) => p.platform === platform && p.owner_user_id === null && p.recording_ids.length >= min && p.recording_ids.length <= max)
    .sort((x, y) => x.recording_ids.length - y.recording_ids.length);
}
